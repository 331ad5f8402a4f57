import { defineDomain, type AppContext, type Domains } from '../../domain';
import { ProductError } from '../../errors';
import { createWaitlistsRepository } from './waitlists.repository';
import { adminWaitlistRoutes, myWaitlistRoutes, waitlistRoutes } from './waitlists.routes';
import { createWaitlistsService, type WaitlistsService } from './waitlists.service';

declare module '../../domain' {
  interface Domains {
    waitlists: WaitlistsService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting lists (tests and the bench run the offers and read the guard through it). */
    waitlists: WaitlistsService;
  }
}

/**
 * Waiting lists of sold-out events and memberships: joining, the offers of places that
 * come back (job `waitlistOffers`, and `offerReturnedPlaces` that refunds call after their commit),
 * paying an offer through the orders, and staff's settings. After the sales, whose orders the offers
 * become; the seat engine's holds and the orders' gate ask it (later) whether a subject's returned
 * places are its list's.
 */
export const waitlistsDomain = defineDomain({
  name: 'waitlists',
  needs: ['auth', 'users', 'events', 'subscriptions', 'sales', 'pushNotifications'],
  create: ({
    app,
    db,
    transaction,
    config,
    log,
    mailer,
    auth,
    users,
    events,
    subscriptions,
    sales,
    pushNotifications,
  }: Pick<AppContext, 'app' | 'db' | 'transaction' | 'config' | 'log' | 'mailer'> &
    Pick<Domains, 'auth' | 'users' | 'events' | 'subscriptions' | 'sales' | 'pushNotifications'>) => {
    const service = createWaitlistsService({
      repository: createWaitlistsRepository(db),
      transaction,
      events,
      memberships: {
        async placesOf(uuid) {
          try {
            const plan = await subscriptions.get(uuid);
            const { capacity, name } = plan.row;
            return { name, free: capacity === null ? null : Math.max(0, capacity - plan.holders) };
          } catch (error) {
            if (error instanceof ProductError && error.errorName === 'subscriptionNotFound') return null;
            throw error;
          }
        },
        planOfPrice: (priceUuid, tx) => subscriptions.planOfPrice(priceUuid, tx),
      },
      orders: () => sales.orders,
      mailer,
      people: async (uuids) => {
        const found = await Promise.all(uuids.map((uuid) => users.get(uuid).catch(() => null)));
        return new Map(
          found.flatMap((user) =>
            user ? [[user.uuid, { email: user.email, language: user.language }] as const] : [],
          ),
        );
      },
      push: (message) => pushNotifications.pushToUser(message),
      publicUrl: config.publicUrl,
      log,
    });
    app.decorate('waitlists', service);
    return {
      provides: service,
      routes: {
        public: (['event', 'subscription'] as const).map((kind) =>
          waitlistRoutes({ guards: auth.guards, service, kind }),
        ),
        account: [myWaitlistRoutes({ guards: auth.guards, service })],
        admin: (['event', 'subscription'] as const).map((kind) =>
          adminWaitlistRoutes({ guards: auth.guards, service, kind }),
        ),
      },
      jobs: [{ name: 'waitlistOffers', run: () => service.runOffers() }],
      onClose: () => service.announced(),
    };
  },
});
