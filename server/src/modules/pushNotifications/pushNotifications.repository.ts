import { and, arrayContains, asc, eq, lte, sql } from 'drizzle-orm';
import type { ContentType } from '@tribuna/common/schemas/content';
import type {
  AdminPushNotificationListQuery,
  AdminPushNotificationSort,
} from '@tribuna/common/schemas/pushNotifications';
import type { DbOrTx } from '../../db/client';
import { listPage, localeValues, textSearch } from '../../db/list';
import { emailNotificationOutbox, pushNotifications, type PushNotificationRow } from '../../db/schema';

export type NewPushNotification = typeof pushNotifications.$inferInsert;

const sortBy = {
  createdAt: pushNotifications.createdAt,
  sendAt: pushNotifications.sendAt,
  status: pushNotifications.status,
} satisfies Record<AdminPushNotificationSort, unknown>;

export function createPushNotificationsRepository(db: DbOrTx) {
  return {
    /** The push notification of a piece of content, once: recording it again adds nothing. */
    async recordPush(values: NewPushNotification, tx: DbOrTx = db): Promise<void> {
      await tx.insert(pushNotifications).values(values).onConflictDoNothing();
    },
    /** One e-mail notification per member; recording the same content twice adds nothing. */
    async recordEmails(
      content: { type: ContentType; uuid: string; sendAt: Date },
      userUuids: readonly string[],
      tx: DbOrTx = db,
    ): Promise<void> {
      if (userUuids.length === 0) return;
      await tx
        .insert(emailNotificationOutbox)
        .values(
          userUuids.map((userUuid) => ({
            userUuid,
            contentType: content.type,
            contentUuid: content.uuid,
            sendAt: content.sendAt,
          })),
        )
        .onConflictDoNothing();
    },
    listPush: (params: AdminPushNotificationListQuery, tx: DbOrTx = db) =>
      listPage(tx, pushNotifications, {
        page: params,
        where: and(
          params.q ? textSearch(params.q, localeValues(pushNotifications.title)) : undefined,
          params.status ? eq(pushNotifications.status, params.status) : undefined,
          params.segment ? arrayContains(pushNotifications.segments, [params.segment]) : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    async findPush(uuid: string, tx: DbOrTx = db): Promise<PushNotificationRow | null> {
      const [row] = await tx
        .select()
        .from(pushNotifications)
        .where(eq(pushNotifications.uuid, uuid))
        .limit(1);
      return row ?? null;
    },
    /**
     * Takes the next due push notification for one attempt: its attempt is counted and it is not due
     * again before `leaseUntil`, so another server skips it meanwhile and a server that dies while
     * sending leaves it to be tried again then.
     */
    async claimDuePush(now: Date, leaseUntil: Date, tx: DbOrTx = db): Promise<PushNotificationRow | null> {
      const next = tx
        .select({ uuid: pushNotifications.uuid })
        .from(pushNotifications)
        .where(and(eq(pushNotifications.status, 'pending'), lte(pushNotifications.dueAt, now)))
        .orderBy(asc(pushNotifications.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await tx
        .update(pushNotifications)
        .set({ dueAt: leaseUntil, attempts: sql`${pushNotifications.attempts} + 1` })
        .where(eq(pushNotifications.uuid, sql`(${next})`))
        .returning();
      return row ?? null;
    },
    async updatePush(
      uuid: string,
      values: Partial<NewPushNotification>,
      tx: DbOrTx = db,
    ): Promise<PushNotificationRow | null> {
      const [row] = await tx
        .update(pushNotifications)
        .set(values)
        .where(eq(pushNotifications.uuid, uuid))
        .returning();
      return row ?? null;
    },
  };
}

export type PushNotificationsRepository = ReturnType<typeof createPushNotificationsRepository>;
