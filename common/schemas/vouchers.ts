import { apiComponents } from './registry';
import { z } from 'zod';
import { address, city, cin, email, formError, requiredString, tin, zip } from '../validation';
import { adminListQuery, languageSchema, uuidSchema } from './common';
import { currencySchema } from './orders';

/**
 * Voucher codes: hard to guess, easy to type. Upper-case letters and digits without the look-alikes
 * 0/O and 1/I; typed in any case, with spaces or dashes, they are read the same.
 */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Twelve characters of a 32-letter alphabet: 60 bits, written in groups of four (ABCD-EFGH-JKLM). */
export const VOUCHER_CODE_LENGTH = 12;

/** The code as stored: upper case, without separators. */
export const normalizeVoucherCode = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/** A code as people type it: trimmed, upper-cased, spaces and dashes dropped. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, formError.required)
  .max(60, formError.lengthMax)
  .transform(normalizeVoucherCode)
  .pipe(z.string().regex(/^[A-Z0-9]{4,40}$/, formError.character));

/** How the buyer of a gift voucher gets it: by e-mail only, or also printed by post. */
export const voucherDeliveryTypes = ['electronic', 'physical'] as const;
export const voucherDeliveryTypeSchema = z.enum(voucherDeliveryTypes);
export type VoucherDeliveryType = z.infer<typeof voucherDeliveryTypeSchema>;

/** Who made a voucher: staff by hand (one, or a generated batch), or a paid voucher order. */
export const voucherCreators = ['staff', 'order'] as const;
export type VoucherCreator = (typeof voucherCreators)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, formError.lengthMax)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A postal address (the printed voucher is sent to it; the membership's welcome package too). */
export const deliveryAddressSchema = z.object({
  name: requiredString(200),
  street: requiredString(200).pipe(address()),
  city: requiredString(100).pipe(city()),
  zip: requiredString(10).pipe(zip()),
  /** ISO 3166 alpha-2: CZ or SK. */
  country: z.enum(['CZ', 'SK']).default('CZ'),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
/** An address as answers carry it (the shape only). */
export const storedDeliveryAddress = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['CZ', 'SK']),
});

/**
 * Company invoice details of a voucher order (all optional, but a company name asks for the rest
 * of the address and the company ID). `cin` is the Czech IČO (checksum checked), `tin` the DIČ.
 */
export const voucherInvoiceSchema = z
  .object({
    invoiceName: requiredString(200),
    invoiceStreet: requiredString(200).pipe(address()),
    invoiceCity: requiredString(100).pipe(city()),
    invoiceZip: requiredString(10).pipe(zip()),
    cin: requiredString(20).pipe(cin()),
    tin: optionalText(20).pipe(tin().optional()),
  })
  .register(apiComponents, { id: 'VoucherInvoice' });
export type VoucherInvoice = z.infer<typeof voucherInvoiceSchema>;

/** `POST /orders/voucher`: a gift voucher for a price variant, bought without an account. */
export const voucherOrderBody = z
  .object({
    subscriptionPriceUuid: uuidSchema,
    quantity: z.number().int().min(1).max(20).default(1),
    email: email().pipe(z.string().max(200, formError.lengthMax)),
    deliveryType: voucherDeliveryTypeSchema,
    /** Required for `physical`. */
    deliveryAddress: deliveryAddressSchema.optional(),
    invoice: voucherInvoiceSchema.optional(),
    consent: z.literal(true, formError.required),
  })
  .superRefine((body, ctx) => {
    if (body.deliveryType === 'physical' && !body.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: formError.required });
    }
  });
export type VoucherOrderBody = z.input<typeof voucherOrderBody>;
export type VoucherOrderInput = z.output<typeof voucherOrderBody>;

// --- Applying a code ---------------------------------------------------------------------------

export const applyVoucherBody = z.object({ code: voucherCodeSchema });
export type ApplyVoucherBody = z.input<typeof applyVoucherBody>;

/**
 * The person a membership bought with a voucher is delivered to (its welcome package, a printed
 * card): the user's postal contact. Asked for before the first voucher is applied.
 */
