import type { ComponentProps } from 'react';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { AvailabilityChip, PriceFrom } from './EventFacts';

/** An event in the list: its picture, name, date and venue, prices from and availability. */
export function EventCard({
  event,
  to,
  imagePriority = 'lazy',
}: {
  event: PublicEvent;
  to: string;
  /** `high` for the first card (the page's largest paint), `eager` for the others on screen. */
  imagePriority?: ComponentProps<typeof ResponsiveImage>['priority'];
}) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {event.image && (
          <ResponsiveImage
            image={event.image}
            priority={imagePriority}
            sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
            style={{ aspectRatio: '1200 / 630' }}
          />
        )}
        <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1, alignContent: 'start' }}>
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
