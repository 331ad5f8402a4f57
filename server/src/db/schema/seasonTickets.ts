import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { seasonHoldKinds, seasonSeatStatuses } from '@tribuna/common/schemas/seasonTickets';
import { events } from './events';
import { subscriptions } from './subscriptions';
import { users } from './users';

/**
 * A season ticket: a seasonal membership plan (its price variant is the ticket's price per currency)
 * bound to the home matches of a season (`season_ticket_events`) and to sections of their plan. A
 * seat of those sections is sold once for every event at once. A season that renews the previous
 * one keeps each previous holder's seat for them until `priority_until`.
 */
export const seasonTickets = pgTable('season_tickets', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  subscriptionUuid: uuid('subscription_uuid')
    .notNull()
    .unique()
    .references(() => subscriptions.uuid, { onDelete: 'restrict' }),
  /** Section keys of the events' plans (the same seat ids in each event). */
  sections: jsonb('sections').$type<string[]>().notNull(),
  /** The previous season, whose holders get their seat first. */
  renewsSeasonTicketUuid: uuid('renews_season_ticket_uuid'),
  /** The end of the previous holders' renewal window; null without one. */
  priorityUntil: timestamp('priority_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SeasonTicketRow = typeof seasonTickets.$inferSelect;

/** The events of a season ticket (all seated, with the same seats in its sections). */
export const seasonTicketEvents = pgTable(
  'season_ticket_events',
  {
    seasonTicketUuid: uuid('season_ticket_uuid')
      .notNull()
      .references(() => seasonTickets.uuid, { onDelete: 'cascade' }),
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.seasonTicketUuid, t.eventUuid] }),
    index('season_ticket_events_event_idx').on(t.eventUuid),
  ],
);

/**
 * A seat held for a season ticket across all its events: the token that holds it in every event's
 * `event_seats` (the seat engine's hold, which lapses by time). `sale`: a buyer picked it on the
 * chart; `renewal`: kept for the previous season's holder until the renewal window ends. An order
 * line of the season ticket names its hold by the token.
 */
export const seasonHolds = pgTable(
  'season_holds',
  {
    token: text('token').primaryKey(),
    seasonTicketUuid: uuid('season_ticket_uuid')
      .notNull()
      .references(() => seasonTickets.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    seatId: text('seat_id').notNull(),
    kind: text('kind', { enum: seasonHoldKinds }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('season_holds_user_idx').on(t.userUuid, t.seasonTicketUuid),
    // One renewal hold per previous seat: making them again (the window moved) finds the same one.
    uniqueIndex('season_holds_renewal_idx')
      .on(t.seasonTicketUuid, t.seatId)
      .where(sql`${t.kind} = 'renewal'`),
  ],
);

export type SeasonHoldRow = typeof seasonHolds.$inferSelect;

/**
 * A seat of a season sold to a user: one holder per seat per season while `active`. A refund ends
 * it (`refunded`), which frees the seat for the events it still held.
 */
export const seasonSeats = pgTable(
  'season_seats',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    seasonTicketUuid: uuid('season_ticket_uuid')
      .notNull()
      .references(() => seasonTickets.uuid, { onDelete: 'restrict' }),
    seatId: text('seat_id').notNull(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'restrict' }),
    orderUuid: uuid('order_uuid').notNull(),
    orderLineUuid: uuid('order_line_uuid').notNull().unique(),
    status: text('status', { enum: seasonSeatStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('season_seats_seat_idx')
      .on(t.seasonTicketUuid, t.seatId)
      .where(sql`${t.status} = 'active'`),
    index('season_seats_user_idx').on(t.userUuid),
  ],
);

export type SeasonSeatRow = typeof seasonSeats.$inferSelect;

/**
 * A season seat at one event: its ticket, and whether the holder released it for that event (the
 * ticket voided, the seat back on sale or to the event's waiting list for that event only).
 */
export const seasonSeatEvents = pgTable(
  'season_seat_events',
  {
    seasonSeatUuid: uuid('season_seat_uuid')
      .notNull()
      .references(() => seasonSeats.uuid, { onDelete: 'cascade' }),
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'restrict' }),
    ticketUuid: uuid('ticket_uuid').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.seasonSeatUuid, t.eventUuid] }),
    index('season_seat_events_ticket_idx').on(t.ticketUuid),
  ],
);

export type SeasonSeatEventRow = typeof seasonSeatEvents.$inferSelect;
