import { defineDomain, type AppContext, type Domains } from '../domain';
import { createAdmissions } from '../modules/tickets/admissions';
import { createMembershipKind } from './kinds/membership';
import { createSeasonTicketKind } from './kinds/seasonTicket';
import { createTicketKind } from './kinds/ticket';
import { createVoucherKind, type VoucherKind } from './kinds/voucher';
import { createLineKindRegistry, type LineKindRegistry } from './lineKind';
import { createOrderNotificationsRepository } from './orders/notifications.repository';
import { createOrderEmails } from './orders/orderEmails';
import { ticketEvents } from './orders/context';
import { createOrdersRepository } from './orders/orders.repository';
import { adminOrderRoutes, orderRoutes } from './orders/orders.routes';
import { createOrdersService, PAYMENT_PAGE_MS, type OrdersService } from './orders/orders.service';
import { orderSweepers } from './orders/sweeps';
import { createPaymentsRepository } from './payments/payments.repository';
import { createPaymentsService } from './payments/payments.service';
import { createRefundsRepository } from './refunds/refunds.repository';
import { adminRefundRoutes } from './refunds/refunds.routes';
import { createRefundsService, type RefundsService } from './refunds/refunds.service';
import { refundSweepers } from './refunds/sweeps';

declare module '../domain' {
  interface Domains {
    sales: {
      orders: OrdersService;
      lineKinds: LineKindRegistry;
      voucherKind: VoucherKind;
      /** Refunds of paid orders (an event's cancellation makes them too). */
      refunds: RefundsService;
    };
  }
}

/**
 * Orders and their payments, and what they sell: each line kind (sales/kinds/) is registered under
 * its name. It comes after every domain whose things are sold (memberships, vouchers, tickets).
 */
export const salesDomain = defineDomain({
  name: 'sales',
  needs: [
    'auth',
    'users',
    'features',
    'subscriptions',
    'vouchers',
    'events',
    'seating',
    'tickets',
    'invoicing',
    'waitingRooms',
    'seasonTickets',
    'wallet',
  ],
  create: ({
    db,
    transaction,
    config,
    later,
    log,
    mailer,
    paymentGateway,
    auth,
    users,
    features,
    subscriptions,
    vouchers,
    events,
    seating,
    tickets,
    invoicing,
    waitingRooms,
    seasonTickets,
    wallet,
  }: Pick<AppContext, 'db' | 'transaction' | 'config' | 'later' | 'log' | 'mailer' | 'paymentGateway'> &
    Pick<
      Domains,
      | 'auth'
      | 'users'
      | 'features'
      | 'subscriptions'
      | 'vouchers'
      | 'events'
      | 'seating'
      | 'tickets'
      | 'invoicing'
      | 'waitingRooms'
      | 'seasonTickets'
      | 'wallet'
    >) => {
    const lineKinds = createLineKindRegistry();
    const ordersRepository = createOrdersRepository(db);
    const payments = createPaymentsService({
      payments: createPaymentsRepository(db),
      gateway: paymentGateway,
    });
    const notifications = createOrderNotificationsRepository(db);
    const orders = createOrdersService({
      orders: ordersRepository,
      payments,
      lineKinds,
      emails: createOrderEmails({ mailer }),
      notifications,
      transaction,
      publicUrl: config.publicUrl,
      log,
      options: { orderTtlMs: config.orderTtlMs },
      onAccepted: async (order, lines, acceptance, tx) => {
        await invoicing.onAccepted(order, lines, acceptance, tx);
        // A buyer let in by an event's waiting room is done with it: the room counts them apart.
        const events = new Set(lines.filter((line) => line.kind === 'ticket').map((line) => line.refUuid));
        if (order.userUuid && events.size > 0) await waitingRooms.markDone(order.userUuid, [...events], tx);
      },
      afterAccepted: invoicing.afterAccepted,
      // Tickets of an event with a waiting room are ordered with its pass only, as are memberships
      // of a membership's sale with a room.
      roomGate: async (userUuid, lines, pass, tx) => {
        // Places that came back while people wait are their list's (the lists come after the sales).
        await later('waitlists').gate(userUuid, lines, tx);
        await waitingRooms.requirePasses(userUuid, ticketEvents(lines), pass, tx);
        await membershipKind.requirePasses(userUuid, lines, pass, tx);
      },
      documents: invoicing.documents,
      creditNoteEmail: invoicing.mailCreditNote,
    });
    const membershipKind = createMembershipKind({ subscriptions, orders, users, mailer, log, waitingRooms });
    lineKinds.register(membershipKind.kind, membershipKind.lineKind);
    const voucherKind = createVoucherKind({ vouchers, orders });
    lineKinds.register(voucherKind.kind, voucherKind.lineKind);
    const ticketKind = createTicketKind({
      admissions: createAdmissions(db, events),
      seating,
      events: tickets.events,
      tickets: tickets.service,
      presaleLimit: async (userUuid, tx) => {
        const owned = await features.findMany(await subscriptions.featuresOf(userUuid, tx), tx);
        const limits = owned.flatMap((feature) =>
          feature.type === 'presale' && feature.settings.presaleLimit ? [feature.settings.presaleLimit] : [],
        );
        return limits.length > 0 ? Math.max(...limits) : null;
      },
      // The seats stay held while the buyer is on the gateway's page.
      paymentHoldMs: PAYMENT_PAGE_MS,
    });
    lineKinds.register(ticketKind.kind, ticketKind.lineKind);
    const seasonTicketKind = createSeasonTicketKind({
      seasons: seasonTickets,
      paymentHoldMs: PAYMENT_PAGE_MS,
    });
    lineKinds.register(seasonTicketKind.kind, seasonTicketKind.lineKind);
    const refunds = createRefundsService({
      refunds: createRefundsRepository(db),
      orders: ordersRepository,
      payments,
      gateway: paymentGateway,
      lineKinds,
      transaction,
      log,
      // The invoicing flow issues the credit note of an invoiced order's refund; its e-mail is
      // written to the orders' outbox with it and sent from there after the commit.
      onRefunded: invoicing.onRefunded,
      notifications,
      afterRefunded: () => orders.kickNotifications(),
      // The waiting lists come after the sales: their next in line are offered the places at once.
      placesReturned: (orderUuid) => {
        later('waitlists').placesReturnedBy(orderUuid);
        // The refunded tickets' passes stop admitting in the wallets at once.
        wallet.kick();
      },
    });
    const { guards } = auth;
    return {
      provides: { orders, lineKinds, voucherKind, refunds },
      routes: {
        public: [orderRoutes({ guards, service: orders })],
        admin: [
          adminOrderRoutes({ guards, service: orders }),
          adminRefundRoutes({ guards, service: refunds }),
        ],
      },
      jobs: [...orderSweepers(orders), ...refundSweepers(refunds)],
      decorations: { lineKinds },
      onClose: () => orders.notificationsSettled(),
    };
  },
});
