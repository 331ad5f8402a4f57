import { and, count, eq, gt, isNotNull, lte, min } from 'drizzle-orm';
import type { AdminArticleListQuery, AdminArticleSort } from '@tribuna/common/schemas/articles';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { articles, type ArticleRow } from '../../db/schema';

export type NewArticle = typeof articles.$inferInsert;

const sortBy = {
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  title: czechOrder(localeText(articles.title, 'cs')),
} satisfies Record<AdminArticleSort, unknown>;

const published = (now: Date) => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now));

export function createArticlesRepository(db: DbOrTx) {
  return {
    list: (params: AdminArticleListQuery, tx: DbOrTx = db): Promise<{ rows: ArticleRow[]; total: number }> =>
      listPage(tx, articles, {
        page: params,
        where: params.q
          ? textSearch(params.q, [...localeValues(articles.title), ...localeValues(articles.perex)])
          : undefined,
        sortBy,
        defaultSort: 'createdAt',
      }),
    listPublished: (
      params: { limit: number; offset: number; now: Date },
      tx: DbOrTx = db,
    ): Promise<{ rows: ArticleRow[]; total: number }> =>
      listPage(tx, articles, {
        page: { ...params, order: 'desc' },
        where: published(params.now),
        sortBy: { publishedAt: articles.publishedAt },
        defaultSort: 'publishedAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx.select().from(articles).where(eq(articles.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async findPublished(uuid: string, now: Date, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.uuid, uuid), published(now)))
        .limit(1);
      return row ?? null;
    },
    /** The earliest publication time after `now`: when the public list next changes by itself. */
    async nextPublicationAfter(now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: min(articles.publishedAt) })
        .from(articles)
        .where(gt(articles.publishedAt, now));
      return row?.at ?? null;
    },
    async count(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(articles);
      return row?.total ?? 0;
    },
    async insert(values: NewArticle, tx: DbOrTx = db): Promise<ArticleRow> {
      const [row] = await tx.insert(articles).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(uuid: string, values: Partial<NewArticle>, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(articles.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx.delete(articles).where(eq(articles.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
