import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { waitlistEntryStatuses, waitlistSubjects } from '@tribuna/common/schemas/waitlists';
import { users } from './users';

/**
 * A subject's waiting list: staff's settings. The row is made by the first join (or staff's first
 * save); the offers job locks it while it offers the subject's places, so two servers never offer
 * the same place twice.
 */
export const waitlists = pgTable(
  'waitlists',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: waitlistSubjects }).notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    closed: boolean('closed').notNull().default(false),
    maxQuantity: integer('max_quantity').notNull().default(4),
    offerHours: integer('offer_hours').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waitlists_subject_idx').on(t.subjectKind, t.subjectUuid)],
);

export type WaitlistRow = typeof waitlists.$inferSelect;

/**
 * One person's place in a list. `seq` orders the line (joining order; positions are counted among
 * those still waiting). `category` '' waits for any category. One entry in force (waiting, offered,
 * ordered) per person, subject and category.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    waitlistUuid: uuid('waitlist_uuid')
      .notNull()
      .references(() => waitlists.uuid, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    category: text('category').notNull().default(''),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: waitlistEntryStatuses }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_in_force_idx')
      .on(t.waitlistUuid, t.userUuid, t.category)
      .where(sql`${t.status} in ('waiting', 'offered', 'ordered')`),
    index('waitlist_entries_line_idx').on(t.waitlistUuid, t.status, t.seq),
    index('waitlist_entries_user_idx').on(t.userUuid),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** An offer's own life: `open` until ordered, lapsed or withdrawn (the entry left). */
export const waitlistOfferStatuses = ['open', 'ordered', 'bought', 'lapsed', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number];

/**
 * Places held for an entry until `expires_at`: seats held by `hold_token` (a token of the entry's
 * person), or `quantity` general-admission places of `category` taken from its count, or (a
 * membership) the right to buy it while others are refused.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    entryUuid: uuid('entry_uuid')
      .notNull()
      .references(() => waitlistEntries.uuid, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Seated: the token holding the seats. */
    holdToken: text('hold_token'),
    /** General admission: the category the places were taken from. */
    category: text('category'),
    status: text('status', { enum: waitlistOfferStatuses }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderUuid: uuid('order_uuid'),
    byStaff: boolean('by_staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail and push went out (null: not yet; the job sends what is left). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [
    index('waitlist_offers_entry_idx').on(t.entryUuid),
    index('waitlist_offers_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'ordered')`),
  ],
);

export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
