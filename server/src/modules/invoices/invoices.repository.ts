import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminInvoiceListQuery } from '@tribuna/common/schemas/invoices';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { DbOrTx } from '../../db/client';
import { listPage, textSearch } from '../../db/list';
import {
  invoiceCounters,
  invoiceExports,
  invoices,
  type InvoiceExportRow,
  type InvoiceRow,
} from '../../db/schema';

export type NewInvoice = typeof invoices.$inferInsert;

const sortBy = {
  issuedOn: invoices.issuedOn,
  number: invoices.number,
  total: invoices.total,
  createdAt: invoices.createdAt,
};

function adminFilters(query: AdminInvoiceListQuery): SQL | undefined {
  return and(
    query.number ? textSearch(query.number, [invoices.number]) : undefined,
    query.from ? gte(invoices.issuedOn, query.from) : undefined,
    query.to ? lte(invoices.issuedOn, query.to) : undefined,
    query.buyer ? textSearch(query.buyer, [invoices.buyerSearch]) : undefined,
    query.currency ? eq(invoices.currency, query.currency) : undefined,
    query.orderUuid ? eq(invoices.orderUuid, query.orderUuid) : undefined,
    query.q ? textSearch(query.q, [invoices.number, invoices.buyerSearch]) : undefined,
  );
}

const inRange = (from: string, to: string) => and(gte(invoices.issuedOn, from), lte(invoices.issuedOn, to));

export function createInvoicesRepository(db: DbOrTx) {
  return {
    /**
     * The next number of a series. The counter row stays locked until `tx` ends, so concurrent
     * acceptances take their numbers one after another, and a rollback gives the number back.
     */
    async nextSequence(year: number, currency: Currency, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ year, currency, last: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.year, invoiceCounters.currency],
          set: { last: sql`${invoiceCounters.last} + 1` },
        })
        .returning({ last: invoiceCounters.last });
      if (!row) throw new Error('the invoice counter returned no row');
      return row.last;
    },
    async insert(values: NewInvoice, tx: DbOrTx): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<InvoiceRow | null> {
      const [row] = await tx.select().from(invoices).where(eq(invoices.uuid, uuid));
      return row ?? null;
    },
    async findByOrder(orderUuid: string, tx: DbOrTx = db): Promise<InvoiceRow | null> {
      const [row] = await tx.select().from(invoices).where(eq(invoices.orderUuid, orderUuid));
      return row ?? null;
    },
    async findByNumber(number: string, tx: DbOrTx = db): Promise<InvoiceRow | null> {
      const [row] = await tx.select().from(invoices).where(eq(invoices.number, number));
      return row ?? null;
    },
    ofUser: (userUuid: string, tx: DbOrTx = db): Promise<InvoiceRow[]> =>
      tx
        .select()
        .from(invoices)
        .where(eq(invoices.userUuid, userUuid))
        .orderBy(sql`${invoices.issuedOn} desc`, sql`${invoices.number} desc`),
    list: (query: AdminInvoiceListQuery, tx: DbOrTx = db) =>
      listPage(tx, invoices, { page: query, where: adminFilters(query), sortBy, defaultSort: 'issuedOn' }),
    async countInRange(from: string, to: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(invoices).where(inRange(from, to));
      return row?.n ?? 0;
    },
    /** One page of the period's invoices, in the order of their numbers. */
    pageInRange: (from: string, to: string, offset: number, limit: number, tx: DbOrTx = db) =>
      tx
        .select()
        .from(invoices)
        .where(inRange(from, to))
        .orderBy(asc(invoices.number))
        .offset(offset)
        .limit(limit),
    async insertExport(values: typeof invoiceExports.$inferInsert): Promise<InvoiceExportRow> {
      const [row] = await db.insert(invoiceExports).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateExport(
      uuid: string,
      values: Partial<Pick<InvoiceExportRow, 'status' | 'done' | 'finishedAt'>>,
    ): Promise<void> {
      await db.update(invoiceExports).set(values).where(eq(invoiceExports.uuid, uuid));
    },
    runningExports: (): Promise<InvoiceExportRow[]> =>
      db.select().from(invoiceExports).where(eq(invoiceExports.status, 'running')),
    async findExport(uuid: string): Promise<InvoiceExportRow | null> {
      const [row] = await db.select().from(invoiceExports).where(eq(invoiceExports.uuid, uuid));
      return row ?? null;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
