import { z } from 'zod';
import { adminListQuery, uuidSchema } from './common';
import { currencySchema } from './orders';
import { apiComponents } from './registry';

/**
 * A refund's life: `pending` until the gateway confirms (or a bank-transfer order is refunded at
 * once), then `refunded`; `failed` when the gateway declined (nothing was taken back; its lines can
 * be refunded again).
 */
export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export const refundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** When a refunded membership ends: at once, or at the end of the period it was paid for (renewals stop either way). */
export const membershipEnds = ['now', 'periodEnd'] as const;
export const membershipEndSchema = z.enum(membershipEnds);
export type MembershipEnd = z.infer<typeof membershipEndSchema>;

/**
 * `POST /admin/orders/{uuid}/refunds`. No `lines` and no `amount`: the whole order (every line not
 * refunded yet, for what was paid less what was refunded); `lines` only: those lines for their
 * amounts, each taken back; `amount` only: a goodwill amount that takes nothing back. `uuid` makes
 * the request idempotent: the same uuid again answers the refund it made.
 */
export const createRefundBody = z
  .object({
    uuid: uuidSchema.optional(),
    /** Uuids of the order's lines. */
    lines: z.array(uuidSchema).min(1).max(100).optional(),
    /** In minor units. */
    amount: z.number().int().min(1).optional(),
    reason: z.string().trim().min(1, 'formError.requiredError').max(1000, 'formError.lengthMaxError'),
    membershipEnd: membershipEndSchema.default('now'),
    /** Refund tickets already checked in at the gate too (refused otherwise: `ticketAlreadyUsed`). */
    allowUsedTickets: z.boolean().default(false),
  })
  .refine((body) => body.lines === undefined || body.amount === undefined, {
    path: ['amount'],
    message: 'Give lines or an amount, not both.',
  });
export type CreateRefundBody = z.input<typeof createRefundBody>;
export type CreateRefundInput = z.output<typeof createRefundBody>;

/** A refunded line of the order, with the part of the refund that is its. */
export const refundLineSchema = z.object({
  orderLineUuid: uuidSchema,
  kind: z.string(),
  label: z.string(),
  /** In minor units. */
  amount: z.number().int(),
});
export type RefundLine = z.infer<typeof refundLineSchema>;

export const refundSchema = z
  .object({
    uuid: uuidSchema,
    orderUuid: uuidSchema,
    /** The buyer's e-mail, as the order has it. */
    orderEmail: z.string().nullable(),
    status: refundStatusSchema,
    /** In minor units. */
    amount: z.number().int(),
    currency: currencySchema,
    reason: z.string(),
    /** The staff member who asked; null for one made by an event's cancellation. */
    requestedBy: uuidSchema.nullable(),
    membershipEnd: membershipEndSchema,
    allowUsedTickets: z.boolean(),
    /** The lines taken back; empty for an amount only. */
    lines: z.array(refundLineSchema),
    /** The paid card payment's order number at the gateway; null when the order was not paid by card. */
    paymentOrderNumber: z.string().nullable(),
    /** How many times the gateway was asked, and why the last time did not settle it. */
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    /** The credit note issued for it (an invoiced order's refund, once refunded). */
    creditNoteUuid: uuidSchema.nullable(),
    eventCancellationUuid: uuidSchema.nullable(),
    refundRequestUuid: uuidSchema.nullable(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

/** A wire calendar day (`yyyy-MM-dd`), read as that day in Prague. */
const day = z.iso.date();

export const adminRefundSortFields = ['createdAt', 'settledAt', 'amount', 'status'] as const;
export const adminRefundListQuery = adminListQuery(adminRefundSortFields).extend({
  orderUuid: uuidSchema.optional(),
  /** Refunds taking back a ticket of this event. */
  eventUuid: uuidSchema.optional(),
  status: refundStatusSchema.optional(),
  /** Created on or after this day. */
  from: day.optional(),
  /** Created on or before this day. */
  to: day.optional(),
  eventCancellationUuid: uuidSchema.optional(),
});
export type AdminRefundListQuery = z.infer<typeof adminRefundListQuery>;

export const adminRefundCsvQuery = adminRefundListQuery.omit({ limit: true, offset: true });
export type AdminRefundCsvQuery = z.infer<typeof adminRefundCsvQuery>;
