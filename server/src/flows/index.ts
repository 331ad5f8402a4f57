import { authContracts } from '@tribuna/common/contracts/auth';
import { defineDomain, type AppContext, type Domains } from '../domain';
import { createAccountOrders } from './accountOrders';
import { accountOrderRoutes } from './accountOrders.routes';
import { createAccountStatistics } from './accountStatistics';
import { authRoutes } from './auth.routes';
import { createDashboard, dashboardRoutes } from './dashboard';
import { createEventCancellationFlow, type EventCancellationFlow } from './eventCancellation';
import { accountRefundRequestRoutes, adminEventCancellationRoutes } from './eventCancellation.routes';
import { createInvoicing } from './invoicing';
import { createLoginFlow } from './login';
import { createOrderFromInvoice } from './orderFromInvoice';
import { orderFromInvoiceRoutes } from './orderFromInvoice.routes';
import { createUserOverview, type UserOverview } from './userOverview';
import { userRoutes } from './userOverview.routes';

/**
 * The flows: work that crosses domains through their services, each listed in app.ts after the
 * domains it uses (their routes sit beside them here).
 */

declare module '../domain' {
  interface Domains {
    invoicing: ReturnType<typeof createInvoicing>;
    account: { overview: UserOverview };
    dashboard: true;
    accountOrders: true;
    orderFromInvoice: true;
    eventCancellation: EventCancellationFlow;
  }
}

/**
 * Issuing the invoice of each accepted order (the sales call it in the transaction that accepts it)
 * and the credit note of each refund of an invoiced order (in the transaction that records it).
 */
export const invoicingFlow = defineDomain({
  name: 'invoicing',
  needs: ['invoices', 'users', 'vouchers'],
  create: ({
    log,
    invoices,
    users,
    vouchers,
  }: Pick<AppContext, 'log'> & Pick<Domains, 'invoices' | 'users' | 'vouchers'>) => ({
    provides: createInvoicing({ invoices, users, vouchers, log }),
  }),
});

/** The signed-in user's account: sign-up and sign-in, the overview and statistics; staff's user list. */
export const accountFlow = defineDomain({
  name: 'account',
  needs: ['auth', 'users', 'subscriptions', 'vouchers', 'seating', 'sales', 'tickets'],
  create: ({
    transaction,
    config,
    captcha,
    rateLimits,
    apiPrefix,
    auth,
    users,
    subscriptions,
    vouchers,
    seating,
    sales,
    tickets,
  }: Pick<AppContext, 'transaction' | 'config' | 'captcha' | 'rateLimits' | 'apiPrefix'> &
    Pick<Domains, 'auth' | 'users' | 'subscriptions' | 'vouchers' | 'seating' | 'sales' | 'tickets'>) => {
    const overview = createUserOverview({ users, subscriptions, vouchers, seating, transaction });
    const login = createLoginFlow({
      overview,
      forgetAttempts: (ip, email) =>
        rateLimits.forgetIpAndEmail(`${apiPrefix}${authContracts.login.path}`, ip, email),
      freshForMs: config.rateLimit.windowMs,
    });
    const statistics = createAccountStatistics({
      orders: sales.orders,
      tickets: tickets.service,
      subscriptions,
    });
    const { guards } = auth;
    return {
      provides: { overview },
      routes: {
        account: [
          authRoutes({ guards, captcha, rateLimits, service: auth.service, overview, statistics, login }),
        ],
        admin: [userRoutes({ guards, service: users, overview })],
      },
    };
  },
});

/** The back office's home: each staff member's cards. */
export const dashboardFlow = defineDomain({
  name: 'dashboard',
  needs: ['auth', 'sales', 'events', 'tickets', 'subscriptions', 'content'],
  create: ({
    auth,
    sales,
    events,
    tickets,
    subscriptions,
    content,
  }: Pick<Domains, 'auth' | 'sales' | 'events' | 'tickets' | 'subscriptions' | 'content'>) => ({
    provides: true,
    routes: {
      admin: [
        dashboardRoutes({
          guards: auth.guards,
          dashboard: createDashboard({
            orders: sales.orders,
            refunds: sales.refunds,
            events,
            tickets: tickets.service,
            subscriptions,
            content,
          }),
        }),
      ],
    },
  }),
});

/** A user's orders with what each brought (tickets, voucher codes, the invoice). */
export const accountOrdersFlow = defineDomain({
  name: 'accountOrders',
  needs: ['auth', 'sales', 'tickets', 'vouchers', 'invoices'],
  create: ({
    auth,
    sales,
    tickets,
    vouchers,
    invoices,
  }: Pick<Domains, 'auth' | 'sales' | 'tickets' | 'vouchers' | 'invoices'>) => ({
    provides: true,
    routes: {
      account: [
        accountOrderRoutes({
          guards: auth.guards,
          flow: createAccountOrders({ orders: sales.orders, tickets: tickets.service, vouchers, invoices }),
        }),
      ],
    },
  }),
});

/** Staff make an accepted order from an invoice paid outside the storefront. */
export const orderFromInvoiceFlow = defineDomain({
  name: 'orderFromInvoice',
  needs: ['auth', 'users', 'sales', 'invoices'],
  create: ({ auth, users, sales, invoices }: Pick<Domains, 'auth' | 'users' | 'sales' | 'invoices'>) => ({
    provides: true,
    routes: {
      admin: [
        orderFromInvoiceRoutes({
          guards: auth.guards,
          flow: createOrderFromInvoice({ users, orders: sales.orders, invoices }),
        }),
      ],
    },
  }),
});

/**
 * Cancelled and moved events: a cancellation stops the sales and its job refunds every paid order
 * of the event through the sales' refunds; a move tells the holders, who may then ask for a refund.
 * Its sweepers refund the jobs' orders and send the notices. The events domain tells it of
 * a move in the update's transaction (through `later`).
 */
export const eventCancellationFlow = defineDomain({
  name: 'eventCancellation',
  needs: ['auth', 'users', 'events', 'sales', 'tickets', 'seasonTickets', 'wallet'],
  create: ({
    transaction,
    log,
    mailer,
    auth,
    users,
    events,
    sales,
    tickets,
    seasonTickets,
    wallet,
  }: Pick<AppContext, 'transaction' | 'log' | 'mailer'> &
    Pick<Domains, 'auth' | 'users' | 'events' | 'sales' | 'tickets' | 'seasonTickets' | 'wallet'>) => {
    const flow = createEventCancellationFlow({
      records: events.cancellations,
      orders: sales.orders,
      refunds: sales.refunds,
      tickets: tickets.service,
      seasons: seasonTickets,
      users,
      wallet,
      mailer,
      transaction,
      log,
    });
    const { guards } = auth;
    return {
      provides: flow,
      routes: {
        account: [accountRefundRequestRoutes({ guards, flow })],
        admin: [adminEventCancellationRoutes({ guards, flow })],
      },
      jobs: [
        { name: 'eventCancellationRefunds', run: () => flow.sweepRefunds() },
        { name: 'eventNotices', run: () => flow.sendNotices() },
      ],
    };
  },
});
