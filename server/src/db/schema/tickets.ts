import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { events } from './events';
import { orderLines, orders } from './orders';

/**
 * A ticket: one per seat (seated events) or admission. Its `code` is what people read and type;
 * its QR code carries a payload signed with the ticket key (modules/tickets/ticketSigning.ts), so
 * the check-in app verifies it without the database.
 */
export const tickets = pgTable(
  'tickets',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    /** Null for a ticket staff issued without an order (a free ticket). */
    orderUuid: uuid('order_uuid').references(() => orders.uuid, { onDelete: 'set null' }),
    /** The order line it was issued for: one ticket per line (lines of tickets have quantity 1). */
    orderLineUuid: uuid('order_line_uuid').references(() => orderLines.uuid, { onDelete: 'set null' }),
    /** Seated events: the seat (`event_seats.id`); null for general admission. */
    seatId: text('seat_id'),
    section: text('section'),
    row: text('row'),
    seatLabel: text('seat_label'),
    category: text('category').notNull(),
    holderName: text('holder_name'),
    /** The signed QR payload (base64url), as issued. */
    qrPayload: text('qr_payload').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_event_idx').on(t.eventUuid, t.createdAt),
    index('tickets_order_idx').on(t.orderUuid),
    uniqueIndex('tickets_order_line_idx').on(t.orderLineUuid),
    uniqueIndex('tickets_event_seat_idx')
      .on(t.eventUuid, t.seatId)
      .where(sql`${t.seatId} is not null`),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;

/**
 * General-admission places a pending order holds: one row per order line, taken from the category's
 * `sold` count when the line is stored and given back when it goes away undelivered. Delivery turns
 * it into a ticket (the row goes, the count stays).
 */
export const admissionReservations = pgTable('admission_reservations', {
  orderLineUuid: uuid('order_line_uuid')
    .primaryKey()
    .references(() => orderLines.uuid, { onDelete: 'cascade' }),
  eventUuid: uuid('event_uuid')
    .notNull()
    .references(() => events.uuid, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
