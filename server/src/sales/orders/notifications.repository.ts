import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderNotifications, type OrderNotificationRow } from '../../db/schema';

export type NewOrderNotification = Pick<typeof orderNotifications.$inferInsert, 'orderUuid' | 'kind'> & {
  payload?: Record<string, string>;
};

/** The outbox of orders' e-mails (see the `order_notifications` table). */
export function createOrderNotificationsRepository(db: DbOrTx) {
  return {
    /** Writes a notification in the transaction that makes it due (it is due at once). */
    async insert(values: NewOrderNotification, tx: DbOrTx): Promise<void> {
      await tx.insert(orderNotifications).values({ ...values, payload: values.payload ?? {} });
    },

    /**
     * Claims up to `limit` due notifications, oldest first, until `leaseUntil`: each gets a new claim
     * token and one more attempt, and is not due again before the lease ends. One statement, with
     * `SKIP LOCKED`: two senders at once never claim the same row.
     */
    async claimDue(at: Date, leaseUntil: Date, limit: number): Promise<OrderNotificationRow[]> {
      const due = db
        .select({ uuid: orderNotifications.uuid })
        .from(orderNotifications)
        .where(and(isNull(orderNotifications.doneAt), lte(orderNotifications.nextAttemptAt, at)))
        .orderBy(asc(orderNotifications.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(orderNotifications)
        .set({
          claimToken: randomUUID(),
          attempts: sql`${orderNotifications.attempts} + 1`,
          nextAttemptAt: leaseUntil,
        })
        .where(inArray(orderNotifications.uuid, due))
        .returning();
    },

    /** Marks a claimed notification sent; false when the claim was lost (its lease ended, another took it). */
    async markDone(row: Pick<OrderNotificationRow, 'uuid' | 'claimToken'>, at: Date): Promise<boolean> {
      if (!row.claimToken) return false;
      const done = await db
        .update(orderNotifications)
        .set({ doneAt: at, claimToken: null, lastError: null })
        .where(and(eq(orderNotifications.uuid, row.uuid), eq(orderNotifications.claimToken, row.claimToken)))
        .returning({ uuid: orderNotifications.uuid });
      return done.length > 0;
    },

    /** A claimed notification that failed is due again at `nextAttemptAt`. */
    async markFailed(
      row: Pick<OrderNotificationRow, 'uuid' | 'claimToken'>,
      nextAttemptAt: Date,
      error: string,
    ): Promise<void> {
      if (!row.claimToken) return;
      await db
        .update(orderNotifications)
        .set({ nextAttemptAt, claimToken: null, lastError: error.slice(0, 500) })
        .where(and(eq(orderNotifications.uuid, row.uuid), eq(orderNotifications.claimToken, row.claimToken)));
    },

    /** An order's notifications, oldest first. */
    ofOrder: (orderUuid: string, tx: DbOrTx = db): Promise<OrderNotificationRow[]> =>
      tx
        .select()
        .from(orderNotifications)
        .where(eq(orderNotifications.orderUuid, orderUuid))
        .orderBy(asc(orderNotifications.createdAt)),

    /** How many notifications wait to be sent. */
    async pendingCount(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(orderNotifications)
        .where(isNull(orderNotifications.doneAt));
      return row?.n ?? 0;
    },
  };
}

export type OrderNotificationsRepository = ReturnType<typeof createOrderNotificationsRepository>;
