import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import { addPragueCalendar, pragueStartOfIsoDay } from '@tribuna/common/dates';
import type { AdminRefundCsvQuery, AdminRefundListQuery } from '@tribuna/common/schemas/refunds';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list';
import {
  orderLines,
  orders,
  refundLines,
  refunds,
  type RefundLineRow,
  type RefundRow,
} from '../../db/schema';

export type NewRefund = typeof refunds.$inferInsert;
export type { RefundLineRow, RefundRow };

/** The ticket line kind's name (sales/kinds/ticket.ts): a refund of an event's tickets has its lines. */
const TICKET_LINE = 'ticket';

const sortBy = {
  createdAt: refunds.createdAt,
  settledAt: refunds.settledAt,
  amount: refunds.amount,
  status: refunds.status,
};

/** The list's filters; days are Prague's calendar days, `to` includes its whole day. */
function filters(query: AdminRefundCsvQuery): SQL | undefined {
  const from = query.from ? pragueStartOfIsoDay(query.from) : null;
  const end = query.to ? pragueStartOfIsoDay(query.to) : null;
  return and(
    query.orderUuid ? eq(refunds.orderUuid, query.orderUuid) : undefined,
    query.status ? eq(refunds.status, query.status) : undefined,
    query.eventCancellationUuid ? eq(refunds.eventCancellationUuid, query.eventCancellationUuid) : undefined,
    from ? gte(refunds.createdAt, from) : undefined,
    end ? lt(refunds.createdAt, addPragueCalendar(end, 1, 'day')) : undefined,
    query.eventUuid
      ? inArray(
          refunds.uuid,
          sql`(select ${refundLines.refundUuid} from ${refundLines}
               join ${orderLines} on ${orderLines.uuid} = ${refundLines.orderLineUuid}
               where ${orderLines.kind} = ${TICKET_LINE} and ${orderLines.refUuid} = ${query.eventUuid})`,
        )
      : undefined,
    query.q
      ? or(
          sql`${refunds.uuid}::text = ${query.q.toLowerCase()}`,
          sql`${refunds.orderUuid}::text = ${query.q.toLowerCase()}`,
          sql`tribuna_fold(${refunds.reason}) like tribuna_fold(${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
        )
      : undefined,
  );
}

/**
 * The refunds of orders (sales/refunds): the refund rows with their lines. A refund is inserted
 * under its order's lock and settled under its own row's lock.
 */
export function createRefundsRepository(db: DbOrTx) {
  return {
    async insert(
      values: NewRefund,
      lines: Omit<RefundLineRow, 'refundUuid'>[],
      tx: DbOrTx,
    ): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      if (lines.length > 0)
        await tx.insert(refundLines).values(lines.map((line) => ({ ...line, refundUuid: row.uuid })));
      return row;
    },
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<RefundRow | null> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** The refund, locked until the transaction ends: settled once, whoever settles it. */
    async lock(uuid: string, tx: DbOrTx): Promise<RefundRow | null> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.uuid, uuid)).for('update');
      return row ?? null;
    },
    /**
     * The pending refund due for another ask at the gateway soonest, locked; one another server
     * holds is skipped, so sweepers on N servers share the work.
     */
    async claimDue(now: Date, tx: DbOrTx): Promise<RefundRow | null> {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(refunds.nextAttemptAt), asc(refunds.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },
    async update(
      uuid: string,
      values: Partial<
        Pick<
          RefundRow,
          'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'creditNoteUuid' | 'settledAt'
        >
      >,
      tx: DbOrTx,
    ): Promise<RefundRow> {
      const [row] = await tx.update(refunds).set(values).where(eq(refunds.uuid, uuid)).returning();
      if (!row) throw new Error(`refund ${uuid} is gone`);
      return row;
    },
    /** The order's refunds that did not fail (they count against what was paid) with their lines. */
    async standingOfOrder(
      orderUuid: string,
      tx: DbOrTx,
    ): Promise<{ amount: number; lineUuids: Set<string> }> {
      const rows = await tx
        .select({ uuid: refunds.uuid, amount: refunds.amount })
        .from(refunds)
        .where(and(eq(refunds.orderUuid, orderUuid), ne(refunds.status, 'failed')));
      const lines =
        rows.length === 0
          ? []
          : await tx
              .select({ orderLineUuid: refundLines.orderLineUuid })
              .from(refundLines)
              .where(
                inArray(
                  refundLines.refundUuid,
                  rows.map((row) => row.uuid),
                ),
              );
      return {
        amount: rows.reduce((sum, row) => sum + row.amount, 0),
        lineUuids: new Set(lines.map((line) => line.orderLineUuid)),
      };
    },
    linesOf: async (refundUuids: readonly string[], tx: DbOrTx = db): Promise<RefundLineRow[]> =>
      refundUuids.length === 0
        ? []
        : tx
            .select()
            .from(refundLines)
            .where(inArray(refundLines.refundUuid, [...refundUuids])),
    list: (query: AdminRefundListQuery, tx: DbOrTx = db) =>
      listPage(tx, refunds, { page: query, where: filters(query), sortBy, defaultSort: 'createdAt' }),
    /** Every refund the filters find, for the CSV. */
    all: (query: AdminRefundCsvQuery, tx: DbOrTx = db): Promise<RefundRow[]> =>
      tx
        .select()
        .from(refunds)
        .where(filters(query))
        .orderBy((query.order === 'desc' ? desc : asc)(sortBy[query.sort ?? 'createdAt']), asc(refunds.uuid)),
    ofCancellation: (eventCancellationUuid: string, tx: DbOrTx = db): Promise<RefundRow[]> =>
      tx
        .select()
        .from(refunds)
        .where(eq(refunds.eventCancellationUuid, eventCancellationUuid))
        .orderBy(asc(refunds.createdAt), asc(refunds.uuid)),
    /** Refunds settled as refunded since `from`, per currency: their sum and count (the dashboard's). */
    refundedSince: (from: Date, tx: DbOrTx = db) =>
      tx
        .select({
          currency: refunds.currency,
          amount: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number),
          refunds: sql<number>`count(*)`.mapWith(Number),
        })
        .from(refunds)
        .where(and(eq(refunds.status, 'refunded'), gte(refunds.settledAt, from)))
        .groupBy(refunds.currency)
        .orderBy(asc(refunds.currency)),
    /** How many refunds wait for the gateway's answer. */
    async pendingCount(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(refunds)
        .where(eq(refunds.status, 'pending'));
      return row?.n ?? 0;
    },
    /** The e-mails of these orders (a refund shows its buyer's). */
    async emailsOf(orderUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string | null>> {
      if (orderUuids.length === 0) return new Map();
      const rows = await tx
        .select({ uuid: orders.uuid, email: orders.email })
        .from(orders)
        .where(inArray(orders.uuid, [...new Set(orderUuids)]));
      return new Map(rows.map((row) => [row.uuid, row.email]));
    },
    /** The lines of orders by uuid (a refund's lines show their kind and name). */
    orderLinesByUuid: async (lineUuids: readonly string[], tx: DbOrTx = db) =>
      lineUuids.length === 0
        ? []
        : tx
            .select()
            .from(orderLines)
            .where(inArray(orderLines.uuid, [...new Set(lineUuids)])),
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
