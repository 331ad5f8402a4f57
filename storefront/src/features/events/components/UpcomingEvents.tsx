import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { ActionLink } from '../../../components/Action';
import { Tag } from '../../../components/Tag';
import { CardLink } from '../../../components/CardLink';
import { useLocale, usePaths } from '../../../lib/locale';
import { HOME_EVENTS, useUpcomingEvents } from '../api/getEvents';

const availabilityTone = {
  notYetOnSale: 'default',
  presale: 'secondary',
  onSale: 'success',
  soldOut: 'error',
  saleClosed: 'default',
  ended: 'default',
  cancelled: 'error',
} as const;

function EventTeaserCard({ event, to }: { event: PublicEvent; to: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Its height (`.event-teaser`, 136 px) is the skeletons' too: nothing moves when the events arrive.
  return (
    <article className="card card--outlined event-teaser">
      <CardLink to={to}>
        <div className="card__content event-teaser__content">
          <h3 className="type type--h6" lang={event.language === locale ? undefined : event.language}>
            {event.name}
          </h3>
          <p className="type type--body2 type--secondary">
            <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> · {event.venue}
          </p>
          <div>
            <Tag tone={availabilityTone[event.availability]}>
              {t(`home.eventAvailability.${event.availability}`, {
                date: formatDateTime(event.saleFrom),
              })}
            </Tag>
          </div>
        </div>
      </CardLink>
    </article>
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
    <section aria-labelledby="upcoming-events" className="home-section">
      <h2 id="upcoming-events" className="type type--h5 type--gutter">
        {t('home.upcomingEvents')}
      </h2>
      {query.isPending ? (
        <div
          className="card-grid card-grid--events"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: HOME_EVENTS }, (_, i) => (
            <span key={i} className="skeleton skeleton--rounded event-teaser" />
          ))}
        </div>
      ) : (
        <ul className="card-grid card-grid--events">
          {events.slice(0, HOME_EVENTS).map((event) => (
            <li key={event.uuid}>
              <EventTeaserCard event={event} to={paths('event', { uuid: event.uuid })} />
            </li>
          ))}
        </ul>
      )}
      <div className="home-section__more">
        <ActionLink to={paths('events')} variant="outlined">
          {t('home.allEvents')}
        </ActionLink>
      </div>
    </section>
  );
}
