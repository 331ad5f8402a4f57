import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import { priceText } from '../../../lib/price';

/** A season ticket's price, its events in order and its sections, as a buyer compares them. */
export function SeasonFacts({ season }: { season: PublicSeasonTicket }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          {t('seasonTickets.price')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="season-price">
          {season.price
            ? priceText(t, season.price.amount, season.price.currency)
            : t('seasonTickets.notSold')}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('seasonTickets.sections')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {season.sections.map((section) => section.name).join(', ')}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('seasonTickets.events')} ({t('seasonTickets.eventCount', { count: season.events.length })})
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {season.events.map((event) => (
            <Typography component="li" variant="body2" key={event.uuid}>
              {formatDateTime(event.startsAt)} · {event.name}
              {event.venue ? ` · ${event.venue}` : ''}
            </Typography>
          ))}
        </Box>
      </Box>
      {season.priorityUntil && (
        <Typography variant="body2" color="text.secondary">
          {t('seasonTickets.priorityUntil', { date: formatDateTime(season.priorityUntil) })}
        </Typography>
      )}
    </Box>
  );
}
