import type { ContentType } from '@tribuna/common/schemas/content';
import type { Tx } from '../../db/client';
import type { NotificationsRepository } from './notifications.repository';

/**
 * The push and e-mail outboxes: content that editors chose to announce is recorded here for each
 * member it concerns, due when the content appears; sending to the providers is a later issue's.
 */
export function createNotificationsService(deps: { notifications: NotificationsRepository }) {
  return {
    announce: (
      content: { type: ContentType; uuid: string; sendAt: Date },
      userUuids: readonly string[],
      tx?: Tx,
    ) => deps.notifications.record(content, userUuids, tx),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
