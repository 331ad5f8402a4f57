import { sql } from 'drizzle-orm';
import type { Role } from '@tribuna/common/schemas/auth';
import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@tribuna/common/schemas/common';

export const users = pgTable('users', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  birthDate: date('birth_date', { mode: 'string' }),
  favoriteDriver: text('favorite_driver'),
  favoriteTeam: text('favorite_team'),
  pushNotifications: boolean('push_notifications').notNull().default(false),
  language: text('language', { enum: languages }).notNull().default('cs'),
  roles: text('roles')
    .array()
    .$type<Role[]>()
    .notNull()
    .default(sql`ARRAY['user']::text[]`),
  disabled: boolean('disabled').notNull().default(false),
  gdprAcceptedAt: timestamp('gdpr_accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
