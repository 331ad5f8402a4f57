import {
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  boolean,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a room queues for: an event's sale, or (later) a membership sale with limited capacity. */
export const waitingRoomSubjects = ['event', 'subscription'] as const;
export type WaitingRoomSubject = (typeof waitingRoomSubjects)[number];

/** An entry's own state; `closed` is the room's and `buying`/`done` are read from the dates. */
export const waitingRoomEntryStatuses = ['waiting', 'admitted', 'expired'] as const;

/**
 * The waiting room of a sale: staff's settings and the admission's state. `next_position` is the
 * last place given (the shuffle gives 1…n to those who came before the start, later arrivals take
 * the next ones); `last_admitted_position` is the place of the last one let in. `secret` signs the
 * places' tokens and the passes (every server reads it, so any of them checks what another signed).
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: waitingRoomSubjects }).notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }).notNull(),
    /** Buyers per minute; null: automatic (from the seat engine's hold latency). */
    rate: integer('rate'),
    passMinutes: integer('pass_minutes').notNull().default(10),
    paused: boolean('paused').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    secret: text('secret').notNull(),
    shuffledAt: timestamp('shuffled_at', { withTimezone: true }),
    nextPosition: integer('next_position').notNull().default(0),
    lastAdmittedPosition: integer('last_admitted_position').notNull().default(0),
    /** The token bucket: admissions owed but not yet made (fractions carry over to the next tick). */
    bucket: real('bucket').notNull().default(0),
    /** The last admission tick (one server's; the others skip a room ticked less than a tick ago). */
    tickedAt: timestamp('ticked_at', { withTimezone: true }),
    /** Buyers per minute the last tick admitted at (the set rate, or what "automatic" chose). */
    currentRate: integer('current_rate').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waiting_rooms_subject_idx').on(t.subjectKind, t.subjectUuid)],
);

export type WaitingRoomRow = typeof waitingRooms.$inferSelect;

/**
 * One account's place in a room. `shuffle_key` comes from the server's CSPRNG when the account
 * joins: the shuffle orders the early arrivals by it. `buying_at`: the first hold recorded with the
 * pass; `done_at`: the order was accepted.
 */
export const waitingRoomEntries = pgTable(
  'waiting_room_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    roomUuid: uuid('room_uuid')
      .notNull()
      .references(() => waitingRooms.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    shuffleKey: text('shuffle_key').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer('position'),
    status: text('status', { enum: waitingRoomEntryStatuses }).notNull().default('waiting'),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    passExpiresAt: timestamp('pass_expires_at', { withTimezone: true }),
    buyingAt: timestamp('buying_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waiting_room_entries_user_idx').on(t.roomUuid, t.userUuid),
    index('waiting_room_entries_position_idx').on(t.roomUuid, t.status, t.position),
  ],
);

export type WaitingRoomEntryRow = typeof waitingRoomEntries.$inferSelect;
