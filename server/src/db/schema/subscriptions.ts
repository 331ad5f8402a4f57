import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The membership price a user chose before signing in (login step 4 takes them to its order).
 * One per user; no row means none.
 */
export const subscriptionPreRegistrations = pgTable('subscription_pre_registrations', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  subscriptionPriceUuid: uuid('subscription_price_uuid').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
