import { z } from 'zod';
import { requiredString } from '../validation';
import { adminListQuery, uuidSchema } from './common';
import { currencySchema } from './orders';
import { apiComponents } from './registry';

/**
 * A cancelled event's job: one refund per paid order of the event (its ticket lines of the event),
 * made by a sweeper in the background. `running` until every order is refunded or failed, then
 * `done`; a retry of its failures makes it `running` again.
 */
export const eventCancellationStatuses = ['running', 'done'] as const;
export const eventCancellationStatusSchema = z.enum(eventCancellationStatuses);
export type EventCancellationStatus = z.infer<typeof eventCancellationStatusSchema>;

/**
 * `POST /admin/events/{uuid}/cancel`. Sales stop at once; `refund: true` also refunds every paid
 * order of the event, `false` leaves the money to staff (buyers are told the event is cancelled).
 */
export const cancelEventBody = z.object({
  reason: requiredString(1000),
  refund: z.boolean().default(true),
});
export type CancelEventBody = z.input<typeof cancelEventBody>;
export type CancelEventInput = z.output<typeof cancelEventBody>;

/** An order the job could not refund: the refund the gateway declined (if one was made) and why. */
export const eventCancellationFailure = z.object({
  orderUuid: uuidSchema,
  /** The declined refund; null when the refund was refused before one was made. */
  refundUuid: uuidSchema.nullable(),
  /** A catalogue name (`ticketAlreadyUsed`, …) or the gateway's answer. */
  error: z.string(),
});
export type EventCancellationFailure = z.infer<typeof eventCancellationFailure>;

export const eventCancellationSchema = z
  .object({
    uuid: uuidSchema,
    eventUuid: uuidSchema,
    reason: z.string(),
    /** Whether the job refunds the paid orders. */
    refund: z.boolean(),
    status: eventCancellationStatusSchema,
    /** Paid orders of the event to refund. */
    total: z.number().int(),
    /** Refunded. */
    done: z.number().int(),
    /** Could not be refunded (listed in `failures`; a retry tries them again). */
    failed: z.number().int(),
    failures: z.array(eventCancellationFailure),
    /** The staff member who cancelled the event. */
    requestedBy: uuidSchema.nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'EventCancellation' });
export type EventCancellation = z.infer<typeof eventCancellationSchema>;

// --- Refund requests (a moved event) -------------------------------------------------------------

/**
 * A ticket holder's request for the money back after the event was moved (new date or venue),
 * possible until the event's `refundRequestsUntil`. Staff approve it (a refund of the order's ticket
 * lines of that event is made) or reject it.
 */
export const refundRequestStatuses = ['requested', 'approved', 'rejected'] as const;
export const refundRequestStatusSchema = z.enum(refundRequestStatuses);
export type RefundRequestStatus = z.infer<typeof refundRequestStatusSchema>;

/** `POST /auth/orders/{uuid}/refund-requests`: the holder asks for the money for the event's tickets. */
export const createRefundRequestBody = z.object({ eventUuid: uuidSchema });
export type CreateRefundRequestBody = z.infer<typeof createRefundRequestBody>;

/** `POST /admin/refund-requests/{uuid}/reject`: why, told to the holder. */
export const rejectRefundRequestBody = z.object({ reason: requiredString(1000).optional() });
export type RejectRefundRequestBody = z.infer<typeof rejectRefundRequestBody>;

export const refundRequestSchema = z
  .object({
    uuid: uuidSchema,
    orderUuid: uuidSchema,
    eventUuid: uuidSchema,
    /** The event's name in Czech, for staff's lists. */
    eventName: z.string(),
    userUuid: uuidSchema,
    /** The order's e-mail. */
    email: z.string().nullable(),
    status: refundRequestStatusSchema,
    /** What the order's ticket lines of the event came to (minor units of `currency`). */
    amount: z.number().int(),
    currency: currencySchema,
    /** The refund an approval made. */
    refundUuid: uuidSchema.nullable(),
    rejectReason: z.string().nullable(),
    createdAt: z.string(),
    decidedBy: uuidSchema.nullable(),
    decidedAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const adminRefundRequestSortFields = ['createdAt', 'decidedAt', 'status'] as const;
export const adminRefundRequestListQuery = adminListQuery(adminRefundRequestSortFields).extend({
  status: refundRequestStatusSchema.optional(),
  eventUuid: uuidSchema.optional(),
  orderUuid: uuidSchema.optional(),
});
export type AdminRefundRequestListQuery = z.infer<typeof adminRefundRequestListQuery>;
