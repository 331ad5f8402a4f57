import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { seatText, ticketTexts } from '@tribuna/common/i18n/tickets';
import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import {
  SEASON_RELEASE_REASON,
  type AdminSeasonSeat,
  type AdminSeasonTicket,
  type AdminSeasonTicketListQuery,
  type MySeasonSeats,
  type PublicSeasonTicket,
  type SeasonHold,
  type SeasonSeat,
  type SeasonTicketInput,
} from '@tribuna/common/schemas/seasonTickets';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Transaction } from '../../domain';
import type { EventRow, OrderLineRow, OrderRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { SeatsAcrossEvents } from '../seating/acrossEvents';
import type { SeatingService } from '../seating/seating.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { TicketPlace, TicketsService } from '../tickets/tickets.service';
import type { SeasonTicketsRepository } from './seasonTickets.repository';

type Ticket = NonNullable<Awaited<ReturnType<TicketsService['issue']>>>;

/** What season seats need of the tickets domain. */
export interface SeasonTicketIssuer {
  issue: (
    place: TicketPlace,
    origin: { orderUuid: string; orderLineUuid: null; holderUuid: string },
    tx: Tx,
  ) => Promise<Ticket | null>;
  findByUuid: (uuid: string, tx?: Tx) => Promise<Ticket | null>;
  /** Voids a ticket not voided yet (invalid at the gate from then on); null when it was already. */
  voidTicket: (uuid: string, reason: string, tx: Tx, version?: number) => Promise<Ticket | null>;
  pdf: (rows: Ticket[], language: Language) => Promise<Buffer>;
}

/** What an order line of a season seat keeps (made by `priceLine`, never by the buyer). */
export interface SeasonLineData {
  seasonTicketUuid: string;
  token: string;
  seatId: string;
  /** The season's events the seat is sold for (those not started when it was priced). */
  eventUuids: string[];
  priceUuid: string;
}

export function seasonLineDataOf(data: unknown): SeasonLineData {
  const value = data as Partial<SeasonLineData> | null | undefined;
  if (!value?.token || !value.seatId || !Array.isArray(value.eventUuids) || !value.priceUuid)
    throw new Error('A season seat line without its seat');
  return value as SeasonLineData;
}

const eventName = (event: EventRow, language: Language) => translate(event.name, language);

/**
 * Season seats: staff's season tickets, the chart and the seat held across all the season's events,
 * what an order of a seat books and issues (the `season_ticket` line kind calls these), the holder's
 * release of one event, and the renewal window.
 *
 * Rules:
 * - a seat is held, booked and freed in every event of the season at once, all or none (the seat
 *   engine's one statement, seating/acrossEvents.ts); events that have started are left out;
 * - a hold is the seat engine's, with its own token: it lapses by time like any hold, and every
 *   single-event buyer's hold and "best available" see the seat taken while it is in force;
 * - a season that renews the last one keeps each last holder's seat held for them with a renewal
 *   token until `priority_until`; only that token orders it, and at the window's end it is free by
 *   time (no job needed);
 * - a released event's ticket is voided (reason `released`) and its seat freed for that event only,
 *   then offered to the event's waiting list (the kick) or put on sale.
 */
export function createSeasonTicketsService(deps: {
  repository: SeasonTicketsRepository;
  transaction: Transaction;
  subscriptions: Pick<SubscriptionsService, 'get' | 'forSale' | 'activate' | 'membershipOfOrder' | 'endAt'>;
  events: {
    forTickets: (uuid: string, tx?: Tx) => Promise<{ event: EventRow; seated: boolean } | null>;
    /** These events, in the order they start. */
    findMany: (uuids: readonly string[], tx?: Tx) => Promise<EventRow[]>;
  };
  seating: Pick<SeatingService, 'eventSeats' | 'sectionNames' | 'releaseHold' | 'releaseBooked'> & {
    acrossEvents: SeatsAcrossEvents;
  };
  tickets: SeasonTicketIssuer;
  /** E-mail of a holder (staff's list); null when the user is gone. */
  emailOf: (userUuid: string) => Promise<string | null>;
  /**
   * Refuses a hold of the event while its waiting list has people in line (the places that come
   * back are theirs): the waiting lists' guard, as on a single event's hold.
   */
  refuseHold?: (eventUuid: string) => Promise<void>;
  /** Offers a place that came back to the event's waiting list now (after the commit). */
  offerReturnedPlaces?: (eventUuid: string) => void;
  /** After the commit of a release: the released ticket's wallet passes stop admitting now (never throws). */
  ticketsChanged?: () => void;
  holdMs: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
}) {
  const { repository: repo, seating, tickets } = deps;
  const { acrossEvents } = seating;
  const clock = deps.clock ?? (() => new Date());

  async function requireSeason(uuid: string, tx?: Tx) {
    const row = await repo.find(uuid, tx);
    if (!row) throw new ProductError('seasonTicketNotFound', { uuid });
    return row;
  }

  const eventRowsOf = (eventUuids: readonly string[], tx?: Tx) => deps.events.findMany(eventUuids, tx);

  async function eventsOfSeason(seasonUuid: string, tx?: Tx) {
    const links = await repo.eventsOf([seasonUuid], tx);
    return eventRowsOf(
      links.map((link) => link.eventUuid),
      tx,
    );
  }

  /** The events a seat bought now is for: not started, not cancelled. */
  const remaining = (events: EventRow[], now = clock()) =>
    events.filter((event) => event.startsAt > now && !event.cancelledAt);

  /** The plan's price variant the season ticket is sold at (its first one). */
  async function priceOf(subscriptionUuid: string, tx?: Tx) {
    const plan = await deps.subscriptions.get(subscriptionUuid, tx);
    const [price] = [...plan.prices].sort((a, b) => a.position - b.position);
    return { plan, price: price ?? null };
  }

  const amountsOf = (price: { amountCzk: number; amountEur: number } | null) =>
    price
      ? [
          ...(price.amountCzk > 0 ? [{ currency: 'CZK' as const, amount: price.amountCzk }] : []),
          ...(price.amountEur > 0 ? [{ currency: 'EUR' as const, amount: price.amountEur }] : []),
        ]
      : [];

  /** The seat's place in the season's plan (its first event's) with the section's name. */
  async function placeOf(eventUuid: string, seatId: string, language: Language, tx?: Tx) {
    // One after the other: a transaction's connection takes one statement at a time.
    const seat = await acrossEvents.place(eventUuid, seatId, tx);
    const names = await seating.sectionNames(eventUuid, tx);
    const section = seat?.section ?? '';
    const name = names.get(section);
    return {
      seatId,
      section,
      sectionName: name ? translate(name, language) : section,
      row: seat?.row ?? '',
      label: seat?.label ?? seatId,
      category: seat?.category ?? '',
    };
  }

  // --- Staff -------------------------------------------------------------------------------------

  async function toAdmin(
    row: Awaited<ReturnType<typeof requireSeason>>,
    tx?: Tx,
  ): Promise<AdminSeasonTicket> {
    const { plan, price } = await priceOf(row.subscriptionUuid, tx);
    const events = await eventsOfSeason(row.uuid, tx);
    const counts = await repo.seatCounts([row.uuid], tx);
    const kept = await repo.renewalHolds(row.uuid, clock(), tx);
    return {
      uuid: row.uuid,
      subscriptionUuid: row.subscriptionUuid,
      name: plan.row.name,
      eventUuids: events.map((event) => event.uuid),
      events: events.map((event) => ({
        uuid: event.uuid,
        name: event.name,
        startsAt: event.startsAt.toISOString(),
        cancelled: event.cancelledAt !== null,
      })),
      sections: row.sections,
      renewsSeasonTicketUuid: row.renewsSeasonTicketUuid,
      priorityUntil: row.priorityUntil?.toISOString() ?? null,
      prices: amountsOf(price),
      seatsSold: counts.get(row.uuid)?.active ?? 0,
      seatsKeptForRenewal: kept.length,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const invalid = (reason: string, details: Record<string, unknown> = {}) =>
    new ProductError('seasonTicketInvalid', { reason, ...details });

  /** Checks what staff defined against the plan and the events (see `seasonTicketInvalid`). */
  async function check(input: SeasonTicketInput, selfUuid: string | null, tx: Tx) {
    const { plan, price } = await priceOf(input.subscriptionUuid, tx);
    if (plan.row.type !== 'seasonal') throw invalid('planType', { subscriptionUuid: input.subscriptionUuid });
    if (!price) throw invalid('noPrice', { subscriptionUuid: input.subscriptionUuid });
    for (const eventUuid of input.eventUuids) {
      const found = await deps.events.forTickets(eventUuid, tx);
      if (!found) throw new ProductError('eventNotFound', { uuid: eventUuid });
      if (found.event.cancelledAt) throw invalid('cancelled', { eventUuid });
      if (!found.seated) throw invalid('notSeated', { eventUuid });
    }
    const found = await acrossEvents.seatIdsOf(input.eventUuids, input.sections, tx);
    const ids = new Map(found.map((row) => [`${row.event_uuid}/${row.section}`, row.ids.join('\n')]));
    const [first] = input.eventUuids;
    for (const section of input.sections) {
      const expected = ids.get(`${first}/${section}`);
      for (const eventUuid of input.eventUuids) {
        const seats = ids.get(`${eventUuid}/${section}`);
        if (seats === undefined) throw invalid('sectionMissing', { eventUuid, section });
        if (seats !== expected) throw invalid('seatsDiffer', { eventUuid, section });
      }
    }
    if (input.renewsSeasonTicketUuid !== null) {
      if (input.renewsSeasonTicketUuid === selfUuid) throw invalid('renewsItself');
      await requireSeason(input.renewsSeasonTicketUuid, tx);
    }
  }

  /**
   * Keeps each seat of the renewed season for its holder in every event of this one until the
   * window ends (the hold lapses by itself then). A seat taken in one of the events meanwhile (a
   * single-event sale before the season was defined) cannot be kept: it is left out and logged.
   */
  async function keepRenewals(row: Awaited<ReturnType<typeof requireSeason>>, tx: Tx) {
    const until = row.priorityUntil;
    if (!row.renewsSeasonTicketUuid || !until || until <= clock()) {
      // No window any more (staff removed it or moved its end into the past): the seats kept for it
      // are on sale now, not at the old end.
      for (const hold of await repo.renewalHolds(row.uuid, clock(), tx)) {
        await seating.releaseHold(hold.token, tx);
        await repo.setHoldExpiry(hold.token, clock(), tx);
      }
      return;
    }
    const events = remaining(await eventsOfSeason(row.uuid, tx)).map((event) => event.uuid);
    if (events.length === 0) return;
    const kept = new Map((await repo.renewalHolds(row.uuid, new Date(0), tx)).map((h) => [h.seatId, h]));
    for (const seat of await repo.seatsOfSeason(row.renewsSeasonTicketUuid, 'active', tx)) {
      const existing = kept.get(seat.seatId);
      if (existing && existing.userUuid !== seat.userUuid) continue;
      const token = existing?.token ?? randomBytes(18).toString('base64url');
      const { held, blocking } = await acrossEvents.hold(events, seat.seatId, token, until, tx);
      if (!held) {
        deps.log.warn(
          { seasonTicket: row.uuid, seat: seat.seatId, blocking },
          "A renewing holder's seat is taken in an event of the new season: it is not kept for them",
        );
        continue;
      }
      if (existing) await repo.setHoldExpiry(token, until, tx);
      else
        await repo.insertHold(
          {
            token,
            seasonTicketUuid: row.uuid,
            userUuid: seat.userUuid,
            seatId: seat.seatId,
            kind: 'renewal',
            expiresAt: until,
          },
          tx,
        );
    }
  }

  async function save(uuid: string | null, input: SeasonTicketInput): Promise<AdminSeasonTicket> {
    return deps.transaction(async (tx) => {
      const current = uuid ? await repo.lock(uuid, tx) : null;
      if (uuid && !current) throw new ProductError('seasonTicketNotFound', { uuid });
      await check(input, uuid, tx);
      const values = {
        subscriptionUuid: input.subscriptionUuid,
        sections: input.sections,
        renewsSeasonTicketUuid: input.renewsSeasonTicketUuid,
        priorityUntil: input.priorityUntil ? new Date(input.priorityUntil) : null,
      };
      if (current) {
        const sold = (await repo.seatCounts([current.uuid], tx)).get(current.uuid)?.ever ?? 0;
        const events = (await repo.eventsOf([current.uuid], tx)).map((e) => e.eventUuid).sort();
        const changed =
          events.join() !== [...input.eventUuids].sort().join() ||
          [...current.sections].sort().join() !== [...input.sections].sort().join() ||
          current.subscriptionUuid !== input.subscriptionUuid;
        if (sold > 0 && changed) throw new ProductError('seasonTicketHasSeats', { uuid, seats: sold });
      }
      let row;
      try {
        row = current ? await repo.update(current.uuid, values, tx) : await repo.insert(values, tx);
      } catch (error) {
        if (isUniqueViolation(error))
          throw invalid('planTaken', { subscriptionUuid: input.subscriptionUuid });
        throw error;
      }
      if (!row) throw new ProductError('seasonTicketNotFound', { uuid });
      await repo.replaceEvents(row.uuid, input.eventUuids, tx);
      await keepRenewals(row, tx);
      return toAdmin(row, tx);
    });
  }

  // --- The seats sold ----------------------------------------------------------------------------

  /** Each event's state of a sold seat, as its holder sees it. */
  async function toSeasonSeat(
    seat: Awaited<ReturnType<SeasonTicketsRepository['seatsOfUser']>>[number],
    language: Language,
    viewer: string,
  ): Promise<SeasonSeat> {
    const season = await requireSeason(seat.seasonTicketUuid);
    const [{ plan }, seatEvents] = await Promise.all([
      priceOf(season.subscriptionUuid),
      repo.seatEventsOf([seat.uuid]),
    ]);
    const events = new Map(
      (await eventRowsOf(seatEvents.map((e) => e.eventUuid))).map((event) => [event.uuid, event]),
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
      ? await placeOf(firstEvent, seat.seatId, language)
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
    // --- Staff -----------------------------------------------------------------------------------
    async list(query: AdminSeasonTicketListQuery) {
      const { rows, total } = await repo.list(query);
      return { data: await Promise.all(rows.map((row) => toAdmin(row))), total };
    },
    get: async (uuid: string) => toAdmin(await requireSeason(uuid)),
    create: (input: SeasonTicketInput) => save(null, input),
    update: (uuid: string, input: SeasonTicketInput) => save(uuid, input),
    /** Only a season ticket nobody ever bought a seat of: sold seats keep their season. */
    remove: (uuid: string) =>
      deps.transaction(async (tx) => {
        const row = await repo.lock(uuid, tx);
        if (!row) throw new ProductError('seasonTicketNotFound', { uuid });
        const answer = await toAdmin(row, tx);
        const sold = (await repo.seatCounts([uuid], tx)).get(uuid)?.ever ?? 0;
        if (sold > 0) throw new ProductError('seasonTicketHasSeats', { uuid, seats: sold });
        // The renewal holds go with it (their seats are let go of now, not at the window's end).
        for (const hold of await repo.renewalHolds(uuid, clock(), tx))
          await seating.releaseHold(hold.token, tx);
        await repo.delete(uuid, tx);
        return answer;
      }),
    async seats(uuid: string): Promise<{
      data: AdminSeasonSeat[];
      keptForRenewal: {
        seatId: string;
        section: string;
        sectionName: string;
        row: string;
        label: string;
        userUuid: string;
        until: string;
      }[];
    }> {
      const season = await requireSeason(uuid);
      const events = await eventsOfSeason(uuid);
      const first = events[0]?.uuid;
      const where = (seatId: string) =>
        first
          ? placeOf(first, seatId, 'cs')
          : Promise.resolve({ seatId, section: '', sectionName: '', row: '', label: seatId });
      const seats = await repo.seatsOfSeason(season.uuid);
      const seatEvents = await repo.seatEventsOf(seats.map((seat) => seat.uuid));
      const data = await Promise.all(
        seats.map(async (seat) => {
          const { category: _category, ...place } = { category: '', ...(await where(seat.seatId)) };
          return {
            ...place,
            uuid: seat.uuid,
            userUuid: seat.userUuid,
            email: await deps.emailOf(seat.userUuid),
            orderUuid: seat.orderUuid,
            status: seat.status,
            releasedEventUuids: seatEvents
              .filter((e) => e.seasonSeatUuid === seat.uuid && e.releasedAt)
              .map((e) => e.eventUuid),
            createdAt: seat.createdAt.toISOString(),
          };
        }),
      );
      const kept = await Promise.all(
        (await repo.renewalHolds(uuid, clock())).map(async (hold) => {
          const { category: _category, ...place } = { category: '', ...(await where(hold.seatId)) };
          return { ...place, userUuid: hold.userUuid, until: hold.expiresAt.toISOString() };
        }),
      );
      return { data, keptForRenewal: kept };
    },

    // --- Visitors --------------------------------------------------------------------------------
    async listPublic(language: Language, currency: Currency): Promise<PublicSeasonTicket[]> {
      const answers: PublicSeasonTicket[] = [];
      for (const row of await repo.all()) {
        const answer = await publicOf(row, language, currency).catch(() => null);
        if (answer && answer.events.length > 0) answers.push(answer);
      }
      return answers;
    },
    getPublic: async (uuid: string, language: Language, currency: Currency) =>
      publicOf(await requireSeason(uuid), language, currency),

    /** The chart of the season's sections, a seat free only when free in every remaining event. */
    async chart(uuid: string, language: Language, token?: string): Promise<EventSeats> {
      const season = await requireSeason(uuid);
      const events = remaining(await eventsOfSeason(uuid));
      if (events.length === 0) throw new ProductError('eventAlreadyEnded', { uuid });
      return acrossEvents.chart(
        (eventUuid, lang) => seating.eventSeats(eventUuid, lang),
        events.map((event) => event.uuid),
        season.sections,
        language,
        token,
      );
    },

    /** Holds the seat in every remaining event of the season for the caller (all or none). */
    async hold(uuid: string, userUuid: string, seatId: string): Promise<SeasonHold> {
      const season = await requireSeason(uuid);
      const events = remaining(await eventsOfSeason(uuid));
      if (events.length === 0) throw new ProductError('eventAlreadyEnded', { uuid });
      const place = await acrossEvents.place(events[0]!.uuid, seatId);
      if (!place || !season.sections.includes(place.section))
        throw new ProductError('badRequest', { objects: [seatId], reason: 'unknownSeats' });
      for (const event of events) await deps.refuseHold?.(event.uuid);
      const token = randomBytes(18).toString('base64url');
      const expiresAt = new Date(clock().getTime() + deps.holdMs);
      const eventUuids = events.map((event) => event.uuid);
      await deps.transaction(async (tx) => {
        await repo.insertHold(
          { token, seasonTicketUuid: uuid, userUuid, seatId, kind: 'sale', expiresAt },
          tx,
        );
        const { held, blocking } = await acrossEvents.hold(eventUuids, seatId, token, expiresAt, tx);
        if (!held)
          throw new ProductError('seatsAlreadyOccupied', { objects: [seatId], eventUuids: blocking });
      });
      return { token, seasonTicketUuid: uuid, seatId, kind: 'sale', expiresAt: expiresAt.toISOString() };
    },

    /** The caller lets go of their hold; a renewal's stays theirs until its window ends. */
    async releaseHold(uuid: string, userUuid: string, token: string) {
      const hold = await repo.findHold(token);
      if (!hold || hold.userUuid !== userUuid || hold.seasonTicketUuid !== uuid)
        throw new ProductError('holdTokenInvalid', { holdToken: token, reason: 'unknown' });
      if (hold.kind === 'renewal') return;
      await deps.transaction(async (tx) => {
        await seating.releaseHold(token, tx);
        await repo.deleteHold(token, tx);
      });
    },

    // --- The holder's account --------------------------------------------------------------------
    async mine(userUuid: string, language: Language, currency: Currency): Promise<MySeasonSeats> {
      const seats = await Promise.all(
        (await repo.seatsOfUser(userUuid)).map((seat) => toSeasonSeat(seat, language, userUuid)),
      );
      const renewals = await Promise.all(
        (await repo.renewalHoldsOfUser(userUuid, clock())).map(async (hold) => {
          const season = await requireSeason(hold.seasonTicketUuid);
          const [{ plan, price }, events] = await Promise.all([
            priceOf(season.subscriptionUuid),
            eventsOfSeason(season.uuid),
          ]);
          const first = remaining(events)[0] ?? events[0];
          const { category: _category, ...place } = first
            ? await placeOf(first.uuid, hold.seatId, language)
            : {
                category: '',
                seatId: hold.seatId,
                section: '',
                sectionName: '',
                row: '',
                label: hold.seatId,
              };
          return {
            ...place,
            seasonTicketUuid: season.uuid,
            name: translate(plan.row.name, language),
            holdToken: hold.token,
            until: hold.expiresAt.toISOString(),
            price: amountsOf(price).find((p) => p.currency === currency) ?? null,
          };
        }),
      );
      return { seats, renewals };
    },

    /**
     * The holder gives the seat up for one event: its ticket is voided (`released`), the seat is
     * freed for that event only and offered to the event's waiting list (or put on sale).
     */
    async releaseEvent(userUuid: string, seatUuid: string, eventUuid: string, language: Language) {
      const seat = await deps.transaction(async (tx) => {
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
        const found = await deps.events.forTickets(eventUuid, tx);
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
      deps.offerReturnedPlaces?.(eventUuid);
      deps.ticketsChanged?.();
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
              translate((await priceOf(season.subscriptionUuid)).plan.row.name, language),
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

    /** The sweeper's work: holds a day past their end (their seats are free by time already). */
    /** The plans sold only with a season seat (the memberships neither list nor sell them alone). */
    plansSoldWithSeats: (tx?: Tx) => repo.planUuids(tx),
    deleteOldHolds: () => repo.deleteHoldsBefore(new Date(clock().getTime() - 24 * 3_600_000)),

    // --- What the `season_ticket` order line does (sales/kinds/seasonTicket.ts) -----------------
    /**
     * The line of the caller's hold: the price of the plan in the order's currency and a name with
     * the seat. `holdTokenInvalid` when the hold is not the caller's, of this season, or in force.
     */
    async priceLine(
      seasonUuid: string,
      token: string | undefined,
      ctx: { userUuid: string | null; currency: Currency; language: Language; tx: Tx },
    ) {
      if (!ctx.userUuid)
        throw new ProductError('unauthorized', undefined, 'A season seat is bought by a signed-in user.');
      const hold = token ? await repo.findHold(token, ctx.tx) : null;
      if (!hold || hold.userUuid !== ctx.userUuid || hold.seasonTicketUuid !== seasonUuid)
        throw new ProductError('holdTokenInvalid', { holdToken: token ?? null, reason: 'unknown' });
      if (hold.expiresAt <= clock())
        throw new ProductError('holdTokenInvalid', { holdToken: token, reason: 'expired' });
      const season = await requireSeason(seasonUuid, ctx.tx);
      const events = remaining(await eventsOfSeason(seasonUuid, ctx.tx));
      if (events.length === 0) throw new ProductError('eventAlreadyEnded', { uuid: seasonUuid });
      const { price } = await priceOf(season.subscriptionUuid, ctx.tx);
      if (!price)
        throw new ProductError('currencyNotSupported', {
          currency: ctx.currency,
          seasonTicketUuid: seasonUuid,
        });
      const sale = await deps.subscriptions.forSale(price.uuid, ctx.currency, ctx.language, ctx.tx);
      if (sale.amount === null)
        throw new ProductError('currencyNotSupported', { currency: ctx.currency, priceUuid: price.uuid });
      const place = await placeOf(events[0]!.uuid, hold.seatId, ctx.language, ctx.tx);
      const where = seatText(ctx.language, {
        section: place.sectionName,
        row: place.row,
        seatLabel: place.label,
      });
      return {
        unitAmount: sale.amount,
        label: `${sale.label} – ${where}`,
        data: {
          seasonTicketUuid: seasonUuid,
          token: hold.token,
          seatId: hold.seatId,
          eventUuids: events.map((event) => event.uuid),
          priceUuid: price.uuid,
        } satisfies SeasonLineData as Record<string, unknown>,
      };
    },

    /**
     * A payment starts: the seat stays held in every event while the buyer is at the gateway (a
     * renewal's hold is never shortened). `seatsAlreadyOccupied` when it was lost meanwhile.
     */
    async holdForPayment(line: { data: unknown }, until: Date, tx: Tx) {
      const data = seasonLineDataOf(line.data);
      const hold = await repo.findHold(data.token, tx);
      const end = hold && hold.expiresAt > until ? hold.expiresAt : until;
      const { held, blocking } = await acrossEvents.hold(data.eventUuids, data.seatId, data.token, end, tx);
      if (!held)
        throw new ProductError('seatsAlreadyOccupied', { objects: [data.seatId], eventUuids: blocking });
      if (hold) await repo.setHoldExpiry(data.token, end, tx);
    },

    /**
     * The paid line: the seat booked for the order in every event (also after its hold lapsed, if
     * nobody took it), one ticket per event held by the buyer, the membership given. Once per line.
     */
    async fulfilLine(order: OrderRow, line: OrderLineRow, tx: Tx) {
      if (await repo.seatOfLine(line.uuid, tx)) return;
      if (!order.userUuid) throw new Error(`Order ${order.uuid} sells a season seat to nobody`);
      const data = seasonLineDataOf(line.data);
      const events = (await eventRowsOf(data.eventUuids, tx)).filter((event) => !event.cancelledAt);
      const booked = await acrossEvents.book(
        events.map((event) => event.uuid),
        data.seatId,
        data.token,
        order.uuid,
        tx,
      );
      if (!booked) throw new ProductError('seatsAlreadyOccupied', { objects: [data.seatId] });
      const seat = await repo.insertSeat(
        {
          seasonTicketUuid: data.seasonTicketUuid,
          seatId: data.seatId,
          userUuid: order.userUuid,
          orderUuid: order.uuid,
          orderLineUuid: line.uuid,
        },
        tx,
      );
      const issued: { seasonSeatUuid: string; eventUuid: string; ticketUuid: string }[] = [];
      const places = new Map(
        (
          await acrossEvents.places(
            events.map((event) => event.uuid),
            data.seatId,
            tx,
          )
        ).map((p) => [p.event_uuid, p]),
      );
      for (const event of events) {
        const place = places.get(event.uuid);
        const ticket = await tickets.issue(
          {
            eventUuid: event.uuid,
            category: place?.category ?? '',
            seatId: data.seatId,
            section: place?.section ?? null,
            row: place?.row ?? null,
            seatLabel: place?.label ?? null,
          },
          { orderUuid: order.uuid, orderLineUuid: null, holderUuid: order.userUuid },
          tx,
        );
        if (!ticket)
          throw new ProductError('ticketAlreadyExists', { eventUuid: event.uuid, seatId: data.seatId });
        issued.push({ seasonSeatUuid: seat.uuid, eventUuid: event.uuid, ticketUuid: ticket.uuid });
      }
      await repo.insertSeatEvents(issued, tx);
      await repo.deleteHold(data.token, tx);
      try {
        await deps.subscriptions.activate(
          {
            userUuid: order.userUuid,
            priceUuid: data.priceUuid,
            source: { type: 'order', uuid: order.uuid },
            offSale: true,
          },
          tx,
        );
      } catch (error) {
        // A second seat of the same season (or a plan whose features the buyer has already): the
        // membership is theirs once; the seat is what this line sells.
        if (
          !(error instanceof ProductError) ||
          (error.errorName !== 'subscriptionAlreadyExists' &&
            error.errorName !== 'subscriptionPreventedByCurrentSubscription')
        )
          throw error;
      }
    },

    /** A pending order given up before its expiry: the seat held for it is let go of (not a renewal's). */
    async releaseLine(order: OrderRow, line: OrderLineRow, tx: Tx) {
      if (order.expiresAt <= clock()) return;
      const data = seasonLineDataOf(line.data);
      const hold = await repo.findHold(data.token, tx);
      if (hold?.kind !== 'sale') return;
      await seating.releaseHold(data.token, tx);
      await repo.deleteHold(data.token, tx);
    },

    /** A ticket of the seat checked in at the gate is refunded only when staff say so. */
    async refundCheck(line: OrderLineRow, allowUsed: boolean, tx: Tx) {
      const seat = await repo.seatOfLine(line.uuid, tx);
      if (!seat || allowUsed) return;
      for (const seatEvent of await repo.seatEventsOf([seat.uuid], tx)) {
        const ticket = await tickets.findByUuid(seatEvent.ticketUuid, tx);
        if (ticket?.checkedAt && !seatEvent.releasedAt)
          throw new ProductError('ticketAlreadyUsed', {
            orderLineUuid: line.uuid,
            code: ticket.code,
            checkedAt: ticket.checkedAt.toISOString(),
          });
      }
    },

    /**
     * The refunded line: every ticket of the seat voided, the seat freed in each event it still
     * held, the membership ended as staff chose. Never throws for what changed since the check.
     */
    async takeBackLine(
      order: OrderRow,
      line: OrderLineRow,
      options: { reason: string; membershipEnd: 'now' | 'periodEnd' },
      tx: Tx,
    ) {
      const found = await repo.seatOfLine(line.uuid, tx);
      const seat = found && (await repo.lockSeat(found.uuid, tx));
      if (!seat || seat.status !== 'active') return;
      const freed: string[] = [];
      for (const seatEvent of await repo.seatEventsOf([seat.uuid], tx)) {
        if (seatEvent.releasedAt) continue;
        await tickets.voidTicket(seatEvent.ticketUuid, options.reason, tx);
        await seating.releaseBooked(seatEvent.eventUuid, [seat.seatId], order.uuid, tx);
        freed.push(seatEvent.eventUuid);
      }
      await repo.setSeatStatus(seat.uuid, 'refunded', tx);
      const membership = await deps.subscriptions.membershipOfOrder(order.uuid, tx);
      if (membership) {
        const at = options.membershipEnd === 'periodEnd' && membership.validTo ? membership.validTo : clock();
        await deps.subscriptions.endAt(membership.uuid, at, tx);
      }
      return freed;
    },

    /** The tickets of a paid line, for the confirmation e-mail. */
    async ticketsOfLine(orderLineUuid: string) {
      const seat = await repo.seatOfLine(orderLineUuid);
      if (!seat) return [];
      const rows = await Promise.all(
        (await repo.seatEventsOf([seat.uuid])).map((e) => tickets.findByUuid(e.ticketUuid)),
      );
      return rows.filter((row): row is Ticket => row !== null);
    },
    pdf: (rows: Ticket[], language: Language) => tickets.pdf(rows, language),
    offerReturnedPlaces: (eventUuid: string) => deps.offerReturnedPlaces?.(eventUuid),
    ticketTitle: (language: Language) => ticketTexts[language].title,
  };

  async function publicOf(
    row: Awaited<ReturnType<typeof requireSeason>>,
    language: Language,
    currency: Currency,
  ): Promise<PublicSeasonTicket> {
    const [{ plan, price }, events] = await Promise.all([
      priceOf(row.subscriptionUuid),
      eventsOfSeason(row.uuid),
    ]);
    if (plan.row.deletedAt) throw new ProductError('seasonTicketNotFound', { uuid: row.uuid });
    const published = remaining(events).filter((event) => event.published);
    const first = published[0];
    const names: Map<string, LocaleMap> = first ? await seating.sectionNames(first.uuid) : new Map();
    const now = clock();
    return {
      uuid: row.uuid,
      subscriptionUuid: row.subscriptionUuid,
      name: translate(plan.row.name, language),
      text: translate(plan.row.text, language),
      image: plan.row.image,
      events: published.map((event) => ({
        uuid: event.uuid,
        name: eventName(event, language),
        startsAt: event.startsAt.toISOString(),
        venue: event.venue,
        cancelled: false,
      })),
      sections: row.sections.map((key) => {
        const name = names.get(key);
        return { key, name: name ? translate(name, language) : key };
      }),
      price: amountsOf(price).find((p) => p.currency === currency) ?? null,
      priorityUntil: row.priorityUntil && row.priorityUntil > now ? row.priorityUntil.toISOString() : null,
    };
  }
}

export type SeasonTicketsService = ReturnType<typeof createSeasonTicketsService>;
