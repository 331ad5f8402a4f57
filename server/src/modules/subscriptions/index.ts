import { defineDomain, type AppContext, type Domains } from '../../domain';
import { SUBSCRIPTION_LINE } from '../../sales/kinds/membership';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { adminSubscriptionRoutes, publicSubscriptionRoutes } from './subscriptions.routes';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service';

declare module '../../domain' {
  interface Domains {
    subscriptions: SubscriptionsService;
  }
}

/** Memberships, their price variants and the memberships users hold. */
export const subscriptionsDomain = defineDomain({
  name: 'subscriptions',
  needs: ['auth', 'features'],
  create: ({
    db,
    transaction,
    later,
    auth,
    features,
  }: Pick<AppContext, 'db' | 'transaction' | 'later'> & Pick<Domains, 'auth' | 'features'>) => {
    const service = createSubscriptionsService({
      subscriptions: createSubscriptionsRepository(db),
      features,
      transaction,
      // A price variant in an order still to be paid, or paid, counts as sold (it is archived, not deleted).
      priceInOrders: (priceUuid, tx) =>
        later('sales').orders.hasOpenLineFor(SUBSCRIPTION_LINE, priceUuid, tx),
      pricesInVouchers: (priceUuids, tx) => later('vouchers').refersToPrices(priceUuids, tx),
      waitingRooms: (uuids, tx) => later('waitingRooms').publicRooms(uuids, 'subscription', tx),
      plansSoldWithSeats: (tx) => later('seasonTickets').plansSoldWithSeats(tx),
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        public: [publicSubscriptionRoutes({ guards, service })],
        admin: [adminSubscriptionRoutes({ guards, service })],
      },
    };
  },
});
