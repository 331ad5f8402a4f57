import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WaitlistEntryStatus, WaitlistSubject } from '@tribuna/common/schemas/waitlists';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  holdTokens,
  users,
  waitlistEntries,
  waitlistOffers,
  waitlists,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
  type WaitlistRow,
} from '../../db/schema';

/** What staff set. */
export type ListSettings = Pick<WaitlistRow, 'enabled' | 'closed' | 'maxQuantity' | 'offerHours'>;

/** The entries still in force: in line, offered, or ordering. */
const inForce = ['waiting', 'offered', 'ordered'] as const;

/** A free seat of a seated event, in the plan's order. */
export interface FreeSeat {
  id: string;
  category: string;
  section: string;
  row: string;
  label: string;
}

interface Rows<T> {
  rows: T[];
}

const rowsOf = async <T>(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export function createWaitlistsRepository(db: Db) {
  return {
    async findList(kind: WaitlistSubject, subjectUuid: string, tx: DbOrTx = db): Promise<WaitlistRow | null> {
      const [row] = await tx
        .select()
        .from(waitlists)
        .where(and(eq(waitlists.subjectKind, kind), eq(waitlists.subjectUuid, subjectUuid)))
        .limit(1);
      return row ?? null;
    },

    async findListByUuid(uuid: string, tx: DbOrTx = db): Promise<WaitlistRow | null> {
      const [row] = await tx.select().from(waitlists).where(eq(waitlists.uuid, uuid)).limit(1);
      return row ?? null;
    },

    /** The subject's list, made with the default settings if it has none yet. */
    async ensureList(kind: WaitlistSubject, subjectUuid: string, tx: DbOrTx = db): Promise<WaitlistRow> {
      await tx.insert(waitlists).values({ subjectKind: kind, subjectUuid }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(waitlists)
        .where(and(eq(waitlists.subjectKind, kind), eq(waitlists.subjectUuid, subjectUuid)))
        .limit(1);
      return row!;
    },

    /** Locks the list for one offering pass (the next server's pass waits, then sees its offers). */
    async lockList(uuid: string, tx: Tx): Promise<WaitlistRow | null> {
      const [row] = await tx.select().from(waitlists).where(eq(waitlists.uuid, uuid)).for('update').limit(1);
      return row ?? null;
    },

    async saveSettings(kind: WaitlistSubject, subjectUuid: string, values: ListSettings, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(waitlists)
        .values({ subjectKind: kind, subjectUuid, ...values })
        .onConflictDoUpdate({
          target: [waitlists.subjectKind, waitlists.subjectUuid],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** Those waiting are told `closed`; answers how many. */
    async closeWaiting(listUuid: string, tx: DbOrTx = db) {
      const rows = await tx
        .update(waitlistEntries)
        .set({ status: 'closed', endedAt: sql`now()` })
        .where(and(eq(waitlistEntries.waitlistUuid, listUuid), eq(waitlistEntries.status, 'waiting')))
        .returning({ uuid: waitlistEntries.uuid });
      return rows.length;
    },

    async entryInForce(listUuid: string, userUuid: string, category: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.waitlistUuid, listUuid),
            eq(waitlistEntries.userUuid, userUuid),
            eq(waitlistEntries.category, category),
            inArray(waitlistEntries.status, [...inForce]),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A new entry, or null when the person is in line for it already (the unique index decides). */
    async insertEntry(
      values: { waitlistUuid: string; userUuid: string; category: string; quantity: number },
      tx: DbOrTx = db,
    ): Promise<WaitlistEntryRow | null> {
      const [row] = await tx.insert(waitlistEntries).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findEntry(uuid: string, tx: DbOrTx = db): Promise<WaitlistEntryRow | null> {
      const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.uuid, uuid)).limit(1);
      return row ?? null;
    },

    async lockEntry(uuid: string, tx: Tx): Promise<WaitlistEntryRow | null> {
      const [row] = await tx
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.uuid, uuid))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async setEntryStatus(uuid: string, status: WaitlistEntryStatus, tx: DbOrTx = db) {
      const ended = status === 'waiting' || status === 'offered' || status === 'ordered';
      await tx
        .update(waitlistEntries)
        .set({ status, endedAt: ended ? null : sql`now()` })
        .where(eq(waitlistEntries.uuid, uuid));
    },

    /** The entry's place among those still waiting (1 = next); null once it is not waiting. */
    async positionOf(entry: Pick<WaitlistEntryRow, 'waitlistUuid' | 'seq' | 'status'>, tx: DbOrTx = db) {
      if (entry.status !== 'waiting') return null;
      const [row] = await tx
        .select({ n: count() })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.waitlistUuid, entry.waitlistUuid),
            eq(waitlistEntries.status, 'waiting'),
            sql`${waitlistEntries.seq} <= ${entry.seq}`,
          ),
        );
      return row?.n ?? null;
    },

    /** Those waiting in a list, in order of joining. */
    waitingLine: (listUuid: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.waitlistUuid, listUuid), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.seq)),

    /** Lists with someone waiting (the offers job's work). */
    listsWithWaiting: (tx: DbOrTx = db): Promise<WaitlistRow[]> =>
      rowsOf<Record<string, unknown>>(
        tx,
        sql`select w.uuid from waitlists w
            where exists (select 1 from waitlist_entries e where e.waitlist_uuid = w.uuid and e.status = 'waiting')`,
      ).then(async (rows) =>
        rows.length === 0
          ? []
          : tx
              .select()
              .from(waitlists)
              .where(
                inArray(
                  waitlists.uuid,
                  rows.map((row) => row.uuid as string),
                ),
              ),
      ),

    /**
     * The subjects whose returned places belong to their lists: someone waiting, or an offer open.
     * One statement: the servers keep the answer in memory and read it again every second.
     */
    guardedSubjects: (tx: DbOrTx = db) =>
      rowsOf<{ subject_uuid: string; category: string }>(
        tx,
        sql`select distinct w.subject_uuid, e.category from waitlists w
            join waitlist_entries e on e.waitlist_uuid = w.uuid
            where e.status in ('waiting', 'offered', 'ordered')`,
      ),

    /** The categories of these seats of an event. */
    seatCategories: (eventUuid: string, ids: readonly string[], tx: DbOrTx = db) =>
      rowsOf<{ category: string }>(
        tx,
        sql`select distinct category from event_seats where event_uuid = ${eventUuid} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ).then((rows) => rows.map((row) => row.category)),

    // --- Offers ---------------------------------------------------------------------------------
    async insertOffer(
      values: Pick<
        WaitlistOfferRow,
        'entryUuid' | 'quantity' | 'holdToken' | 'category' | 'expiresAt' | 'byStaff'
      >,
      tx: DbOrTx = db,
    ): Promise<WaitlistOfferRow> {
      const [row] = await tx.insert(waitlistOffers).values(values).returning();
      return row!;
    },

    /** The entries' latest offers. */
    async latestOffers(
      entryUuids: readonly string[],
      tx: DbOrTx = db,
    ): Promise<Map<string, WaitlistOfferRow>> {
      if (entryUuids.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(waitlistOffers)
        .where(inArray(waitlistOffers.entryUuid, [...entryUuids]))
        .orderBy(asc(waitlistOffers.createdAt));
      return new Map(rows.map((row) => [row.entryUuid, row]));
    },

    async openOfferOf(entryUuid: string, tx: DbOrTx = db): Promise<WaitlistOfferRow | null> {
      const [row] = await tx
        .select()
        .from(waitlistOffers)
        .where(
          and(eq(waitlistOffers.entryUuid, entryUuid), inArray(waitlistOffers.status, ['open', 'ordered'])),
        )
        .orderBy(desc(waitlistOffers.createdAt))
        .limit(1);
      return row ?? null;
    },

    async setOffer(
      uuid: string,
      values: Partial<Pick<WaitlistOfferRow, 'status' | 'orderUuid' | 'announcedAt'>>,
      tx: DbOrTx = db,
    ) {
      await tx.update(waitlistOffers).set(values).where(eq(waitlistOffers.uuid, uuid));
    },

    /** Open offers whose time is up, oldest first, each with its list. */
    lapsedOffers: (tx: DbOrTx = db) =>
      tx
        .select({ offer: waitlistOffers, entry: waitlistEntries })
        .from(waitlistOffers)
        .innerJoin(waitlistEntries, eq(waitlistEntries.uuid, waitlistOffers.entryUuid))
        .where(and(eq(waitlistOffers.status, 'open'), sql`${waitlistOffers.expiresAt} <= now()`))
        .orderBy(asc(waitlistOffers.expiresAt))
        .limit(500),

    /** Offers turned into orders that are no longer pending (paid, or given up). */
    settledOrders: (tx: DbOrTx = db) =>
      rowsOf<{ offer_uuid: string; entry_uuid: string; status: string }>(
        tx,
        sql`select o.uuid as offer_uuid, o.entry_uuid, ord.status from waitlist_offers o
            join orders ord on ord.uuid = o.order_uuid
            where o.status = 'ordered' and (ord.status <> 'pending' or ord.expires_at <= now())
            limit 500`,
      ),

    /** Offers not announced yet (a server that stopped before announcing leaves them to the job). */
    unannounced: (tx: DbOrTx = db) =>
      tx
        .select({ uuid: waitlistOffers.uuid })
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.status, 'open'), sql`${waitlistOffers.announcedAt} is null`))
        .limit(500),

    /** Takes the announcement of an offer (once, whichever server comes first). */
    async claimAnnouncement(uuid: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(waitlistOffers)
        .set({ announcedAt: sql`now()` })
        .where(and(eq(waitlistOffers.uuid, uuid), sql`${waitlistOffers.announcedAt} is null`))
        .returning({ uuid: waitlistOffers.uuid });
      return rows.length === 1;
    },

    async offerWithEntry(offerUuid: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ offer: waitlistOffers, entry: waitlistEntries, list: waitlists })
        .from(waitlistOffers)
        .innerJoin(waitlistEntries, eq(waitlistEntries.uuid, waitlistOffers.entryUuid))
        .innerJoin(waitlists, eq(waitlists.uuid, waitlistEntries.waitlistUuid))
        .where(eq(waitlistOffers.uuid, offerUuid))
        .limit(1);
      return row ?? null;
    },

    /** A person's open offer (held places) for a subject, if any. */
    async openOfferFor(userUuid: string, subjectUuid: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ offer: waitlistOffers, entry: waitlistEntries })
        .from(waitlistOffers)
        .innerJoin(waitlistEntries, eq(waitlistEntries.uuid, waitlistOffers.entryUuid))
        .innerJoin(waitlists, eq(waitlists.uuid, waitlistEntries.waitlistUuid))
        .where(
          and(
            eq(waitlistEntries.userUuid, userUuid),
            eq(waitlists.subjectUuid, subjectUuid),
            eq(waitlistOffers.status, 'open'),
            sql`${waitlistOffers.expiresAt} > now()`,
          ),
        )
        .for('update', { of: waitlistOffers })
        .limit(1);
      return row ?? null;
    },

    /** Open offers of a membership's list (each keeps one place of its capacity). */
    async openOfferCount(listUuid: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(waitlistOffers)
        .innerJoin(waitlistEntries, eq(waitlistEntries.uuid, waitlistOffers.entryUuid))
        .where(
          and(
            eq(waitlistEntries.waitlistUuid, listUuid),
            inArray(waitlistOffers.status, ['open', 'ordered']),
          ),
        );
      return row?.n ?? 0;
    },

    // --- Seats ----------------------------------------------------------------------------------
    /** The seats of an event that nobody has (not blocked, not booked, no hold in force), in plan order. */
    freeSeats: (eventUuid: string, tx: DbOrTx = db) =>
      rowsOf<FreeSeat>(
        tx,
        sql`select id, category, section, row, label from event_seats
            where event_uuid = ${eventUuid} and not blocked and order_uuid is null
              and (hold_token is null or held_until <= now())
            order by position`,
      ),

    /**
     * Holds the seats for the offer's person with a token of theirs until `until`; answers the seats
     * it held (fewer than asked when someone took one meanwhile).
     */
    async holdSeats(
      eventUuid: string,
      ids: readonly string[],
      token: string,
      userUuid: string,
      until: Date,
      tx: Tx,
    ): Promise<string[]> {
      await tx.insert(holdTokens).values({ token, userUuid, expiresAt: until });
      const held = await rowsOf<{ id: string }>(
        tx,
        sql`update event_seats set hold_token = ${token}, held_until = ${until.toISOString()}::timestamptz
            where event_uuid = ${eventUuid} and id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
              and not blocked and order_uuid is null and (hold_token is null or held_until <= now())
            returning id`,
      );
      return held.map((row) => row.id);
    },

    /** Lets go of the seats a token still holds (not those booked meanwhile). */
    async releaseSeats(token: string, tx: DbOrTx = db) {
      await tx.execute(
        sql`update event_seats set hold_token = null, held_until = null
            where hold_token = ${token} and order_uuid is null`,
      );
    },

    seatsOfToken: (token: string, tx: DbOrTx = db) =>
      rowsOf<FreeSeat>(
        tx,
        sql`select id, category, section, row, label from event_seats
            where hold_token = ${token} and order_uuid is null order by position`,
      ),

    // --- Reading ----------------------------------------------------------------------------------
    /** A person's entries of all lists, newest first. */
    myEntries: (userUuid: string, tx: DbOrTx = db) =>
      tx
        .select({ entry: waitlistEntries, list: waitlists })
        .from(waitlistEntries)
        .innerJoin(waitlists, eq(waitlists.uuid, waitlistEntries.waitlistUuid))
        .where(eq(waitlistEntries.userUuid, userUuid))
        .orderBy(desc(waitlistEntries.seq))
        .limit(200),

    async stats(listUuid: string, tx: DbOrTx = db) {
      const rows = await tx
        .select({
          status: waitlistEntries.status,
          n: count(),
          quantity: sql<number>`coalesce(sum(${waitlistEntries.quantity}), 0)::int`,
        })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.waitlistUuid, listUuid))
        .groupBy(waitlistEntries.status);
      return rows;
    },

    /** Staff's page of a list's entries, in order of joining, with each person's e-mail and name. */
    async entries(
      listUuid: string,
      query: { limit: number; offset: number; order: 'asc' | 'desc'; status?: WaitlistEntryStatus },
      tx: DbOrTx = db,
    ) {
      const where = and(
        eq(waitlistEntries.waitlistUuid, listUuid),
        query.status ? eq(waitlistEntries.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            entry: waitlistEntries,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(waitlistEntries)
          .innerJoin(users, eq(users.uuid, waitlistEntries.userUuid))
          .where(where)
          .orderBy(query.order === 'desc' ? desc(waitlistEntries.seq) : asc(waitlistEntries.seq))
          .limit(query.limit)
          .offset(query.offset),
        tx.select({ n: count() }).from(waitlistEntries).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Positions of waiting entries of a list (1 = next), by entry uuid. */
    async positions(listUuid: string, tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ uuid: waitlistEntries.uuid })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.waitlistUuid, listUuid), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.seq));
      return new Map(rows.map((row, i) => [row.uuid, i + 1]));
    },
  };
}

export type WaitlistsRepository = ReturnType<typeof createWaitlistsRepository>;
