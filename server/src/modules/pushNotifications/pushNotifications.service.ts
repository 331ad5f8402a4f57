import type { Language, LocaleMap } from '@tribuna/common/schemas/common';
import type { ContentType } from '@tribuna/common/schemas/content';
import type {
  AdminPushNotification,
  AdminPushNotificationListQuery,
} from '@tribuna/common/schemas/pushNotifications';
import type { Tx } from '../../db/client';
import type { PushNotificationRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { PushRefused, type PushSender } from '../../integrations/push/push';
import type { FeaturesService } from '../features/features.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { PushNotificationsRepository } from './pushNotifications.repository';

/** Attempts at sending a push notification before it is given up as failed. */
export const PUSH_MAX_ATTEMPTS = 5;
/** How long one attempt may take before another server may try again. */
const PUSH_LEASE_MS = 5 * 60_000;
/** The wait after the n-th failed attempt: a minute, doubling up to an hour. */
export const pushRetryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 3_600_000);

export interface Announcement {
  type: ContentType;
  uuid: string;
  /** When the content appears: the notifications are due then. */
  sendAt: Date;
  title: LocaleMap;
  message: LocaleMap;
  /** The content's page, from the storefront's root (`/clanky/{uuid}`). */
  path: string;
  /** The features a reader needs (none: public content). */
  requiredFeatureUuids: readonly string[];
}

/** A message to one person's devices, in the language they chose. */
export interface UserPush {
  userUuid: string;
  /** A uuid naming this message (OneSignal's idempotency key). */
  key: string;
  language: Language;
  title: string;
  message: string;
  /** The page it opens, from the storefront's root. */
  path: string;
}

