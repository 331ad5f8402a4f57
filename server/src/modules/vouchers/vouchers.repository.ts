import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { addPragueCalendar, pragueStartOfIsoDay } from '@tribuna/common/dates';
import type { AdminOrderVoucherListQuery, AdminVoucherListQuery } from '@tribuna/common/schemas/vouchers';
import { normalizeVoucherCode } from '@tribuna/common/schemas/vouchers';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list';
import {
  orderVoucherDetails,
  voucherBatches,
  voucherDeliveryIdentities,
  voucherPreRegistrations,
  vouchers,
  type NewVoucherRow,
  type OrderVoucherDetailsRow,
  type VoucherBatchRow,
  type VoucherDeliveryIdentityRow,
  type VoucherRow,
} from '../../db/schema';

export type NewOrderVoucherDetails = typeof orderVoucherDetails.$inferInsert;
export type NewVoucherBatch = typeof voucherBatches.$inferInsert;
export type DeliveryIdentityValues = Omit<
  typeof voucherDeliveryIdentities.$inferInsert,
  'userUuid' | 'updatedAt'
>;

const voucherSort = {
  createdAt: vouchers.createdAt,
  code: vouchers.code,
  validUntil: vouchers.validUntil,
  claimedAt: vouchers.claimedAt,
};

