import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import { files } from './files';

/** Partner benefits for members: a text, an image, a link to the partner, and a paywall. */
export const benefits = pgTable(
  'benefits',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    perex: jsonb('perex').$type<LocaleMap>().notNull(),
    body: jsonb('body').$type<LocaleMap>().notNull(),
    imageUuid: uuid('image_uuid').references(() => files.uuid, { onDelete: 'restrict' }),
    link: text('link'),
    requiredFeatureUuids: jsonb('required_feature_uuids').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('benefits_published_at_idx').on(t.publishedAt.desc())],
);
export type BenefitRow = typeof benefits.$inferSelect;

/** Countdowns on the home page, to a moment (a match, a sale). */
export const countdowns = pgTable(
  'countdowns',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    targetAt: timestamp('target_at', { withTimezone: true }).notNull(),
    imageUuid: uuid('image_uuid').references(() => files.uuid, { onDelete: 'restrict' }),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('countdowns_target_at_idx').on(t.targetAt)],
);
export type CountdownRow = typeof countdowns.$inferSelect;
