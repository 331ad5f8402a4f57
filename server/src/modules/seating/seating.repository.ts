import { eq, lt, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../../db/client';
import { eventSeats, holdTokens, seatingHolds, seatingPlans, type SeatingPlanRow } from '../../db/schema';

export type SeatingHold = { holdToken: string; expiresAt: Date | null };

/** The channel seat news travels on (one LISTEN per server process, see seatNews.ts). */
export const SEAT_NEWS_CHANNEL = 'seat_news';

/** A seat of a plan as stored, without its state. */
export interface PlanSeat {
  id: string;
  section: string;
  row: string;
  label: string;
  x: number;
  y: number;
  category: string;
  wheelchair: boolean;
  companion: boolean;
  blocked: boolean;
}

/** A seat that is not free: held (until `until`, by `holdToken`) or booked. */
export interface TakenSeat {
  id: string;
  category: string;
  status: 'held' | 'booked';
  holdToken: string | null;
  until: Date | null;
}

interface Rows<T> {
  rows: T[];
}

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * The news of a change, sent in the same statement as the change (NOTIFY is delivered at commit, so
 * a change rolled back tells nobody): for bookings, which may run in a caller's transaction. Holds
 * and releases, the bulk of sale day, send theirs in batches instead (seatNews.ts). `held` is the CTE of the changed rows (`id`, `held_until`).
 */
const notifyFrom = (eventUuid: SQL | string, status: 'held' | 'free' | 'booked', changed: string) =>
  sql`(select pg_notify(${SEAT_NEWS_CHANNEL}, json_build_object('e', ${eventUuid}::text, 's', ${status}::text, 'u', max(c.held_until), 'i', json_agg(c.id))::text) from ${sql.raw(changed)} c)`;

/** Many releases of one event: the seats are locked in id order first (as holds lock them), then freed. */
const releaseBatchStatement = (event: SQL, n: SQL, t: SQL, u: SQL, i: SQL) => sql`
  with settings as materialized (
    -- As holds (seat_hold_batch), releases do not wait for the disk at commit: one lost in a crash
    -- leaves its seats held until the hold lapses, as a hold lost leaves them free.
    select set_config('synchronous_commit', 'off', true)
  ), wanted as (
    select r.release_no, r.token, r.id
    from settings, unnest(${n}::integer[], ${t}::text[], ${u}::uuid[], ${i}::text[]) as r(release_no, token, user_uuid, id)
    where exists (select 1 from hold_tokens h where h.token = r.token and h.user_uuid = r.user_uuid)
  ), locked as (
    select s.id from event_seats s
    where s.event_uuid = ${event}::uuid and s.id in (select id from wanted)
    order by s.id for update
  )
  update event_seats s set hold_token = null, held_until = null
  from wanted w
  where s.event_uuid = ${event}::uuid and s.id = w.id and s.hold_token = w.token and s.order_uuid is null
    and s.id in (select id from locked)
  returning w.release_no, s.id`;
const RELEASE_BATCH_TEXT = new PgDialect().sqlToQuery(
  releaseBatchStatement(sql.raw('$1'), sql.raw('$2'), sql.raw('$3'), sql.raw('$4'), sql.raw('$5')),
).sql;

/** Books for an order every seat a token holds in force, telling the charts (in the same statement). */
const bookStatement = (token: SQL, orderUuid: SQL) => sql`
  with booked as (
    update event_seats set order_uuid = ${orderUuid}::uuid, booked_at = now(), hold_token = null, held_until = null
    where hold_token = ${token}::text and held_until > now() and order_uuid is null
    returning event_uuid, id, held_until
  ), news as (
    select pg_notify(${sql.raw(`'${SEAT_NEWS_CHANNEL}'`)}, json_build_object('e', event_uuid::text, 's', 'booked', 'i', json_agg(id))::text)
    from booked group by event_uuid
  )
  select event_uuid, id, (select count(*) from news) as notified from booked`;
const BOOK_TEXT = new PgDialect().sqlToQuery(bookStatement(sql.raw('$1'), sql.raw('$2'))).sql;

/** A row of `seat_hold_batch`: a seat held, or a reason a hold was refused (migration 0016). */
export interface HoldBatchRow {
  hold_no: number;
  seat_id: string | null;
  until: Date | string | null;
  outcome: 'held' | 'token-unknown' | 'token-expired' | 'unknown' | 'taken';
}

/** node-postgres' pool as drizzle holds it (PGlite's client has no named statements). */
interface NamedQueries {
  query(config: { name: string; text: string; values: unknown[] }): Promise<Rows<unknown>>;
}

export function createSeatingRepository(db: DbOrTx) {
  const rows = async <T>(query: SQL, tx: DbOrTx = db): Promise<T[]> =>
    ((await tx.execute(query)) as unknown as Rows<T>).rows;
  const client = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? (client as unknown as NamedQueries) : null;
  /**
   * The sale-day statements go to PostgreSQL as named prepared statements (parsed and planned once
   * per connection, and no query building in this process); elsewhere as usual.
   */
  const prepared = async <T>(name: string, text: string, values: unknown[], query: SQL): Promise<T[]> =>
    pool ? ((await pool.query({ name, text, values })).rows as T[]) : rows<T>(query);

  return {
    // --- The user's current token (logged user) ----------------------------------------------
    async findHold(userUuid: string, tx: DbOrTx = db): Promise<SeatingHold | null> {
      const [row] = await tx
        .select({ holdToken: seatingHolds.holdToken, expiresAt: seatingHolds.expiresAt })
        .from(seatingHolds)
        .where(eq(seatingHolds.userUuid, userUuid))
        .limit(1);
      return row ?? null;
    },
    async saveHold(userUuid: string, hold: SeatingHold, tx: DbOrTx = db) {
      await tx
        .insert(seatingHolds)
        .values({ userUuid, ...hold })
        .onConflictDoUpdate({ target: seatingHolds.userUuid, set: hold });
    },
    async deleteHold(userUuid: string, tx: DbOrTx = db) {
      await tx.delete(seatingHolds).where(eq(seatingHolds.userUuid, userUuid));
    },

    // --- Hold tokens ---------------------------------------------------------------------------
    async createToken(token: string, userUuid: string, expiresAt: Date, tx: DbOrTx = db) {
      await tx.insert(holdTokens).values({ token, userUuid, expiresAt });
    },
    async findToken(token: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(holdTokens).where(eq(holdTokens.token, token)).limit(1);
      return row ?? null;
    },
    /** Moves a token's end, and that of the seats it holds (a hold that lapsed unclaimed too). */
    async extendToken(token: string, until: Date, tx: DbOrTx = db) {
      await tx.update(holdTokens).set({ expiresAt: until }).where(eq(holdTokens.token, token));
      await tx.update(seatingHolds).set({ expiresAt: until }).where(eq(seatingHolds.holdToken, token));
      await rows(
        sql`with changed as (
              update event_seats set held_until = ${until}
              where hold_token = ${token} and order_uuid is null
              returning event_uuid, id, held_until)
            select pg_notify(${SEAT_NEWS_CHANNEL}, json_build_object('e', event_uuid::text, 's', 'held', 'u', max(held_until), 'i', json_agg(id))::text)
            from changed group by event_uuid`,
        tx,
      );
    },
    /** Deletes tokens that ended before `before`; answers how many. */
    async deleteTokensBefore(before: Date) {
      const deleted = await db
        .delete(holdTokens)
        .where(lt(holdTokens.expiresAt, before))
        .returning({ token: holdTokens.token });
      return deleted.length;
    },
    /** The seats the token holds in force, with where they are and their category. */
    async heldSeats(token: string, tx: DbOrTx = db) {
      return rows<{
        event_uuid: string;
        id: string;
        section: string;
        row: string;
        label: string;
        category: string;
      }>(
        sql`select event_uuid, id, section, row, label, category from event_seats
            where hold_token = ${token} and held_until > now() and order_uuid is null
            order by event_uuid, position`,
        tx,
      );
    },
    async seatsOfToken(token: string, tx: DbOrTx = db) {
      return rows<{ event_uuid: string; id: string }>(
        sql`select event_uuid, id from event_seats
            where hold_token = ${token} and held_until > now() and order_uuid is null
            order by event_uuid, position`,
        tx,
      );
    },

    // --- The engine ----------------------------------------------------------------------------
    /**
     * Many holds of one event in one call of `seat_hold_batch` (migration 0016), decided one after
     * the other in the given order, each with the rules of `hold`. Answers rows per hold (`hold_no`
     * counts from 1): the seats held, or why it was refused (see the migration).
     */
    async holdBatch(
      eventUuid: string,
      holds: readonly { ids: readonly string[]; token: string; userUuid: string }[],
    ) {
      const tokens = holds.map((h) => h.token);
      const users = holds.map((h) => h.userUuid);
      const counts = holds.map((h) => h.ids.length);
      const ids = holds.flatMap((h) => h.ids);
      return prepared<HoldBatchRow>(
        'tribuna_seat_hold_batch',
        'select hold_no, seat_id, until, outcome from seat_hold_batch($1::uuid, $2::text[], $3::uuid[], $4::integer[], $5::text[])',
        [eventUuid, tokens, users, counts, ids],
        sql`select hold_no, seat_id, until, outcome from seat_hold_batch(${eventUuid}::uuid, ${textArray(tokens)},
              ${sql.param(users)}::uuid[], ${sql.param(counts)}::integer[], ${textArray(ids)})`,
      );
    },

    /**
     * Many releases of one event in one statement: each frees those of its seats that its token
     * holds, if the token is its user's (as `release`). The seats are locked in id order, as holds
     * lock them. Answers the seats freed, by release (`release_no` counts from 1).
     */
    async releaseBatch(
      eventUuid: string,
      releases: readonly { ids: readonly string[]; token: string; userUuid: string }[],
    ) {
      const numbers = releases.flatMap((r, i) => r.ids.map(() => i + 1));
      const tokens = releases.flatMap((r) => r.ids.map(() => r.token));
      const users = releases.flatMap((r) => r.ids.map(() => r.userUuid));
      const ids = releases.flatMap((r) => r.ids);
      return prepared<{ release_no: number; id: string }>(
        'tribuna_seat_release_batch',
        RELEASE_BATCH_TEXT,
        [eventUuid, numbers, tokens, users, ids],
        releaseBatchStatement(
          sql`${eventUuid}`,
          sql`${sql.param(numbers)}`,
          sql`${sql.param(tokens)}`,
          sql`${sql.param(users)}`,
          sql`${sql.param(ids)}`,
        ),
      );
    },

    /**
     * Sends seat news gathered by seatNews.ts, in a transaction of its own that does not wait for
     * the disk (news lost in a crash is news the charts also get from their next read).
     */
    async notify(payloads: readonly string[]) {
      await db.execute(
        sql`select set_config('synchronous_commit', 'off', true), pg_notify(${SEAT_NEWS_CHANNEL}, payload)
            from unnest(${textArray(payloads)}) as payload`,
      );
    },

    /** Frees every seat the token holds (an order unbound); answers them. */
    async releaseAll(token: string, tx: DbOrTx = db) {
      return rows<{ event_uuid: string; id: string }>(
        sql`with freed as (
              update event_seats set hold_token = null, held_until = null
              where hold_token = ${token} and order_uuid is null
              returning event_uuid, id
            ), news as (
              select pg_notify(${SEAT_NEWS_CHANNEL}, json_build_object('e', event_uuid::text, 's', 'free', 'i', json_agg(id))::text)
              from freed group by event_uuid
            )
            select event_uuid, id, (select count(*) from news) as notified from freed`,
        tx,
      );
    },

    /** Books for the order every seat the token holds in force; answers them. */
    async book(token: string, orderUuid: string, tx: DbOrTx = db) {
      const query = bookStatement(sql`${token}`, sql`${orderUuid}`);
      // Outside a transaction (a payment confirmed on sale day) as a prepared statement.
      return tx === db
        ? prepared<{ event_uuid: string; id: string }>(
            'tribuna_seat_book',
            BOOK_TEXT,
            [token, orderUuid],
            query,
          )
        : rows<{ event_uuid: string; id: string }>(query, tx);
    },

    /**
     * Books the named seats for the order if each is free or held by this token (in force or not),
     * all or none (a payment confirmed after its hold lapsed). Answers the seats booked.
     */
    async bookObjects(
      eventUuid: string,
      ids: readonly string[],
      token: string,
      orderUuid: string,
      tx: DbOrTx = db,
    ) {
      return rows<{ id: string }>(
        sql`with locked as (
              select id, ((order_uuid is null or order_uuid = ${orderUuid}) and not blocked
                          and (hold_token is null or held_until <= now() or hold_token = ${token})) as free
              from event_seats where event_uuid = ${eventUuid} and id = any(${textArray(ids)})
              order by id for update
            ), verdict as (
              select (select count(*) from locked where free) = ${ids.length} as ok
            ), booked as (
              update event_seats s set order_uuid = ${orderUuid}, booked_at = now(), hold_token = null, held_until = null
              from verdict
              where verdict.ok and s.event_uuid = ${eventUuid} and s.id = any(${textArray(ids)})
              returning s.id, s.held_until
            )
            select id, ${notifyFrom(eventUuid, 'booked', 'booked')} as notified from booked`,
        tx,
      );
    },

    /** Frees these seats of the event if the order booked them (its lines were refunded). */
    async unbookObjects(eventUuid: string, ids: readonly string[], orderUuid: string, tx: DbOrTx = db) {
      return rows<{ event_uuid: string; id: string }>(
        sql`with freed as (
              update event_seats set order_uuid = null, booked_at = null
              where event_uuid = ${eventUuid} and id = any(${textArray(ids)}) and order_uuid = ${orderUuid}
              returning event_uuid, id
            ), news as (
              select pg_notify(${SEAT_NEWS_CHANNEL}, json_build_object('e', event_uuid::text, 's', 'free', 'i', json_agg(id))::text)
              from freed group by event_uuid
            )
            select event_uuid, id, (select count(*) from news) as notified from freed`,
        tx,
      );
    },

    /** Frees the seats an order booked (a cancelled or refunded order). */
    async unbook(orderUuid: string, tx: DbOrTx = db) {
      return rows<{ event_uuid: string; id: string }>(
        sql`with freed as (
              update event_seats set order_uuid = null, booked_at = null
              where order_uuid = ${orderUuid}
              returning event_uuid, id
            ), news as (
              select pg_notify(${SEAT_NEWS_CHANNEL}, json_build_object('e', event_uuid::text, 's', 'free', 'i', json_agg(id))::text)
              from freed group by event_uuid
            )
            select event_uuid, id, (select count(*) from news) as notified from freed`,
        tx,
      );
    },

    /** The ids of the seats held in force or booked now, as one array (sale day reads it often). */
    async takenIds(eventUuid: string): Promise<string[]> {
      const [row] = await prepared<{ ids: string[] }>(
        'tribuna_seat_taken_ids',
        `select coalesce(array_agg(id), '{}') as ids from event_seats
         where event_uuid = $1::uuid and (hold_token is not null or order_uuid is not null)
           and (order_uuid is not null or held_until > now())`,
        [eventUuid],
        sql`select coalesce(array_agg(id), '{}') as ids from event_seats
            where event_uuid = ${eventUuid}::uuid and (hold_token is not null or order_uuid is not null)
              and (order_uuid is not null or held_until > now())`,
      );
      return row?.ids ?? [];
    },

    /** The seats of an event that are not free now (served by the partial index of taken seats). */
    async taken(eventUuid: string, tx: DbOrTx = db): Promise<TakenSeat[]> {
      const found = await rows<{
        id: string;
        category: string;
        hold_token: string | null;
        held_until: Date | string | null;
        order_uuid: string | null;
      }>(
        sql`select id, category, hold_token, held_until, order_uuid from event_seats
            where event_uuid = ${eventUuid}
              and (hold_token is not null or order_uuid is not null)
              and (order_uuid is not null or held_until > now())`,
        tx,
      );
      return found.map((row) => ({
        id: row.id,
        category: row.category,
        status: row.order_uuid ? 'booked' : 'held',
        holdToken: row.order_uuid ? null : row.hold_token,
        until: row.order_uuid || !row.held_until ? null : new Date(row.held_until),
      }));
    },

    /** Taken seats per event and category, for the availability of event lists. */
    async takenCounts(eventUuids: readonly string[], tx: DbOrTx = db) {
      if (eventUuids.length === 0) return [];
      return rows<{ event_uuid: string; category: string; n: number }>(
        sql`select event_uuid, category, count(*)::int as n from event_seats
            where event_uuid = any(${sql.param(eventUuids)}::uuid[])
              and (hold_token is not null or order_uuid is not null)
              and (order_uuid is not null or held_until > now())
              and not blocked
            group by event_uuid, category`,
        tx,
      );
    },

    /** Whether any seat of the event is held in force or booked (its plan must not change then). */
    async anyTaken(eventUuid: string, tx: DbOrTx = db) {
      const [row] = await rows<{ taken: boolean }>(
        sql`select exists (select 1 from event_seats
              where event_uuid = ${eventUuid}
                and (order_uuid is not null or (hold_token is not null and held_until > now()))) as taken`,
        tx,
      );
      return row?.taken ?? false;
    },

    // --- Plans ---------------------------------------------------------------------------------
    async findPlan(eventUuid: string, tx: DbOrTx = db): Promise<SeatingPlanRow | null> {
      const [row] = await tx
        .select()
        .from(seatingPlans)
        .where(eq(seatingPlans.eventUuid, eventUuid))
        .limit(1);
      return row ?? null;
    },
    /**
     * Whether the event has a plan, without reading it: the seat stream's check, made thousands of
     * times as a sale opens (each plan read whole would be its seats' JSON parsed and dropped).
     */
    async planExists(eventUuid: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ eventUuid: seatingPlans.eventUuid })
        .from(seatingPlans)
        .where(eq(seatingPlans.eventUuid, eventUuid))
        .limit(1);
      return row !== undefined;
    },
    async plansOf(eventUuids: readonly string[], tx: DbOrTx = db) {
      if (eventUuids.length === 0) return [];
      return tx
        .select({
          eventUuid: seatingPlans.eventUuid,
          seatCounts: seatingPlans.seatCounts,
          seatCount: seatingPlans.seatCount,
        })
        .from(seatingPlans)
        .where(sql`${seatingPlans.eventUuid} = any(${sql.param(eventUuids)}::uuid[])`);
    },
    /** The seats of a plan in plan order (sections, rows, along the row). */
    async planSeats(eventUuid: string, tx: DbOrTx = db): Promise<PlanSeat[]> {
      return tx
        .select({
          id: eventSeats.id,
          section: eventSeats.section,
          row: eventSeats.row,
          label: eventSeats.label,
          x: eventSeats.x,
          y: eventSeats.y,
          category: eventSeats.category,
          wheelchair: eventSeats.wheelchair,
          companion: eventSeats.companion,
          blocked: eventSeats.blocked,
        })
        .from(eventSeats)
        .where(eq(eventSeats.eventUuid, eventUuid))
        .orderBy(eventSeats.position);
    },
    /** Replaces an event's plan and seats (the caller has made sure no seat is taken). */
    async savePlan(
      plan: Omit<SeatingPlanRow, 'updatedAt'>,
      seats: readonly PlanSeat[],
      tx: DbOrTx,
    ): Promise<SeatingPlanRow> {
      await tx.delete(eventSeats).where(eq(eventSeats.eventUuid, plan.eventUuid));
      // Columns as arrays through unnest: one statement per 5,000 seats, far under the parameter limit.
      const chunk = 5_000;
      for (let start = 0; start < seats.length; start += chunk) {
        const part = seats.slice(start, start + chunk);
        const column = <T>(pick: (seat: PlanSeat) => T) => sql.param(part.map(pick));
        await tx.execute(sql`
          insert into event_seats (event_uuid, position, id, section, row, label, x, y, category, wheelchair, companion, blocked)
          select ${plan.eventUuid}::uuid, ${start} + ordinality::int - 1, id, section, row, label, x, y, category, wheelchair, companion, blocked
          from unnest(${column((s) => s.id)}::text[], ${column((s) => s.section)}::text[], ${column((s) => s.row)}::text[],
                      ${column((s) => s.label)}::text[], ${column((s) => s.x)}::real[], ${column((s) => s.y)}::real[],
                      ${column((s) => s.category)}::text[], ${column((s) => s.wheelchair)}::boolean[],
                      ${column((s) => s.companion)}::boolean[], ${column((s) => s.blocked)}::boolean[])
            with ordinality as t(id, section, row, label, x, y, category, wheelchair, companion, blocked, ordinality)`);
      }
      const [row] = await tx
        .insert(seatingPlans)
        .values({ ...plan, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: seatingPlans.eventUuid,
          set: {
            stage: plan.stage,
            sections: plan.sections,
            seatCounts: plan.seatCounts,
            seatCount: plan.seatCount,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },
    async deletePlan(eventUuid: string, tx: DbOrTx) {
      await tx.delete(eventSeats).where(eq(eventSeats.eventUuid, eventUuid));
      await tx.delete(seatingPlans).where(eq(seatingPlans.eventUuid, eventUuid));
    },
  };
}

export type SeatingRepository = ReturnType<typeof createSeatingRepository>;
