import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
