import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from '@tribuna/common/schemas/common';
import { currencies } from '@tribuna/common/schemas/orders';
import type {
  InvoiceBuyer,
  InvoiceLine,
  InvoicePaymentMethod,
  InvoiceSupplier,
  InvoiceVatRow,
} from '@tribuna/common/schemas/invoices';
import { orders } from './orders';
import { refunds } from './refunds';
import { users } from './users';

/**
 * The last number given in each yearly series of a currency. The row is taken with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` by the numbering of the issued invoices
 * (`unnumbered_invoices`), once for all it numbers: it stays locked until that commits, and a
 * rolled-back numbering gives its numbers back, so a series has neither gaps nor duplicates
 * whatever the concurrency.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.currency] })],
);

/** The tax document of an accepted order: what it says is kept as issued (never recomputed). */
export const invoices = pgTable(
  'invoices',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .unique()
      .references(() => orders.uuid, { onDelete: 'restrict' }),
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    currency: text('currency', { enum: currencies }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    /** Day of issue and of taxable supply (Prague's calendar). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    taxableSupplyOn: date('taxable_supply_on', { mode: 'string' }).notNull(),
    variableSymbol: text('variable_symbol').notNull(),
    paymentMethod: text('payment_method').$type<InvoicePaymentMethod>().notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    /** The buyer's name and e-mail in one lower-cased text, for the back office's filter. */
    buyerSearch: text('buyer_search').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    vatRecap: jsonb('vat_recap').$type<InvoiceVatRow[]>().notNull(),
    /** Minor units, VAT included. */
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_issued_on_idx').on(t.issuedOn),
    index('invoices_user_idx').on(t.userUuid),
    index('invoices_series_idx').on(t.year, t.currency, t.sequence),
  ],
);

/**
 * An invoice issued in the transaction that accepts its order, waiting for its number: the
 * numbering (`InvoicesService.numberIssued`) moves the waiting invoices into `invoices` in one
 * transaction, numbered in the order they were issued, and takes each series' counter row once for
 * all of them. Acceptances never wait on one another for the counter, and only what committed is
 * numbered: the series stay gap-free. The columns are the invoice's (`variable_symbol` null: the
 * number's).
 */
export const unnumberedInvoices = pgTable(
  'unnumbered_invoices',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .unique()
      .references(() => orders.uuid, { onDelete: 'restrict' }),
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    currency: text('currency', { enum: currencies }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    taxableSupplyOn: date('taxable_supply_on', { mode: 'string' }).notNull(),
    variableSymbol: text('variable_symbol'),
    paymentMethod: text('payment_method').$type<InvoicePaymentMethod>().notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    buyerSearch: text('buyer_search').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    vatRecap: jsonb('vat_recap').$type<InvoiceVatRow[]>().notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order of issue: numbers follow it (a time can be shared by two issued at once). */
    issueNo: bigserial('issue_no', { mode: 'number' }).notNull(),
  },
  (t) => [index('unnumbered_invoices_issue_no_idx').on(t.issueNo)],
);

/**
 * The last number given in each yearly series of credit notes of a currency, taken as
 * `invoice_counters` is (its row locked until the commit, a rollback gives the number back) in the
 * transaction that records the refund (refunds come one by one, not a sale day's thousands): no
 * gaps, no duplicates. A credit note of an invoice still waiting for its number numbers it first.
 */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    year: integer('year').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.currency] })],
);

/**
 * The document that corrects an invoice after a refund: a VAT payer's is a corrective tax document
 * (cs "opravný daňový doklad", § 45 ZDPH; sk "dobropis", § 71 ods. 2 ZDPH), a non-payer's a
 * corrective document with no VAT (`nonTax`). Kept as issued: its lines and recapitulation are the
 * negative corrections of the invoice's, its total the (positive) amount returned.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['tax', 'nonTax'] }).notNull(),
    /** One credit note per refund. */
    refundUuid: uuid('refund_uuid')
      .notNull()
      .unique()
      .references(() => refunds.uuid, { onDelete: 'restrict' }),
    invoiceUuid: uuid('invoice_uuid')
      .notNull()
      .references(() => invoices.uuid, { onDelete: 'restrict' }),
    /** The corrected invoice's number, as the document refers to it. */
    invoiceNumber: text('invoice_number').notNull(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'restrict' }),
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    currency: text('currency', { enum: currencies }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    /** Day of issue, which is the day of the correction's taxable supply (Prague's calendar). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The reason of the correction (the refund's). */
    reason: text('reason').notNull(),
    /** How the money goes back: the way the invoice was paid. */
    paymentMethod: text('payment_method').$type<InvoicePaymentMethod>().notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    buyerSearch: text('buyer_search').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    vatRecap: jsonb('vat_recap').$type<InvoiceVatRow[]>().notNull(),
    /** Minor units, VAT included: the amount returned. */
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_issued_on_idx').on(t.issuedOn),
    index('credit_notes_invoice_idx').on(t.invoiceUuid),
    index('credit_notes_user_idx').on(t.userUuid),
  ],
);

/**
 * A ZIP of the invoices issued in a period, made in the background: its progress is stored as it
 * goes (the back office polls it), and the finished archive is kept in the data folder.
 */
export const invoiceExports = pgTable(
  'invoice_exports',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    requestedByUserUuid: uuid('requested_by_user_uuid').references(() => users.uuid, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('invoice_exports_running_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'running'`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type InvoiceExportRow = typeof invoiceExports.$inferSelect;
export type UnnumberedInvoiceRow = typeof unnumberedInvoices.$inferSelect;
