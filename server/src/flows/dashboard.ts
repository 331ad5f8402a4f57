import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardContracts } from '@tribuna/common/contracts/dashboard';
import { pragueDayOf, pragueStartOfWeek } from '@tribuna/common/dates';
import { can } from '@tribuna/common/permissions';
import type { Role } from '@tribuna/common/schemas/auth';
import type { AdminDashboard } from '@tribuna/common/schemas/dashboard';
import type { AdminEvent } from '@tribuna/common/schemas/events';
import { route } from '../contractRoute';
import type { ContentService } from '../modules/content/content.service';
import { toContentOverviewItem } from '../modules/content/content.service';
import type { EventsService } from '../modules/events/events.service';
import type { OrdersService } from '../sales/orders/orders.service';
import type { RefundsService } from '../sales/refunds/refunds.service';
import type { SubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import type { TicketsService } from '../modules/tickets/tickets.service';
import type { AuthGuards } from '../plugins/auth';

/** How many upcoming events, plans and content items the home shows. */
const CARD_ITEMS = 5;

/** Seats of a seated event, else the categories' capacities (null when one has no limit). */
function capacityOf(event: AdminEvent): number | null {
  if (event.seated) return event.seatCount;
  const limits = event.categories.map((category) => category.capacity);
  return limits.length === 0 || limits.some((limit) => limit === null)
    ? null
    : limits.reduce<number>((total, limit) => total + (limit ?? 0), 0);
}

/**
 * The back office's home: what staff look at every morning, gathered from orders, events and
 * tickets, memberships and content. Each card is what a list of the back office shows, so a role
 * sees only the cards of the lists it may read (the others are null and never computed).
 */
export function createDashboard(deps: {
  orders: Pick<OrdersService, 'salesSince' | 'attentionCounts'>;
  refunds: Pick<RefundsService, 'refundedSince' | 'pendingCount'>;
  events: Pick<EventsService, 'list'>;
  tickets: Pick<TicketsService, 'soldCounts'>;
  subscriptions: Pick<SubscriptionsService, 'list'>;
  content: Pick<ContentService, 'overview'>;
  now?: () => Date;
}) {
  const clock = deps.now ?? (() => new Date());

  async function sales(now: Date): Promise<AdminDashboard['sales']> {
    const todayFrom = pragueDayOf(now);
    const weekFrom = pragueStartOfWeek(now);
    const [today, week] = await Promise.all([
      deps.orders.salesSince(todayFrom),
      deps.orders.salesSince(weekFrom),
    ]);
    return { todayFrom: todayFrom.toISOString(), weekFrom: weekFrom.toISOString(), today, week };
  }

  async function refunds(now: Date): Promise<AdminDashboard['refunds']> {
    const [today, week, pending] = await Promise.all([
      deps.refunds.refundedSince(pragueDayOf(now)),
      deps.refunds.refundedSince(pragueStartOfWeek(now)),
      deps.refunds.pendingCount(),
    ]);
    return { today, week, pending };
  }

  async function upcomingEvents(): Promise<AdminDashboard['upcomingEvents']> {
    const { data } = await deps.events.list({
      period: 'upcoming',
      sort: 'startsAt',
      order: 'asc',
      limit: CARD_ITEMS,
      offset: 0,
    });
    const sold = await deps.tickets.soldCounts(data.map((event) => event.uuid));
    return data.map((event) => ({
      uuid: event.uuid,
      name: event.name,
      startsAt: event.startsAt,
      sold: sold.get(event.uuid) ?? 0,
      capacity: capacityOf(event),
    }));
  }

  async function memberships(): Promise<AdminDashboard['memberships']> {
    const { rows } = await deps.subscriptions.list({ limit: 500, offset: 0, order: 'asc' });
    const plans = rows
      .filter((detail) => detail.holders > 0)
      .sort((a, b) => b.holders - a.holders)
      .map((detail) => ({ uuid: detail.row.uuid, name: detail.row.name, active: detail.holders }));
    return {
      active: plans.reduce((total, plan) => total + plan.active, 0),
      plans: plans.slice(0, CARD_ITEMS),
    };
  }

  async function latestContent(roles: readonly Role[]): Promise<AdminDashboard['latestContent']> {
    const { rows } = await deps.content.overview(roles, {
      status: 'published',
      sort: 'publishedAt',
      order: 'desc',
      limit: CARD_ITEMS,
      offset: 0,
    });
    return rows.map(toContentOverviewItem);
  }

  return {
    async forRoles(roles: readonly Role[]): Promise<AdminDashboard> {
      const now = clock();
      const when = <T>(allowed: boolean, card: () => Promise<T>) =>
        allowed ? card() : Promise.resolve(null);
      const orders = can(roles, 'orders', 'list');
      const [salesCard, eventsCard, membershipsCard, ordersCard, contentCard, refundsCard] =
        await Promise.all([
          when(orders, () => sales(now)),
          when(can(roles, 'events', 'list'), upcomingEvents),
          when(can(roles, 'subscriptions', 'list'), memberships),
          when(orders, () => deps.orders.attentionCounts()),
          when(can(roles, 'content', 'list'), () => latestContent(roles)),
          when(can(roles, 'refunds', 'list'), () => refunds(now)),
        ]);
      return {
        sales: salesCard,
        upcomingEvents: eventsCard,
        memberships: membershipsCard,
        ordersToResolve: ordersCard,
        latestContent: contentCard,
        refunds: refundsCard,
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;

export const dashboardRoutes =
  (deps: { guards: AuthGuards; dashboard: Dashboard }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, dashboardContracts.get, {
      onRequest: deps.guards.requireStaff,
      handler: async (request) => deps.dashboard.forRoles(request.user!.roles),
    });
  };
