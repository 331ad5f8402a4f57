import { z } from 'zod';
import { adminListQuery, languageSchema, uuidSchema } from './common';
import { currencySchema } from './orders';
import { email, formError } from '../validation';
import { adminOrderDetail, orderLineInput } from './orders';
import { apiComponents } from './registry';
import { voucherInvoiceSchema } from './vouchers';

/** How an invoiced order was paid: on the card gateway, by bank transfer, or granted by staff. */
export const invoicePaymentMethods = ['card', 'bankTransfer', 'staffGranted'] as const;
export const invoicePaymentMethodSchema = z.enum(invoicePaymentMethods);
export type InvoicePaymentMethod = z.infer<typeof invoicePaymentMethodSchema>;

export const invoiceSupplierSchema = z.object({
  name: z.string(),
  address: z.string(),
  ico: z.string(),
  dic: z.string().nullable(),
  vatPayer: z.boolean(),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplierSchema>;

/** A person, or the company a voucher order asked to be invoiced to. */
export const invoiceBuyerSchema = z.object({
  kind: z.enum(['person', 'company']),
  name: z.string(),
  email: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  ico: z.string().nullable(),
  dic: z.string().nullable(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/** Amounts in minor units; `total` includes VAT at `vatRate` percent. */
export const invoiceLineSchema = z.object({
  label: z.string(),
  kind: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  vatRate: z.number().int(),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The VAT recapitulation: per rate, the base, the tax and the total. */
export const invoiceVatRowSchema = z.object({
  vatRate: z.number().int(),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceVatRow = z.infer<typeof invoiceVatRowSchema>;

export const invoiceSchema = z
  .object({
    uuid: uuidSchema,
    number: z.string(),
    orderUuid: uuidSchema,
    userUuid: uuidSchema.nullable(),
    currency: currencySchema,
    language: languageSchema,
    issuedOn: z.string(),
    taxableSupplyOn: z.string(),
    variableSymbol: z.string(),
    paymentMethod: invoicePaymentMethodSchema,
    supplier: invoiceSupplierSchema,
    buyer: invoiceBuyerSchema,
    lines: z.array(invoiceLineSchema),
    vatRecap: z.array(invoiceVatRowSchema),
    total: z.number().int(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

/** The documents listed with the invoices: an invoice, or the credit note that corrects one after a refund. */
export const invoiceDocumentKinds = ['invoice', 'creditNote'] as const;
export const invoiceDocumentKindSchema = z.enum(invoiceDocumentKinds);
export type InvoiceDocumentKind = z.infer<typeof invoiceDocumentKindSchema>;

/**
 * An invoice or a credit note as the back office lists them. A credit note's lines and VAT
 * recapitulation are negative (what the refund corrects), its `total` the amount returned; it refers
 * to the invoice it corrects and tells the refund's reason. Its `taxableSupplyOn` is its day of issue,
 * its `variableSymbol` its own number.
 */
export const invoiceDocumentSchema = invoiceSchema
  .extend({
    kind: invoiceDocumentKindSchema,
    correctedInvoice: z.object({ uuid: uuidSchema, number: z.string() }).nullable(),
    refundUuid: uuidSchema.nullable(),
    reason: z.string().nullable(),
  })
  .register(apiComponents, { id: 'InvoiceDocument' });
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

const day = z.iso.date();

export const adminInvoiceSortFields = ['issuedOn', 'number', 'total', 'createdAt'] as const;
export const adminInvoiceListQuery = adminListQuery(adminInvoiceSortFields).extend({
  number: z.string().trim().max(40).optional(),
  /** Issued on or after this day. */
  from: day.optional(),
  /** Issued on or before this day. */
  to: day.optional(),
  /** Part of the buyer's name or e-mail. */
  buyer: z.string().trim().max(200).optional(),
  currency: currencySchema.optional(),
  orderUuid: uuidSchema.optional(),
  /** Invoices only, or credit notes only; both when absent. */
  kind: invoiceDocumentKindSchema.optional(),
});
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuery>;

/** `POST /admin/invoices/export`: every invoice and credit note issued from `from` to `to` (both included). */
export const invoiceExportInput = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { path: ['to'], message: formError.date });
export type InvoiceExportInput = z.infer<typeof invoiceExportInput>;

export const invoiceExportSchema = z
  .object({
    uuid: uuidSchema,
    from: z.string(),
    to: z.string(),
    status: z.enum(['running', 'done', 'failed']),
    /** PDFs written so far, of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'InvoiceExport' });
export type InvoiceExport = z.infer<typeof invoiceExportSchema>;

/** A ZIP file (`application/zip`). */
export const zipFile = z.string().meta({ format: 'binary', description: 'application/zip' });

/**
 * `POST /admin/order/generate/order-from-invoice(-draft)`: an order staff record for a user who paid
 * an invoice by bank transfer: its lines (memberships, tickets…), optionally the company billed, the
 * transfer's variable symbol and the day it was paid.
 */
export const orderFromInvoiceBody = z.object({
  userEmail: email(),
  language: languageSchema.default('cs'),
  currency: currencySchema,
  lines: z.array(orderLineInput).min(1).max(50),
  billTo: voucherInvoiceSchema.optional(),
  variableSymbol: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .optional(),
  paidOn: day,
});
export type OrderFromInvoiceBody = z.input<typeof orderFromInvoiceBody>;
export type OrderFromInvoiceInput = z.output<typeof orderFromInvoiceBody>;

/** The draft: what the order and its invoice will say, nothing stored yet. */
export const orderFromInvoiceDraft = z
  .object({
    user: z.object({ uuid: uuidSchema, email: z.string(), name: z.string().nullable() }),
    currency: currencySchema,
    language: languageSchema,
    supplier: invoiceSupplierSchema,
    buyer: invoiceBuyerSchema,
    lines: z.array(invoiceLineSchema),
    vatRecap: z.array(invoiceVatRowSchema),
    total: z.number().int(),
    variableSymbol: z.string().nullable(),
    paidOn: z.string(),
  })
  .register(apiComponents, { id: 'OrderFromInvoiceDraft' });
export type OrderFromInvoiceDraft = z.infer<typeof orderFromInvoiceDraft>;

export const orderFromInvoiceResult = z.object({ order: adminOrderDetail, invoice: invoiceSchema });
export type OrderFromInvoiceResult = z.infer<typeof orderFromInvoiceResult>;
