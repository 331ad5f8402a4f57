import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { AdminOrderListQuery } from '@tribuna/common/schemas/orders';
import type { DbOrTx } from '../../db/client';
import { listPage, textSearch } from '../../db/list';
import {
  orderLines,
  orderStatusChanges,
  orders,
  paymentAttempts,
  type PaymentAttemptRow,
  type OrderLineRow,
  type OrderRow,
  type OrderStatusChangeRow,
} from '../../db/schema';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderUuid'>;
export type NewStatusChange = typeof orderStatusChanges.$inferInsert;

/** A user's orders as their account shows them: every one but the rejected. */
const notRejectedOf = (userUuid: string): SQL | undefined =>
  and(eq(orders.userUuid, userUuid), inArray(orders.status, ['pending', 'accepted', 'admin_granted']));

const sortBy = {
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  total: orders.total,
  status: orders.status,
};

function adminFilters(query: AdminOrderListQuery): SQL | undefined {
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.currency ? eq(orders.currency, query.currency) : undefined,
    query.from ? gte(orders.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(query.to)) : undefined,
    query.email ? textSearch(query.email, [orders.email]) : undefined,
    query.q ? textSearch(query.q, [orders.email, sql`${orders.uuid}::text`]) : undefined,
    query.flaggedForStaff ? eq(orders.flaggedForStaff, query.flaggedForStaff === 'true') : undefined,
  );
}

/**
 * An order's lines as one JSON array in a column of the statement that reads the order (the keys
 * are the rows' own: a line has no timestamps, so the JSON values are the row's).
 */
const linesJson = sql<OrderLineRow[]>`(select coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(getTableColumns(orderLines)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${orderLines.position}), '[]'::json) from ${orderLines} where ${orderLines.orderUuid} = ${orders.uuid})`;

/** The latest attempt to pay an order (what the buyer's view says of the payment). */
const latestAttemptJson = sql<Pick<
  PaymentAttemptRow,
  'uuid' | 'status' | 'prCode'
> | null>`(select json_build_object('uuid', latest.uuid, 'status', latest.status, 'prCode', latest.pr_code) from ${paymentAttempts} latest where latest.order_uuid = ${orders.uuid} order by latest.created_at desc, latest.order_number desc limit 1)`;

/** A paid attempt's record, and the order's acceptance it comes to (see `settlePaid`). */
export interface PaidSettlement {
  attempt: Pick<PaymentAttemptRow, 'uuid' | 'status' | 'prCode' | 'srCode' | 'resultText' | 'gatewayAnswer'>;
  order: OrderRow;
  status: OrderRow['status'];
  flag: string | undefined;
  change: Omit<NewStatusChange, 'orderUuid' | 'fromStatus' | 'toStatus' | 'at'>;
  /** The outbox's row of the order (its confirmation), written with the acceptance. */
  notification: { kind: 'confirmation' };
  at: Date;
}

