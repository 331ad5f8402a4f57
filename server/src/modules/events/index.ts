import { defineDomain, type AppContext, type Domains } from '../../domain';
import { everyPage } from '../../plugins/seo';
import { visitorView } from '../paywall/visitorView';
import { createEventCancellationsRepository } from './eventCancellations.repository';
import {
  createEventCancellationsService,
  type EventCancellationsService,
} from './eventCancellations.service';
import { createEventsRepository } from './events.repository';
import { adminEventRoutes, publicEventRoutes } from './events.routes';
import { createEventsService, type EventsService } from './events.service';

declare module '../../domain' {
  interface Domains {
    /**
     * The events, and the records of their cancellations, notices and refund requests (the
     * eventCancellation flow's).
     */
    events: EventsService & { cancellations: EventCancellationsService };
  }
}

/** Events (matches and others), their sale windows and ticket categories. */
export const eventsDomain = defineDomain({
  name: 'events',
  needs: ['auth', 'seating', 'files', 'content'],
  create: ({
    db,
    transaction,
    later,
    auth,
    seating,
    files,
    content,
  }: Pick<AppContext, 'db' | 'transaction' | 'later'> &
    Pick<Domains, 'auth' | 'seating' | 'files' | 'content'>) => {
    const service = createEventsService({
      events: createEventsRepository(db),
      seating,
      files,
      transaction,
      contentTypeOf: content.typeOf,
      // A new date or venue: the flow queues the holders' notices in the update's transaction.
      onSaved: (before, after, tx) => later('eventCancellation').moved(before, after, tx),
      afterSaved: (before, after) => later('eventCancellation').afterSaved(before, after),
      // The waiting rooms come after the events (they ask for the events' sale start).
      waitingRooms: (uuids) => later('waitingRooms').publicRooms(uuids),
    });
    return {
      provides: Object.assign(service, {
        cancellations: createEventCancellationsService(createEventCancellationsRepository(db)),
      }),
      routes: {
        public: [publicEventRoutes({ service })],
        admin: [adminEventRoutes({ guards: auth.guards, service })],
      },
      pages: {
        data: () => ({
          events: (query, locale) => service.listPublic(query, locale),
          event: async (uuid, locale) => {
            const event = await visitorView(() => service.getPublic(uuid, locale), 'eventNotFound');
            return event === 'restricted' ? null : event;
          },
        }),
        // Event pages show live availability (each sale changes it): they are rendered for every
        // request and never kept here, so the data the browser takes over is as fresh as the API's.
        uncachedRoutes: ['events', 'event'],
      },
      sitemap: async () => {
        const [upcoming, past] = await Promise.all([
          everyPage((page) => service.listPublic({ ...page, period: 'upcoming' }, 'cs')),
          everyPage((page) => service.listPublic({ ...page, period: 'past' }, 'cs')),
        ]);
        return [...upcoming, ...past].map((e) => ({ route: 'event' as const, uuid: e.uuid }));
      },
      decorations: { events: service },
    };
  },
});
