import type { UserStatistics } from '@tribuna/common/schemas/auth';
import type { UserRow } from '../db/schema';
import type { OrdersService } from '../sales/orders/orders.service';
import type { SubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import type { TicketsService } from '../modules/tickets/tickets.service';

/**
 * `GET /auth/logged-user/statistics`: the account's overview counts what its lists show — the
 * orders of the orders tab (all but the rejected ones), the tickets those orders delivered, and the
 * memberships in force now.
 */
export function createAccountStatistics(deps: {
  orders: Pick<OrdersService, 'uuidsOfUser'>;
  tickets: Pick<TicketsService, 'countOfOrders'>;
  subscriptions: Pick<SubscriptionsService, 'countActive'>;
}) {
  return {
    async of(user: UserRow): Promise<UserStatistics> {
      const [orderUuids, activeMemberships] = await Promise.all([
        deps.orders.uuidsOfUser(user.uuid),
        deps.subscriptions.countActive(user.uuid),
      ]);
      return {
        orders: orderUuids.length,
        tickets: await deps.tickets.countOfOrders(orderUuids),
        activeMemberships,
        memberSince: user.createdAt.toISOString(),
      };
    },
  };
}

export type AccountStatistics = ReturnType<typeof createAccountStatistics>;
