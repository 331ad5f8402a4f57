import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies, paymentAttemptStatuses } from '@tribuna/common/schemas/orders';
import { orderLines, orders } from './orders';

/** GP webpay's ORDERNUMBER of every attempt ever: the gateway refuses a number it has seen (PRCODE 14). */
export const paymentOrderNumbers = pgSequence('payment_order_number_seq', { startWith: 1000 });

/** One try to pay an order: a card form the buyer is sent to, or a recurring charge. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    orderNumber: bigint('order_number', { mode: 'bigint' }).notNull().unique(),
    kind: text('kind', { enum: ['card', 'recurring'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('created'),
    prCode: integer('pr_code'),
    srCode: integer('sr_code'),
    resultText: text('result_text'),
    gatewayAnswer: jsonb('gateway_answer').$type<Record<string, unknown>>(),
    recurringMaster: boolean('recurring_master').notNull().default(false),
    /** When the reconciliation sweeper last asked the gateway about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderUuid),
    index('payment_attempts_status_idx').on(t.status, t.createdAt),
  ],
);

/** The paid master payment of each renewing order line: later periods are charged on its card. */
export const recurringPayments = pgTable('recurring_payments', {
  lineUuid: uuid('line_uuid')
    .primaryKey()
    .references(() => orderLines.uuid, { onDelete: 'cascade' }),
  masterOrderNumber: bigint('master_order_number', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
