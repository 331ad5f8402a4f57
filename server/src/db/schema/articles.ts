import { boolean, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import { files } from './files';
import { users } from './users';

export const articles = pgTable(
  'articles',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    perex: jsonb('perex').$type<LocaleMap>().notNull(),
    body: jsonb('body').$type<LocaleMap>().notNull(),
    /** The cover image; a file in use cannot be deleted (`fileInUse`). */
    imageUuid: uuid('image_uuid').references(() => files.uuid, { onDelete: 'restrict' }),
    authorUuid: uuid('author_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /** Features a reader must hold, all of them (the paywall); empty: public. */
    requiredFeatureUuids: jsonb('required_feature_uuids').$type<string[]>().notNull().default([]),
    /** Members are notified once, when the article first appears, if the editor asked for it. */
    sendNotifications: boolean('send_notifications').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_at_idx').on(t.publishedAt.desc())],
);

export type ArticleRow = typeof articles.$inferSelect;
