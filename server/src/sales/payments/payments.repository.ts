import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  paymentAttempts,
  paymentOrderNumbers,
  recurringPayments,
  type PaymentAttemptRow,
} from '../../db/schema';

export type NewPaymentAttempt = Omit<typeof paymentAttempts.$inferInsert, 'orderNumber'>;
export type PaymentAttemptResult = Pick<
  typeof paymentAttempts.$inferInsert,
  'status' | 'prCode' | 'srCode' | 'resultText' | 'gatewayAnswer'
>;

/**
 * When an unanswered attempt is asked about at the gateway: once its answer is overdue, then again
 * now and then; more often while its order may still be paid (made since `liveSince`).
 */
export interface UnansweredDue {
  answeredBefore: Date;
  checkedBefore: Date;
  liveSince: Date;
  liveCheckedBefore: Date;
}

export function createPaymentsRepository(db: DbOrTx) {
  return {
    /** Inserts an attempt with the next ORDERNUMBER of the sequence. */
    async insertAttempt(values: NewPaymentAttempt, tx: DbOrTx = db): Promise<PaymentAttemptRow> {
      const [row] = await tx
        .insert(paymentAttempts)
        .values({ ...values, orderNumber: sql.raw(`nextval('${paymentOrderNumbers.seqName}')`) })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The attempt of an ORDERNUMBER, locked until the transaction ends: decided once, whoever asks. */
    async lockByOrderNumber(orderNumber: bigint, tx: DbOrTx): Promise<PaymentAttemptRow | null> {
      const [row] = await tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderNumber, orderNumber))
        .for('update');
      return row ?? null;
    },
    /**
     * The oldest unanswered attempt made before `due.answeredBefore` and not asked about since
     * `due.checkedBefore` (or, made since `due.liveSince`, since `due.liveCheckedBefore`), locked;
     * one that another server holds is skipped, so sweepers on N servers share the work.
     */
    async claimUnanswered(due: UnansweredDue, tx: DbOrTx): Promise<PaymentAttemptRow | null> {
      const [row] = await tx
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.status, 'created'),
            lt(paymentAttempts.createdAt, due.answeredBefore),
            or(
              isNull(paymentAttempts.checkedAt),
              lt(paymentAttempts.checkedAt, due.checkedBefore),
              and(
                gte(paymentAttempts.createdAt, due.liveSince),
                lt(paymentAttempts.checkedAt, due.liveCheckedBefore),
              ),
            ),
          ),
        )
        .orderBy(asc(paymentAttempts.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },
    async latestForOrders(orderUuids: string[], tx: DbOrTx = db): Promise<PaymentAttemptRow[]> {
      if (orderUuids.length === 0) return [];
      return tx
        .selectDistinctOn([paymentAttempts.orderUuid])
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.orderUuid, orderUuids))
        .orderBy(
          paymentAttempts.orderUuid,
          desc(paymentAttempts.createdAt),
          desc(paymentAttempts.orderNumber),
        );
    },
    listForOrder: (orderUuid: string, tx: DbOrTx = db): Promise<PaymentAttemptRow[]> =>
      tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderUuid, orderUuid))
        .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.orderNumber)),
    async saveResult(uuid: string, result: PaymentAttemptResult, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(paymentAttempts)
        .set({ ...result, completedAt: at })
        .where(eq(paymentAttempts.uuid, uuid));
    },
    async markChecked(uuid: string, at: Date, tx: DbOrTx): Promise<void> {
      await tx.update(paymentAttempts).set({ checkedAt: at }).where(eq(paymentAttempts.uuid, uuid));
    },
    async saveRecurringMaster(lineUuid: string, masterOrderNumber: bigint, tx: DbOrTx): Promise<void> {
      await tx.insert(recurringPayments).values({ lineUuid, masterOrderNumber }).onConflictDoNothing();
    },
    async recurringMaster(lineUuid: string, tx: DbOrTx = db): Promise<bigint | null> {
      const [row] = await tx
        .select({ master: recurringPayments.masterOrderNumber })
        .from(recurringPayments)
        .where(eq(recurringPayments.lineUuid, lineUuid));
      return row?.master ?? null;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