export const deliveryIdentitySchema = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  phone: requiredString(30),
  street: requiredString(200).pipe(address()),
  city: requiredString(100).pipe(city()),
  zip: requiredString(10).pipe(zip()),
  country: z.enum(['CZ', 'SK']).default('CZ'),
});
export type DeliveryIdentityInput = z.input<typeof deliveryIdentitySchema>;
export const deliveryIdentity = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['CZ', 'SK']),
});
export type DeliveryIdentity = z.infer<typeof deliveryIdentity>;

/** The answer to applying a code: the voucher, now claimed, and the membership it started. */
export const appliedVoucher = z.object({
  voucherUuid: uuidSchema,
  code: z.string(),
  subscriptionUuid: uuidSchema,
  subscriptionName: z.string(),
  userSubscriptionUuid: uuidSchema,
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type AppliedVoucher = z.infer<typeof appliedVoucher>;

// --- PDF ---------------------------------------------------------------------------------------

export const voucherPdfParams = z.object({ uuid: uuidSchema });
export const voucherPdfLanguageParams = z.object({ uuid: uuidSchema, language: languageSchema });
export const voucherPdfByOrderQuery = z.object({
  orderHash: z.string().min(1).max(100),
  language: languageSchema.optional(),
});
/** A PDF file (`application/pdf`). */
export const pdfFile = z.string().meta({ format: 'binary', description: 'application/pdf' });
/** A CSV file (`text/csv`, UTF-8). */
export const csvFile = z.string().meta({ description: 'text/csv' });

// --- Back office -------------------------------------------------------------------------------

const booleanFilter = z.enum(['true', 'false']).optional();

export const adminVoucherSortFields = ['createdAt', 'code', 'validUntil', 'claimedAt'] as const;
export const adminVoucherListQuery = adminListQuery(adminVoucherSortFields).extend({
  subscriptionPriceUuid: uuidSchema.optional(),
  /** Part of the code, typed in any case. */
  code: z.string().trim().max(60).optional(),
  orderUuid: uuidSchema.optional(),
  batchUuid: uuidSchema.optional(),
  claimed: booleanFilter,
  isActive: booleanFilter,
});
export type AdminVoucherListQuery = z.infer<typeof adminVoucherListQuery>;

export const adminVoucher = z
  .object({
    uuid: uuidSchema,
    code: z.string(),
    subscriptionPriceUuid: uuidSchema,
    subscriptionUuid: uuidSchema.nullable(),
    /** The membership and price variant names in Czech. */
    subscriptionName: z.string().nullable(),
    priceLabel: z.string().nullable(),
    orderUuid: uuidSchema.nullable(),
    batchUuid: uuidSchema.nullable(),
    claimed: z.boolean(),
    claimedByUserUuid: uuidSchema.nullable(),
    claimedAt: z.string().nullable(),
    isActive: z.boolean(),
    /** The last moment it can be applied; null: no limit. */
    validUntil: z.string().nullable(),
    deliveryType: voucherDeliveryTypeSchema.nullable(),
    createdBy: z.enum(voucherCreators),
    createdByUserUuid: uuidSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminVoucher' });
export type AdminVoucher = z.infer<typeof adminVoucher>;

/** `POST /admin/vouchers`: one voucher; the code is generated when none is given. */
export const voucherCreateInput = z.object({
  subscriptionPriceUuid: uuidSchema,
  code: voucherCodeSchema.optional(),
  isActive: z.boolean().default(true),
  validUntil: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type VoucherCreateInput = z.input<typeof voucherCreateInput>;

/** `PUT /admin/vouchers/{uuid}`: the code stays; a claimed voucher keeps its price variant. */
export const voucherUpdateInput = z.object({
  uuid: uuidSchema.optional(),
  subscriptionPriceUuid: uuidSchema,
  isActive: z.boolean(),
  validUntil: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type VoucherUpdateInput = z.input<typeof voucherUpdateInput>;

/** Bulk generation: `count` new codes for a price variant, made in the background. */
export const MAX_VOUCHER_BATCH = 5000;
export const voucherBatchInput = z.object({
  subscriptionPriceUuid: uuidSchema,
  count: z.number().int().min(1).max(MAX_VOUCHER_BATCH),
  isActive: z.boolean().default(true),
  validUntil: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type VoucherBatchInput = z.input<typeof voucherBatchInput>;

export const voucherBatchStatuses = ['running', 'done', 'failed'] as const;
export const voucherBatch = z
  .object({
    uuid: uuidSchema,
    subscriptionPriceUuid: uuidSchema,
    status: z.enum(voucherBatchStatuses),
    /** Codes made so far, of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    createdByUserUuid: uuidSchema.nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'VoucherBatch' });
export type VoucherBatch = z.infer<typeof voucherBatch>;

// --- Order vouchers (dispatch of printed vouchers) ----------------------------------------------

export const orderVoucherDispatchStatuses = ['notRequired', 'waiting', 'shipped'] as const;
export type OrderVoucherDispatchStatus = (typeof orderVoucherDispatchStatuses)[number];

export const adminOrderVoucherSortFields = ['createdAt', 'invoiceName', 'shippedAt'] as const;
export const adminOrderVoucherListQuery = adminListQuery(adminOrderVoucherSortFields).extend({
  subscriptionPriceUuid: uuidSchema.optional(),
  code: z.string().trim().max(60).optional(),
  orderUuid: uuidSchema.optional(),
  invoiceName: z.string().trim().max(200).optional(),
  invoiceCity: z.string().trim().max(100).optional(),
  invoiceStreet: z.string().trim().max(200).optional(),
  invoiceZip: z.string().trim().max(10).optional(),
  cin: z.string().trim().max(20).optional(),
  tin: z.string().trim().max(20).optional(),
  claimed: booleanFilter,
  isActive: booleanFilter,
  deliveryType: voucherDeliveryTypeSchema.optional(),
  /** A day (`2026-11-23`, Prague time) or an instant; the orders made that day / at or after it. */
  createdAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  /** Whether printed vouchers still wait to be sent (the dispatcher's list). */
  shipped: booleanFilter,
  /** Only orders that are paid (accepted or granted); default true. */
  paid: z.enum(['true', 'false']).default('true'),
});
export type AdminOrderVoucherListQuery = z.infer<typeof adminOrderVoucherListQuery>;

export const adminOrderVoucher = z
  .object({
    /** The order's uuid. */
    uuid: uuidSchema,
    /** When it was paid (or granted by staff) and its codes were made; null before. */
    paidAt: z.string().nullable(),
    email: z.string(),
    language: languageSchema,
    currency: currencySchema,
    total: z.number().int(),
    subscriptionPriceUuid: uuidSchema,
    subscriptionName: z.string().nullable(),
    quantity: z.number().int(),
    deliveryType: voucherDeliveryTypeSchema,
    deliveryAddress: storedDeliveryAddress.nullable(),
    invoiceName: z.string().nullable(),
    invoiceStreet: z.string().nullable(),
    invoiceCity: z.string().nullable(),
    invoiceZip: z.string().nullable(),
    cin: z.string().nullable(),
    tin: z.string().nullable(),
    dispatchStatus: z.enum(orderVoucherDispatchStatuses),
    shippedAt: z.string().nullable(),
    shippedByUserUuid: uuidSchema.nullable(),
    /** The codes made for it (none before payment). */
    codes: z.array(z.string()),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminOrderVoucher' });
export type AdminOrderVoucher = z.infer<typeof adminOrderVoucher>;

export const adminOrderVoucherDetail = adminOrderVoucher
  .extend({ vouchers: z.array(adminVoucher) })
  .register(apiComponents, { id: 'AdminOrderVoucherDetail' });
export type AdminOrderVoucherDetail = z.infer<typeof adminOrderVoucherDetail>;

/** Marks printed vouchers sent (or takes it back, `shipped: false`). */
export const orderVoucherShipBody = z.object({ shipped: z.boolean().default(true) });
