import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { ActionLink } from '../../../components/Action';
import { Tag } from '../../../components/Tag';
import { CardLink } from '../../../components/CardLink';
import { useLocale, usePaths } from '../../../lib/locale';
import { HOME_EVENTS, useUpcomingEvents } from '../api/getEvents';

const columns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The card's height, the skeletons' too: nothing moves when the events arrive. */
const CARD_MIN_HEIGHT = 136;

const availabilityTone = {
  notYetOnSale: 'default',
  presale: 'secondary',
  onSale: 'success',
  soldOut: 'error',
  saleClosed: 'default',
  ended: 'default',
} as const;

function EventTeaserCard({ event, to }: { event: PublicEvent; to: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', minHeight: CARD_MIN_HEIGHT }}>
      <CardLink to={to}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography
            variant="h6"
            component="h3"
            lang={event.language === locale ? undefined : event.language}
          >
            {event.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> · {event.venue}
          </Typography>
          <div>
            <Tag tone={availabilityTone[event.availability]}>
              {t(`home.eventAvailability.${event.availability}`, {
                date: formatDateTime(event.saleFrom),
              })}
            </Tag>
          </div>
        </CardContent>
      </CardLink>
    </Card>
  );
}

/**
 * The next upcoming events on the home page (date, venue, where their sale stands), with a link
 * to all events; not there when none is coming (nor when the list failed).
 */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const query = useUpcomingEvents({ locale, limit: HOME_EVENTS });
  const events = query.data?.data ?? [];
  if (!query.isPending && events.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="upcoming-events" sx={{ mt: 6 }}>
      <Typography id="upcoming-events" variant="h5" component="h2" gutterBottom>
        {t('home.upcomingEvents')}
      </Typography>
      {query.isPending ? (
        <Box sx={columns} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: HOME_EVENTS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={CARD_MIN_HEIGHT} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ ...columns, listStyle: 'none', p: 0, m: 0 }}>
          {events.slice(0, HOME_EVENTS).map((event) => (
            <li key={event.uuid}>
              <EventTeaserCard event={event} to={paths('event', { uuid: event.uuid })} />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <ActionLink to={paths('events')} variant="outlined">
          {t('home.allEvents')}
        </ActionLink>
      </Box>
    </Box>
  );
}
