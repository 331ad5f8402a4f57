import type { ContentType } from '@tribuna/common/schemas/content';
import type { DbOrTx } from '../../db/client';
import { emailNotificationOutbox, pushNotificationOutbox } from '../../db/schema';

export function createNotificationsRepository(db: DbOrTx) {
  return {
    /** One push and one e-mail notification per member; recording the same content twice adds nothing. */
    async record(
      content: { type: ContentType; uuid: string; sendAt: Date },
      userUuids: readonly string[],
      tx: DbOrTx = db,
    ): Promise<void> {
      if (userUuids.length === 0) return;
      const rows = userUuids.map((userUuid) => ({
        userUuid,
        contentType: content.type,
        contentUuid: content.uuid,
        sendAt: content.sendAt,
      }));
      await tx.insert(pushNotificationOutbox).values(rows).onConflictDoNothing();
      await tx.insert(emailNotificationOutbox).values(rows).onConflictDoNothing();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
