import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { AvailabilityChip, PriceFrom } from './EventFacts';

/** An event in the list: name, date and venue, prices from and availability. */
export function EventCard({ event, to }: { event: PublicEvent; to: string }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2" lang={event.language}>
            {event.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> · {event.venue}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
            <PriceFrom event={event} />
            <AvailabilityChip event={event} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
