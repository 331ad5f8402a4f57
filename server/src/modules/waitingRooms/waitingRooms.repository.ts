import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  waitingRoomEntries,
  waitingRooms,
  type WaitingRoomEntryRow,
  type WaitingRoomRow,
  type WaitingRoomSubject,
} from '../../db/schema';

/** The channel the rooms' news travels on (one LISTEN per server process, see roomNews.ts). */
export const WAITING_ROOM_CHANNEL = 'waiting_room';

/** What staff set; the admission's state is the repository's. */
export type RoomSettings = Pick<
  WaitingRoomRow,
  'enabled' | 'opensAt' | 'saleStartsAt' | 'rate' | 'passMinutes' | 'paused' | 'closed'
>;

export interface RoomCounts {
  waiting: number;
  admitted: number;
  buying: number;
  done: number;
  expired: number;
}

/** What an admission tick needs to decide how many to let in. */
export interface TickState {
  room: WaitingRoomRow;
  /** The tick's time, the database's (the admissions' `admitted_at`). */
  now: Date;
  /** Let in, not done and not lapsed (after this tick's lapses). */
  active: number;
  expired: number;
}

interface Rows<T> {
  rows: T[];
}

const rowsOf = async <T>(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export function createWaitingRoomsRepository(db: Db) {
  const entryOf = async (roomUuid: string, userUuid: string, tx: DbOrTx = db) => {
    const [row] = await tx
      .select()
      .from(waitingRoomEntries)
      .where(and(eq(waitingRoomEntries.roomUuid, roomUuid), eq(waitingRoomEntries.userUuid, userUuid)))
      .limit(1);
    return row ?? null;
  };

  return {
    /** Every switched-on room (the servers keep them in memory, read again every second). */
    enabledRooms: (tx: DbOrTx = db): Promise<WaitingRoomRow[]> =>
      tx.select().from(waitingRooms).where(eq(waitingRooms.enabled, true)),

    async findRoom(kind: WaitingRoomSubject, subjectUuid: string): Promise<WaitingRoomRow | null> {
      const [row] = await db
        .select()
        .from(waitingRooms)
        .where(and(eq(waitingRooms.subjectKind, kind), eq(waitingRooms.subjectUuid, subjectUuid)))
        .limit(1);
      return row ?? null;
    },

    async saveRoom(
      kind: WaitingRoomSubject,
      subjectUuid: string,
      settings: RoomSettings,
      secret: string,
    ): Promise<WaitingRoomRow> {
      const [row] = await db
        .insert(waitingRooms)
        .values({ subjectKind: kind, subjectUuid, ...settings, secret })
        .onConflictDoUpdate({
          target: [waitingRooms.subjectKind, waitingRooms.subjectUuid],
          set: { ...settings, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async findEntry(uuid: string): Promise<WaitingRoomEntryRow | null> {
      const [row] = await db
        .select()
        .from(waitingRoomEntries)
        .where(eq(waitingRoomEntries.uuid, uuid))
        .limit(1);
      return row ?? null;
    },

    entryOf,

    entries: (uuids: readonly string[]): Promise<WaitingRoomEntryRow[]> =>
      uuids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(waitingRoomEntries)
            .where(inArray(waitingRoomEntries.uuid, [...uuids])),

    /**
     * A place for the user (or theirs already), in one statement after the look for theirs (a sale
     * brings thousands of joins a minute). Before the shuffle the place has no position yet: the
     * statement reads the room row FOR SHARE, so the shuffle (which updates it) waits for the joins
     * under way and every join after it sees it done. After the shuffle the statement takes the next
     * position from the room's counter as it inserts the place: none is given twice. (Two first joins
     * of one account at the same moment may leave one number unused: the admission passes over it.)
     */
    async join(roomUuid: string, userUuid: string, shuffleKey: string, knownShuffled: boolean) {
      const existing = await entryOf(roomUuid, userUuid);
      if (existing) return { entry: existing, created: false };
      // A room once shuffled stays so: a server that knows it skips the early statement.
      if (!knownShuffled) {
        const [early] = await rowsOf<RawEntry>(
          db,
          sql`with room as (select shuffled_at from waiting_rooms where uuid = ${roomUuid} for share)
              insert into waiting_room_entries (room_uuid, user_uuid, shuffle_key)
              select ${roomUuid}, ${userUuid}, ${shuffleKey} from room where room.shuffled_at is null
              on conflict (room_uuid, user_uuid) do nothing
              returning *`,
        );
        if (early) return { entry: entryFromRaw(early), created: true };
        const made = await entryOf(roomUuid, userUuid);
        if (made) return { entry: made, created: false };
      }
      const [late] = await rowsOf<RawEntry>(
        db,
        sql`with counter as (
              update waiting_rooms set next_position = next_position + 1 where uuid = ${roomUuid}
              returning next_position
            )
            insert into waiting_room_entries (room_uuid, user_uuid, shuffle_key, position)
            select ${roomUuid}, ${userUuid}, ${shuffleKey}, counter.next_position from counter
            on conflict (room_uuid, user_uuid) do nothing
            returning *`,
      );
      if (late) return { entry: entryFromRaw(late), created: true };
      return { entry: (await entryOf(roomUuid, userUuid))!, created: false };
    },

    /**
     * A place whose pass lapsed goes to the end of the line (a new position, waiting again), when its
     * visitor joins again, a buyer done with the room too (coming back for more, they wait as anyone
     * else does). Answers null when it is not lapsed (any more).
     */
    async requeue(roomUuid: string, entryUuid: string, now: Date): Promise<WaitingRoomEntryRow | null> {
      return db.transaction(async (tx) => {
        // The room row first, as the admission's tick locks it (then the places it expires): the
        // other way round, a tick expiring this place at the same moment would deadlock with it.
        await tx
          .select({ uuid: waitingRooms.uuid })
          .from(waitingRooms)
          .where(eq(waitingRooms.uuid, roomUuid))
          .for('no key update');
        const [entry] = await tx
          .update(waitingRoomEntries)
          .set({
            status: 'waiting',
            position: null,
            admittedAt: null,
            passExpiresAt: null,
            buyingAt: null,
            doneAt: null,
            joinedAt: now,
          })
          .where(
            and(
              eq(waitingRoomEntries.uuid, entryUuid),
              sql`(${waitingRoomEntries.status} = 'expired' or (${waitingRoomEntries.status} = 'admitted'
                   and ${waitingRoomEntries.passExpiresAt} <= ${now.toISOString()}::timestamptz))`,
            ),
          )
          .returning();
        return entry ? placeAfterShuffle(tx, roomUuid, entry.uuid) : null;
      });
    },

    /**
     * The sale's start: claims the shuffle (only one server gets the room row with `shuffled_at`
     * still empty) and gives everyone who joined before a place in the order of their random keys.
     * Answers how many got a place, or null when there was nothing to claim.
     */
    async shuffle(roomUuid: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        // The sale's start by the database's clock: a server whose clock runs ahead draws no earlier.
        const [claimed] = await tx
          .update(waitingRooms)
          .set({ shuffledAt: sql`clock_timestamp()` })
          .where(
            and(
              eq(waitingRooms.uuid, roomUuid),
              isNull(waitingRooms.shuffledAt),
              sql`${waitingRooms.saleStartsAt} <= clock_timestamp()`,
            ),
          )
          .returning({ nextPosition: waitingRooms.nextPosition });
        if (!claimed) return null;
        const placed = await rowsOf<{ n: number }>(
          tx,
          sql`with ranked as (
                select uuid, row_number() over (order by shuffle_key, uuid) as n
                from waiting_room_entries where room_uuid = ${roomUuid} and position is null
              ), placed as (
                update waiting_room_entries e set position = ${claimed.nextPosition}::int + ranked.n
                from ranked where e.uuid = ranked.uuid returning 1
              )
              select count(*)::int as n from placed`,
        );
        const count = placed[0]?.n ?? 0;
        await tx
          .update(waitingRooms)
          .set({ nextPosition: sql`${waitingRooms.nextPosition} + ${count}` })
          .where(eq(waitingRooms.uuid, roomUuid));
        return count;
      });
    },

    /**
     * One admission tick of a room, in one transaction: the room row is locked (a second server's tick
     * waits and then finds only the time since this one to admit for), lapsed passes expire, `decide` says
     * how many to let in, the next ones by position are let in, and the news goes out at commit.
     * Null when the room does not admit (switched off, closed, not shuffled).
     */
    async tick(
      roomUuid: string,
      decide: (state: TickState) => { admit: number; bucket: number; currentRate: number },
    ) {
      return db.transaction(async (tx) => {
        const [room] = await tx
          .select()
          .from(waitingRooms)
          .where(eq(waitingRooms.uuid, roomUuid))
          .for('update');
        if (!room || !room.enabled || room.closed || !room.shuffledAt) return null;
        // The time is the database's, taken under the lock: a tick that waited for another server's
        // counts from its end, and servers whose clocks disagree admit at the room's rate all the same
        // (the last tick's time, which the next one counts from, is written by whichever server ticked).
        const [clockRow] = await rowsOf<{ now: Date | string }>(tx, sql`select clock_timestamp() as now`);
        const now = new Date(clockRow!.now);
        const at = now.toISOString();
        const [lapsed] = await rowsOf<{ n: number }>(
          tx,
          sql`with lapsed as (
                update waiting_room_entries set status = 'expired'
                where room_uuid = ${roomUuid} and status = 'admitted' and done_at is null
                  and pass_expires_at < ${at}::timestamptz
                returning 1
              ) select count(*)::int as n from lapsed`,
        );
        const [active] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from waiting_room_entries
              where room_uuid = ${roomUuid} and status = 'admitted' and done_at is null`,
        );
        const expired = lapsed?.n ?? 0;
        const step = decide({ room, now, active: active?.n ?? 0, expired });
        const passUntil = new Date(now.getTime() + room.passMinutes * 60_000).toISOString();
        const [admitted] =
          step.admit > 0
            ? await rowsOf<{ n: number; first: number | null; last: number | null }>(
                tx,
                sql`with next as (
                      select uuid from waiting_room_entries
                      where room_uuid = ${roomUuid} and status = 'waiting' and position is not null
                      order by position limit ${step.admit} for update
                    ), admitted as (
                      update waiting_room_entries e
                      set status = 'admitted', admitted_at = ${at}::timestamptz, pass_expires_at = ${passUntil}::timestamptz
                      from next where e.uuid = next.uuid returning e.position
                    )
                    select count(*)::int as n, min(position) as first, max(position) as last from admitted`,
              )
            : [];
        const last = Math.max(room.lastAdmittedPosition, admitted?.last ?? 0);
        await tx
          .update(waitingRooms)
          .set({
            bucket: step.bucket,
            currentRate: step.currentRate,
            tickedAt: now,
            lastAdmittedPosition: last,
          })
          .where(eq(waitingRooms.uuid, roomUuid));
        const news = {
          s: room.subjectUuid,
          l: last,
          f: admitted?.first ?? null,
          a: now.getTime(),
          r: step.currentRate,
        };
        await tx.execute(sql`select pg_notify(${WAITING_ROOM_CHANNEL}, ${JSON.stringify(news)})`);
        return { room, admitted: admitted?.n ?? 0, expired, lastAdmittedPosition: last, ...step };
      });
    },

    /** Tells every server of a room's change (settings, the shuffle). */
    async notify(payload: string) {
      await db.execute(sql`select pg_notify(${WAITING_ROOM_CHANNEL}, ${payload})`);
    },

    async counts(roomUuid: string): Promise<RoomCounts> {
      const [row] = await rowsOf<RoomCounts>(
        db,
        sql`select
              count(*) filter (where status = 'waiting')::int as waiting,
              count(*) filter (where status = 'admitted' and buying_at is null and done_at is null)::int as admitted,
              count(*) filter (where status = 'admitted' and buying_at is not null and done_at is null)::int as buying,
              count(*) filter (where done_at is not null)::int as done,
              count(*) filter (where status = 'expired' and done_at is null)::int as expired
            from waiting_room_entries where room_uuid = ${roomUuid}`,
      );
      return row ?? { waiting: 0, admitted: 0, buying: 0, done: 0, expired: 0 };
    },

    /**
     * Holds made with the passes: each entry is buying, and its pass lasts until the latest renewal
     * (a pass the job found lapsed but renewed since is let back in, as the holds already were).
     */
    async recordRenewals(renewals: readonly { entryUuid: string; until: Date }[]) {
      if (renewals.length === 0) return;
      await db.execute(sql`
        update waiting_room_entries e
        set pass_expires_at = greatest(e.pass_expires_at, r.until),
            buying_at = coalesce(e.buying_at, now()),
            status = 'admitted'
        from unnest(${sql.param(renewals.map((r) => r.entryUuid))}::uuid[],
                    ${sql.param(renewals.map((r) => r.until.toISOString()))}::timestamptz[]) as r(uuid, until)
        where e.uuid = r.uuid and e.status in ('admitted', 'expired') and e.done_at is null and r.until > now()`);
    },

    /** The user's places in the rooms of these events (memberships) are done (their order was accepted). */
    async markDone(
      userUuid: string,
      subjectUuids: readonly string[],
      tx: Tx,
      kind: WaitingRoomSubject = 'event',
    ) {
      if (subjectUuids.length === 0) return;
      await tx.execute(sql`
        update waiting_room_entries e set done_at = now()
        from waiting_rooms r
        where r.uuid = e.room_uuid and r.subject_kind = ${kind}
          and r.subject_uuid = any(${sql.param([...subjectUuids])}::uuid[])
          and e.user_uuid = ${userUuid} and e.status = 'admitted' and e.done_at is null`);
    },
  };
}

/** A place as a raw statement answers it. */
interface RawEntry {
  uuid: string;
  room_uuid: string;
  user_uuid: string;
  shuffle_key: string;
  joined_at: Date | string;
  position: number | null;
  status: WaitingRoomEntryRow['status'];
  admitted_at: Date | string | null;
  pass_expires_at: Date | string | null;
  buying_at: Date | string | null;
  done_at: Date | string | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function entryFromRaw(row: RawEntry): WaitingRoomEntryRow {
  return {
    uuid: row.uuid,
    roomUuid: row.room_uuid,
    userUuid: row.user_uuid,
    shuffleKey: row.shuffle_key,
    joinedAt: new Date(row.joined_at),
    position: row.position,
    status: row.status,
    admittedAt: dateOf(row.admitted_at),
    passExpiresAt: dateOf(row.pass_expires_at),
    buyingAt: dateOf(row.buying_at),
    doneAt: dateOf(row.done_at),
  };
}

/** The next position for a place inserted after the shuffle (in the inserting transaction). */
async function placeAfterShuffle(tx: Tx, roomUuid: string, entryUuid: string): Promise<WaitingRoomEntryRow> {
  const [counter] = await tx
    .update(waitingRooms)
    .set({ nextPosition: sql`${waitingRooms.nextPosition} + 1` })
    .where(eq(waitingRooms.uuid, roomUuid))
    .returning({ position: waitingRooms.nextPosition });
  const [entry] = await tx
    .update(waitingRoomEntries)
    .set({ position: counter!.position })
    .where(eq(waitingRoomEntries.uuid, entryUuid))
    .returning();
  return entry!;
}

export type WaitingRoomsRepository = ReturnType<typeof createWaitingRoomsRepository>;
