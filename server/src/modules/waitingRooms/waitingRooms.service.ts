import {
  DEFAULT_PASS_MINUTES,
  type AdminWaitingRoom,
  type PublicWaitingRoom,
  type WaitingRoomPlace,
  type WaitingRoomSettingsValues,
  type WaitingRoomStats,
} from '@tribuna/common/schemas/waitingRooms';
import type { Tx } from '../../db/client';
import type { WaitingRoomRow, WaitingRoomSubject } from '../../db/schema';
import { ProductError } from '../../errors';
import { admissionStep } from './admission';
import type { RoomNews } from './roomNews';
import { placeAnswer, placeState, type RoomState } from './rooms';
import { newRoomSecret, newShuffleKey, placeTokenEntry, readPass, signPass } from './signing';
import type { WaitingRoomsRepository } from './waitingRooms.repository';

/** A pass renewed by holds is written down at most this often per place (never less than 4 times a pass). */
const RENEWAL_RECORD_MS = 30_000;
/** How often the renewals gathered are written (one statement for all of them). */
const RENEWAL_FLUSH_MS = 1_000;
/** A room with nobody waiting is ticked this often (lapsed passes expire), not every second. */
const IDLE_TICK_MS = 30_000;

/**
 * The waiting rooms of sales: an event's, or a membership's with a limited capacity (the subject).
 *
 * Rules:
 * - a room is the event's (membership's) when staff switch it on; a membership without a capacity
 *   gets none (`waitingRoomNeedsCapacity`); joining needs it on and open (`opensAt`), else
 *   `waitingRoomNotFound` / `eventNotOnSale` (`subscriptionNotSellable`); one place per account
 *   (joining again answers it; a place whose pass lapsed goes to the end of the line).
 * - at the sale's start one server claims the shuffle: everyone in the room gets a place in the
 *   order of their random keys; later arrivals take the next places in order of arrival.
 * - every second the admission job lets the next ones in by place (the set rate or automatic;
 *   nobody while paused or closed); each gets a pass valid `passMinutes`; a pass that lapses
 *   unused expires the place and the next one comes in.
 * - a hold of a room's event needs a valid pass of that event and user (`waitingRoomPassRequired`),
 *   checked from memory; from the room's sale start only. Each hold renews the pass. Tickets of the
 *   event enter an order only with it too (`requirePasses`), as do the memberships of a room's
 *   membership (sales/kinds/membership.ts); paying needs none.
 * - a buyer whose order of the event's tickets (the membership) is accepted is done (counted apart,
 *   never lapses).
 */
