import { apiComponents } from './registry';
import { z } from 'zod';
import { adminListQuery, storedLocaleMap, uuidSchema } from './common';
import { contentTypeSchema } from './content';

/**
 * How sending a push notification went: `pending` waits for its time or its next attempt, `sent`
 * reached the provider, `kept` stays in the outbox (no provider is configured), `failed` was refused
 * by the provider or ran out of attempts (`lastError` says why).
 */
export const pushNotificationStatuses = ['pending', 'sent', 'kept', 'failed'] as const;
export const pushNotificationStatusSchema = z.enum(pushNotificationStatuses);
export type PushNotificationStatus = z.infer<typeof pushNotificationStatusSchema>;

export const adminPushNotification = z
  .object({
    uuid: uuidSchema,
    contentType: contentTypeSchema,
    contentUuid: uuidSchema,
    title: storedLocaleMap,
    message: storedLocaleMap,
    url: z.string(),
    /** The push segments it goes to; empty: every subscriber. */
    segments: z.array(z.string()),
    /** How many members those segments held when it was recorded; null: every subscriber. */
    recipientCount: z.number().int().nullable(),
    sendAt: z.string(),
    status: pushNotificationStatusSchema,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    providerId: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminPushNotification' });
export type AdminPushNotification = z.infer<typeof adminPushNotification>;

export const adminPushNotificationSortFields = ['createdAt', 'sendAt', 'status'] as const;
export type AdminPushNotificationSort = (typeof adminPushNotificationSortFields)[number];
/** `GET /admin/push-notifications`: `status` keeps one state, `segment` the ones sent to it. */
export const adminPushNotificationListQuery = adminListQuery(adminPushNotificationSortFields).extend({
  status: pushNotificationStatusSchema.optional(),
  segment: z.string().trim().max(100).optional(),
});
export type AdminPushNotificationListQuery = z.infer<typeof adminPushNotificationListQuery>;
