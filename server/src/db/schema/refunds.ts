import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { currencies } from '@tribuna/common/schemas/orders';
import { membershipEnds, refundStatuses } from '@tribuna/common/schemas/refunds';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * Money returned for a paid order (sales/refunds). Recorded `pending` before the gateway is asked,
 * settled in a second transaction (`refunded` with what it takes back, or `failed`); one the gateway
 * left unanswered is asked again by the sweeper with the same `message_id` until it settles. The
 * amount of an order's refunds that are not failed never exceeds what was paid, and a line is in at
 * most one of them: both checked under the order row's lock in the transaction that inserts it.
 */
export const refunds = pgTable(
  'refunds',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'restrict' }),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** Minor units, in the order's currency. */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    reason: text('reason').notNull(),
    /** The staff member who asked; null for the event cancellation's job. */
    requestedBy: uuid('requested_by').references(() => users.uuid, { onDelete: 'set null' }),
    membershipEnd: text('membership_end', { enum: membershipEnds }).notNull().default('now'),
    allowUsedTickets: boolean('allow_used_tickets').notNull().default(false),
    /** The paid card attempt's ORDERNUMBER; null when the order was not paid by card (no gateway). */
    paymentOrderNumber: text('payment_order_number'),
    /** The gateway's message id, derived from the uuid: every ask of one refund sends the same. */
    messageId: text('message_id').notNull().unique(),
    /** How many times the gateway was asked. */
    attempts: integer('attempts').notNull().default(0),
    /** When the sweeper asks again (pending only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The credit note the invoicing flow issued (invoices domain); null until then, or without an invoice. */
    creditNoteUuid: uuid('credit_note_uuid'),
    /** The event cancellation that made it (events domain). */
    eventCancellationUuid: uuid('event_cancellation_uuid'),
    /** The holder's request it answers (a moved event; events domain). */
    refundRequestUuid: uuid('refund_request_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderUuid),
    index('refunds_created_at_idx').on(t.createdAt),
    index('refunds_event_cancellation_idx').on(t.eventCancellationUuid),
    index('refunds_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The order lines a refund takes back, each with its part of the amount. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundUuid: uuid('refund_uuid')
      .notNull()
      .references(() => refunds.uuid, { onDelete: 'cascade' }),
    orderLineUuid: uuid('order_line_uuid')
      .notNull()
      .references(() => orderLines.uuid, { onDelete: 'restrict' }),
    /** Minor units. */
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundUuid, t.orderLineUuid] }),
    index('refund_lines_order_line_idx').on(t.orderLineUuid),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;