export function createWaitingRoomsService(deps: {
  repository: WaitingRoomsRepository;
  news: RoomNews;
  /** The event's sale start, null when there is no such event. */
  eventOf: (eventUuid: string) => Promise<{ saleFrom: Date } | null>;
  /**
   * The membership (null when there is none) and whether its sale is limited (a capacity): only
   * then may it have a room. Memberships may have no sale window: the room's times are its sale's.
   */
  membershipOf?: (subscriptionUuid: string) => Promise<{ limited: boolean } | null>;
  /** The seat engine's recent average hold latency in ms on this server (null: no recent holds). */
  holdLatencyMs: () => number | null;
  log: { warn(obj: unknown, msg: string): void };
  clock?: () => Date;
}) {
  const { repository: repo, news } = deps;
  const clock = deps.clock ?? (() => new Date());
  /** Passes renewed by holds, not yet written: entry → until. */
  const renewals = new Map<string, Date>();
  /** When each place's renewal was last written (ms), so a buyer's holds are written at most every ~30 s. */
  const recorded = new Map<string, number>();
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  /** What the errors name a subject by. */
  const subjectDetails = (kind: WaitingRoomSubject, uuid: string) =>
    kind === 'event' ? { eventUuid: uuid } : { subscriptionUuid: uuid };

  async function requireRoom(uuid: string, kind: WaitingRoomSubject): Promise<RoomState> {
    const room = (await news.room(uuid)) ?? (await news.refresh()).get(uuid);
    if (!room || room.subjectKind !== kind)
      throw new ProductError('waitingRoomNotFound', subjectDetails(kind, uuid));
    return room;
  }

  /** The subject as staff set its room: its sale's start (the default times), whether it may have one. */
  async function requireSubject(
    uuid: string,
    kind: WaitingRoomSubject,
  ): Promise<{ saleFrom: Date; limited: boolean }> {
    if (kind === 'event') {
      const event = await deps.eventOf(uuid);
      if (!event) throw new ProductError('eventNotFound', { uuid });
      return { saleFrom: event.saleFrom, limited: true };
    }
    const membership = await deps.membershipOf?.(uuid);
    if (!membership) throw new ProductError('subscriptionNotFound', { uuid });
    return { saleFrom: clock(), limited: membership.limited };
  }

  /** The place a token names (404 `waitingRoomNotFound` for a token not of this subject's room). */
  async function status(uuid: string, token: string, kind: WaitingRoomSubject = 'event') {
    const room = await requireRoom(uuid, kind);
    const entryUuid = placeTokenEntry(room.secret, token);
    const entry = entryUuid && (await repo.findEntry(entryUuid));
    if (!entry || entry.roomUuid !== room.uuid)
      throw new ProductError('waitingRoomNotFound', subjectDetails(kind, uuid));
    return { room, entry, place: placeAnswer(room, placeState(entry), clock().getTime()) };
  }

  /**
   * A pass of this room, subject and user, in force: answers it renewed (and notes the renewal);
   * otherwise 403 `waitingRoomPassRequired` with the reason. Only memory: no database round trip.
   */
  function verifyPass(
    room: RoomState,
    subjectUuid: string,
    userUuid: string,
    pass: string | undefined,
  ): string {
    const now = clock().getTime();
    const refuse = (reason: string) =>
      new ProductError('waitingRoomPassRequired', {
        ...subjectDetails(room.subjectKind, subjectUuid),
        reason,
      });
    if (now < room.saleStartsAt.getTime()) throw refuse('notStarted');
    if (!pass) throw refuse('missing');
    const claim = readPass(room.secret, pass);
    if (!claim) throw refuse('invalid');
    if (claim.e !== subjectUuid) throw refuse('otherEvent');
    if (claim.u !== userUuid) throw refuse('otherUser');
    if (claim.x <= now) throw refuse('expired');
    const until = now + room.passMinutes * 60_000;
    const every = Math.min(RENEWAL_RECORD_MS, (room.passMinutes * 60_000) / 4);
    if (now - (recorded.get(claim.n) ?? 0) >= every) {
      recorded.set(claim.n, now);
      renewals.set(claim.n, new Date(until));
      flushTimer ??= setTimeout(() => void flushRenewals(), RENEWAL_FLUSH_MS);
    }
    return signPass(room.secret, { ...claim, x: until });
  }

  function flushRenewals(): Promise<void> {
    flushTimer = null;
    if (renewals.size === 0) return flushing;
    const batch = [...renewals].map(([entryUuid, until]) => ({ entryUuid, until }));
    renewals.clear();
    // A batch not written leaves those buyers' passes to lapse in the stats sooner: logged, not retried.
    flushing = flushing
      .then(() => repo.recordRenewals(batch))
      .catch((err: unknown) => deps.log.warn({ err }, 'waiting room pass renewals not written'));
    const old = Date.now() - 3_600_000;
    for (const [entry, at] of recorded) if (at < old) recorded.delete(entry);
    return flushing;
  }

  function toAdmin(
    eventUuid: string,
    row: WaitingRoomRow | null,
    subject: { saleFrom: Date },
    stats: WaitingRoomStats,
  ): AdminWaitingRoom {
    return {
      eventUuid,
      enabled: row?.enabled ?? false,
      opensAt: (row?.opensAt ?? subject.saleFrom).toISOString(),
      saleStartsAt: (row?.saleStartsAt ?? subject.saleFrom).toISOString(),
      rate: row ? row.rate : null,
      passMinutes: row?.passMinutes ?? DEFAULT_PASS_MINUTES,
      paused: row?.paused ?? false,
      closed: row?.closed ?? false,
      shuffledAt: row?.shuffledAt?.toISOString() ?? null,
      stats,
    };
  }

  async function statsOf(row: WaitingRoomRow | null): Promise<WaitingRoomStats> {
    if (!row)
      return {
        waiting: 0,
        admitted: 0,
        buying: 0,
        done: 0,
        expired: 0,
        currentRate: 0,
        lastAdmittedPosition: 0,
      };
    const counts = await repo.counts(row.uuid);
    return {
      ...counts,
      currentRate: row.currentRate > 0 ? row.currentRate : (row.rate ?? 0),
      lastAdmittedPosition: row.lastAdmittedPosition,
    };
  }

  return {
    // --- Visitors -------------------------------------------------------------------------------
    /** `POST /events|subscriptions/{uuid}/waiting-room/join`: the account's place (`created`: new). */
    async join(
      uuid: string,
      userUuid: string,
      kind: WaitingRoomSubject = 'event',
    ): Promise<{ place: WaitingRoomPlace; created: boolean }> {
      const room = await requireRoom(uuid, kind);
      const now = clock();
      if (now < room.opensAt)
        throw new ProductError(kind === 'event' ? 'eventNotOnSale' : 'subscriptionNotSellable', {
          uuid,
          opensAt: room.opensAt.toISOString(),
        });
      const joined = await repo.join(room.uuid, userUuid, newShuffleKey(), room.shuffledAt !== null);
      let { entry } = joined;
      // A lapsed place joins again at the end of the line (a done buyer's too: they come for more).
      const lapsed =
        entry.status === 'expired' ||
        (entry.status === 'admitted' && entry.passExpiresAt !== null && entry.passExpiresAt <= now);
      if (lapsed) entry = (await repo.requeue(room.uuid, entry.uuid, now)) ?? entry;
      return { place: placeAnswer(room, placeState(entry), now.getTime()), created: joined.created };
    },

    status,

    /** Sends the place (its answer as JSON text) now and at each change; answers the function that stops it. */
    async watch(
      uuid: string,
      token: string,
      send: (placeJson: string) => void,
      kind: WaitingRoomSubject = 'event',
    ) {
      const { entry } = await status(uuid, token, kind);
      return news.watch(uuid, entry, send);
    },

    // --- The holds ------------------------------------------------------------------------------
    /**
     * The pass check of a hold: null for an event without a room (holds as ever); for a room's event
     * the renewed pass, or 403 `waitingRoomPassRequired` (`details.reason`: notStarted, missing,
     * invalid, otherEvent, otherUser, expired). No database round trip: the room comes from memory.
     */
    async checkPass(eventUuid: string, userUuid: string, pass: string | undefined): Promise<string | null> {
      const rooms = news.current();
      const room = (rooms instanceof Map ? rooms : await rooms).get(eventUuid);
      return room?.subjectKind === 'event' ? verifyPass(room, eventUuid, userUuid, pass) : null;
    },

    /**
     * The orders' gate (a new order, replaced lines): tickets of events with a room need the
     * buyer's valid pass of that event (`waitingRoomPassRequired` as for holds), whatever seat map
     * or general admission they come from; memberships of a membership with a room need its pass
     * (the subjects are events' or memberships' uuids). Runs in the order's transaction.
     */
    async requirePasses(
      userUuid: string | null,
      subjectUuids: readonly string[],
      pass: string | undefined,
      tx: Tx,
    ) {
      if (subjectUuids.length === 0) return;
      const rooms = await news.currentIn(tx);
      for (const uuid of subjectUuids) {
        const room = rooms.get(uuid);
        if (!room) continue;
        if (!userUuid)
          throw new ProductError('waitingRoomPassRequired', {
            ...subjectDetails(room.subjectKind, uuid),
            reason: 'missing',
          });
        verifyPass(room, uuid, userUuid, pass);
      }
    },

    /** Writes the renewals gathered now (tests, the app closing). */
    flushRenewals: () => {
      if (flushTimer) clearTimeout(flushTimer);
      return flushRenewals();
    },

    /** The buyer's places in these events' (memberships') rooms are done (their order was accepted). */
    async markDone(
      userUuid: string,
      subjectUuids: readonly string[],
      tx: Tx,
      kind: WaitingRoomSubject = 'event',
    ) {
      // Most orders are of events without a room: no statement for them. The rooms in memory are
      // not read again here (a read outside the caller's transaction could wait for it).
      const rooms = news.current();
      const withRoom = rooms instanceof Map ? subjectUuids.filter((uuid) => rooms.has(uuid)) : subjectUuids;
      if (withRoom.length > 0) await repo.markDone(userUuid, withRoom, tx, kind);
    },

    // --- The events' answers ----------------------------------------------------------------------
    /**
     * What the public events (memberships) say of their rooms (from memory). Asked inside a
     * transaction, the rooms are read again in it when stale (PGlite has one connection).
     */
    async publicRooms(
      uuids: readonly string[],
      kind: WaitingRoomSubject = 'event',
      tx?: Tx,
    ): Promise<Map<string, PublicWaitingRoom>> {
      const rooms = tx ? await news.currentIn(tx) : await news.current();
      const result = new Map<string, PublicWaitingRoom>();
      for (const uuid of uuids) {
        const room = rooms.get(uuid);
        if (room?.subjectKind === kind)
          result.set(uuid, {
            opensAt: room.opensAt.toISOString(),
            saleStartsAt: room.saleStartsAt.toISOString(),
            paused: room.paused,
            closed: room.closed,
          });
      }
      return result;
    },

    // --- Staff ----------------------------------------------------------------------------------
    async adminGet(uuid: string, kind: WaitingRoomSubject = 'event'): Promise<AdminWaitingRoom> {
      const subject = await requireSubject(uuid, kind);
      const row = await repo.findRoom(kind, uuid);
      return toAdmin(uuid, row, subject, await statsOf(row));
    },

    async adminStats(uuid: string, kind: WaitingRoomSubject = 'event'): Promise<WaitingRoomStats> {
      await requireSubject(uuid, kind);
      return statsOf(await repo.findRoom(kind, uuid));
    },

    async save(
      uuid: string,
      settings: WaitingRoomSettingsValues,
      kind: WaitingRoomSubject = 'event',
    ): Promise<AdminWaitingRoom> {
      const subject = await requireSubject(uuid, kind);
      // A sale open to all (no capacity) needs no line: switching one on is refused, off always works.
      if (settings.enabled && !subject.limited) throw new ProductError('waitingRoomNeedsCapacity', { uuid });
      const row = await repo.saveRoom(
        kind,
        uuid,
        {
          enabled: settings.enabled,
          opensAt: new Date(settings.opensAt),
          saleStartsAt: new Date(settings.saleStartsAt),
          rate: settings.rate,
          passMinutes: settings.passMinutes,
          paused: settings.paused,
          closed: settings.closed,
        },
        newRoomSecret(),
      );
      await repo.notify(JSON.stringify({ s: uuid, k: 'changed' }));
      await news.refresh();
      return toAdmin(uuid, row, subject, await statsOf(row));
    },

    // --- The admission job ----------------------------------------------------------------------
    /**
     * One tick for every room: the shuffle at a sale's start (claimed by one server), then the
     * admission (one server at a time per room). Answers how many were let in.
     */
    async admit(): Promise<number> {
      const now = clock();
      const rooms = await news.refresh();
      let admitted = 0;
      for (const room of rooms.values()) {
        if (room.closed || now < room.saleStartsAt) continue;
        if (!room.shuffledAt && (await repo.shuffle(room.uuid)) !== null) {
          await repo.notify(JSON.stringify({ s: room.subjectUuid, k: 'changed' }));
          await news.refresh();
        }
        // Everyone in is let in (a sale long started): lapsed passes are looked at now and then only.
        const idle = room.shuffledAt !== null && room.lastAdmittedPosition >= room.nextPosition;
        if (idle && room.tickedAt && now.getTime() - room.tickedAt.getTime() < IDLE_TICK_MS) continue;
        const tick = await repo.tick(room.uuid, (state) =>
          admissionStep({
            rate: state.room.rate,
            currentRate: state.room.currentRate,
            bucket: state.room.bucket,
            elapsedMs: state.room.tickedAt ? state.now.getTime() - state.room.tickedAt.getTime() : null,
            paused: state.room.paused,
            active: state.active,
            holdLatencyMs: deps.holdLatencyMs(),
          }),
        );
        admitted += tick?.admitted ?? 0;
      }
      // This server answers with the ticks' outcome at once; the others hear it (streams) or read
      // it within a second.
      if (rooms.size > 0) await news.refresh();
      return admitted;
    },

    async close() {
      if (flushTimer) clearTimeout(flushTimer);
      await flushRenewals();
      await news.close();
    },
  };
}

export type WaitingRoomsService = ReturnType<typeof createWaitingRoomsService>;
