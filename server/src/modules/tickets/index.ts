import { defineDomain, type AppContext, type Domains } from '../../domain';
import { placeOfTicketLine, TICKET_LINE_KIND } from '../../sales/kinds/ticket';
import { createTicketGate, type GateEvents } from './ticketGate';
import { createTicketSigner, loadSigningKey } from './ticketSigning';
import { createTicketsRepository } from './tickets.repository';
import { adminTicketRoutes, ticketRoutes } from './tickets.routes';
import { createTicketsService, type TicketEvents, type TicketsService } from './tickets.service';

declare module '../../domain' {
  interface Domains {
    tickets: { service: TicketsService; events: TicketEvents & GateEvents };
  }
}

/**
 * Tickets, issued when orders with ticket lines are accepted, and the gate that checks them in.
 * The ticket lines are the sales' (later), read when tickets are issued.
 */
export const ticketsDomain = defineDomain({
  name: 'tickets',
  needs: ['auth', 'events', 'seating'],
  create: ({
    db,
    transaction,
    config,
    later,
    auth,
    events,
    seating,
  }: Pick<AppContext, 'db' | 'transaction' | 'config' | 'later'> &
    Pick<Domains, 'auth' | 'events' | 'seating'>) => {
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
    const orders = { findByHash: (orderHash: string) => later('sales').orders.findByHash(orderHash) };
    return {
      provides: { service, events: ticketEvents },
      routes: {
        public: [ticketRoutes({ service, orders })],
        admin: [adminTicketRoutes({ guards: auth.guards, service, gate })],
      },
      decorations: { tickets: service },
    };
  },
});
