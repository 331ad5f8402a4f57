import { apiComponents } from './registry';
import { z } from 'zod';
import { adminListQuery, languageSchema, uuidSchema } from './common';

/** Money is integer minor units (haléře, cents) plus one of these (ARCHITECTURE, API conventions). */
export const currencies = ['CZK', 'EUR'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

/** Spec section 3: order or payment status. `admin_granted` is an order accepted by staff by hand. */
export const orderStatuses = ['pending', 'accepted', 'rejected', 'admin_granted'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * What a payment attempt came to, as the buyer is told on the return page; `waiting` is an attempt
 * the bank has not answered yet.
 */
export const paymentOutcomes = [
  'paid',
  'declined',
  'cancelled',
  'threeDSecureFailed',
  'technicalError',
  'waiting',
] as const;
export const paymentOutcomeSchema = z.enum(paymentOutcomes);
export type PaymentOutcomeView = z.infer<typeof paymentOutcomeSchema>;

/** A line of an order as the buyer asks for it: a thing of some kind (its registry prices it). */
export const orderLineInput = z.object({
  kind: z.string().regex(/^[a-z][a-z_]{0,39}$/),
  refUuid: uuidSchema,
  quantity: z.number().int().min(1).max(100).default(1),
  /** Which variant of the thing, where a kind has them: a general-admission ticket's category key. */
  option: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * `POST /orders`: lines, or a seat hold token whose held seats become ticket lines (one a seat),
 * or both. Ordering again with the same token answers the token's pending order, priced anew.
 */
export const createOrderBody = z
  .object({
    lines: z.array(orderLineInput).max(50).default([]),
    currency: currencySchema,
    holdToken: z.string().min(8).max(100).optional(),
  })
  .refine((body) => body.lines.length > 0 || body.holdToken !== undefined, {
    path: ['lines'],
    message: 'Give lines or a hold token.',
  });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** `PUT /orders/{uuid}`: the lines of a pending order, replaced. */
export const updateOrderBody = z.object({
  lines: z.array(orderLineInput).min(1).max(50),
  orderHash: z.string().max(100).optional(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

/** `PUT /orders/seats-io-hold-token/{holdToken}`: the order of the token priced anew. */
export const holdTokenParams = z.object({ holdToken: z.string().min(8).max(100) });
export const updateHoldOrderBody = z.object({ currency: currencySchema.optional() });
/** `DELETE /orders/seats-io-hold-token/{holdToken}`: a paid order is let go of without an error. */
export const deleteHoldOrderBody = z
  .object({ ignorePaymentStatus: z.boolean().default(false) })
  .default({ ignorePaymentStatus: false });

/** The owner reaches an order by signing in; an anonymous buyer by the order's hash. */
export const orderAccessQuery = z.object({ orderHash: z.string().max(100).optional() });

export const orderLine = z.object({
  uuid: uuidSchema,
  kind: z.string(),
  refUuid: uuidSchema,
  label: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amount: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const order = z
  .object({
    uuid: uuidSchema,
    orderHash: z.string(),
    status: orderStatusSchema,
    currency: currencySchema,
    /** In minor units. */
    total: z.number().int(),
    language: languageSchema,
    email: z.string().nullable(),
    /** The seat hold the order's tickets come from (spec: seatsIoHoldToken). */
    holdToken: z.string().nullable(),
    lines: z.array(orderLine),
    /** A pending order not paid by then is rejected. */
    expiresAt: z.string(),
    /** The latest payment attempt's outcome, if one was made. */
    payment: paymentOutcomeSchema.nullable(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'Order' });
export type Order = z.infer<typeof order>;

export const preCompleteBody = z.object({
  orderUuid: uuidSchema,
  orderHash: z.string().max(100).optional(),
});

/** The payment gateway form (spec section 3): the browser posts `fields` to `url` as an HTML form. */
export const paymentFormResponse = z.object({
  url: z.url(),
  fields: z.record(z.string(), z.string()),
});
export type PaymentFormResponse = z.infer<typeof paymentFormResponse>;

/** `PUT /orders/complete`: every field the gateway sent back in the return address's query. */
export const completeOrderBody = z.record(z.string().max(40), z.string().max(2000));
export type CompleteOrderBody = z.infer<typeof completeOrderBody>;

/**
 * What the payment came to, for whoever brings the signed answer; the order itself (its hash, the
 * buyer's e-mail, its lines) only for its owner: the signed-in buyer, or a caller giving the order's
 * hash (`orderHash` in the query, the browser that made the order). Anyone else gets `order: null`.
 */
export const completeOrderResponse = z.object({ order: order.nullable(), outcome: paymentOutcomeSchema });
export type CompleteOrderResponse = z.infer<typeof completeOrderResponse>;

// Admin

export const adminOrderSortFields = ['createdAt', 'updatedAt', 'total', 'status'] as const;
export const adminOrderListQuery = adminListQuery(adminOrderSortFields).extend({
  status: orderStatusSchema.optional(),
  currency: currencySchema.optional(),
  /** Created at or after. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Created before. */
  to: z.iso.datetime({ offset: true }).optional(),
  email: z.string().trim().max(200).optional(),
  flaggedForStaff: z.enum(['true', 'false']).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrder = z
  .object({
    uuid: uuidSchema,
    userUuid: uuidSchema.nullable(),
    status: orderStatusSchema,
    currency: currencySchema,
    total: z.number().int(),
    language: languageSchema,
    email: z.string().nullable(),
    flaggedForStaff: z.boolean(),
    flagReason: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrder>;

export const paymentAttemptStatuses = [
  'created',
  'paid',
  'declined',
  'cancelled',
  'failed',
  'unknown',
] as const;
export const paymentAttemptStatusSchema = z.enum(paymentAttemptStatuses);
export type PaymentAttemptStatus = z.infer<typeof paymentAttemptStatusSchema>;

export const statusActorKinds = ['user', 'staff', 'gateway', 'sweeper'] as const;

export const adminOrderDetail = adminOrder
  .extend({
    lines: z.array(orderLine),
    attempts: z.array(
      z.object({
        uuid: uuidSchema,
        orderNumber: z.string(),
        kind: z.enum(['card', 'recurring']),
        amount: z.number().int(),
        currency: currencySchema,
        status: paymentAttemptStatusSchema,
        prCode: z.number().int().nullable(),
        srCode: z.number().int().nullable(),
        resultText: z.string().nullable(),
        recurringMaster: z.boolean(),
        /** The gateway's answer as it came (signed fields, or the web service's state). */
        gatewayAnswer: z.record(z.string(), z.unknown()).nullable(),
        createdAt: z.string(),
        completedAt: z.string().nullable(),
      }),
    ),
    history: z.array(
      z.object({
        from: orderStatusSchema.nullable(),
        to: orderStatusSchema,
        actorKind: z.enum(statusActorKinds),
        actorUuid: uuidSchema.nullable(),
        reason: z.string().nullable(),
        at: z.string(),
      }),
    ),
  })
  .register(apiComponents, { id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** Staff accept an order by hand (it is fulfilled) or reject a pending one; the reason is kept. */
export const updateOrderStatusBody = z.object({
  orderUuid: uuidSchema,
  status: z.enum(['admin_granted', 'rejected']),
  reason: z.string().trim().min(1, 'formError.requiredError').max(1000, 'formError.lengthMaxError'),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBody>;

export const resendOrderEmailBody = z.object({ orderUuid: uuidSchema });

/** `GET /users/me/orders`: one of the caller's orders with what it delivered and its invoice. */
export const accountOrder = z
  .object({
    uuid: uuidSchema,
    /** The order's secret: the links to its ticket and voucher PDFs carry it. */
    orderHash: z.string(),
    status: orderStatusSchema,
    currency: currencySchema,
    total: z.number().int(),
    language: languageSchema,
    createdAt: z.string(),
    lines: z.array(z.object({ label: z.string(), quantity: z.number().int(), amount: z.number().int() })),
    tickets: z.array(
      z.object({
        uuid: uuidSchema,
        code: z.string(),
        /** The ticket's event: the account asks it whether the event moved and refunds may be asked for. */
        eventUuid: uuidSchema,
        /** When the ticket was voided (its line refunded); null while it is valid. */
        voidedAt: z.string().nullable(),
      }),
    ),
    voucherCodes: z.array(z.string()),
    invoice: z.object({ uuid: uuidSchema, number: z.string() }).nullable(),
  })
  .register(apiComponents, { id: 'AccountOrder' });
export type AccountOrder = z.infer<typeof accountOrder>;
