import { index, integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { ContentType } from '@tribuna/common/schemas/content';
import type { PushNotificationStatus } from '@tribuna/common/schemas/pushNotifications';
import { users } from './users';

/**
 * Push notifications of content, one per piece of content: what it says, whom it goes to (push
 * segments and their members, or every subscriber) and how sending it went. `pending` ones are
 * due at `dueAt` (the content's publication, later after a failed attempt); without a push
 * provider they are `kept` here for staff to read.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    contentUuid: uuid('content_uuid').notNull(),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    message: jsonb('message').$type<LocaleMap>().notNull(),
    /** The content's page from the storefront's root (`/clanky/{uuid}`). */
    path: text('path').notNull(),
    /** The segments' names; empty when it goes to every subscriber. */
    segments: text('segments').array().notNull(),
    /** The members of those segments (their push identity is their user uuid); null: every subscriber. */
    recipientUuids: uuid('recipient_uuids').array(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<PushNotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the sent notification. */
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_notifications_once').on(t.contentType, t.contentUuid),
    index('push_notifications_due').on(t.status, t.dueAt),
  ],
);
export type PushNotificationRow = typeof pushNotifications.$inferSelect;

/**
 * E-mail notifications waiting for the mailer: one row per member and piece of content, due at
 * `sendAt` (a scheduled article notifies when it appears); `sentAt` marks the sent ones.
 */
export const emailNotificationOutbox = pgTable(
  'email_notification_outbox',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<ContentType>().notNull(),
    contentUuid: uuid('content_uuid').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_notification_outbox_once').on(t.contentType, t.contentUuid, t.userUuid),
    index('email_notification_outbox_due').on(t.sendAt),
  ],
);
