import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { Stage } from '@tribuna/common/schemas/seating';
import { events } from './events';
import { users } from './users';

/**
 * The seat-map hold token of a user's open order, kept so that signing in on another device
 * restores the order (login step 5). One per user; no row means none.
 */
export const seatingHolds = pgTable('seating_holds', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  holdToken: text('hold_token').notNull(),
  /** Unknown (null) until the seat map reports it for this token. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Hold tokens the native engine gave out: each belongs to a user and ends at `expires_at`. */
export const holdTokens = pgTable(
  'hold_tokens',
  {
    token: text('token').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hold_tokens_user_idx').on(t.userUuid), index('hold_tokens_expires_at_idx').on(t.expiresAt)],
);

export type HoldTokenRow = typeof holdTokens.$inferSelect;

/** A seated event's plan: the stage and the sections; the seats are rows of `event_seats`. */
export const seatingPlans = pgTable('seating_plans', {
  eventUuid: uuid('event_uuid')
    .primaryKey()
    .references(() => events.uuid, { onDelete: 'cascade' }),
  stage: jsonb('stage').$type<Stage>().notNull(),
  sections: jsonb('sections').$type<{ key: string; name: LocaleMap }[]>().notNull(),
  /** Seats that can be sold (not blocked) per category key, counted when the plan is saved. */
  seatCounts: jsonb('seat_counts').$type<Record<string, number>>().notNull(),
  seatCount: integer('seat_count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SeatingPlanRow = typeof seatingPlans.$inferSelect;

/**
 * Every seat of a plan with its state, one row each, so that a hold is one UPDATE by primary key.
 * Free: no order and no hold in force. Held: `hold_token` until `held_until` (an expired hold is free
 * by time alone). Booked: `order_uuid`. `position` is the seat's order in the plan (sections, rows,
 * then along the row), which is what makes seats neighbours.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    row: text('row').notNull(),
    label: text('label').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    category: text('category').notNull(),
    wheelchair: boolean('wheelchair').notNull().default(false),
    companion: boolean('companion').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    holdToken: text('hold_token'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    orderUuid: uuid('order_uuid'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventUuid, t.id] }),
    index('event_seats_hold_token_idx')
      .on(t.holdToken)
      .where(sql`${t.holdToken} is not null`),
    index('event_seats_order_idx')
      .on(t.orderUuid)
      .where(sql`${t.orderUuid} is not null`),
    // "Best available" and availability read only the taken seats of an event, not all 20,000.
    index('event_seats_taken_idx')
      .on(t.eventUuid, t.category)
      .where(sql`${t.holdToken} is not null or ${t.orderUuid} is not null`),
  ],
);

export type EventSeatRow = typeof eventSeats.$inferSelect;

/**
 * Seats held or booked through seats.io (when it is the seat engine), as seats.io answered them:
 * the orders' lines and tickets are made from these rows, and releases and bookings name them.
 * seats.io itself decides who has a seat; a row here says what this server did with it.
 */
export const seatsioSeats = pgTable(
  'seatsio_seats',
  {
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    section: text('section').notNull(),
    row: text('row').notNull(),
    label: text('label').notNull(),
    category: text('category').notNull(),
    holdToken: text('hold_token'),
    orderUuid: uuid('order_uuid'),
  },
  (t) => [
    primaryKey({ columns: [t.eventUuid, t.id] }),
    index('seatsio_seats_hold_token_idx').on(t.holdToken),
    index('seatsio_seats_order_idx').on(t.orderUuid),
  ],
);

export type SeatsioSeatRow = typeof seatsioSeats.$inferSelect;