function toAdminPushNotification(row: PushNotificationRow, publicUrl: string): AdminPushNotification {
  return {
    uuid: row.uuid,
    contentType: row.contentType,
    contentUuid: row.contentUuid,
    title: row.title,
    message: row.message,
    url: `${publicUrl}${row.path}`,
    segments: row.segments,
    recipientCount: row.recipientUuids?.length ?? null,
    sendAt: row.sendAt.toISOString(),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    providerId: row.providerId,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Notifications of content that editors chose to announce: e-mails for each member who may read
 * it, and one push notification to the push segments whose members may read it (public content:
 * to every subscriber). A feature of type `onesignal_notification_segment` puts the members it is
 * granted to in its segment. The push outbox keeps every notification; a sender (OneSignal) sends
 * the due ones, with attempts and the last error kept, or none is configured and they stay kept.
 */
export function createPushNotificationsService(deps: {
  notifications: PushNotificationsRepository;
  features: Pick<FeaturesService, 'ofType'>;
  subscriptions: Pick<SubscriptionsService, 'membersWithFeatures'>;
  /** The push provider; null: notifications are kept in the outbox. */
  push: PushSender | null;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { notifications } = deps;

  /** The segments whose members may read content needing `required`, and those members. */
  async function pushTargets(required: readonly string[], tx?: Tx) {
    const segments: string[] = [];
    const members = new Set<string>();
    for (const feature of await deps.features.ofType('onesignal_notification_segment', tx)) {
      const name = feature.settings.segmentName;
      if (!name) continue;
      const inSegment = await deps.subscriptions.membersWithFeatures([...required, feature.uuid], tx);
      if (inSegment.length === 0) continue;
      if (!segments.includes(name)) segments.push(name);
      for (const member of inSegment) members.add(member);
    }
    return { segments, members: [...members] };
  }

  async function attempt(row: PushNotificationRow, push: PushSender): Promise<void> {
    try {
      const receipt = await push.send({
        idempotencyKey: row.uuid,
        title: row.title,
        message: row.message,
        url: `${deps.publicUrl}${row.path}`,
        externalIds: row.recipientUuids,
      });
      await notifications.updatePush(row.uuid, {
        status: 'sent',
        sentAt: now(),
        providerId: receipt.id,
        lastError: receipt.remark,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PushRefused || row.attempts >= PUSH_MAX_ATTEMPTS) {
        await notifications.updatePush(row.uuid, {
          status: 'failed',
          lastError: error instanceof PushRefused ? `pushNotificationBadRequest: ${reason}` : reason,
        });
      } else {
        await notifications.updatePush(row.uuid, {
          lastError: reason,
          dueAt: new Date(now().getTime() + pushRetryDelayMs(row.attempts)),
        });
      }
    }
  }

  return {
    /**
     * Records the notifications of a piece of content, once. Refused when nobody could be told:
     * members-only content that no member may read (`emailNotificationBadRequest`), or whose
     * readers are in no push segment (`pushNotificationBadRequest`); nothing is recorded then.
     */
    async announce(content: Announcement, tx?: Tx): Promise<void> {
      const required = [...new Set(content.requiredFeatureUuids)];
      const readers = await deps.subscriptions.membersWithFeatures(required, tx);
      if (required.length > 0 && readers.length === 0) {
        throw new ProductError(
          'emailNotificationBadRequest',
          { requiredFeatureUuids: required },
          'No member may read this content: nobody would be notified.',
        );
      }
      const targets = required.length > 0 ? await pushTargets(required, tx) : null;
      if (targets && targets.segments.length === 0) {
        throw new ProductError(
          'pushNotificationBadRequest',
          { requiredFeatureUuids: required },
          'The members who may read this content are in no push notification segment.',
        );
      }
      await notifications.recordPush(
        {
          contentType: content.type,
          contentUuid: content.uuid,
          title: content.title,
          message: content.message,
          path: content.path,
          segments: targets?.segments ?? [],
          recipientUuids: targets?.members ?? null,
          sendAt: content.sendAt,
          dueAt: content.sendAt,
        },
        tx,
      );
      await notifications.recordEmails(content, readers, tx);
    },

    /**
     * Pushes one message to one person's subscribed devices (their push identity is their user uuid),
     * at once and outside the outbox, which keeps content notifications only. The text is the
     * person's language alone, under every language key, so a device set to another language still
     * shows what the person chose in Tribuna. Answers false when no provider is configured; a
     * provider's failure throws (the caller decides whether to retry: `key` keeps a repeat from
     * notifying twice).
     */
    async pushToUser(push: UserPush): Promise<boolean> {
      if (!deps.push) return false;
      const inLanguage = (text: string): LocaleMap => ({ cs: text, sk: text, en: text });
      await deps.push.send({
        idempotencyKey: push.key,
        title: inLanguage(push.title),
        message: inLanguage(push.message),
        url: `${deps.publicUrl}${push.path}`,
        externalIds: [push.userUuid],
      });
      return true;
    },

    listPush: async (params: AdminPushNotificationListQuery) => {
      const { rows, total } = await notifications.listPush(params);
      return { data: rows.map((row) => toAdminPushNotification(row, deps.publicUrl)), total };
    },
    async getPush(uuid: string): Promise<AdminPushNotification> {
      const row = await notifications.findPush(uuid);
      if (!row) throw new ProductError('notFound', { uuid });
      return toAdminPushNotification(row, deps.publicUrl);
    },

    /**
     * Sends the push notifications that are due, one at a time; without a provider they are
     * kept in the outbox. Answers how many it handled.
     */
    async sendDuePush(): Promise<number> {
      let handled = 0;
      for (;;) {
        const at = now();
        const row = await notifications.claimDuePush(at, new Date(at.getTime() + PUSH_LEASE_MS));
        if (!row) return handled;
        handled += 1;
        if (deps.push) await attempt(row, deps.push);
        else await notifications.updatePush(row.uuid, { status: 'kept', attempts: row.attempts - 1 });
      }
    },
  };
}

export type PushNotificationsService = ReturnType<typeof createPushNotificationsService>;
