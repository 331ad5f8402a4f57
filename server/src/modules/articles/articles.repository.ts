import { and, asc, count, desc, eq, gt, isNotNull, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { articles, type ArticleRow } from '../../db/schema';

export type NewArticle = typeof articles.$inferInsert;
export type ArticleSort = 'createdAt' | 'updatedAt' | 'publishedAt' | 'title';

const sortColumns: Record<ArticleSort, SQL | AnyPgColumn> = {
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  title: sql`lower(${articles.title}->>'cs')`,
};

function textFilter(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${articles.title}::text ilike ${pattern}`,
    sql`${articles.perex}::text ilike ${pattern}`,
  ) as SQL;
}

const published = (now: Date) => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now));

export function createArticlesRepository(db: DbOrTx) {
  return {
    async list(
      params: { limit: number; offset: number; sort?: ArticleSort; order: 'asc' | 'desc'; q?: string },
      tx: DbOrTx = db,
    ): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = params.q ? textFilter(params.q) : undefined;
      const column = sortColumns[params.sort ?? 'createdAt'];
      const direction = params.order === 'desc' ? desc : asc;
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(articles)
          .where(where)
          .orderBy(direction(column), asc(articles.uuid))
          .limit(params.limit)
          .offset(params.offset),
        tx.select({ total: count() }).from(articles).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async listPublished(
      params: { limit: number; offset: number; now: Date },
      tx: DbOrTx = db,
    ): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = published(params.now);
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), asc(articles.uuid))
          .limit(params.limit)
          .offset(params.offset),
        tx.select({ total: count() }).from(articles).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
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
