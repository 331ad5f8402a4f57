import { and, eq, gt, isNotNull, isNull, lte, min, or } from 'drizzle-orm';
import type { AdminBenefitListQuery, AdminBenefitSort } from '@tribuna/common/schemas/benefits';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { benefits, type BenefitRow } from '../../db/schema';

export type NewBenefit = typeof benefits.$inferInsert;

const sortBy = {
  createdAt: benefits.createdAt,
  updatedAt: benefits.updatedAt,
  publishedAt: benefits.publishedAt,
  title: czechOrder(localeText(benefits.title, 'cs')),
} satisfies Record<AdminBenefitSort, unknown>;

const published = (now: Date) => and(isNotNull(benefits.publishedAt), lte(benefits.publishedAt, now));

export function createBenefitsRepository(db: DbOrTx) {
  return {
    list: (params: AdminBenefitListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, benefits, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [...localeValues(benefits.title), ...localeValues(benefits.perex)])
            : undefined,
          params.published === 'true' ? published(now) : undefined,
          params.published === 'false'
            ? or(isNull(benefits.publishedAt), gt(benefits.publishedAt, now))
            : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    listPublished: (params: { limit: number; offset: number; now: Date }, tx: DbOrTx = db) =>
      listPage(tx, benefits, {
        page: { ...params, order: 'desc' },
        where: published(params.now),
        sortBy: { publishedAt: benefits.publishedAt },
        defaultSort: 'publishedAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<BenefitRow | null> {
      const [row] = await tx.select().from(benefits).where(eq(benefits.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async nextPublicationAfter(now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: min(benefits.publishedAt) })
        .from(benefits)
        .where(gt(benefits.publishedAt, now));
      return row?.at ?? null;
    },
    async insert(values: NewBenefit, tx: DbOrTx = db): Promise<BenefitRow> {
      const [row] = await tx.insert(benefits).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(uuid: string, values: Partial<NewBenefit>, tx: DbOrTx = db): Promise<BenefitRow | null> {
      const [row] = await tx
        .update(benefits)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(benefits.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<BenefitRow | null> {
      const [row] = await tx.delete(benefits).where(eq(benefits.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
