import { Box, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tribuna/common/money';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { HoldCountdown } from './HoldCountdown';

/** A seat the buyer has chosen, as the selection panel lists it. */
export interface SelectedSeat {
  id: string;
  /** "Section, row, seat" as the buyer reads it. */
  name: string;
  category: string;
}

/**
 * The chosen seats with their prices and a button to drop each, the running total in the event's
 * currency and the hold's countdown: the same panel beside the native chart and seats.io's chart.
 */
export function SelectedSeats({
  seats,
  event,
  total,
  holdExpiresAt,
  onRemove,
  removeDisabled = false,
}: {
  seats: readonly SelectedSeat[];
  event: Pick<PublicEvent, 'categories' | 'currency'>;
  total: number;
  holdExpiresAt: string | null;
  onRemove: (seatId: string) => void;
  removeDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {seats.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('seatChart.nothingSelected')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="selected-seats"
        >
          {seats.map((seat) => {
            const category = event.categories.find((c) => c.key === seat.category);
            return (
              <Stack component="li" key={seat.id} direction="row" alignItems="center" spacing={1}>
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {seat.name}
                </Typography>
                {category && (
                  <Typography variant="body2">{formatMoney(category.price, category.currency)}</Typography>
                )}
                {/* A finger's target on a phone: 40 px across (WCAG asks for at least 24). */}
                <IconButton
                  size="small"
                  sx={{ minWidth: 40, minHeight: 40 }}
                  aria-label={t('seatChart.remove', { seat: seat.name })}
                  disabled={removeDisabled}
                  onClick={() => onRemove(seat.id)}
                >
                  ×
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" justifyContent="space-between" aria-live="polite">
        <Typography fontWeight={600}>{t('seatChart.total')}</Typography>
        <Typography fontWeight={600} data-testid="seat-total">
          {formatMoney(total, event.currency)}
        </Typography>
      </Stack>
      {holdExpiresAt && seats.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <HoldCountdown expiresAt={holdExpiresAt} />
        </Box>
      )}
    </>
  );
}
