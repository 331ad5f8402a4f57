import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminInvoiceListQuery } from '@tribuna/common/schemas/invoices';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { DbOrTx } from '../../db/client';
import { textSearch } from '../../db/list';
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoiceExports,
  invoices,
  unnumberedInvoices,
  type CreditNoteRow,
  type InvoiceExportRow,
  type InvoiceRow,
  type UnnumberedInvoiceRow,
} from '../../db/schema';

export type NewInvoice = typeof invoices.$inferInsert;
export type NewCreditNote = typeof creditNotes.$inferInsert;
export type NewUnnumberedInvoice = typeof unnumberedInvoices.$inferInsert;

/** A listed document: an invoice's or a credit note's row. */
export type DocumentRow = { kind: 'invoice'; row: InvoiceRow } | { kind: 'creditNote'; row: CreditNoteRow };

/**
 * The invoices and the credit notes as one list (what the filters, the sort and the pages work on):
 * each document's kind, uuid and the columns filtered or sorted by; the rows are read after.
 */
function documentsOf(tx: DbOrTx) {
  const columns = <T extends typeof invoices | typeof creditNotes>(
    table: T,
    kind: 'invoice' | 'creditNote',
  ) => ({
    kind: sql<'invoice' | 'creditNote'>`${kind}::text`.as('kind'),
    uuid: table.uuid,
    number: table.number,
    issuedOn: table.issuedOn,
    total: table.total,
    createdAt: table.createdAt,
    currency: table.currency,
    orderUuid: table.orderUuid,
    buyerSearch: table.buyerSearch,
  });
  return tx
    .select(columns(invoices, 'invoice'))
    .from(invoices)
    .unionAll(tx.select(columns(creditNotes, 'creditNote')).from(creditNotes))
    .as('documents');
}
type Documents = ReturnType<typeof documentsOf>;

function adminFilters(d: Documents, query: AdminInvoiceListQuery): SQL | undefined {
  return and(
    query.number ? textSearch(query.number, [d.number]) : undefined,
    query.from ? gte(d.issuedOn, query.from) : undefined,
    query.to ? lte(d.issuedOn, query.to) : undefined,
    query.buyer ? textSearch(query.buyer, [d.buyerSearch]) : undefined,
    query.currency ? eq(d.currency, query.currency) : undefined,
    query.orderUuid ? eq(d.orderUuid, query.orderUuid) : undefined,
    query.kind ? eq(d.kind, query.kind) : undefined,
    query.q ? textSearch(query.q, [d.number, d.buyerSearch]) : undefined,
  );
}

const inRange = (d: Documents, from: string, to: string) => and(gte(d.issuedOn, from), lte(d.issuedOn, to));

/** The rows of a page of documents, in the page's order. */
async function rowsOf(
  page: { kind: 'invoice' | 'creditNote'; uuid: string }[],
  tx: DbOrTx,
): Promise<DocumentRow[]> {
  const uuidsOf = (kind: 'invoice' | 'creditNote') => page.filter((d) => d.kind === kind).map((d) => d.uuid);
  const [invoiceUuids, creditNoteUuids] = [uuidsOf('invoice'), uuidsOf('creditNote')];
  const [invoiceRows, creditNoteRows] = await Promise.all([
    invoiceUuids.length > 0 ? tx.select().from(invoices).where(inArray(invoices.uuid, invoiceUuids)) : [],
    creditNoteUuids.length > 0
      ? tx.select().from(creditNotes).where(inArray(creditNotes.uuid, creditNoteUuids))
      : [],
  ]);
  const byUuid = new Map<string, DocumentRow>([
    ...invoiceRows.map((row) => [row.uuid, { kind: 'invoice', row }] as const),
    ...creditNoteRows.map((row) => [row.uuid, { kind: 'creditNote', row }] as const),
  ]);
  return page.flatMap((d) => byUuid.get(d.uuid) ?? []);
}

