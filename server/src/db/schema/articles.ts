import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';

export const articles = pgTable(
  'articles',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    perex: jsonb('perex').$type<LocaleMap>().notNull(),
    body: jsonb('body').$type<LocaleMap>().notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_at_idx').on(t.publishedAt.desc())],
);

export type ArticleRow = typeof articles.$inferSelect;
