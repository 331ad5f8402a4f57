import type { FastifyBaseLogger } from 'fastify';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type { Tx } from '../../db/client';
import type { Transaction } from '../../domain';
import type { EventRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { SeatsAcrossEvents } from '../seating/acrossEvents';
import type { SeatingService } from '../seating/seating.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { TicketPlace, TicketsService } from '../tickets/tickets.service';
import type { SeasonTicketsRepository } from './seasonTickets.repository';

export type Ticket = NonNullable<Awaited<ReturnType<TicketsService['issue']>>>;

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

/** What the season seats domain is made of: the services it calls and who is told what it frees. */
export interface SeasonTicketsDeps {
  repository: SeasonTicketsRepository;
  transaction: Transaction;
  subscriptions: Pick<SubscriptionsService, 'get' | 'forSale' | 'activate' | 'membershipOfOrder' | 'endAt'>;
  events: {
    forTickets: (uuid: string, tx?: Tx) => Promise<{ event: EventRow; seated: boolean } | null>;
    /** These events, in the order they start. */
    findMany: (uuids: readonly string[], tx?: Tx) => Promise<EventRow[]>;
    /** These events locked against their cancellation until `tx` ends (see `seasonLine.fulfilLine`). */
    shareEvents: (uuids: readonly string[], tx: Tx) => Promise<void>;
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
}

export const eventName = (event: EventRow, language: Language) => translate(event.name, language);

/** A plan price's amounts, one per currency it is sold in. */
export const amountsOf = (price: { amountCzk: number; amountEur: number } | null) =>
  price
    ? [
        ...(price.amountCzk > 0 ? [{ currency: 'CZK' as const, amount: price.amountCzk }] : []),
        ...(price.amountEur > 0 ? [{ currency: 'EUR' as const, amount: price.amountEur }] : []),
      ]
    : [];

/**
 * What every stage of a season seat reads: the deps with the clock, the season and its events (the
 * remaining ones), the plan's price and a seat's place in the season's plan.
 */
export function createSeasonTicketsContext(deps: SeasonTicketsDeps) {
  const { repository: repo, seating } = deps;
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

  return {
    ...deps,
    repo,
    acrossEvents,
    clock,
    requireSeason,
    eventRowsOf,
    eventsOfSeason,
    remaining,
    priceOf,
    placeOf,
  };
}

export type SeasonTicketsContext = ReturnType<typeof createSeasonTicketsContext>;

/** A season ticket as staff defined it. */
export type SeasonRow = Awaited<ReturnType<SeasonTicketsContext['requireSeason']>>;
