import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentType } from '@tribuna/common/schemas/content';
import { users } from './users';

/**
 * Notifications waiting for a provider (OneSignal for push, SMTP for e-mail): one row per member and
 * piece of content, due at `sendAt` (a scheduled article notifies when it appears). A later issue
 * sends them; `sentAt` marks the sent ones.
 */
const outboxColumns = () => ({
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userUuid: uuid('user_uuid')
    .notNull()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<ContentType>().notNull(),
  contentUuid: uuid('content_uuid').notNull(),
  sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushNotificationOutbox = pgTable('push_notification_outbox', outboxColumns(), (t) => [
  uniqueIndex('push_notification_outbox_once').on(t.contentType, t.contentUuid, t.userUuid),
  index('push_notification_outbox_due').on(t.sendAt),
]);

export const emailNotificationOutbox = pgTable('email_notification_outbox', outboxColumns(), (t) => [
  uniqueIndex('email_notification_outbox_once').on(t.contentType, t.contentUuid, t.userUuid),
  index('email_notification_outbox_due').on(t.sendAt),
]);
