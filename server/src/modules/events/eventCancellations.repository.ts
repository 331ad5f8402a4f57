import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AdminRefundRequestListQuery } from '@tribuna/common/schemas/eventCancellations';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list';
import {
  eventCancellationOrders,
  eventCancellations,
  eventNotices,
  events,
  refundRequests,
  type EventCancellationOrderRow,
  type EventCancellationRow,
  type EventNoticeRow,
  type EventRow,
  type RefundRequestRow,
} from '../../db/schema';

export type {
  EventCancellationOrderRow,
  EventCancellationRow,
  EventNoticeRow,
  RefundRequestRow,
} from '../../db/schema';
export type NewEventNotice = typeof eventNotices.$inferInsert;
export type NewRefundRequest = typeof refundRequests.$inferInsert;

const requestSortBy = {
  createdAt: refundRequests.createdAt,
  decidedAt: refundRequests.decidedAt,
  status: refundRequests.status,
};

/**
 * The events domain's records of cancelled and moved events: the cancellation's job and its orders,
 * the buyers' notices (an outbox), and holders' refund requests. Claims take rows with
 * `FOR UPDATE SKIP LOCKED`, so servers sweeping at once never take the same.
 */
export function createEventCancellationsRepository(db: DbOrTx) {
  return {
    /** The event, locked for its cancellation or move. */
    async lockEvent(uuid: string, tx: DbOrTx): Promise<EventRow | null> {
      const [row] = await tx.select().from(events).where(eq(events.uuid, uuid)).for('update');
      return row ?? null;
    },

    /**
     * These events locked against their cancellation (and a move) until `tx` ends; locks of this kind
     * do not wait for one another.
     */
    async shareEvents(uuids: readonly string[], tx: DbOrTx): Promise<void> {
      if (uuids.length === 0) return;
      await tx
        .select({ uuid: events.uuid })
        .from(events)
        .where(inArray(events.uuid, [...uuids]))
        .orderBy(asc(events.uuid))
        .for('share');
    },

    async markCancelled(uuid: string, reason: string, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(events)
        .set({ cancelledAt: at, cancelReason: reason, updatedAt: at })
        .where(eq(events.uuid, uuid));
    },

    async insert(values: typeof eventCancellations.$inferInsert, tx: DbOrTx): Promise<EventCancellationRow> {
      const [row] = await tx.insert(eventCancellations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async ofEvent(eventUuid: string, tx: DbOrTx = db): Promise<EventCancellationRow | null> {
      const [row] = await tx
        .select()
        .from(eventCancellations)
        .where(eq(eventCancellations.eventUuid, eventUuid));
      return row ?? null;
    },

    async find(uuid: string, tx: DbOrTx = db): Promise<EventCancellationRow | null> {
      const [row] = await tx.select().from(eventCancellations).where(eq(eventCancellations.uuid, uuid));
      return row ?? null;
    },

    /** Adds the orders to refund; answers those that were not listed yet. */
    async addOrders(cancellationUuid: string, orderUuids: readonly string[], tx: DbOrTx): Promise<string[]> {
      if (orderUuids.length === 0) return [];
      const added: string[] = [];
      // In slices: one statement's parameters are limited (an event may have thousands of orders).
      for (let i = 0; i < orderUuids.length; i += 1000) {
        const rows = await tx
          .insert(eventCancellationOrders)
          .values(orderUuids.slice(i, i + 1000).map((orderUuid) => ({ cancellationUuid, orderUuid })))
          .onConflictDoNothing()
          .returning({ orderUuid: eventCancellationOrders.orderUuid });
        added.push(...rows.map((row) => row.orderUuid));
      }
      return added;
    },

    /** Pending orders of running jobs, taken for refunding (locked until `tx` ends). */
    claimPending: (limit: number, tx: DbOrTx): Promise<EventCancellationOrderRow[]> =>
      tx
        .select()
        .from(eventCancellationOrders)
        .where(eq(eventCancellationOrders.status, 'pending'))
        .orderBy(asc(eventCancellationOrders.updatedAt))
        .limit(limit)
        .for('update', { skipLocked: true }),

    /** Orders whose refund was made but not settled when last looked at (before `before`). */
    claimRefunding: (before: Date, limit: number, tx: DbOrTx): Promise<EventCancellationOrderRow[]> =>
      tx
        .select()
        .from(eventCancellationOrders)
        .where(
          and(eq(eventCancellationOrders.status, 'refunding'), lt(eventCancellationOrders.updatedAt, before)),
        )
        .orderBy(asc(eventCancellationOrders.updatedAt))
        .limit(limit)
        .for('update', { skipLocked: true }),

    async lockOrder(
      cancellationUuid: string,
      orderUuid: string,
      tx: DbOrTx,
    ): Promise<EventCancellationOrderRow | null> {
      const [row] = await tx
        .select()
        .from(eventCancellationOrders)
        .where(
          and(
            eq(eventCancellationOrders.cancellationUuid, cancellationUuid),
            eq(eventCancellationOrders.orderUuid, orderUuid),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async updateOrder(
      row: Pick<EventCancellationOrderRow, 'cancellationUuid' | 'orderUuid'>,
      values: Partial<Pick<EventCancellationOrderRow, 'status' | 'refundUuid' | 'attempts' | 'error'>>,
      at: Date,
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(eventCancellationOrders)
        .set({ ...values, updatedAt: at })
        .where(
          and(
            eq(eventCancellationOrders.cancellationUuid, row.cancellationUuid),
            eq(eventCancellationOrders.orderUuid, row.orderUuid),
          ),
        );
    },

    /**
     * Counts the job's orders again; `done` when none is left to refund (its finish time kept from
     * the first time), `running` otherwise.
     */
    async refreshCounts(uuid: string, at: Date, tx: DbOrTx): Promise<EventCancellationRow> {
      const orders = eventCancellationOrders;
      // Locked first: two orders recorded at once are counted one after the other (counted in one
      // statement, the second would not see the first's order and leave the job running).
      await tx
        .select({ uuid: eventCancellations.uuid })
        .from(eventCancellations)
        .where(eq(eventCancellations.uuid, uuid))
        .for('update');
      const [row] = await tx
        .update(eventCancellations)
        .set({
          total: sql`(select count(*)::int from ${orders} where ${orders.cancellationUuid} = ${uuid})`,
          done: sql`(select count(*)::int from ${orders} where ${orders.cancellationUuid} = ${uuid} and ${orders.status} = 'done')`,
          failed: sql`(select count(*)::int from ${orders} where ${orders.cancellationUuid} = ${uuid} and ${orders.status} = 'failed')`,
          status: sql`case when exists (select 1 from ${orders} where ${orders.cancellationUuid} = ${uuid} and ${orders.status} in ('pending', 'refunding')) then 'running' else 'done' end`,
          finishedAt: sql`case when exists (select 1 from ${orders} where ${orders.cancellationUuid} = ${uuid} and ${orders.status} in ('pending', 'refunding')) then null else ${at.toISOString()}::timestamptz end`,
        })
        .where(eq(eventCancellations.uuid, uuid))
        .returning();
      if (!row) throw new Error(`No event cancellation ${uuid}`);
      return row;
    },

    failuresOf: (uuid: string, tx: DbOrTx = db): Promise<EventCancellationOrderRow[]> =>
      tx
        .select()
        .from(eventCancellationOrders)
        .where(
          and(
            eq(eventCancellationOrders.cancellationUuid, uuid),
            eq(eventCancellationOrders.status, 'failed'),
          ),
        )
        .orderBy(asc(eventCancellationOrders.orderUuid)),

    /** The failed orders become pending again (answers how many). */
    async retryFailed(uuid: string, at: Date, tx: DbOrTx): Promise<number> {
      const rows = await tx
        .update(eventCancellationOrders)
        .set({ status: 'pending', updatedAt: at })
        .where(
          and(
            eq(eventCancellationOrders.cancellationUuid, uuid),
            eq(eventCancellationOrders.status, 'failed'),
          ),
        )
        .returning({ orderUuid: eventCancellationOrders.orderUuid });
      return rows.length;
    },

    /** Refunding jobs still running, or finished after `since` (a late payment may still come). */
    watched: (since: Date, tx: DbOrTx = db): Promise<EventCancellationRow[]> =>
      tx
        .select()
        .from(eventCancellations)
        .where(
          and(
            eq(eventCancellations.refund, true),
            or(eq(eventCancellations.status, 'running'), gt(eventCancellations.finishedAt, since)),
          ),
        ),

    // --- Notices -------------------------------------------------------------------------------

    async addNotices(values: NewEventNotice[], tx: DbOrTx): Promise<void> {
      for (let i = 0; i < values.length; i += 1000)
        await tx.insert(eventNotices).values(values.slice(i, i + 1000));
    },

    /** Unsent notices due now, taken for sending (locked until `tx` ends). */
    claimNotices: (now: Date, limit: number, tx: DbOrTx): Promise<EventNoticeRow[]> =>
      tx
        .select()
        .from(eventNotices)
        .where(and(isNull(eventNotices.sentAt), lte(eventNotices.nextAttemptAt, now)))
        .orderBy(asc(eventNotices.nextAttemptAt), asc(eventNotices.uuid))
        .limit(limit)
        .for('update', { skipLocked: true }),

    async updateNotice(
      uuid: string,
      values: Partial<Pick<EventNoticeRow, 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt'>>,
      tx: DbOrTx,
    ): Promise<void> {
      await tx.update(eventNotices).set(values).where(eq(eventNotices.uuid, uuid));
    },

    /** Adds a notice unless one of its uuid is there already (one derived from what it is about). */
    async addNoticeOnce(values: NewEventNotice & { uuid: string }, tx: DbOrTx): Promise<void> {
      await tx.insert(eventNotices).values(values).onConflictDoNothing({ target: eventNotices.uuid });
    },

    /** Who has a notice of this kind about the event and order queued at `since` or later (null: the buyer). */
    async noticeRecipientsSince(
      notice: Pick<EventNoticeRow, 'eventUuid' | 'orderUuid' | 'kind'>,
      since: Date,
      tx: DbOrTx,
    ): Promise<(string | null)[]> {
      const rows = await tx
        .select({ recipientUuid: eventNotices.recipientUuid })
        .from(eventNotices)
        .where(
          and(
            eq(eventNotices.eventUuid, notice.eventUuid),
            eq(eventNotices.orderUuid, notice.orderUuid),
            eq(eventNotices.kind, notice.kind),
            gte(eventNotices.createdAt, since),
          ),
        );
      return rows.map((row) => row.recipientUuid);
    },

    noticesOf: (eventUuid: string, tx: DbOrTx = db): Promise<EventNoticeRow[]> =>
      tx.select().from(eventNotices).where(eq(eventNotices.eventUuid, eventUuid)),

    // --- Refund requests -----------------------------------------------------------------------

    async insertRequest(values: NewRefundRequest, tx: DbOrTx): Promise<RefundRequestRow> {
      const [row] = await tx.insert(refundRequests).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findRequest(uuid: string, tx: DbOrTx = db): Promise<RefundRequestRow | null> {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.uuid, uuid));
      return row ?? null;
    },

    async lockRequest(uuid: string, tx: DbOrTx): Promise<RefundRequestRow | null> {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.uuid, uuid)).for('update');
      return row ?? null;
    },

    /** The request of the order for the event that was not rejected (one at most). */
    async openRequest(
      orderUuid: string,
      eventUuid: string,
      tx: DbOrTx = db,
    ): Promise<RefundRequestRow | null> {
      const [row] = await tx
        .select()
        .from(refundRequests)
        .where(
          and(
            eq(refundRequests.orderUuid, orderUuid),
            eq(refundRequests.eventUuid, eventUuid),
            inArray(refundRequests.status, ['requested', 'approved']),
          ),
        );
      return row ?? null;
    },

    requestsOfOrder: (orderUuid: string, tx: DbOrTx = db): Promise<RefundRequestRow[]> =>
      tx
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.orderUuid, orderUuid))
        .orderBy(asc(refundRequests.createdAt)),

    async updateRequest(
      uuid: string,
      values: Partial<
        Pick<RefundRequestRow, 'status' | 'refundUuid' | 'rejectReason' | 'decidedBy' | 'decidedAt'>
      >,
      tx: DbOrTx,
    ): Promise<RefundRequestRow> {
      const [row] = await tx
        .update(refundRequests)
        .set(values)
        .where(eq(refundRequests.uuid, uuid))
        .returning();
      if (!row) throw new Error(`No refund request ${uuid}`);
      return row;
    },

    listRequests: (query: AdminRefundRequestListQuery, tx: DbOrTx = db) =>
      listPage(tx, refundRequests, {
        page: query,
        where: and(
          query.status ? eq(refundRequests.status, query.status) : undefined,
          query.eventUuid ? eq(refundRequests.eventUuid, query.eventUuid) : undefined,
          query.orderUuid ? eq(refundRequests.orderUuid, query.orderUuid) : undefined,
        ),
        sortBy: requestSortBy,
        defaultSort: 'createdAt',
      }),

    async eventsByUuid(uuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, EventRow>> {
      if (uuids.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(events)
        .where(inArray(events.uuid, [...new Set(uuids)]));
      return new Map(rows.map((row) => [row.uuid, row]));
    },
  };
}

export type EventCancellationsRepository = ReturnType<typeof createEventCancellationsRepository>;
