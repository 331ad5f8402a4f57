import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { FeatureSettings, FeatureType } from '@tribuna/common/schemas/features';

/** What a membership gives its holders (content access, presale, vouchers, push segments). */
export const features = pgTable(
  'features',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: jsonb('name').$type<LocaleMap>().notNull(),
    type: text('type').$type<FeatureType>().notNull(),
    /** The settings of the type (presale limit, voucher pool, push segment); the others are null. */
    settings: jsonb('settings').$type<FeatureSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('features_type_idx').on(t.type)],
);

export type FeatureRow = typeof features.$inferSelect;
