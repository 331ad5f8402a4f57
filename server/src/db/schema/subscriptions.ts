import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type {
  PeriodUnit,
  SubscriptionType,
  UserSubscriptionSource,
  UserSubscriptionStatus,
} from '@tribuna/common/schemas/subscriptions';
import { features } from './features';
import { users } from './users';

/** Membership plans. A plan that was once held is archived (`deleted_at`) instead of deleted. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: jsonb('name').$type<LocaleMap>().notNull(),
    text: jsonb('text').$type<LocaleMap>().notNull(),
    image: text('image'),
    type: text('type').$type<SubscriptionType>().notNull(),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    periodCount: integer('period_count'),
    periodUnit: text('period_unit').$type<PeriodUnit>(),
    renewing: boolean('renewing').notNull().default(false),
    sellable: boolean('sellable').notNull().default(true),
    capacity: integer('capacity'),
    voucherPurchasable: boolean('voucher_purchasable').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('subscriptions_position_idx').on(t.position)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Price variants of a plan. Their uuids are what orders, vouchers and pre-registrations refer to,
 * so an edit keeps them; a variant removed after it was sold is archived (`deleted_at`).
 */
export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    subscriptionUuid: uuid('subscription_uuid')
      .notNull()
      .references(() => subscriptions.uuid, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocaleMap>().notNull(),
    /** Minor units (haléře). */
    amountCzk: integer('amount_czk').notNull(),
    /** Minor units (cents). */
    amountEur: integer('amount_eur').notNull(),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('subscription_prices_subscription_idx').on(t.subscriptionUuid)],
);

export type SubscriptionPriceRow = typeof subscriptionPrices.$inferSelect;

/** The features a plan grants its holders, and the display features it is offered for. */
export const subscriptionFeatures = pgTable(
  'subscription_features',
  {
    subscriptionUuid: uuid('subscription_uuid')
      .notNull()
      .references(() => subscriptions.uuid, { onDelete: 'cascade' }),
    featureUuid: uuid('feature_uuid')
      .notNull()
      .references(() => features.uuid, { onDelete: 'restrict' }),
    kind: text('kind').$type<'granted' | 'requiredDisplay'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionUuid, t.kind, t.featureUuid] }),
    index('subscription_features_feature_idx').on(t.featureUuid),
  ],
);

/**
 * The memberships users hold. A row is in force while its status is `active` and `valid_to` has not
 * passed: expiry needs no sweeper. `cancelled` and `ended` are final.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    subscriptionUuid: uuid('subscription_uuid')
      .notNull()
      .references(() => subscriptions.uuid, { onDelete: 'restrict' }),
    priceUuid: uuid('price_uuid')
      .notNull()
      .references(() => subscriptionPrices.uuid, { onDelete: 'restrict' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Null for a permanent membership. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    renewing: boolean('renewing').notNull().default(false),
    status: text('status').$type<UserSubscriptionStatus>().notNull().default('active'),
    source: text('source').$type<UserSubscriptionSource>().notNull(),
    /** The order or voucher it came from; null for an admin grant. */
    sourceUuid: uuid('source_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.userUuid),
    index('user_subscriptions_subscription_idx')
      .on(t.subscriptionUuid)
      .where(sql`${t.status} = 'active'`),
    // An order or a voucher activates at most one membership, however often its confirmation arrives.
    uniqueIndex('user_subscriptions_source_idx')
      .on(t.source, t.sourceUuid)
      .where(sql`${t.sourceUuid} is not null`),
  ],
);

export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;

/**
 * The membership price a user chose before signing in (login step 4 takes them to its order).
 * One per user; no row means none.
 */
export const subscriptionPreRegistrations = pgTable('subscription_pre_registrations', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  subscriptionPriceUuid: uuid('subscription_price_uuid')
    .notNull()
    .references(() => subscriptionPrices.uuid, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
