import { randomBytes } from 'node:crypto';
import { saleStateAt, type SaleWindow } from '@tribuna/common/events';
import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import {
  defaultSeatId,
  type EventSeats,
  type HoldTokenAnswer,
  type HoldTokenDetail,
  type PublicSeat,
  type SeatActionAnswer,
  type SeatingPlan,
  type SeatingPlanValues,
  type SeatStatusNews,
  type Stage,
} from '@tribuna/common/schemas/seating';
import type { Tx } from '../../db/client';
import type { SeatingPlanRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { pickWindow, planRows, rankWindows, type SeatWindow, type WindowCursor } from './bestAvailable';
import { createBatcher } from '../../db/batcher';
import { createHoldLatency } from './holdLatency';
import { holdOutcomes, type SeatRequest } from './seatBatches';
import type { SeatNewsPublisher } from './seatNews';
import type { PlanSeat, SeatingHold, SeatingRepository } from './seating.repository';

export type { SeatingHold };

/** What the seat engine needs to know of an event (the events domain answers it). */
export interface EventForSale extends SaleWindow {
  published: boolean;
  /** Cancelled: nothing of it is held any more (`eventCancelled`). */
  cancelledAt?: Date | null;
  /** The event's key in seats.io (null: its uuid), when seats.io is the seat engine. */
  seatsioEventKey?: string | null;
}

/** A plan's seats as the engine keeps them in memory: they change only when staff save the plan. */
interface CachedPlan {
  updatedAt: number;
  row: SeatingPlanRow;
  seats: PlanSeat[];
  rows: PlanSeat[][];
  /** "Best available" rankings by `category:count`, made when first asked for. */
  windows: Map<string, SeatWindow[]>;
}

/**
 * What this process believes is taken of an event, for "best available" only (the hold statement
 * decides): read from the database at most every `TAKEN_FRESH_MS`, plus what this process held
 * since, plus the blocks its requests are trying right now (so that concurrent requests try
 * different blocks instead of all colliding on the best one).
 */
interface TakenHint {
  ids: Set<string>;
  readAt: number;
  reading: Promise<void> | null;
  trying: Set<string>;
  /**
   * Where the walk of each ranking starts (bestAvailable.ts `WindowCursor`): past the windows with a
   * seat taken (`ids`) or being tried (`trying`). Valid while `ids` only grows, so all dropped when
   * it is read again; a seat that comes free (released here, or tried and not held) moves each
   * cursor back to the first window with that seat. Without the tried blocks in it, each of hundreds
   * of concurrent requests would walk past the blocks all the others are trying.
   */
  cursors: Map<readonly SeatWindow[], WindowCursor>;
}

/** Moves the hint's cursors back to the first window of each seat that came free. */
function cursorsBack(hint: TakenHint, freed: Iterable<string>) {
  for (const [windows, cursor] of hint.cursors) {
    const first = firstWindows.get(windows);
    for (const id of freed) {
      const at = first?.get(id) ?? 0;
      if (at < cursor.at) cursor.at = at;
    }
  }
}

/** For each ranking, the first window with each seat (where a cursor goes back to when it is freed). */
const firstWindows = new WeakMap<readonly SeatWindow[], Map<string, number>>();

/** How many times "best available" tries again when another buyer took its block first. */
const BEST_AVAILABLE_ATTEMPTS = 8;
/** How old the taken seats that "best available" starts from may be. */
const TAKEN_FRESH_MS = 1000;
/** How long a plan in memory is used before it is compared with the stored one again. */
const PLAN_FRESH_MS = 1000;
/** How long an event's sale window is trusted before it is read again (staff rarely change it). */
const EVENT_FRESH_MS = 1000;

/**
 * The native seat engine and the seating plans.
 *
 * Rules:
 * - a hold is one statement (seating.repository.ts `hold`): all the named seats or none, only seats
 *   free or whose hold lapsed, only with the caller's own token in force. Otherwise 409
 *   `seatsAlreadyOccupied` with `details.objects` (or `holdTokenInvalid`).
 * - an expired hold frees its seat by time alone: every read compares `held_until` with now.
 * - seats are held while the event is on sale, or in its members' presale for a caller with a
 *   presale feature (`eventNotOnSale` otherwise); never after the end (`eventAlreadyEnded`).
 * - a plan with seats held or booked cannot be replaced (`seatsAlreadyOccupied`).
 */
export function createSeatingService(deps: {
  seating: SeatingRepository;
  /** The event's sale window, null when there is no such event. */
  eventForSale: (eventUuid: string) => Promise<EventForSale | null>;
  /** Whether the user's memberships include a presale feature. */
  presaleAccess: (userUuid: string) => Promise<boolean>;
  /** Tells the open charts of holds and releases (seatNews.ts); bookings tell them themselves. */
  publish: SeatNewsPublisher['publish'];
  /**
   * Tells the engine of every server's seat changes on an event (seatNews.ts `subscribe`), so that
   * "best available" stops trying blocks other servers took within the last moment.
   */
  watchSeats?: (eventUuid: string, listener: (news: SeatStatusNews) => void) => Promise<unknown>;
  holdTokenMs: number;
  /** How old the taken seats "best available" starts from may be (`TAKEN_FRESH_MS`). */
  takenFreshMs?: number;
  clock?: () => Date;
}) {
  const { seating } = deps;
  const clock = deps.clock ?? (() => new Date());
  const plans = new Map<string, { checkedAt: number; updatedAt: number; plan: Promise<CachedPlan> }>();
  const planChecks = new Map<string, Promise<CachedPlan | null>>();
  const takenHints = new Map<string, TakenHint>();
  const eventCache = new Map<string, { at: number; event: Promise<EventForSale | null> }>();
  // Holds and releases go to the database in batches per event (seatBatches.ts): one statement for
  // the actions of many buyers.
  const hold = createBatcher(async (eventUuid, list: readonly SeatRequest[]) =>
    holdOutcomes(await seating.holdBatch(eventUuid, list), list.length),
  );
  const release = createBatcher(async (eventUuid, list: readonly SeatRequest[]) => {
    const freed = list.map((): string[] => []);
    for (const row of await seating.releaseBatch(eventUuid, list)) freed[row.release_no - 1]!.push(row.id);
    return freed;
  });
  const holdLatency = createHoldLatency();

  /** The event's sale window, read at most once a second per process on sale day. */
  function eventForSale(eventUuid: string): Promise<EventForSale | null> {
    const now = Date.now();
    const cached = eventCache.get(eventUuid);
    if (cached && now - cached.at < EVENT_FRESH_MS) return cached.event;
    const event = deps.eventForSale(eventUuid);
    eventCache.set(eventUuid, { at: now, event });
    event.catch(() => eventCache.delete(eventUuid));
    return event;
  }

  /** A hint learns of seats taken or freed anywhere (this server's own changes come back too). */
  function learn(hint: TakenHint, news: SeatStatusNews) {
    const freed: string[] = [];
    for (const seat of news.seats)
      if (seat.status !== 'free') hint.ids.add(seat.id);
      else if (hint.ids.delete(seat.id)) freed.push(seat.id);
    if (freed.length > 0) cursorsBack(hint, freed);
  }

  async function takenHint(eventUuid: string): Promise<TakenHint> {
    let hint = takenHints.get(eventUuid);
    if (!hint) {
      const created: TakenHint = {
        ids: new Set(),
        readAt: 0,
        reading: null,
        trying: new Set(),
        cursors: new Map(),
      };
      takenHints.set(eventUuid, (hint = created));
      // Behind a load balancer the other servers hold the same best blocks: their news (within a
      // tenth of a second, seatNews.ts) keeps the hint current between its reads.
      deps.watchSeats?.(eventUuid, (news) => learn(created, news)).catch(() => undefined);
    }
    const current = hint;
    if (Date.now() - current.readAt > (deps.takenFreshMs ?? TAKEN_FRESH_MS)) {
      current.reading ??= seating
        .takenIds(eventUuid)
        .then((ids) => {
          current.ids = new Set(ids);
          current.cursors = new Map();
          current.readAt = Date.now();
        })
        .finally(() => {
          current.reading = null;
        });
      await current.reading;
    }
    return current;
  }

  function rankingOf(plan: CachedPlan, category: string, count: number): SeatWindow[] {
    const key = `${category}:${count}`;
    let windows = plan.windows.get(key);
    if (!windows) {
      windows = rankWindows(plan.rows, category, count, centre(plan.row.stage));
      plan.windows.set(key, windows);
      const first = new Map<string, number>();
      windows.forEach((window, at) => {
        const row = plan.rows[window.row]!;
        for (let k = window.start; k < window.start + count; k++)
          if (!first.has(row[k]!.id)) first.set(row[k]!.id, at);
      });
      firstWindows.set(windows, first);
    }
    return windows;
  }

  function loadPlan(row: SeatingPlanRow, tx?: Tx): Promise<CachedPlan> {
    return seating.planSeats(row.eventUuid, tx).then((seats) => ({
      updatedAt: row.updatedAt.getTime(),
      row,
      seats,
      rows: planRows(seats),
      windows: new Map(),
    }));
  }

  /**
   * The plan from memory while it is the stored one (checked at most every `PLAN_FRESH_MS`; a plan
   * cannot change while seats are held, so a hold never relies on a stale one). Concurrent first
   * reads share one load: hundreds of requests arrive at once when a sale opens.
   */
  async function planOf(eventUuid: string, tx?: Tx): Promise<CachedPlan | null> {
    if (tx) {
      const row = await seating.findPlan(eventUuid, tx);
      return row ? loadPlan(row, tx) : null;
    }
    const known = plans.get(eventUuid);
    if (known && Date.now() - known.checkedAt < PLAN_FRESH_MS) return known.plan;
    // The requests of one moment share one look at the stored plan.
    let check = planChecks.get(eventUuid);
    if (!check) {
      check = checkPlan(eventUuid).finally(() => planChecks.delete(eventUuid));
      planChecks.set(eventUuid, check);
    }
    return check;
  }

  async function checkPlan(eventUuid: string): Promise<CachedPlan | null> {
    const now = Date.now();
    const row = await seating.findPlan(eventUuid);
    if (!row) {
      plans.delete(eventUuid);
      return null;
    }
    const current = plans.get(eventUuid);
    if (current && current.updatedAt === row.updatedAt.getTime()) {
      current.checkedAt = now;
      return current.plan;
    }
    const plan = loadPlan(row);
    plans.set(eventUuid, { checkedAt: now, updatedAt: row.updatedAt.getTime(), plan });
    plan.catch(() => plans.delete(eventUuid));
    return plan;
  }

  async function requirePlan(eventUuid: string): Promise<CachedPlan> {
    const plan = await planOf(eventUuid);
    if (!plan) throw new ProductError('seatingPlanNotFound', { eventUuid });
    return plan;
  }

  /** Refuses holds outside the sale (see the rules above). */
  async function requireOnSale(eventUuid: string, userUuid: string) {
    const event = await eventForSale(eventUuid);
    if (!event || !event.published) throw new ProductError('eventNotFound', { uuid: eventUuid });
    if (event.cancelledAt) throw new ProductError('eventCancelled', { uuid: eventUuid });
    const state = saleStateAt(event, clock());
    if (state === 'ended') throw new ProductError('eventAlreadyEnded', { uuid: eventUuid });
    if (state === 'onSale') return;
    if (state === 'presale' && (await deps.presaleAccess(userUuid))) return;
    throw new ProductError('eventNotOnSale', { uuid: eventUuid, availability: state });
  }

  async function requireOwnToken(userUuid: string, holdToken: string, inForce: boolean) {
    const token = await seating.findToken(holdToken);
    if (!token || token.userUuid !== userUuid)
      throw new ProductError('holdTokenInvalid', { holdToken, reason: 'unknown' });
    if (inForce && token.expiresAt.getTime() <= clock().getTime())
      throw new ProductError('holdTokenInvalid', { holdToken, reason: 'expired' });
    return token;
  }

  /** Holds or explains why not. */
  async function holdObjects(
    userUuid: string,
    eventUuid: string,
    holdToken: string,
    objects: readonly string[],
  ): Promise<SeatActionAnswer> {
    const started = performance.now();
    const outcome = await hold(eventUuid, { ids: objects, token: holdToken, userUuid });
    holdLatency.add(performance.now() - started);
    switch (outcome.kind) {
      case 'held': {
        const hint = takenHints.get(eventUuid);
        if (hint) for (const id of objects) hint.ids.add(id);
        const until = outcome.seats[0]!.until;
        deps.publish(eventUuid, 'held', objects, until);
        return {
          holdToken,
          objects: outcome.seats.map((seat) => seat.id).sort(),
          expiresAt: until.toISOString(),
        };
      }
      case 'token-unknown':
        throw new ProductError('holdTokenInvalid', { holdToken, reason: 'unknown' });
      case 'token-expired':
        throw new ProductError('holdTokenInvalid', { holdToken, reason: 'expired' });
      case 'unknown':
        throw new ProductError('badRequest', { objects: outcome.objects, reason: 'unknownSeats' });
      case 'taken':
        throw new ProductError('seatsAlreadyOccupied', { objects: outcome.objects });
    }
  }

  function toAdminPlan(cached: CachedPlan): SeatingPlan {
    const { row, seats } = cached;
    const names = new Map(row.sections.map((section) => [section.key, section.name]));
    const sections: SeatingPlan['sections'] = [];
    for (const seat of seats) {
      let section = sections.at(-1);
      if (section?.key !== seat.section) {
        section = { key: seat.section, name: names.get(seat.section) ?? { cs: seat.section }, rows: [] };
        sections.push(section);
      }
      let planRow = section.rows.at(-1);
      if (planRow?.label !== seat.row) {
        planRow = { label: seat.row, seats: [] };
        section.rows.push(planRow);
      }
      const { section: _section, row: _row, ...rest } = seat;
      planRow.seats.push(rest);
    }
    // Sections without seats keep their place at the end (the editor adds rows to them later).
    for (const section of row.sections)
      if (!sections.some((s) => s.key === section.key))
        sections.push({ key: section.key, name: section.name, rows: [] });
    return {
      eventUuid: row.eventUuid,
      stage: row.stage,
      sections,
      seatCount: row.seatCount,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function flatten(plan: SeatingPlanValues): { seats: PlanSeat[]; counts: Record<string, number> } {
    const seats: PlanSeat[] = [];
    const counts: Record<string, number> = {};
    for (const section of plan.sections)
      for (const row of section.rows)
        for (const seat of row.seats) {
          seats.push({
            id: seat.id ?? defaultSeatId(section.key, row.label, seat.label),
            section: section.key,
            row: row.label,
            label: seat.label,
            x: seat.x,
            y: seat.y,
            category: seat.category,
            wheelchair: seat.wheelchair,
            companion: seat.companion,
            blocked: seat.blocked,
          });
          if (!seat.blocked) counts[seat.category] = (counts[seat.category] ?? 0) + 1;
        }
    return { seats, counts };
  }

  const centre = (stage: Stage) => ({ x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 });

  return {
    /** The holds' recent average latency in ms on this server (null: none lately); see holdLatency.ts. */
    holdLatencyMs: () => holdLatency.value(),

    // --- The user's current token (login step 5) ----------------------------------------------
    hold: (userUuid: string, tx?: Tx) => seating.findHold(userUuid, tx),

    /**
     * Remembers the hold token of the user's order; null forgets it. A token of the native engine
     * brings its expiry; another one (seats.io) has an unknown expiry until the seat map reports it.
     */
    async setHoldToken(userUuid: string, holdToken: string | null, tx?: Tx) {
      if (holdToken === null) return seating.deleteHold(userUuid, tx);
      const current = await seating.findHold(userUuid, tx);
      if (current?.holdToken === holdToken) return;
      const own = await seating.findToken(holdToken, tx);
      const expiresAt = own && own.userUuid === userUuid ? own.expiresAt : null;
      await seating.saveHold(userUuid, { holdToken, expiresAt }, tx);
    },

    // --- Hold tokens ---------------------------------------------------------------------------
    /** `POST /hold-tokens`: a new token, which becomes the user's `seatsIoHoldToken`. */
    async createHoldToken(userUuid: string): Promise<HoldTokenAnswer> {
      const holdToken = randomBytes(18).toString('base64url');
      const expiresAt = new Date(clock().getTime() + deps.holdTokenMs);
      await seating.createToken(holdToken, userUuid, expiresAt);
      await seating.saveHold(userUuid, { holdToken, expiresAt });
      return {
        holdToken,
        expiresAt: expiresAt.toISOString(),
        expiresInSeconds: Math.round(deps.holdTokenMs / 1000),
      };
    },

    async holdTokenDetail(userUuid: string, holdToken: string): Promise<HoldTokenDetail> {
      const token = await seating.findToken(holdToken);
      if (!token || token.userUuid !== userUuid) throw new ProductError('notFound', { holdToken });
      const seats = await seating.seatsOfToken(holdToken);
      return {
        holdToken,
        expiresAt: token.expiresAt.toISOString(),
        expiresInSeconds: Math.max(0, Math.round((token.expiresAt.getTime() - clock().getTime()) / 1000)),
        objects: seats.map((seat) => ({ eventUuid: seat.event_uuid, id: seat.id })),
      };
    },

    /** The sweeper's work: tokens a day past their end are of no use to anyone. */
    deleteOldTokens: () => seating.deleteTokensBefore(new Date(clock().getTime() - 24 * 3_600_000)),

    // --- The engine ----------------------------------------------------------------------------
    async holdSeats(userUuid: string, eventUuid: string, holdToken: string, objects: readonly string[]) {
      await requireOnSale(eventUuid, userUuid);
      return holdObjects(userUuid, eventUuid, holdToken, objects);
    },

    async releaseSeats(userUuid: string, eventUuid: string, holdToken: string, objects: readonly string[]) {
      if (!(await eventForSale(eventUuid))) throw new ProductError('eventNotFound', { uuid: eventUuid });
      // The statement checks the token is the user's; only when it frees nothing is it worth asking why.
      const released = await release(eventUuid, { ids: objects, token: holdToken, userUuid });
      if (released.length === 0) await requireOwnToken(userUuid, holdToken, false);
      const hint = takenHints.get(eventUuid);
      if (hint && released.length > 0) {
        for (const id of released) hint.ids.delete(id);
        cursorsBack(hint, released);
      }
      deps.publish(eventUuid, 'free', released);
      return { objects: released.sort() };
    },

    async holdBestAvailable(
      userUuid: string,
      eventUuid: string,
      holdToken: string,
      count: number,
      category: string,
    ): Promise<SeatActionAnswer> {
      await requireOnSale(eventUuid, userUuid);
      const plan = await requirePlan(eventUuid);
      const windows = rankingOf(plan, category, count);
      for (let attempt = 0; attempt < BEST_AVAILABLE_ATTEMPTS; attempt++) {
        const hint = await takenHint(eventUuid);
        const { ids, trying } = hint;
        const notFree = (id: string) => ids.has(id) || trying.has(id);
        let cursor = hint.cursors.get(windows);
        if (!cursor) {
          cursor = { at: 0, gone: notFree };
          hint.cursors.set(windows, cursor);
        }
        const block = pickWindow(plan.rows, windows, count, notFree, cursor);
        if (!block) break;
        for (const id of block) trying.add(id);
        try {
          return await holdObjects(userUuid, eventUuid, holdToken, block);
        } catch (error) {
          // Someone was faster: what they took is taken now; look again.
          if (!(error instanceof ProductError) || error.errorName !== 'seatsAlreadyOccupied') throw error;
          const taken = (error.details?.objects as string[] | undefined) ?? [];
          for (const id of taken.length ? taken : block) hint.ids.add(id);
        } finally {
          for (const id of block) trying.delete(id);
          // The seats of the block not held (by this request or, as far as it knows, anyone) are free.
          const free = block.filter((id) => !hint.ids.has(id));
          if (free.length > 0) cursorsBack(hint, free);
        }
      }
      throw new ProductError('seatsAlreadyOccupied', { objects: [], category, number: count });
    },

    /** The stream's check before it starts: a published event with a plan. */
    async requireSeatedEvent(eventUuid: string) {
      const event = await deps.eventForSale(eventUuid);
      if (!event || !event.published) throw new ProductError('eventNotFound', { uuid: eventUuid });
      if (!(await seating.planExists(eventUuid)))
        throw new ProductError('seatingPlanNotFound', { eventUuid });
    },

    /** `GET /events/{uuid}/seats`: the plan with every seat's state now. */
    async eventSeats(eventUuid: string, language: Language, holdToken?: string): Promise<EventSeats> {
      const event = await deps.eventForSale(eventUuid);
      if (!event || !event.published) throw new ProductError('eventNotFound', { uuid: eventUuid });
      const readAt = clock();
      const [plan, taken] = await Promise.all([requirePlan(eventUuid), seating.taken(eventUuid)]);
      const status = new Map(
        taken.map((seat) => [
          seat.id,
          seat.status === 'held' && holdToken !== undefined && seat.holdToken === holdToken
            ? ('heldByYou' as const)
            : seat.status,
        ]),
      );
      const names = new Map<string, LocaleMap>(plan.row.sections.map((s) => [s.key, s.name]));
      const sections: EventSeats['sections'] = [];
      for (const seat of plan.seats) {
        let section = sections.at(-1);
        if (section?.key !== seat.section) {
          const name = names.get(seat.section);
          section = { key: seat.section, name: name ? translate(name, language) : seat.section, rows: [] };
          sections.push(section);
        }
        let row = section.rows.at(-1);
        if (row?.label !== seat.row) {
          row = { label: seat.row, seats: [] };
          section.rows.push(row);
        }
        const answer: PublicSeat = {
          id: seat.id,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          category: seat.category,
          wheelchair: seat.wheelchair,
          companion: seat.companion,
          status: seat.blocked ? 'blocked' : (status.get(seat.id) ?? 'free'),
        };
        row.seats.push(answer);
      }
      return { eventUuid, stage: plan.row.stage, sections, readAt: readAt.toISOString() };
    },

    // --- For the order flow --------------------------------------------------------------------
    /**
     * The seats the caller's token holds now (an order is made of them); `holdTokenInvalid` when the
     * token is not the caller's or has ended.
     */
    async heldByToken(userUuid: string, holdToken: string, tx?: Tx) {
      const token = await seating.findToken(holdToken, tx);
      if (!token || token.userUuid !== userUuid)
        throw new ProductError('holdTokenInvalid', { holdToken, reason: 'unknown' });
      if (token.expiresAt.getTime() <= clock().getTime())
        throw new ProductError('holdTokenInvalid', { holdToken, reason: 'expired' });
      const seats = await seating.heldSeats(holdToken, tx);
      return seats.map((seat) => ({
        eventUuid: seat.event_uuid,
        id: seat.id,
        section: seat.section,
        row: seat.row,
        label: seat.label,
        category: seat.category,
      }));
    },

    /** Where the named seats of an event are (for tickets and their PDFs). */
    async sectionNames(eventUuid: string, tx?: Tx) {
      const plan = await seating.findPlan(eventUuid, tx);
      return new Map<string, LocaleMap>((plan?.sections ?? []).map((s) => [s.key, s.name]));
    },

    /** The seats the order booked (its tickets are issued for them). */
    seatsOfToken: (holdToken: string, tx?: Tx) => seating.seatsOfToken(holdToken, tx),

    /** Books every seat the token holds in force for the order; answers them per event. */
    bookHeld: (holdToken: string, orderUuid: string, tx?: Tx) => seating.book(holdToken, orderUuid, tx),

    /**
     * Books these seats for the order, all or none, if each is free or held by the token (also when
     * its hold lapsed): a payment confirmed late. Answers whether it booked them.
     */
    async bookSeats(
      eventUuid: string,
      objects: readonly string[],
      holdToken: string,
      orderUuid: string,
      tx?: Tx,
    ) {
      const booked = await seating.bookObjects(eventUuid, objects, holdToken, orderUuid, tx);
      return booked.length === objects.length;
    },

    /** Moves the end of the token and of the seats it holds (a payment starts: no cut-off at the gateway). */
    async extendHold(holdToken: string, until: Date, tx?: Tx) {
      await seating.extendToken(holdToken, until, tx);
    },

    /** Frees every seat the token holds (the buyer unbinds the order, or it is deleted unpaid). */
    releaseHold: (holdToken: string, tx?: Tx) => seating.releaseAll(holdToken, tx),

    /** Frees the seats an order booked (an order cancelled before it was paid, or refunded). */
    releaseOrder: (orderUuid: string, tx?: Tx) => seating.unbook(orderUuid, tx),

    /** Frees these seats of the order's (its ticket lines were refunded): they are on sale again. */
    releaseBooked: (eventUuid: string, objects: readonly string[], orderUuid: string, tx?: Tx) =>
      seating.unbookObjects(eventUuid, objects, orderUuid, tx),

    // --- Plans (the events domain calls these) -------------------------------------------------
    async adminPlan(eventUuid: string): Promise<SeatingPlan> {
      return toAdminPlan(await requirePlan(eventUuid));
    },

    hasPlan: async (eventUuid: string, tx?: Tx) => (await seating.findPlan(eventUuid, tx)) !== null,

    /** Replaces the event's plan; refused while any of its seats is held or booked. */
    async savePlan(eventUuid: string, plan: SeatingPlanValues, tx: Tx): Promise<SeatingPlan> {
      if (await seating.anyTaken(eventUuid, tx))
        throw new ProductError('seatsAlreadyOccupied', { eventUuid, objects: [] });
      const { seats, counts } = flatten(plan);
      const row = await seating.savePlan(
        {
          eventUuid,
          stage: plan.stage,
          sections: plan.sections.map((section) => ({ key: section.key, name: section.name })),
          seatCounts: counts,
          seatCount: seats.length,
        },
        seats,
        tx,
      );
      return toAdminPlan({ updatedAt: row.updatedAt.getTime(), row, seats, rows: [], windows: new Map() });
    },

    /** Makes the event general admission; refused while any of its seats is held or booked. */
    async deletePlan(eventUuid: string, tx: Tx) {
      if (await seating.anyTaken(eventUuid, tx))
        throw new ProductError('seatsAlreadyOccupied', { eventUuid, objects: [] });
      await seating.deletePlan(eventUuid, tx);
      plans.delete(eventUuid);
    },

    /** The plan of one event as input for another (copying a plan). */
    async planInput(eventUuid: string, tx?: Tx): Promise<SeatingPlanValues> {
      const cached = await planOf(eventUuid, tx);
      if (!cached) throw new ProductError('seatingPlanNotFound', { eventUuid });
      const plan = toAdminPlan(cached);
      return { stage: plan.stage, sections: plan.sections.map((s) => ({ ...s, name: { ...s.name } })) };
    },

    /** Per seated event: seats per category that can be sold, and how many of them are free now. */
    async availability(eventUuids: readonly string[]) {
      const [plans, taken] = await Promise.all([
        seating.plansOf(eventUuids),
        seating.takenCounts(eventUuids),
      ]);
      return availabilityOf(plans, taken);
    },

    /** Seats of each category in the plan (not blocked), for the admin answer. */
    async seatCounts(eventUuid: string, tx?: Tx) {
      const plan = await seating.findPlan(eventUuid, tx);
      return plan ? { seatCount: plan.seatCount, perCategory: plan.seatCounts } : null;
    },
  };
}

/**
 * Per seated event: its plan's seats per category that can be sold, less those taken (held in force
 * or booked), whichever engine counted them.
 */
export function availabilityOf(
  plans: readonly { eventUuid: string; seatCount: number; seatCounts: Record<string, number> }[],
  taken: readonly { event_uuid: string; category: string; n: number }[],
) {
  const result = new Map<string, { seatCount: number; free: Record<string, number> }>();
  for (const plan of plans)
    result.set(plan.eventUuid, { seatCount: plan.seatCount, free: { ...plan.seatCounts } });
  for (const row of taken) {
    const entry = result.get(row.event_uuid);
    if (entry) entry.free[row.category] = Math.max(0, (entry.free[row.category] ?? 0) - row.n);
  }
  return result;
}

export type SeatingService = ReturnType<typeof createSeatingService>;
