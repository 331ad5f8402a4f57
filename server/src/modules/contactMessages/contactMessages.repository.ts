import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AdminContactMessageListQuery, AdminContactMessageSort } from '@tribuna/common/schemas/contact';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, textSearch } from '../../db/list';
import { contactMessages, type ContactMessageRow } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

const sortBy = {
  createdAt: contactMessages.createdAt,
  name: czechOrder(contactMessages.name),
  subject: czechOrder(contactMessages.subject),
} satisfies Record<AdminContactMessageSort, unknown>;

export function createContactMessagesRepository(db: DbOrTx) {
  return {
    list: (params: AdminContactMessageListQuery, tx: DbOrTx = db) =>
      listPage(tx, contactMessages, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [
                contactMessages.name,
                contactMessages.email,
                contactMessages.subject,
                contactMessages.message,
              ])
            : undefined,
          params.handled === 'true' ? isNotNull(contactMessages.handledAt) : undefined,
          params.handled === 'false' ? isNull(contactMessages.handledAt) : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<ContactMessageRow | null> {
      const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async insert(values: NewContactMessage, tx: DbOrTx = db): Promise<ContactMessageRow> {
      const [row] = await tx.insert(contactMessages).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async setHandled(
      uuid: string,
      handledAt: Date | null,
      tx: DbOrTx = db,
    ): Promise<ContactMessageRow | null> {
      const [row] = await tx
        .update(contactMessages)
        .set({ handledAt })
        .where(eq(contactMessages.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<ContactMessageRow | null> {
      const [row] = await tx.delete(contactMessages).where(eq(contactMessages.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
