import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@tribuna/common/schemas/common';
import { currencies, orderStatuses, statusActorKinds } from '@tribuna/common/schemas/orders';
import { users } from './users';

/** An order: lines priced when it was made, paid through payment attempts (the payments domain). */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** Null for an anonymous (voucher) order, reached by its hash. */
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    orderHash: text('order_hash').notNull().unique(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    currency: text('currency', { enum: currencies }).notNull(),
    /** Minor units. */
    total: integer('total').notNull(),
    language: text('language', { enum: languages }).notNull(),
    email: text('email'),
    /** The seat hold the order's tickets were taken from (spec: the order's seatsIoHoldToken). */
    holdToken: text('hold_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Needs a person: paid after it expired, paid twice, or paid but not deliverable. */
    flaggedForStaff: boolean('flagged_for_staff').notNull().default(false),
    flagReason: text('flag_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userUuid),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_hold_token_idx').on(t.holdToken),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The registry's line kind: 'subscription', 'voucher', 'ticket', … */
    kind: text('kind').notNull(),
    refUuid: uuid('ref_uuid').notNull(),
    /** The name when the order was made, in its language. */
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
    /** Paid as the master of a recurring series (the line kind asked for it). */
    recurring: boolean('recurring').notNull().default(false),
    /**
     * A renewal charge's identity, as its line kind gave it: unique, so one period is charged once
     * however many servers sweep.
     */
    renewalKey: text('renewal_key').unique(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderUuid)],
);

export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actorKind: text('actor_kind', { enum: statusActorKinds }).notNull(),
    actorUuid: uuid('actor_uuid'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderUuid, t.at)],
);

/**
 * What follows a commit for an order's buyer: the confirmation of its acceptance (with its PDFs),
 * the credit note of its refund (`payload.creditNoteUuid`).
 */
export const orderNotificationKinds = ['confirmation', 'creditNote'] as const;

/**
 * The outbox of orders' e-mails: a row is written in the transaction that accepts the order, so
 * the e-mail is never lost (a server that stops before sending leaves the row to the next sweep).
 * A sender claims due rows for a while (`claim_token`, `next_attempt_at` moved on), marks each
 * done once sent, or due again later after a failure (backing off with `attempts`).
 */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderNotificationKinds }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('order_notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
    index('order_notifications_order_idx').on(t.orderUuid),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type OrderNotificationRow = typeof orderNotifications.$inferSelect;
