import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createRoomNews } from './roomNews';
import { createWaitingRoomsRepository } from './waitingRooms.repository';
import { adminWaitingRoomRoutes, waitingRoomRoutes } from './waitingRooms.routes';
import { createWaitingRoomsService, type WaitingRoomsService } from './waitingRooms.service';

declare module '../../domain' {
  interface Domains {
    waitingRooms: WaitingRoomsService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting rooms (tests and benches write the passes' renewals down with it). */
    waitingRooms: WaitingRoomsService;
  }
}

/** How often a server runs the admission (every server; one at a time admits per room). */
const ADMISSION_TICK_MS = 1000;

/**
 * The waiting rooms of sales (issue 29): events' and memberships' with a limited capacity; the places, the shuffle at the sale's start, the admission
 * and its passes, which the seat engine's holds check (it asks this domain later), and the live
 * places. The admission job is `waitingRoomAdmission` (tests run it with `app.jobs.runOnce`).
 */
export const waitingRoomsDomain = defineDomain({
  name: 'waitingRooms',
  needs: ['auth', 'events', 'seating', 'subscriptions'],
  create: ({
    app,
    db,
    database,
    config,
    log,
    captcha,
    eventStreams,
    auth,
    events,
    seating,
    subscriptions,
  }: Pick<AppContext, 'app' | 'db' | 'database' | 'config' | 'log' | 'captcha' | 'eventStreams'> &
    Pick<Domains, 'auth' | 'events' | 'seating' | 'subscriptions'>) => {
    const repository = createWaitingRoomsRepository(db);
    const news = createRoomNews({
      enabledRooms: repository.enabledRooms,
      entries: repository.entries,
      listen: (...args) => database.listen(...args),
      log,
    });
    const service = createWaitingRoomsService({
      repository,
      news,
      eventOf: (uuid) => events.forSale(uuid),
      // Only a membership whose sale is limited (a capacity) may have a room.
      membershipOf: async (uuid) => {
        const capacity = await subscriptions.capacityOf(uuid);
        return capacity === undefined ? null : { limited: capacity !== null };
      },
      holdLatencyMs: () => seating.holdLatencyMs(),
      log,
    });
    app.decorate('waitingRooms', service);
    const job = { name: 'waitingRoomAdmission', run: () => service.admit() };
    // The sweepers run every minute; admission is every second (only when the jobs run by themselves).
    if (config.jobIntervalMs > 0) {
      let timer: NodeJS.Timeout | null = null;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          app.jobs
            .runOnce(job.name)
            .catch((err: unknown) => log.error({ err }, 'Waiting room admission failed'));
        }, ADMISSION_TICK_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    }
    return {
      provides: service,
      routes: {
        public: (['event', 'subscription'] as const).map((kind) =>
          waitingRoomRoutes({ guards: auth.guards, captcha, service, streams: eventStreams, kind }),
        ),
        admin: (['event', 'subscription'] as const).map((kind) =>
          adminWaitingRoomRoutes({ guards: auth.guards, service, kind }),
        ),
      },
      jobs: [job],
      onClose: () => service.close(),
    };
  },
});
