import { and, eq, sql } from 'drizzle-orm';
import type {
  AdminMediaAccreditationListQuery,
  AdminMediaAccreditationSort,
} from '@tribuna/common/schemas/mediaAccreditations';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, textSearch } from '../../db/list';
import { mediaAccreditations, type MediaAccreditationRow } from '../../db/schema';

export type NewMediaAccreditation = typeof mediaAccreditations.$inferInsert;

const sortBy = {
  createdAt: mediaAccreditations.createdAt,
  name: czechOrder(mediaAccreditations.name),
  medium: czechOrder(mediaAccreditations.medium),
  status: mediaAccreditations.status,
} satisfies Record<AdminMediaAccreditationSort, unknown>;

export function createMediaAccreditationsRepository(db: DbOrTx) {
  return {
    list: (params: AdminMediaAccreditationListQuery, tx: DbOrTx = db) =>
      listPage(tx, mediaAccreditations, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [
                mediaAccreditations.name,
                mediaAccreditations.medium,
                mediaAccreditations.email,
                mediaAccreditations.event,
              ])
            : undefined,
          params.status ? eq(mediaAccreditations.status, params.status) : undefined,
          params.event ? textSearch(params.event, [mediaAccreditations.event]) : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<MediaAccreditationRow | null> {
      const [row] = await tx
        .select()
        .from(mediaAccreditations)
        .where(eq(mediaAccreditations.uuid, uuid))
        .limit(1);
      return row ?? null;
    },
    /** Whether an application from this e-mail (whatever its case) still awaits a decision. */
    async hasPending(email: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: mediaAccreditations.uuid })
        .from(mediaAccreditations)
        .where(
          and(
            eq(mediaAccreditations.status, 'pending'),
            sql`lower(${mediaAccreditations.email}) = lower(${email})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async insert(values: NewMediaAccreditation, tx: DbOrTx = db): Promise<MediaAccreditationRow> {
      const [row] = await tx.insert(mediaAccreditations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(
      uuid: string,
      values: Partial<Pick<NewMediaAccreditation, 'status' | 'reviewNote' | 'reviewedAt'>>,
      tx: DbOrTx = db,
    ): Promise<MediaAccreditationRow | null> {
      const [row] = await tx
        .update(mediaAccreditations)
        .set(values)
        .where(eq(mediaAccreditations.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<MediaAccreditationRow | null> {
      const [row] = await tx
        .delete(mediaAccreditations)
        .where(eq(mediaAccreditations.uuid, uuid))
        .returning();
      return row ?? null;
    },
  };
}

export type MediaAccreditationsRepository = ReturnType<typeof createMediaAccreditationsRepository>;