export function createInvoicesRepository(db: DbOrTx) {
  return {
    /**
     * The next `count` numbers of a series: answers the first. The counter row stays locked until
     * `tx` ends, so numberings take their numbers one after another, and a rollback gives them back.
     */
    async nextSequences(year: number, currency: Currency, count: number, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ year, currency, last: count })
        .onConflictDoUpdate({
          target: [invoiceCounters.year, invoiceCounters.currency],
          set: { last: sql`${invoiceCounters.last} + ${count}` },
        })
        .returning({ last: invoiceCounters.last });
      if (!row) throw new Error('the invoice counter returned no row');
      return row.last - count + 1;
    },
    async insertMany(values: NewInvoice[], tx: DbOrTx): Promise<void> {
      if (values.length > 0) await tx.insert(invoices).values(values);
    },
    /** An invoice issued in `tx`, waiting for its number (none if its order's already waits). */
    async insertUnnumbered(values: NewUnnumberedInvoice, tx: DbOrTx): Promise<void> {
      await tx.insert(unnumberedInvoices).values(values).onConflictDoNothing();
    },
    /**
     * Waits until a numbering under way on another server that took the order's invoice out of the
     * queue ends (its row is locked until then); answers whether it is still waiting for a number.
     */
    async awaitNumbering(orderUuid: string, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .select({ uuid: unnumberedInvoices.uuid })
        .from(unnumberedInvoices)
        .where(eq(unnumberedInvoices.orderUuid, orderUuid))
        .for('update');
      return rows.length > 0;
    },
    async hasUnnumbered(orderUuid: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: unnumberedInvoices.uuid })
        .from(unnumberedInvoices)
        .where(eq(unnumberedInvoices.orderUuid, orderUuid));
      return Boolean(row);
    },
    /**
     * Takes up to `limit` invoices waiting for their number out of the queue, oldest first, in
     * `tx` (a rollback puts them back). `SKIP LOCKED`: a numbering under way on another server
     * keeps its own. Each says whether its order has a numbered invoice already (`invoiced`: it is
     * dropped, an order has one invoice).
     */
    takeUnnumbered: (limit: number, tx: DbOrTx): Promise<(UnnumberedInvoiceRow & { invoiced: boolean })[]> =>
      tx
        .delete(unnumberedInvoices)
        .where(
          inArray(
            unnumberedInvoices.uuid,
            tx
              .select({ uuid: unnumberedInvoices.uuid })
              .from(unnumberedInvoices)
              .orderBy(asc(unnumberedInvoices.issueNo))
              .limit(limit)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({
          ...getTableColumns(unnumberedInvoices),
          // Written out: a returning clause names its table's columns unqualified.
          invoiced: sql<boolean>`exists (select 1 from invoices numbered where numbered.order_uuid = unnumbered_invoices.order_uuid)`,
        }),
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
    /** One page of the invoices and credit notes (filtered, sorted) and the count of all that match. */
    async list(
      query: AdminInvoiceListQuery,
      tx: DbOrTx = db,
    ): Promise<{ rows: DocumentRow[]; total: number }> {
      const d = documentsOf(tx);
      const where = adminFilters(d, query);
      const sortBy = { issuedOn: d.issuedOn, number: d.number, total: d.total, createdAt: d.createdAt };
      const direction = query.order === 'desc' ? desc : asc;
      const [page, [totals]] = await Promise.all([
        tx
          .select({ kind: d.kind, uuid: d.uuid })
          .from(d)
          .where(where)
          .orderBy(direction(sortBy[query.sort ?? 'issuedOn']), asc(d.uuid))
          .limit(query.limit)
          .offset(query.offset),
        tx.select({ total: count() }).from(d).where(where),
      ]);
      return { rows: await rowsOf(page, tx), total: totals?.total ?? 0 };
    },
    async countInRange(from: string, to: string, tx: DbOrTx = db): Promise<number> {
      const d = documentsOf(tx);
      const [row] = await tx
        .select({ n: count() })
        .from(d)
        .where(inRange(d, from, to));
      return row?.n ?? 0;
    },
    /** One page of the period's invoices and credit notes, in the order of their numbers. */
    async pageInRange(from: string, to: string, offset: number, limit: number, tx: DbOrTx = db) {
      const d = documentsOf(tx);
      const page = await tx
        .select({ kind: d.kind, uuid: d.uuid })
        .from(d)
        .where(inRange(d, from, to))
        .orderBy(asc(d.number))
        .offset(offset)
        .limit(limit);
      return rowsOf(page, tx);
    },
    /** The next number of a credit notes' series (the same lock as `nextSequences`). */
    async nextCreditNoteSequence(year: number, currency: Currency, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .insert(creditNoteCounters)
        .values({ year, currency, last: 1 })
        .onConflictDoUpdate({
          target: [creditNoteCounters.year, creditNoteCounters.currency],
          set: { last: sql`${creditNoteCounters.last} + 1` },
        })
        .returning({ last: creditNoteCounters.last });
      if (!row) throw new Error('the credit note counter returned no row');
      return row.last;
    },
    async insertCreditNote(values: NewCreditNote, tx: DbOrTx): Promise<CreditNoteRow> {
      const [row] = await tx.insert(creditNotes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findCreditNote(uuid: string, tx: DbOrTx = db): Promise<CreditNoteRow | null> {
      const [row] = await tx.select().from(creditNotes).where(eq(creditNotes.uuid, uuid));
      return row ?? null;
    },
    async findCreditNoteOfRefund(refundUuid: string, tx: DbOrTx = db): Promise<CreditNoteRow | null> {
      const [row] = await tx.select().from(creditNotes).where(eq(creditNotes.refundUuid, refundUuid));
      return row ?? null;
    },
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
