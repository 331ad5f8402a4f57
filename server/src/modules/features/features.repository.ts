import { and, eq, inArray } from 'drizzle-orm';
import type { AdminFeatureListQuery, AdminFeatureSort, FeatureType } from '@tribuna/common/schemas/features';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { features, type FeatureRow } from '../../db/schema';

export type NewFeature = typeof features.$inferInsert;

const sortBy = {
  name: czechOrder(localeText(features.name, 'cs')),
  type: features.type,
  createdAt: features.createdAt,
  updatedAt: features.updatedAt,
} satisfies Record<AdminFeatureSort, unknown>;

export function createFeaturesRepository(db: DbOrTx) {
  return {
    list: (params: AdminFeatureListQuery, tx: DbOrTx = db): Promise<{ rows: FeatureRow[]; total: number }> =>
      listPage(tx, features, {
        page: params,
        where: and(
          params.q ? textSearch(params.q, localeValues(features.name)) : undefined,
          params.type ? eq(features.type, params.type) : undefined,
        ),
        sortBy,
        defaultSort: 'name',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<FeatureRow | null> {
      const [row] = await tx.select().from(features).where(eq(features.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async findMany(uuids: readonly string[], tx: DbOrTx = db): Promise<FeatureRow[]> {
      if (uuids.length === 0) return [];
      return tx
        .select()
        .from(features)
        .where(inArray(features.uuid, [...uuids]));
    },
    ofType: (type: FeatureType, tx: DbOrTx = db): Promise<FeatureRow[]> =>
      tx.select().from(features).where(eq(features.type, type)),
    async insert(values: NewFeature, tx: DbOrTx = db): Promise<FeatureRow> {
      const [row] = await tx.insert(features).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(uuid: string, values: Partial<NewFeature>, tx: DbOrTx = db): Promise<FeatureRow | null> {
      const [row] = await tx
        .update(features)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(features.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<FeatureRow | null> {
      const [row] = await tx.delete(features).where(eq(features.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type FeaturesRepository = ReturnType<typeof createFeaturesRepository>;
