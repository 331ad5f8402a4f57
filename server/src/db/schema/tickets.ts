import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { languages } from '@tribuna/common/schemas/common';
import { ticketTransferStatuses } from '@tribuna/common/schemas/tickets';
import { events } from './events';
import { orderLines, orders } from './orders';
import { users } from './users';

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
    /**
     * The user who holds it now: its order's user when issued, the recipient after a transfer. Null
     * for a ticket staff issued without an order, or one of an anonymous order.
     */
    holderUuid: uuid('holder_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /**
     * 1 when issued, +1 at each transfer. The QR claim carries it (`n`): the gate refuses a payload
     * whose version is not the ticket's current one, so the passed-on holder's code stops working.
     */
    version: integer('version').notNull().default(1),
    /** The signed QR payload (base64url) of the current version. */
    qrPayload: text('qr_payload').notNull(),
    /** Set once, by the check-in that admitted it (`... where checked_at is null`). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The gate that admitted it (free text of the checking device). */
    checkedGate: text('checked_gate'),
    /** The staff user who checked it in. */
    checkedBy: uuid('checked_by'),
    /** Set when its order line was refunded: invalid at the gate from then on (online and offline). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** Why it was voided (the refund's reason). */
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_holder_idx').on(t.holderUuid),
    index('tickets_event_idx').on(t.eventUuid, t.createdAt),
    index('tickets_order_idx').on(t.orderUuid),
    uniqueIndex('tickets_order_line_idx').on(t.orderLineUuid),
    // A seat has one valid ticket; a voided one (refunded) leaves the seat to the next buyer's.
    uniqueIndex('tickets_event_seat_idx')
      .on(t.eventUuid, t.seatId)
      .where(sql`${t.seatId} is not null and ${t.voidedAt} is null`),
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

/**
 * Every admission at a gate: the online check-in that set `tickets.checked_at`, and each check-in a
 * gate made offline and synced later. An offline one whose ticket had gone in already is a double
 * admission, kept here so that it is reported, never lost.
 */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ticketUuid: uuid('ticket_uuid')
      .notNull()
      .references(() => tickets.uuid, { onDelete: 'cascade' }),
    eventUuid: uuid('event_uuid')
      .notNull()
      .references(() => events.uuid, { onDelete: 'cascade' }),
    gate: text('gate').notNull(),
    checkedBy: uuid('checked_by'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The device's id of an offline scan: a sync sent again finds it and changes nothing. */
    scanId: text('scan_id'),
    doubleAdmission: boolean('double_admission').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_check_ins_event_idx').on(t.eventUuid, t.doubleAdmission),
    uniqueIndex('ticket_check_ins_scan_idx').on(t.scanId),
  ],
);

export type TicketCheckInRow = typeof ticketCheckIns.$inferSelect;

/**
 * A ticket offered by its holder to someone else by e-mail. The link carries a random token; only its
 * SHA-256 is kept. A ticket has at most one pending transfer; accepting one moves the ticket to the
 * accepting user and re-signs its QR code with the next version.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ticketUuid: uuid('ticket_uuid')
      .notNull()
      .references(() => tickets.uuid, { onDelete: 'cascade' }),
    fromUserUuid: uuid('from_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    /** Who accepted it (any signed-in account, whatever its e-mail). */
    toUserUuid: uuid('to_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ticketTransferStatuses }).notNull().default('pending'),
    /** The ticket's version when offered; the accepted transfer made it `fromVersion + 1`. */
    fromVersion: integer('from_version').notNull(),
    /** The language of the e-mail sent to the recipient. */
    language: text('language', { enum: languages }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was accepted or cancelled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('ticket_transfers_ticket_idx').on(t.ticketUuid, t.createdAt),
    // One open offer a ticket: a second one would leave two links racing for it.
    uniqueIndex('ticket_transfers_pending_idx')
      .on(t.ticketUuid)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type TicketTransferRow = typeof ticketTransfers.$inferSelect;
