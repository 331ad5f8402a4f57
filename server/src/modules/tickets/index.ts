import { defineDomain, type AppContext, type Domains } from '../../domain';
import { placeOfTicketLine, TICKET_LINE_KIND } from '../../sales/kinds/ticket';
import { createTicketGate, type GateEvents } from './ticketGate';
import { createTicketSigner, loadSigningKey } from './ticketSigning';
import { createTicketsRepository } from './tickets.repository';
import { adminTicketRoutes, ticketRoutes, ticketTransferRoutes } from './tickets.routes';
import { createTicketTransfers, type TicketTransfers } from './ticketTransfers';
import { createTicketTransfersRepository } from './ticketTransfers.repository';
import { createTicketsService, type TicketEvents, type TicketsService } from './tickets.service';

declare module '../../domain' {
  interface Domains {
    tickets: {
      service: TicketsService;
      events: TicketEvents & GateEvents;
      /** Passing tickets on, a holder's tickets (`extend` adds the wallets' and seasons' part). */
      transfers: TicketTransfers;
    };
  }
}

/**
 * Tickets, issued when orders with ticket lines are accepted, and the gate that checks them in.
 * The ticket lines are the sales' (later), read when tickets are issued.
 */
export const ticketsDomain = defineDomain({
  name: 'tickets',
  needs: ['auth', 'auditLog', 'users', 'events', 'seating'],
  create: ({
    db,
    transaction,
    config,
    later,
    mailer,
    log,
    rateLimits,
    auth,
    auditLog,
    users,
    events,
    seating,
  }: Pick<AppContext, 'db' | 'transaction' | 'config' | 'later' | 'mailer' | 'log' | 'rateLimits'> &
    Pick<Domains, 'auth' | 'auditLog' | 'users' | 'events' | 'seating'>) => {
    const ticketEvents: TicketEvents & GateEvents = {
      forTickets: events.forTickets,
      forGate: events.forGate,
      sectionNames: seating.sectionNames,
    };
    const repository = createTicketsRepository(db);
    const signer = createTicketSigner(loadSigningKey(config.ticketSigningKey, config.dataDir));
    const service = createTicketsService({
      tickets: repository,
      signer,
      events: ticketEvents,
      ticketLinesOf: (orderUuid, tx) => later('sales').orders.linesOfKind(orderUuid, TICKET_LINE_KIND, tx),
      orderUuidsOfUser: (userUuid, tx) => later('sales').orders.uuidsOfUser(userUuid, tx),
      placeOfLine: placeOfTicketLine,
      transaction,
    });
    const gate = createTicketGate({ tickets: repository, signer, events: ticketEvents, transaction });
    const transfers = createTicketTransfers({
      tickets: repository,
      transfers: createTicketTransfersRepository(db),
      signer,
      events: ticketEvents,
      withSectionNames: service.withSectionNames,
      users,
      mailer,
      audit: auditLog,
      publicUrl: config.publicUrl,
      transaction,
      log,
      // The wallets come after the tickets: the old holder's pass is voided at once.
      passedOn: () => later('wallet').kick(),
    });
    const orders = { findByHash: (orderHash: string) => later('sales').orders.findByHash(orderHash) };
    return {
      provides: { service, events: ticketEvents, transfers },
      routes: {
        public: [
          ticketRoutes({ service, orders }),
          ticketTransferRoutes({ guards: auth.guards, rateLimits, transfers }),
        ],
        admin: [adminTicketRoutes({ guards: auth.guards, service, gate, transfers })],
      },
      decorations: { tickets: service },
    };
  },
});
