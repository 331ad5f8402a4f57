import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createSeasonTicketsRepository } from './seasonTickets.repository';
import { accountSeasonSeatRoutes, adminSeasonTicketRoutes, seasonTicketRoutes } from './seasonTickets.routes';
import { createSeasonTicketsService, type SeasonTicketsService } from './seasonTickets.service';

declare module '../../domain' {
  interface Domains {
    seasonTickets: SeasonTicketsService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Season seats (tests and the bench reach the service through it). */
    seasonTickets: SeasonTicketsService;
  }
}

/**
 * Season seats: season tickets staff define over a seasonal membership, the seat held
 * and booked in all the season's events at once (the seat engine's `acrossEvents`), the holder's
 * release of one event and the renewal window. The sales (after it) sell a seat with the line kind
 * `season_ticket`; a released place goes to the event's waiting list (later) first.
 */
export const seasonTicketsDomain = defineDomain({
  name: 'seasonTickets',
  needs: ['auth', 'users', 'subscriptions', 'events', 'seating', 'tickets', 'wallet'],
  create: ({
    app,
    db,
    transaction,
    config,
    log,
    later,
    auth,
    users,
    subscriptions,
    events,
    seating,
    tickets,
    wallet,
  }: Pick<AppContext, 'app' | 'db' | 'transaction' | 'config' | 'log' | 'later'> &
    Pick<Domains, 'auth' | 'users' | 'subscriptions' | 'events' | 'seating' | 'tickets' | 'wallet'>) => {
    const service = createSeasonTicketsService({
      repository: createSeasonTicketsRepository(db),
      transaction,
      subscriptions,
      events: {
        forTickets: events.forTickets,
        findMany: events.findMany,
        shareEvents: events.cancellations.shareEvents,
      },
      seating,
      tickets: {
        issue: (place, origin, tx) => tickets.service.issue(place, origin, tx),
        findByUuid: (uuid, tx) => tickets.service.findByUuid(uuid, tx),
        voidTicket: (uuid, reason, tx, version) => tickets.service.voidTicket(uuid, reason, tx, version),
        pdf: (rows, language) => tickets.service.pdf(rows, language),
      },
      emailOf: async (userUuid) => (await users.get(userUuid).catch(() => null))?.email ?? null,
      refuseHold: (eventUuid) => later('waitlists').refuseHold(eventUuid),
      offerReturnedPlaces: (eventUuid) => {
        // After the commit, for low latency; the waiting lists' job finds the place anyway.
        later('waitlists')
          .offerReturnedPlaces(eventUuid)
          .catch((err: unknown) => log.error({ err, eventUuid }, 'Offering a released season seat failed'));
      },
      ticketsChanged: () => wallet.kick(),
      holdMs: config.holdTokenMs,
      log,
    });
    app.decorate('seasonTickets', service);
    // A holder's tickets say which season ticket each comes from.
    tickets.transfers.extend({
      seasons: async (rows, language) => {
        const found = await service.seasonOfTickets(
          rows.map((row) => row.uuid),
          language,
        );
        return new Map(
          [...found].map(([ticketUuid, season]) => [
            ticketUuid,
            { uuid: season.seasonTicketUuid, name: season.name },
          ]),
        );
      },
    });
    return {
      provides: service,
      routes: {
        public: [seasonTicketRoutes({ guards: auth.guards, service })],
        account: [accountSeasonSeatRoutes({ guards: auth.guards, service })],
        admin: [adminSeasonTicketRoutes({ guards: auth.guards, service })],
      },
      jobs: [{ name: 'seasonHoldCleanup', run: () => service.deleteOldHolds() }],
    };
  },
});
