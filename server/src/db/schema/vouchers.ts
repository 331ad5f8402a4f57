import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@tribuna/common/schemas/common';
import { currencies } from '@tribuna/common/schemas/orders';
import type { DeliveryAddress, VoucherCreator, VoucherDeliveryType } from '@tribuna/common/schemas/vouchers';
import { orders } from './orders';
import { subscriptionPrices } from './subscriptions';
import { users } from './users';

/** A voucher code a user brought before signing in; applied at application start. One per user. */
export const voucherPreRegistrations = pgTable('voucher_pre_registrations', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A generation of many codes at once by staff; its progress is `done` of `total`. */
export const voucherBatches = pgTable('voucher_batches', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  subscriptionPriceUuid: uuid('subscription_price_uuid')
    .notNull()
    .references(() => subscriptionPrices.uuid, { onDelete: 'restrict' }),
  status: text('status', { enum: ['running', 'done', 'failed'] })
    .notNull()
    .default('running'),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  createdByUserUuid: uuid('created_by_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type VoucherBatchRow = typeof voucherBatches.$inferSelect;

/**
 * A voucher: a code that gives the plan of a price variant to whoever applies it first. Made by
 * staff (one by one or in a batch) or by a paid voucher order (`order_uuid`).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** Upper case, without separators; unique. */
    code: text('code').notNull().unique(),
    subscriptionPriceUuid: uuid('subscription_price_uuid')
      .notNull()
      .references(() => subscriptionPrices.uuid, { onDelete: 'restrict' }),
    orderUuid: uuid('order_uuid').references(() => orders.uuid, { onDelete: 'restrict' }),
    /** The order line it was made for: an order's confirmation makes its codes once. */
    orderLineUuid: uuid('order_line_uuid'),
    batchUuid: uuid('batch_uuid').references(() => voucherBatches.uuid, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Its order line's refund waits for the gateway: not claimable until the refund fails (or it is switched off). */
    refundPending: boolean('refund_pending').notNull().default(false),
    claimedByUserUuid: uuid('claimed_by_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The last moment it can be applied; null: no limit. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdBy: text('created_by').$type<VoucherCreator>().notNull(),
    createdByUserUuid: uuid('created_by_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_price_idx').on(t.subscriptionPriceUuid),
    index('vouchers_order_idx').on(t.orderUuid),
    index('vouchers_batch_idx').on(t.batchUuid),
    index('vouchers_created_at_idx').on(t.createdAt),
    index('vouchers_order_line_idx')
      .on(t.orderLineUuid)
      .where(sql`${t.orderLineUuid} is not null`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = typeof vouchers.$inferInsert;

/**
 * What a gift voucher order carries besides its lines: the buyer's e-mail, how the voucher is
 * delivered (and where, when printed), optional company invoice details, and the dispatch state.
 */
export const orderVoucherDetails = pgTable(
  'order_voucher_details',
  {
    orderUuid: uuid('order_uuid')
      .primaryKey()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subscriptionPriceUuid: uuid('subscription_price_uuid').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Copied from the order when it was made (the order lists show them without the orders domain). */
    language: text('language', { enum: languages }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    total: integer('total').notNull(),
    /** When the order was paid (or granted by staff) and its codes were made; null before. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveryType: text('delivery_type').$type<VoucherDeliveryType>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    invoiceName: text('invoice_name'),
    invoiceStreet: text('invoice_street'),
    invoiceCity: text('invoice_city'),
    invoiceZip: text('invoice_zip'),
    cin: text('cin'),
    tin: text('tin'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedByUserUuid: uuid('shipped_by_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_voucher_details_created_at_idx').on(t.createdAt),
    index('order_voucher_details_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveryType} = 'physical' and ${t.paidAt} is not null and ${t.shippedAt} is null`),
  ],
);

export type OrderVoucherDetailsRow = typeof orderVoucherDetails.$inferSelect;

/**
 * The person a membership bought with a voucher is delivered to (welcome package, printed card):
 * asked for before a user's first voucher is applied. One per user.
 */
export const voucherDeliveryIdentities = pgTable('voucher_delivery_identities', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  country: text('country', { enum: ['CZ', 'SK'] })
    .notNull()
    .default('CZ'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VoucherDeliveryIdentityRow = typeof voucherDeliveryIdentities.$inferSelect;