export function createOrdersRepository(db: DbOrTx) {
  return {
    async findByHash(orderHash: string, tx: DbOrTx = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.orderHash, orderHash));
      return row ?? null;
    },
    async insert(values: NewOrder, lines: NewOrderLine[], tx: DbOrTx): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderUuid: row.uuid })));
      return row;
    },
    /**
     * A renewal order with its one line, unless a line with the same renewal key exists (the
     * period is being or was charged): then null.
     */
    async insertRenewal(values: NewOrder, line: NewOrderLine, tx: DbOrTx): Promise<OrderRow | null> {
      const [claimed] = await tx
        .select({ uuid: orderLines.uuid })
        .from(orderLines)
        .where(eq(orderLines.renewalKey, line.renewalKey ?? ''));
      if (claimed) return null;
      const [row] = await tx.insert(orders).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      const inserted = await tx
        .insert(orderLines)
        .values({ ...line, orderUuid: row.uuid })
        .onConflictDoNothing({ target: orderLines.renewalKey })
        .returning({ uuid: orderLines.uuid });
      if (inserted.length > 0) return row;
      // Another server claimed the period between the look and the insert.
      await tx.delete(orders).where(eq(orders.uuid, row.uuid));
      return null;
    },
    /** The user's latest order made from this seat hold token. */
    async findByHoldToken(userUuid: string, holdToken: string, tx: DbOrTx = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.holdToken, holdToken), eq(orders.userUuid, userUuid)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async lock(uuid: string, tx: DbOrTx): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
      return row ?? null;
    },
    /**
     * The attempt of an ORDERNUMBER with its order, the order's lines and its latest attempt; the
     * attempt and the order locked until the transaction ends. One round trip for what a gateway's
     * answer settles (the attempt is decided once, however many answers come at once).
     */
    async lockAttempt(
      orderNumber: bigint,
      tx: DbOrTx,
    ): Promise<{
      attempt: PaymentAttemptRow;
      order: OrderRow;
      lines: OrderLineRow[];
      latest: Pick<PaymentAttemptRow, 'uuid' | 'status' | 'prCode'> | null;
    } | null> {
      const [row] = await tx
        .select({ attempt: paymentAttempts, order: orders, lines: linesJson, latest: latestAttemptJson })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.uuid, paymentAttempts.orderUuid))
        .where(eq(paymentAttempts.orderNumber, orderNumber))
        .for('update', { of: [paymentAttempts, orders] });
      return row ?? null;
    },
    /**
     * Records a paid attempt's answer and accepts its order in one statement: the attempt's
     * result, the order's status (flagged if `flag`), its history and its confirmation in the
     * outbox. Answers the order as updated (the caller holds its lock: nothing else changed it).
     */
    async settlePaid(settlement: PaidSettlement, tx: DbOrTx): Promise<OrderRow> {
      const { attempt, order, status, flag, change, at } = settlement;
      const updated: OrderRow = {
        ...order,
        status,
        ...(flag && { flaggedForStaff: true, flagReason: flag }),
        updatedAt: at,
      };
      const when = at.toISOString();
      await tx.execute(sql`
        with attempt as (
          update payment_attempts set status = ${attempt.status}, pr_code = ${attempt.prCode},
            sr_code = ${attempt.srCode}, result_text = ${attempt.resultText},
            gateway_answer = ${attempt.gatewayAnswer === null ? null : JSON.stringify(attempt.gatewayAnswer)}::jsonb,
            completed_at = ${when}::timestamptz
          where uuid = ${attempt.uuid}
        ), history as (
          insert into order_status_changes (order_uuid, from_status, to_status, actor_kind, actor_uuid, reason, at)
          values (${order.uuid}, ${order.status}, ${status}, ${change.actorKind}, ${change.actorUuid ?? null},
            ${change.reason ?? null}, ${when}::timestamptz)
        ), notification as (
          insert into order_notifications (order_uuid, kind) values (${order.uuid}, ${settlement.notification.kind})
        )
        update orders set status = ${status}, flagged_for_staff = ${updated.flaggedForStaff},
          flag_reason = ${updated.flagReason}, updated_at = ${when}::timestamptz
        where uuid = ${order.uuid}`);
      return updated;
    },
    /** Pending orders past their expiry, locked; those another server holds are skipped. */
    claimExpired: (now: Date, limit: number, tx: DbOrTx): Promise<OrderRow[]> =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    /** Whether some order in one of `statuses` has a line of this kind for `refUuid`. */
    async hasLineFor(
      kind: string,
      refUuid: string,
      statuses: OrderRow['status'][],
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: orderLines.uuid })
        .from(orderLines)
        .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
        .where(
          and(eq(orderLines.kind, kind), eq(orderLines.refUuid, refUuid), inArray(orders.status, statuses)),
        )
        .limit(1);
      return Boolean(row);
    },
    /**
     * The orders with lines of this kind for `refUuid` (an event's tickets) that were accepted or
     * granted, or paid but not delivered (rejected, flagged `paidNotFulfilled`), each with those
     * lines; `orderUuid` narrows them to one order.
     */
    async withLinesFor(
      kind: string,
      refUuid: string,
      tx: DbOrTx = db,
      orderUuid?: string,
    ): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
      const rows = await tx
        .select({ order: orders, line: orderLines })
        .from(orderLines)
        .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
        .where(
          and(
            eq(orderLines.kind, kind),
            eq(orderLines.refUuid, refUuid),
            orderUuid ? eq(orders.uuid, orderUuid) : undefined,
            sql`(${orders.status} in ('accepted', 'admin_granted') or (${orders.status} = 'rejected' and ${orders.flagReason} = 'paidNotFulfilled'))`,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.uuid), asc(orderLines.position));
      const byOrder = new Map<string, { order: OrderRow; lines: OrderLineRow[] }>();
      for (const { order, line } of rows) {
        const entry = byOrder.get(order.uuid) ?? { order, lines: [] };
        entry.lines.push(line);
        byOrder.set(order.uuid, entry);
      }
      return [...byOrder.values()];
    },
    /** A user's orders that were not rejected, newest first. */
    ofUser: (userUuid: string, tx: DbOrTx = db): Promise<OrderRow[]> =>
      tx.select().from(orders).where(notRejectedOf(userUuid)).orderBy(desc(orders.createdAt)).limit(200),
    /** The uuids of all of a user's orders that were not rejected (the account counts them). */
    async uuidsOfUser(userUuid: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ uuid: orders.uuid }).from(orders).where(notRejectedOf(userUuid));
      return rows.map((row) => row.uuid);
    },
    lines: (orderUuid: string, tx: DbOrTx = db): Promise<OrderLineRow[]> =>
      tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderUuid, orderUuid))
        .orderBy(asc(orderLines.position)),
    async replaceLines(
      orderUuid: string,
      total: number,
      lines: NewOrderLine[],
      tx: DbOrTx,
    ): Promise<OrderRow> {
      await tx.delete(orderLines).where(eq(orderLines.orderUuid, orderUuid));
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderUuid })));
      const [row] = await tx
        .update(orders)
        .set({ total, updatedAt: new Date() })
        .where(eq(orders.uuid, orderUuid))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
    async update(
      uuid: string,
      values: Partial<Pick<OrderRow, 'status' | 'flaggedForStaff' | 'flagReason'>>,
      tx: DbOrTx,
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(orders.uuid, uuid))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
    async addStatusChange(values: NewStatusChange, tx: DbOrTx): Promise<void> {
      await tx.insert(orderStatusChanges).values(values);
    },
    history: (orderUuid: string, tx: DbOrTx = db): Promise<OrderStatusChangeRow[]> =>
      tx
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderUuid, orderUuid))
        .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.uuid)),
    list: (query: AdminOrderListQuery, tx: DbOrTx = db) =>
      listPage(tx, orders, {
        page: query,
        where: adminFilters(query),
        sortBy,
        defaultSort: 'createdAt',
      }),
    /** Accepted orders made at or after `from`, per currency (the same orders the admin list filters). */
    salesSince: (from: Date, tx: DbOrTx = db) =>
      tx
        .select({ currency: orders.currency, amount: sum(orders.total).mapWith(Number), orders: count() })
        .from(orders)
        .where(and(eq(orders.status, 'accepted'), gte(orders.createdAt, from)))
        .groupBy(orders.currency)
        .orderBy(asc(orders.currency)),
    async attentionCounts(tx: DbOrTx = db): Promise<{ pending: number; flagged: number }> {
      const [row] = await tx
        .select({
          pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
          flagged: sql<number>`count(*) filter (where ${orders.flaggedForStaff})`.mapWith(Number),
        })
        .from(orders);
      return { pending: row?.pending ?? 0, flagged: row?.flagged ?? 0 };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
