import { Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { formatMoney } from '@tribuna/common/money';
import type { PublicEvent } from '@tribuna/common/schemas/events';

const availabilityColour = {
  notYetOnSale: 'default',
  presale: 'secondary',
  onSale: 'success',
  soldOut: 'error',
  saleClosed: 'default',
  ended: 'default',
  cancelled: 'error',
} as const;

/** Where an event's sale stands, as a chip. */
export function AvailabilityChip({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={availabilityColour[event.availability]}
      label={t(`events.availability.${event.availability}`, { date: formatDateTime(event.saleFrom) })}
    />
  );
}

/** "from 290 Kč", or nothing for an event without categories. */
export function PriceFrom({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  if (event.priceFrom === null) return null;
  return (
    <Typography fontWeight={600}>
      {t('events.priceFrom', { price: formatMoney(event.priceFrom, event.currency) })}
    </Typography>
  );
}

/** Whether the visitor may go on to choose tickets (a members' presale lets the order page decide). */
export const isBuyable = (event: PublicEvent) =>
  event.availability === 'onSale' || event.availability === 'presale';
