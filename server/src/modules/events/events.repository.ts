import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminEventListQuery, EventPeriod } from '@tribuna/common/schemas/events';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { eventCategories, events, type EventCategoryRow, type EventRow } from '../../db/schema';

export type NewEvent = typeof events.$inferInsert;
export type NewEventCategory = Omit<typeof eventCategories.$inferInsert, 'eventUuid' | 'sold'>;

const sortBy = {
  name: czechOrder(localeText(events.name, 'cs')),
  startsAt: events.startsAt,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

/** Upcoming: not ended yet; past: ended. */
const inPeriod = (period: EventPeriod | undefined, now: Date): SQL | undefined =>
  period === 'upcoming' ? gt(events.endsAt, now) : period === 'past' ? lte(events.endsAt, now) : undefined;

export function createEventsRepository(db: DbOrTx) {
  return {
    list: (params: AdminEventListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, events, {
        page: params,
        where: and(
          params.q ? textSearch(params.q, [...localeValues(events.name), events.venue]) : undefined,
          inPeriod(params.period, now),
          params.published ? eq(events.published, params.published === 'true') : undefined,
        ),
        sortBy,
        defaultSort: 'startsAt',
      }),

    /** Published events of a period: upcoming soonest first, past latest first. */
    async listPublic(period: EventPeriod, limit: number, offset: number, now: Date, tx: DbOrTx = db) {
      const where = and(eq(events.published, true), inPeriod(period, now));
      const order = period === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt);
      const [rows, [totals]] = await Promise.all([
        tx.select().from(events).where(where).orderBy(order, asc(events.uuid)).limit(limit).offset(offset),
        tx
          .select({ total: sql<number>`count(*)::int` })
          .from(events)
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Events that end after the time, soonest first (the gate's choice). */
    endingAfter: (since: Date, tx: DbOrTx = db): Promise<EventRow[]> =>
      tx
        .select()
        .from(events)
        .where(gt(events.endsAt, since))
        .orderBy(asc(events.startsAt), asc(events.uuid))
        .limit(200),

    async find(uuid: string, tx: DbOrTx = db): Promise<EventRow | null> {
      const [row] = await tx.select().from(events).where(eq(events.uuid, uuid)).limit(1);
      return row ?? null;
    },
    findMany: (uuids: readonly string[], tx: DbOrTx = db): Promise<EventRow[]> =>
      uuids.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(events)
            .where(inArray(events.uuid, [...uuids]))
            .orderBy(asc(events.startsAt), asc(events.uuid)),
    async insert(values: NewEvent, tx: DbOrTx): Promise<EventRow> {
      const [row] = await tx.insert(events).values(values).returning();
      return row!;
    },
    async update(uuid: string, values: Partial<NewEvent>, tx: DbOrTx): Promise<EventRow | null> {
      const [row] = await tx
        .update(events)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(events.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async remove(uuid: string, tx: DbOrTx) {
      await tx.delete(events).where(eq(events.uuid, uuid));
    },

    async categoriesOf(eventUuids: readonly string[], tx: DbOrTx = db): Promise<EventCategoryRow[]> {
      if (eventUuids.length === 0) return [];
      return tx
        .select()
        .from(eventCategories)
        .where(inArray(eventCategories.eventUuid, [...eventUuids]))
        .orderBy(asc(eventCategories.position));
    },
    /**
     * Replaces the categories, keeping the count of general-admission tickets sold of each key that
     * stays (a category removed has sold none: the service checks).
     */
    async saveCategories(eventUuid: string, categories: readonly NewEventCategory[], tx: DbOrTx) {
      const keys = categories.map((c) => c.key);
      await tx
        .delete(eventCategories)
        .where(
          and(
            eq(eventCategories.eventUuid, eventUuid),
            keys.length ? sql`${eventCategories.key} <> all(${sql.param(keys)}::text[])` : undefined,
          ),
        );
      for (const category of categories) {
        const { key: _key, ...changes } = category;
        await tx
          .insert(eventCategories)
          .values({ ...category, eventUuid })
          .onConflictDoUpdate({ target: [eventCategories.eventUuid, eventCategories.key], set: changes });
      }
    },
    /** Tickets sold of categories about to be removed (general admission). */
    async soldOutside(eventUuid: string, keys: readonly string[], tx: DbOrTx) {
      const [row] = await tx
        .select({ sold: sql<number>`coalesce(sum(${eventCategories.sold}), 0)::int` })
        .from(eventCategories)
        .where(
          and(
            eq(eventCategories.eventUuid, eventUuid),
            keys.length ? sql`${eventCategories.key} <> all(${sql.param(keys)}::text[])` : undefined,
          ),
        );
      return row?.sold ?? 0;
    },
    /**
     * Takes `count` general-admission tickets of a category, atomically against its capacity (one
     * statement: two buyers never both take the last place). Answers whether they were taken.
     */
    async takeAdmissions(eventUuid: string, key: string, count: number, tx: DbOrTx = db) {
      const rows = await tx
        .update(eventCategories)
        .set({ sold: sql`${eventCategories.sold} + ${count}` })
        .where(
          and(
            eq(eventCategories.eventUuid, eventUuid),
            eq(eventCategories.key, key),
            sql`(${eventCategories.capacity} is null or ${eventCategories.sold} + ${count} <= ${eventCategories.capacity})`,
          ),
        )
        .returning({ sold: eventCategories.sold });
      return rows.length === 1;
    },
    async returnAdmissions(eventUuid: string, key: string, count: number, tx: DbOrTx = db) {
      await tx
        .update(eventCategories)
        .set({ sold: sql`greatest(0, ${eventCategories.sold} - ${count})` })
        .where(and(eq(eventCategories.eventUuid, eventUuid), eq(eventCategories.key, key)));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
