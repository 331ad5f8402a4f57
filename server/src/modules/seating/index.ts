import { defineDomain, type AppContext, type Domains } from '../../domain';
import { withSeatProvider } from '../../integrations/seatmap/seatmap';
import { createSeatsioClient, createSeatsioProvider } from '../../integrations/seatmap/seatsio';
import { createSeatsAcrossEvents, type SeatsAcrossEvents } from './acrossEvents';
import { createSeatNews, createSeatNewsPublisher } from './seatNews';
import { createSeatingRepository } from './seating.repository';
import { seatingRoutes } from './seating.routes';
import { createSeatingService, type SeatingService } from './seating.service';
import { seatingSweepers } from './sweepers';

declare module '../../domain' {
  interface Domains {
    /** `acrossEvents`: one seat of many events at once (season seats; the native engine only). */
    seating: SeatingService & { acrossEvents: SeatsAcrossEvents };
  }
}

/**
 * The seat engine: seating plans, hold tokens, holds and bookings, and the news of seats changing.
 * It asks the events domain (later) for an event's sale window, and the events domain asks the
 * engine for its plans: the engine is told through functions, as features are of memberships.
 */
export const seatingDomain = defineDomain({
  name: 'seating',
  needs: ['auth', 'features', 'subscriptions'],
  create: ({
    db,
    database,
    config,
    log,
    later,
    eventStreams,
    auth,
    features,
    subscriptions,
  }: Pick<AppContext, 'db' | 'database' | 'config' | 'log' | 'later' | 'eventStreams'> &
    Pick<Domains, 'auth' | 'features' | 'subscriptions'>) => {
    const repository = createSeatingRepository(db);
    const publisher = createSeatNewsPublisher({
      notify: (payloads) => repository.notify(payloads),
      intervalMs: 100,
      log,
    });
    const news = createSeatNews({ listen: (...args) => database.listen(...args), log });
    const presaleAccess = async (userUuid: string) => {
      const owned = await features.findMany(await subscriptions.featuresOf(userUuid));
      return owned.some((feature) => feature.type === 'presale');
    };
    const eventForSale = (eventUuid: string) => later('events').forSale(eventUuid);
    // With seats.io configured, its workspace holds and books the seats; the native engine stands aside.
    const seatsio = config.seatsio;
    const service = withSeatProvider(
      createSeatingService({
        seating: repository,
        publish: publisher.publish,
        watchSeats: (eventUuid, listener) => news.subscribe(eventUuid, listener),
        eventForSale,
        presaleAccess,
        holdTokenMs: config.holdTokenMs,
      }),
      seatsio
        ? createSeatsioProvider({
            db,
            client: createSeatsioClient(seatsio),
            seating: repository,
            eventForSale,
            presaleAccess,
            holdTokenMs: config.holdTokenMs,
          })
        : null,
    );
    return {
      provides: Object.assign(service, { acrossEvents: createSeatsAcrossEvents(db) }),
      routes: {
        public: [
          seatingRoutes({
            guards: auth.guards,
            service,
            news,
            streams: eventStreams,
            // The waiting rooms come after the events (whose sales they queue): asked at each hold;
            // so do the waiting lists, whose are the seats that come back while someone waits.
            checkPass: async (eventUuid, userUuid, pass, wanted) => {
              await later('waitlists').refuseHold(eventUuid, wanted);
              return later('waitingRooms').checkPass(eventUuid, userUuid, pass);
            },
          }),
        ],
      },
      jobs: seatingSweepers(service),
      decorations: { seating: service },
      // The last news goes out before the database closes (server.ts closes it after the app).
      onClose: async () => {
        await publisher.close();
        await news.close();
      },
    };
  },
});
