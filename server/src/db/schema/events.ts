import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';

/** Events. A seated one has a seating plan (seating.ts); general admission counts per category. */
export const events = pgTable(
  'events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: jsonb('name').$type<LocaleMap>().notNull(),
    text: jsonb('text').$type<LocaleMap>().notNull(),
    /**
     * The picture, a file of the files domain (no foreign key: files are kept by their own domain,
     * which refuses to delete one an event shows, `fileInUse`).
     */
    imageFileUuid: uuid('image_file_uuid'),
    venue: text('venue').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    saleFrom: timestamp('sale_from', { withTimezone: true }).notNull(),
    saleTo: timestamp('sale_to', { withTimezone: true }).notNull(),
    presaleFrom: timestamp('presale_from', { withTimezone: true }),
    presaleTo: timestamp('presale_to', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    /** The event's key in seats.io when seats.io is the seat engine; null: the event's uuid. */
    seatsioEventKey: text('seatsio_event_key'),
    /** Cancelled (eventCancellations.ts holds its refunding job): nothing of it is sold any more. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Until when ticket holders may ask for a refund from their account (a moved event). */
    refundRequestsUntil: timestamp('refund_requests_until', { withTimezone: true }),
    /** Whether holders may pass their tickets on to someone else. */
    transfersAllowed: boolean('transfers_allowed').notNull().default(true),
    /** Until when tickets may be passed on; null: until the event starts. */
    transfersUntil: timestamp('transfers_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    index('events_public_idx')
      .on(t.endsAt)
      .where(sql`${t.published}`),
  ],
);

export type EventRow = typeof events.$inferSelect;

/**
 * Ticket categories of an event, named by a key the plan's seats and "best available" use. Prices in
 * minor units. `sold` counts general-admission tickets, taken atomically against `capacity`.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocaleMap>().notNull(),
    color: text('color').notNull(),
    priceCzk: integer('price_czk').notNull(),
    priceEur: integer('price_eur').notNull(),
    capacity: integer('capacity'),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventUuid, t.key] })],
);

export type EventCategoryRow = typeof eventCategories.$inferSelect;
