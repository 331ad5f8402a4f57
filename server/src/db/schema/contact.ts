import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@tribuna/common/schemas/common';

/** Messages visitors send from the contact page; staff read them and mark them answered. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').$type<Language>().notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