const codeLike = (value: string) => `%${normalizeVoucherCode(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function voucherFilters(query: AdminVoucherListQuery): SQL | undefined {
  return and(
    query.subscriptionPriceUuid ? eq(vouchers.subscriptionPriceUuid, query.subscriptionPriceUuid) : undefined,
    query.code ? sql`${vouchers.code} like ${codeLike(query.code)}` : undefined,
    query.q ? sql`${vouchers.code} like ${codeLike(query.q)}` : undefined,
    query.orderUuid ? eq(vouchers.orderUuid, query.orderUuid) : undefined,
    query.batchUuid ? eq(vouchers.batchUuid, query.batchUuid) : undefined,
    query.claimed === 'true' ? isNotNull(vouchers.claimedAt) : undefined,
    query.claimed === 'false' ? isNull(vouchers.claimedAt) : undefined,
    query.isActive ? eq(vouchers.isActive, query.isActive === 'true') : undefined,
  );
}

/** `createdAt` of the order vouchers list: a day in Prague time, or an instant and later. */
function createdAtFilter(value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = pragueStartOfIsoDay(value);
    if (!start) return undefined;
    const end = addPragueCalendar(start, 1, 'day');
    return and(gte(orderVoucherDetails.createdAt, start), lt(orderVoucherDetails.createdAt, end));
  }
  return gte(orderVoucherDetails.createdAt, new Date(value));
}

const contains = (column: AnyPgColumn, value: string | undefined) =>
  value
    ? sql`tribuna_fold(${column}) like tribuna_fold(${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
    : undefined;

/** Some voucher of the order matches. */
const someVoucher = (condition: SQL) =>
  sql`exists (select 1 from ${vouchers} where ${vouchers.orderUuid} = ${orderVoucherDetails.orderUuid} and ${condition})`;

function orderVoucherFilters(query: AdminOrderVoucherListQuery): SQL | undefined {
  return and(
    query.paid === 'true' ? isNotNull(orderVoucherDetails.paidAt) : undefined,
    query.subscriptionPriceUuid
      ? eq(orderVoucherDetails.subscriptionPriceUuid, query.subscriptionPriceUuid)
      : undefined,
    query.orderUuid ? eq(orderVoucherDetails.orderUuid, query.orderUuid) : undefined,
    contains(orderVoucherDetails.invoiceName, query.invoiceName),
    contains(orderVoucherDetails.invoiceCity, query.invoiceCity),
    contains(orderVoucherDetails.invoiceStreet, query.invoiceStreet),
    query.invoiceZip
      ? sql`replace(${orderVoucherDetails.invoiceZip}, ' ', '') = ${query.invoiceZip.replace(/\s/g, '')}`
      : undefined,
    query.cin ? eq(orderVoucherDetails.cin, query.cin.replace(/\s/g, '')) : undefined,
    query.tin ? eq(orderVoucherDetails.tin, query.tin.replace(/\s/g, '').toUpperCase()) : undefined,
    query.deliveryType ? eq(orderVoucherDetails.deliveryType, query.deliveryType) : undefined,
    query.shipped === 'true' ? isNotNull(orderVoucherDetails.shippedAt) : undefined,
    query.shipped === 'false'
      ? and(eq(orderVoucherDetails.deliveryType, 'physical'), isNull(orderVoucherDetails.shippedAt))
      : undefined,
    createdAtFilter(query.createdAt),
    query.code ? someVoucher(sql`${vouchers.code} like ${codeLike(query.code)}`) : undefined,
    query.claimed === 'true' ? someVoucher(sql`${vouchers.claimedAt} is not null`) : undefined,
    query.claimed === 'false' ? someVoucher(sql`${vouchers.claimedAt} is null`) : undefined,
    query.isActive ? someVoucher(sql`${vouchers.isActive} = ${query.isActive === 'true'}`) : undefined,
    query.q
      ? or(contains(orderVoucherDetails.email, query.q), contains(orderVoucherDetails.invoiceName, query.q))
      : undefined,
  );
}

const orderVoucherSort = {
  createdAt: orderVoucherDetails.createdAt,
  invoiceName: orderVoucherDetails.invoiceName,
  shippedAt: orderVoucherDetails.shippedAt,
};

export function createVouchersRepository(db: DbOrTx) {
  return {
    // --- Codes a user brought before signing in ------------------------------------------------
    async findPreRegisteredCode(userUuid: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ code: voucherPreRegistrations.code })
        .from(voucherPreRegistrations)
        .where(eq(voucherPreRegistrations.userUuid, userUuid))
        .limit(1);
      return row?.code ?? null;
    },
    async deletePreRegisteredCode(userUuid: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(voucherPreRegistrations).where(eq(voucherPreRegistrations.userUuid, userUuid));
    },

    // --- Vouchers --------------------------------------------------------------------------------
    /** Inserts the vouchers whose codes are free; answers those inserted (a taken code is skipped). */
    async insertFree(values: NewVoucherRow[], tx: DbOrTx = db): Promise<VoucherRow[]> {
      if (values.length === 0) return [];
      return tx.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning();
    },
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<VoucherRow | null> {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.uuid, uuid));
      return row ?? null;
    },
    /** The voucher of a code, locked until the transaction ends (two people applying it at once). */
    async lockByCode(code: string, tx: DbOrTx): Promise<VoucherRow | null> {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
      return row ?? null;
    },
    async lock(uuid: string, tx: DbOrTx): Promise<VoucherRow | null> {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.uuid, uuid)).for('update');
      return row ?? null;
    },
    list: (query: AdminVoucherListQuery, tx: DbOrTx = db) =>
      listPage(tx, vouchers, {
        page: query,
        where: voucherFilters(query),
        sortBy: voucherSort,
        defaultSort: 'createdAt',
      }),
    ofOrders: async (orderUuids: string[], tx: DbOrTx = db): Promise<VoucherRow[]> =>
      orderUuids.length === 0
        ? []
        : tx
            .select()
            .from(vouchers)
            .where(inArray(vouchers.orderUuid, orderUuids))
            .orderBy(asc(vouchers.createdAt), asc(vouchers.code)),
    ofOrderLine: (orderLineUuid: string, tx: DbOrTx = db): Promise<VoucherRow[]> =>
      tx
        .select()
        .from(vouchers)
        .where(eq(vouchers.orderLineUuid, orderLineUuid))
        .orderBy(asc(vouchers.createdAt), asc(vouchers.code)),
    /** The codes of an order line, locked until the transaction ends (a refund checks and withdraws them). */
    lockOfOrderLine: (orderLineUuid: string, tx: DbOrTx): Promise<VoucherRow[]> =>
      tx
        .select()
        .from(vouchers)
        .where(eq(vouchers.orderLineUuid, orderLineUuid))
        .orderBy(asc(vouchers.code))
        .for('update'),
    /** Switches off the codes of an order line nobody claimed; answers them. */
    deactivateUnclaimedOfOrderLine: (orderLineUuid: string, tx: DbOrTx): Promise<VoucherRow[]> =>
      tx
        .update(vouchers)
        .set({ isActive: false, updatedAt: new Date() })
        .where(
          and(
            eq(vouchers.orderLineUuid, orderLineUuid),
            isNull(vouchers.claimedAt),
            eq(vouchers.isActive, true),
          ),
        )
        .returning(),
    /** Marks (or unmarks) the unclaimed codes of an order line as waiting for its refund. */
    markRefundPendingOfOrderLine: (
      orderLineUuid: string,
      pending: boolean,
      tx: DbOrTx,
    ): Promise<VoucherRow[]> =>
      tx
        .update(vouchers)
        .set({ refundPending: pending, updatedAt: new Date() })
        .where(
          and(
            eq(vouchers.orderLineUuid, orderLineUuid),
            isNull(vouchers.claimedAt),
            eq(vouchers.refundPending, !pending),
          ),
        )
        .returning(),
    ofBatch: (batchUuid: string, tx: DbOrTx = db): Promise<VoucherRow[]> =>
      tx.select().from(vouchers).where(eq(vouchers.batchUuid, batchUuid)).orderBy(asc(vouchers.code)),
    async update(uuid: string, values: Partial<NewVoucherRow>, tx: DbOrTx = db): Promise<VoucherRow> {
      const [row] = await tx
        .update(vouchers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(vouchers.uuid, uuid))
        .returning();
      if (!row) throw new Error(`voucher ${uuid} is gone`);
      return row;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(vouchers).where(eq(vouchers.uuid, uuid));
    },
    /** Whether a voucher or a batch refers to any of these membership price variants. */
    async refersToPrices(priceUuids: readonly string[], tx: DbOrTx = db): Promise<boolean> {
      if (priceUuids.length === 0) return false;
      const [voucher] = await tx
        .select({ uuid: vouchers.uuid })
        .from(vouchers)
        .where(inArray(vouchers.subscriptionPriceUuid, [...priceUuids]))
        .limit(1);
      if (voucher) return true;
      const [batch] = await tx
        .select({ uuid: voucherBatches.uuid })
        .from(voucherBatches)
        .where(inArray(voucherBatches.subscriptionPriceUuid, [...priceUuids]))
        .limit(1);
      return Boolean(batch);
    },
    /** Whether any voucher is left (the demo data makes one on an empty database). */
    async any(tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ uuid: vouchers.uuid }).from(vouchers).limit(1);
      return Boolean(row);
    },

    // --- Batches ---------------------------------------------------------------------------------
    async insertBatch(values: NewVoucherBatch, tx: DbOrTx = db): Promise<VoucherBatchRow> {
      const [row] = await tx.insert(voucherBatches).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findBatch(uuid: string, tx: DbOrTx = db): Promise<VoucherBatchRow | null> {
      const [row] = await tx.select().from(voucherBatches).where(eq(voucherBatches.uuid, uuid));
      return row ?? null;
    },
    async updateBatch(uuid: string, values: Partial<NewVoucherBatch>, tx: DbOrTx = db): Promise<void> {
      await tx.update(voucherBatches).set(values).where(eq(voucherBatches.uuid, uuid));
    },
    /** Batches left running by a server that stopped (finished or failed at the next start). */
    runningBatches: (tx: DbOrTx = db): Promise<VoucherBatchRow[]> =>
      tx.select().from(voucherBatches).where(eq(voucherBatches.status, 'running')),
    async countOfBatch(batchUuid: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(vouchers).where(eq(vouchers.batchUuid, batchUuid));
      return row?.n ?? 0;
    },

    // --- Voucher orders --------------------------------------------------------------------------
    async insertOrderDetails(values: NewOrderVoucherDetails, tx: DbOrTx = db): Promise<void> {
      await tx.insert(orderVoucherDetails).values(values);
    },
    async findOrderDetails(orderUuid: string, tx: DbOrTx = db): Promise<OrderVoucherDetailsRow | null> {
      const [row] = await tx
        .select()
        .from(orderVoucherDetails)
        .where(eq(orderVoucherDetails.orderUuid, orderUuid));
      return row ?? null;
    },
    async updateOrderDetails(
      orderUuid: string,
      values: Partial<NewOrderVoucherDetails>,
      tx: DbOrTx = db,
    ): Promise<OrderVoucherDetailsRow> {
      const [row] = await tx
        .update(orderVoucherDetails)
        .set(values)
        .where(eq(orderVoucherDetails.orderUuid, orderUuid))
        .returning();
      if (!row) throw new Error(`voucher order ${orderUuid} is gone`);
      return row;
    },
    async listOrderDetails(
      query: AdminOrderVoucherListQuery,
      tx: DbOrTx = db,
    ): Promise<{ rows: OrderVoucherDetailsRow[]; total: number }> {
      const where = orderVoucherFilters(query);
      const direction = query.order === 'desc' ? desc : asc;
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(orderVoucherDetails)
          .where(where)
          .orderBy(direction(orderVoucherSort[query.sort ?? 'createdAt']), asc(orderVoucherDetails.orderUuid))
          .limit(query.limit)
          .offset(query.offset),
        tx.select({ total: count() }).from(orderVoucherDetails).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    // --- Delivery identities ----------------------------------------------------------------------
    async findDeliveryIdentity(
      userUuid: string,
      tx: DbOrTx = db,
    ): Promise<VoucherDeliveryIdentityRow | null> {
      const [row] = await tx
        .select()
        .from(voucherDeliveryIdentities)
        .where(eq(voucherDeliveryIdentities.userUuid, userUuid));
      return row ?? null;
    },
    async saveDeliveryIdentity(
      userUuid: string,
      values: DeliveryIdentityValues,
      tx: DbOrTx = db,
    ): Promise<VoucherDeliveryIdentityRow> {
      const [row] = await tx
        .insert(voucherDeliveryIdentities)
        .values({ ...values, userUuid })
        .onConflictDoUpdate({
          target: voucherDeliveryIdentities.userUuid,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
