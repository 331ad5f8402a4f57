import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventCancellationStatuses, refundRequestStatuses } from '@tribuna/common/schemas/eventCancellations';
import { events } from './events';

/**
 * A cancelled event's refunding job (one per event). Its orders are listed in
 * `event_cancellation_orders` when the event is cancelled; the sweeper (flows/eventCancellation.ts)
 * takes pending ones with FOR UPDATE SKIP LOCKED, so a crash leaves them to the next run and two
 * servers never take the same. `total`, `done` and `failed` count its orders.
 */
export const eventCancellations = pgTable('event_cancellations', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  eventUuid: uuid('event_uuid')
    .notNull()
    .unique()
    .references(() => events.uuid, { onDelete: 'restrict' }),
  reason: text('reason').notNull(),
  /** Whether the job refunds the paid orders (else it only tells the buyers). */
  refund: boolean('refund').notNull(),
  status: text('status', { enum: eventCancellationStatuses }).notNull().default('running'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** The staff member (users domain; no foreign key, the audit log keeps who did what). */
  requestedBy: uuid('requested_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const eventCancellationOrderStatuses = ['pending', 'refunding', 'done', 'failed'] as const;

/**
 * One paid order of a cancelled event (sales domain; no foreign key). `pending`: to refund;
 * `refunding`: its refund (`refund_uuid`, made with a uuid derived from the cancellation, the order
 * and the attempt, so asking again after a crash answers the same refund) waits for the gateway;
 * `done` refunded; `failed` refused or declined (`error`), tried again on a retry.
 */
export const eventCancellationOrders = pgTable(
  'event_cancellation_orders',
  {
    cancellationUuid: uuid('cancellation_uuid')
      .notNull()
      .references(() => eventCancellations.uuid, { onDelete: 'cascade' }),
    orderUuid: uuid('order_uuid').notNull(),
    status: text('status', { enum: eventCancellationOrderStatuses }).notNull().default('pending'),
    refundUuid: uuid('refund_uuid'),
    /** Tries so far (a retry makes a new refund: the refund's uuid is derived from it). */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cancellationUuid, t.orderUuid] }),
    index('event_cancellation_orders_open_idx')
      .on(t.cancellationUuid)
      .where(sql`${t.status} in ('pending', 'refunding')`),
  ],
);

export const eventNoticeKinds = ['cancelled', 'moved'] as const;

/**
 * E-mails about a cancelled or moved event, one per order and change to its buyer and one to each
 * other holder of its tickets, sent by the events' sweeper in the recipient's language (an outbox:
 * a crash or a mail server out of reach leaves them to the next run).
 */
export const eventNotices = pgTable(
  'event_notices',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: eventNoticeKinds }).notNull(),
    /** The order (sales domain) whose tickets it is about. */
    orderUuid: uuid('order_uuid').notNull(),
    /**
     * Who it goes to: null for the order's buyer (the order's e-mail and language), else a user
     * (users domain) the order's tickets were passed on to, at their own address and language.
     */
    recipientUuid: uuid('recipient_uuid'),
    /** Cancelled: whether the money is coming back. */
    refund: boolean('refund').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('event_notices_unsent_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('event_notices_event_idx').on(t.eventUuid),
  ],
);

/**
 * A ticket holder's request for the money back after the event moved (until the event's
 * `refund_requests_until`). One open or approved request per order and event.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid').notNull(),
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid').notNull(),
    status: text('status', { enum: refundRequestStatuses }).notNull().default('requested'),
    /** The refund an approval made (sales domain). */
    refundUuid: uuid('refund_uuid'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refund_requests_open_idx')
      .on(t.orderUuid, t.eventUuid)
      .where(sql`${t.status} <> 'rejected'`),
    index('refund_requests_event_idx').on(t.eventUuid),
    index('refund_requests_created_at_idx').on(t.createdAt),
  ],
);

export type EventCancellationRow = typeof eventCancellations.$inferSelect;
export type EventCancellationOrderRow = typeof eventCancellationOrders.$inferSelect;
export type EventNoticeRow = typeof eventNotices.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;
