import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AdminCountdownListQuery, AdminCountdownSort } from '@tribuna/common/schemas/countdowns';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { countdowns, type CountdownRow } from '../../db/schema';

export type NewCountdown = typeof countdowns.$inferInsert;

const sortBy = {
  createdAt: countdowns.createdAt,
  updatedAt: countdowns.updatedAt,
  targetAt: countdowns.targetAt,
  title: czechOrder(localeText(countdowns.title, 'cs')),
} satisfies Record<AdminCountdownSort, unknown>;

/** The home page shows a few countdowns at most. */
const PUBLIC_LIMIT = 6;

export function createCountdownsRepository(db: DbOrTx) {
  return {
    list: (params: AdminCountdownListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, countdowns, {
        page: params,
        where: and(
          params.q ? textSearch(params.q, localeValues(countdowns.title)) : undefined,
          params.upcoming === 'true' ? gt(countdowns.targetAt, now) : undefined,
          params.upcoming === 'false' ? lte(countdowns.targetAt, now) : undefined,
        ),
        sortBy,
        defaultSort: 'targetAt',
      }),
    running: (now: Date, tx: DbOrTx = db): Promise<CountdownRow[]> =>
      tx
        .select()
        .from(countdowns)
        .where(gt(countdowns.targetAt, now))
        .orderBy(asc(countdowns.targetAt), asc(countdowns.uuid))
        .limit(PUBLIC_LIMIT),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<CountdownRow | null> {
      const [row] = await tx.select().from(countdowns).where(eq(countdowns.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async insert(values: NewCountdown, tx: DbOrTx = db): Promise<CountdownRow> {
      const [row] = await tx.insert(countdowns).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(uuid: string, values: Partial<NewCountdown>, tx: DbOrTx = db): Promise<CountdownRow | null> {
      const [row] = await tx
        .update(countdowns)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(countdowns.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<CountdownRow | null> {
      const [row] = await tx.delete(countdowns).where(eq(countdowns.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type CountdownsRepository = ReturnType<typeof createCountdownsRepository>;
