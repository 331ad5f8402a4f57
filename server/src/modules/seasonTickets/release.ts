import { translate, type Language } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import {
  SEASON_RELEASE_REASON,
  type MySeasonSeats,
  type SeasonSeat,
} from '@tribuna/common/schemas/seasonTickets';
import { ProductError } from '../../errors';
import { eventName, type SeasonTicketsContext } from './context';
import type { RenewalWindow } from './renewals';
import type { SeasonTicketsRepository } from './seasonTickets.repository';

type SoldSeat = Awaited<ReturnType<SeasonTicketsRepository['seatsOfUser']>>[number];

/**
 * The holder's seats, a ticket per match, and the release of one match: its ticket is voided
 * (reason `released`) and its seat freed for that match only, then offered to the match's waiting
 * list (the kick) or put on sale.
 */
export function createRelease(ctx: SeasonTicketsContext, parts: { renewals: RenewalWindow }) {
  const { repo, seating, tickets, clock } = ctx;

  /** Each event's state of a sold seat, as its holder sees it. */
  async function toSeasonSeat(seat: SoldSeat, language: Language, viewer: string): Promise<SeasonSeat> {
    const season = await ctx.requireSeason(seat.seasonTicketUuid);
    const [{ plan }, seatEvents] = await Promise.all([
      ctx.priceOf(season.subscriptionUuid),
      repo.seatEventsOf([seat.uuid]),
    ]);
    const events = new Map(
      (await ctx.eventRowsOf(seatEvents.map((e) => e.eventUuid))).map((event) => [event.uuid, event]),
    );
    const now = clock();
    const states = await Promise.all(
      seatEvents.map(async (seatEvent) => {
        const event = events.get(seatEvent.eventUuid);
        const ticket = await tickets.findByUuid(seatEvent.ticketUuid);
        const status: SeasonSeat['events'][number]['status'] = seatEvent.releasedAt
          ? 'released'
          : ticket?.checkedAt
            ? 'used'
            : ticket?.voidedAt || !ticket
              ? 'voided'
              : ticket.holderUuid !== viewer
                ? 'passedOn'
                : 'valid';
        return {
          eventUuid: seatEvent.eventUuid,
          name: event ? eventName(event, language) : '',
          startsAt: event?.startsAt.toISOString() ?? '',
          startsAtMs: event?.startsAt.getTime() ?? 0,
          ticketUuid: seatEvent.ticketUuid,
          status,
          releasable:
            status === 'valid' &&
            seat.status === 'active' &&
            !!event &&
            event.startsAt > now &&
            !event.cancelledAt,
        };
      }),
    );
    const firstEvent = states[0]?.eventUuid;
    const place = firstEvent
      ? await ctx.placeOf(firstEvent, seat.seatId, language)
      : { seatId: seat.seatId, section: '', sectionName: '', row: '', label: seat.seatId };
    return {
      uuid: seat.uuid,
      seasonTicketUuid: seat.seasonTicketUuid,
      name: translate(plan.row.name, language),
      seatId: seat.seatId,
      section: place.section,
      sectionName: place.sectionName,
      row: place.row,
      label: place.label,
      status: seat.status,
      events: states
        .sort((a, b) => a.startsAtMs - b.startsAtMs)
        .map(({ startsAtMs: _startsAtMs, ...rest }) => rest),
    };
  }

  return {
    async mine(userUuid: string, language: Language, currency: Currency): Promise<MySeasonSeats> {
      const seats = await Promise.all(
        (await repo.seatsOfUser(userUuid)).map((seat) => toSeasonSeat(seat, language, userUuid)),
      );
      const renewals = await parts.renewals.keptFor(userUuid, language, currency);
      return { seats, renewals };
    },

    /**
     * The holder gives the seat up for one event: its ticket is voided (`released`), the seat is
     * freed for that event only and offered to the event's waiting list (or put on sale).
     */
    async releaseEvent(userUuid: string, seatUuid: string, eventUuid: string, language: Language) {
      const seat = await ctx.transaction(async (tx) => {
        const seat = await repo.lockSeat(seatUuid, tx);
        if (!seat || seat.userUuid !== userUuid)
          throw new ProductError('seasonSeatNotFound', { uuid: seatUuid });
        const seatEvent = (await repo.seatEventsOf([seat.uuid], tx)).find((e) => e.eventUuid === eventUuid);
        if (!seatEvent) throw new ProductError('seasonSeatNotFound', { uuid: seatUuid, eventUuid });
        if (seat.status !== 'active' || seatEvent.releasedAt)
          throw new ProductError('seasonSeatReleaseClosed', {
            uuid: seatUuid,
            eventUuid,
            reason: 'released',
          });
        const found = await ctx.events.forTickets(eventUuid, tx);
        if (!found || found.event.startsAt <= clock() || found.event.cancelledAt)
          throw new ProductError('seasonSeatReleaseClosed', { uuid: seatUuid, eventUuid, reason: 'started' });
        const ticket = await tickets.findByUuid(seatEvent.ticketUuid, tx);
        if (ticket?.checkedAt)
          throw new ProductError('ticketAlreadyUsed', {
            code: ticket.code,
            checkedAt: ticket.checkedAt.toISOString(),
          });
        if (!ticket || ticket.voidedAt || ticket.holderUuid !== userUuid)
          throw new ProductError('seasonSeatReleaseClosed', {
            uuid: seatUuid,
            eventUuid,
            reason: 'passedOn',
          });
        // The void is conditional (not voided, not checked in, not passed on): a gate admitting it or
        // a transfer accepted meanwhile wins.
        if (!(await tickets.voidTicket(ticket.uuid, SEASON_RELEASE_REASON, tx, ticket.version))) {
          const now = await tickets.findByUuid(ticket.uuid, tx);
          throw new ProductError('seasonSeatReleaseClosed', {
            uuid: seatUuid,
            eventUuid,
            reason: now && now.version !== ticket.version ? 'passedOn' : 'voided',
          });
        }
        await repo.markReleased(seat.uuid, eventUuid, tx);
        await seating.releaseBooked(eventUuid, [seat.seatId], seat.orderUuid, tx);
        return seat;
      });
      ctx.offerReturnedPlaces?.(eventUuid);
      ctx.ticketsChanged?.();
      return toSeasonSeat(seat, language, userUuid);
    },

    /** Season seats of these tickets (the account's "my tickets" marks them). */
    async seasonOfTickets(ticketUuids: readonly string[], language: Language) {
      const rows = await repo.seatsOfTickets(ticketUuids);
      const names = new Map<string, string>();
      for (const row of rows)
        if (!names.has(row.seasonTicketUuid)) {
          const season = await repo.find(row.seasonTicketUuid);
          if (season)
            names.set(
              row.seasonTicketUuid,
              translate((await ctx.priceOf(season.subscriptionUuid)).plan.row.name, language),
            );
        }
      return new Map(
        rows.map((row) => [
          row.ticketUuid,
          {
            seasonTicketUuid: row.seasonTicketUuid,
            seasonSeatUuid: row.seasonSeatUuid,
            name: names.get(row.seasonTicketUuid) ?? '',
          },
        ]),
      );
    },
  };
}
