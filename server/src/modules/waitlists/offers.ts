import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { EventRow, WaitlistEntryRow, WaitlistOfferRow, WaitlistRow } from '../../db/schema';
import type { Announcements } from './announcements';
import { MEMBERSHIP, TICKET, type WaitlistsContext } from './context';
import type { WaitlistGuard } from './guard';
import type { FreeSeat } from './waitlists.repository';

/** A hold token of the native seat engine's shape (the order's `holdToken` names it). */
const newHoldToken = () => `wl-${randomBytes(16).toString('hex')}`;

/** Free places by category, in the order offers take them. */
interface Pools {
  seats: Map<string, FreeSeat[]>;
  counts: Map<string, number>;
  /** The categories an "any" entry may take, in the event's order. */
  order: string[];
  seated: boolean;
  /** The event (null for a membership): its sale's end caps the offers' time. */
  event: EventRow | null;
}

/**
 * Offers are made in one transaction a list, under the list row's lock, reading the free places
 * after taking it: two servers (or a job turn and a kick) never offer the same place twice. Order
 * is fair: going down the line, an entry that cannot be served in full blocks the places it could
 * use for everyone behind it (others may still take places of other categories). An offer's places
 * are all of one category.
 */
export function createOffers(
  ctx: WaitlistsContext,
  parts: { guard: WaitlistGuard; announcements: Announcements },
) {
  const { repo, transaction, now } = ctx;
  const { guard } = parts.guard;
  const { announceAll } = parts.announcements;

  /**
   * A membership's places are read before the list's transaction (`membership`: the memberships
   * domain reads them on its own connection); its capacity is checked again when it is paid.
   */
  async function poolsOf(
    list: WaitlistRow,
    tx: Tx,
    membership: { free: number | null } | null,
  ): Promise<Pools | null> {
    if (list.subjectKind === 'subscription') {
      const found = membership;
      if (!found || found.free === null) return null;
      const free = Math.max(0, found.free - (await repo.openOfferCount(list.uuid, tx)));
      return { seats: new Map(), counts: new Map([['', free]]), order: [''], seated: false, event: null };
    }
    const found = await ctx.events.forTickets(list.subjectUuid, tx);
    if (!found || found.event.cancelledAt || found.event.saleTo <= now()) return null;
    const order = [...found.categories].sort((a, b) => a.position - b.position).map((c) => c.key);
    if (found.seated) {
      const seats = new Map<string, FreeSeat[]>();
      for (const seat of await repo.freeSeats(list.subjectUuid, tx)) {
        const pool = seats.get(seat.category) ?? [];
        pool.push(seat);
        seats.set(seat.category, pool);
      }
      return {
        seats,
        counts: new Map([...seats].map(([key, pool]) => [key, pool.length])),
        order,
        seated: true,
        event: found.event,
      };
    }
    const counts = new Map(
      found.categories
        .filter((c) => c.capacity !== null)
        .map((c) => [c.key, Math.max(0, c.capacity! - c.sold)]),
    );
    return { seats: new Map(), counts, order, seated: false, event: found.event };
  }

  /** `quantity` seats of a pool, side by side in one row when the pool has such a run. */
  function pickSeats(pool: FreeSeat[], quantity: number): FreeSeat[] {
    for (let i = 0; i + quantity <= pool.length; i++) {
      const run = pool.slice(i, i + quantity);
      if (run.every((seat) => seat.section === run[0]!.section && seat.row === run[0]!.row)) return run;
    }
    return pool.slice(0, quantity);
  }

  function offerEnd(list: WaitlistRow, event: EventRow | null): Date {
    const end = new Date(now().getTime() + list.offerHours * 3_600_000);
    return event && event.saleTo < end ? event.saleTo : end;
  }

  /**
   * Takes `quantity` places of `category` for the entry and records the offer; null when the places
   * went meanwhile (a hold that did not wait for the list).
   */
  async function makeOffer(
    list: WaitlistRow,
    entry: WaitlistEntryRow,
    category: string,
    quantity: number,
    pools: Pools,
    byStaff: boolean,
    tx: Tx,
  ): Promise<WaitlistOfferRow | null> {
    const expiresAt = offerEnd(list, pools.event);
    let holdToken: string | null = null;
    if (pools.seated) {
      const pool = pools.seats.get(category) ?? [];
      const chosen = pickSeats(pool, quantity);
      holdToken = newHoldToken();
      const held = await repo.holdSeats(
        list.subjectUuid,
        chosen.map((seat) => seat.id),
        holdToken,
        entry.userUuid,
        expiresAt,
        tx,
      );
      const taken = new Set(chosen.map((seat) => seat.id));
      pools.seats.set(
        category,
        pool.filter((seat) => !taken.has(seat.id)),
      );
      pools.counts.set(category, pools.seats.get(category)!.length);
      if (held.length < quantity) {
        await repo.releaseSeats(holdToken, tx);
        return null;
      }
    } else {
      if (list.subjectKind === 'event')
        await ctx.events.takeAdmissions(list.subjectUuid, category, quantity, tx);
      pools.counts.set(category, (pools.counts.get(category) ?? 0) - quantity);
    }
    const offer = await repo.insertOffer(
      {
        entryUuid: entry.uuid,
        quantity,
        holdToken,
        category: list.subjectKind === 'event' ? category : null,
        expiresAt,
        byStaff,
      },
      tx,
    );
    await repo.setEntryStatus(entry.uuid, 'offered', tx);
    guard(list.subjectUuid, entry.category);
    return offer;
  }

  /** One pass down a list's line (under its lock); answers the offers made. */
  async function offerPass(
    listUuid: string,
    tx: Tx,
    membership: { free: number | null } | null,
  ): Promise<WaitlistOfferRow[]> {
    const list = await repo.lockList(listUuid, tx);
    if (!list || list.closed) return [];
    const pools = await poolsOf(list, tx, membership);
    if (!pools) return [];
    const made: WaitlistOfferRow[] = [];
    const blocked = new Set<string>();
    const anyLeft = () => pools.order.some((key) => !blocked.has(key) && (pools.counts.get(key) ?? 0) > 0);
    if (!anyLeft()) return [];
    for (const entry of await repo.waitingLine(list.uuid, tx)) {
      const wanted = entry.category ? [entry.category] : pools.order;
      const open = wanted.filter((key) => !blocked.has(key));
      const fits = open.find((key) => (pools.counts.get(key) ?? 0) >= entry.quantity);
      if (fits === undefined) {
        // Nobody behind may take what this entry waits for.
        for (const key of open) blocked.add(key);
      } else {
        const offer = await makeOffer(list, entry, fits, entry.quantity, pools, false, tx);
        if (offer) made.push(offer);
        else blocked.add(fits);
      }
      if (!anyLeft()) break;
    }
    return made;
  }

  async function offerList(listUuid: string): Promise<WaitlistOfferRow[]> {
    const list = await repo.findListByUuid(listUuid);
    const membership =
      list?.subjectKind === 'subscription' ? await ctx.memberships.placesOf(list.subjectUuid) : null;
    const made = await transaction((tx) => offerPass(listUuid, tx, membership));
    if (made.length > 0) void announceAll(made.map((offer) => offer.uuid));
    return made;
  }

  let kicks: Promise<unknown> = Promise.resolve();

  /** Kicks run one after another in a server (each list's pass is locked against other servers anyway). */
  function queue(run: () => Promise<number>): Promise<number> {
    const next = kicks.then(run);
    kicks = next.catch(() => undefined);
    return next;
  }

  async function offerSubject(subjectUuid: string): Promise<number> {
    let made = 0;
    for (const kind of ['event', 'subscription'] as const) {
      const list = await repo.findList(kind, subjectUuid);
      if (list) made += (await offerList(list.uuid)).length;
    }
    return made;
  }

  return {
    poolsOf,
    makeOffer,
    offerList,

    /**
     * Offers the places that came back of a subject (an event or a membership) to its list now. The
     * refunds and releases call it after their commit; the offers job finds the others.
     */
    offerReturnedPlaces(subjectUuid: string): Promise<number> {
      return queue(() => offerSubject(subjectUuid));
    },

    /**
     * The places a refunded order gave back (its tickets' events, its memberships) are offered to
     * their lists, in the background (never throws).
     */
    placesReturnedBy(orderUuid: string): void {
      queue(async () => {
        const orders = ctx.orders();
        const subjects = new Set<string>();
        for (const line of (await orders.linesOfKind(orderUuid, TICKET))?.lines ?? [])
          subjects.add(line.refUuid);
        for (const line of (await orders.linesOfKind(orderUuid, MEMBERSHIP))?.lines ?? []) {
          const plan = await ctx.memberships.planOfPrice(line.refUuid);
          if (plan) subjects.add(plan);
        }
        let made = 0;
        for (const subject of subjects) made += await offerSubject(subject);
        return made;
      }).catch((err: unknown) => ctx.log.error({ err, orderUuid }, 'Returned places were not offered'));
    },

    /** Resolves when the offers asked for so far were made (tests). */
    kicked: () => kicks,
  };
}

export type Offers = ReturnType<typeof createOffers>;
