import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from '@tribuna/common/schemas/common';
import { tickets } from './tickets';

/**
 * A ticket's version as a wallet pass handed out to its holder (an Apple pass downloaded, a Google
 * save link given). The wallets keep showing it after the ticket changes, so the wallet job
 * (modules/wallet) compares each with its ticket: a version passed on to someone else, or a voided
 * ticket, must be told to the wallets as no longer valid, and a voided ticket restored as valid again.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    ticketUuid: uuid('ticket_uuid')
      .notNull()
      .references(() => tickets.uuid, { onDelete: 'cascade' }),
    /** The ticket's version the pass carries (its QR code admits only while it is the ticket's). */
    version: integer('version').notNull(),
    /** The holder's language when the pass was made; an updated pass keeps it. */
    language: text('language', { enum: languages }).notNull(),
    /** What the wallets were last told: valid (true), or voided / passed on (false). */
    active: boolean('active').notNull().default(true),
    /**
     * When the pass last changed: `active`, or its event's date or venue (Apple's Last-Modified and
     * "passes updated since").
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A Google Wallet save link was given for it (there may be a Google object to update). */
    google: boolean('google').notNull().default(false),
    /** Google's object awaits the new state. */
    googlePending: boolean('google_pending').notNull().default(false),
    /** The Apple devices registered for it await a push. */
    applePending: boolean('apple_pending').notNull().default(false),
    /** Failed deliveries since the last change, and when to try again. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketUuid, t.version] }),
    index('wallet_passes_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.googlePending} or ${t.applePending}`),
  ],
);

export type WalletPassRow = typeof walletPasses.$inferSelect;

/**
 * An Apple device that added a pass to its Wallet and asked to be told when it changes (Apple's
 * PassKit web service: the pass's serial number is the ticket's uuid).
 */
export const walletAppleRegistrations = pgTable(
  'wallet_apple_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    passTypeId: text('pass_type_id').notNull(),
    ticketUuid: uuid('ticket_uuid').notNull(),
    /** The pass's version the device holds (its authentication token names it). */
    version: integer('version').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.passTypeId, t.ticketUuid] }),
    foreignKey({
      columns: [t.ticketUuid, t.version],
      foreignColumns: [walletPasses.ticketUuid, walletPasses.version],
    }).onDelete('cascade'),
    index('wallet_apple_registrations_pass_idx').on(t.ticketUuid, t.version),
  ],
);

export type WalletAppleRegistrationRow = typeof walletAppleRegistrations.$inferSelect;
