import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { czechOrder, listPage, localeText, localeValues, textSearch, type ListPage } from './list';

/*
 * The storage side of Tribuna's "archive" content (galleries, video and audio archives, benefits):
 * a dated, paywalled item with a translated title and perex, listed in the back office with search,
 * filters, sort and pages, and on the public site newest first; most own ordered children (images,
 * videos, tracks). Each domain keeps its own repository and names; this is what they share.
 */

/** The columns every archive table has. */
export interface ArchiveColumns {
  uuid: AnyPgColumn;
  title: AnyPgColumn;
  perex: AnyPgColumn;
  requiredFeatureUuids: AnyPgColumn;
  publishedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

/** The sort fields of every archive's admin list. */
export type ArchiveSort = 'createdAt' | 'updatedAt' | 'publishedAt' | 'title';

/** The admin list's query: a page, a search, and the filters an archive may offer. */
export interface ArchiveListQuery extends ListPage<ArchiveSort> {
  q?: string;
  published?: 'true' | 'false';
  membersOnly?: 'true' | 'false';
}

/**
 * The item itself: admin list, public list, one by uuid, the next scheduled publication, and
 * insert, update (which stamps `updatedAt`) and delete answering the row.
 */
export function createArchiveRepository<Table extends PgTable & ArchiveColumns>(db: DbOrTx, table: Table) {
  type Row = Table['$inferSelect'];
  type New = Table['$inferInsert'];
  // Drizzle cannot type queries over a generic table, so they are built on the plain table and the
  // row types restored (as `listPage` does).
  const plain = table as PgTable;
  const sortBy = {
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    publishedAt: table.publishedAt,
    title: czechOrder(localeText(table.title, 'cs')),
  } satisfies Record<ArchiveSort, unknown>;
  const published = (now: Date) => and(isNotNull(table.publishedAt), lte(table.publishedAt, now));
  const membersOnly = sql`jsonb_array_length(${table.requiredFeatureUuids}) > 0`;

  return {
    list: (params: ArchiveListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, table, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [...localeValues(table.title), ...localeValues(table.perex)])
            : undefined,
          params.published === 'true' ? published(now) : undefined,
          params.published === 'false'
            ? or(isNull(table.publishedAt), gt(table.publishedAt, now))
            : undefined,
          params.membersOnly === 'true' ? membersOnly : undefined,
          params.membersOnly === 'false' ? sql`not (${membersOnly})` : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    listPublished: (params: { limit: number; offset: number; now: Date }, tx: DbOrTx = db) =>
      listPage(tx, table, {
        page: { ...params, order: 'desc' },
        where: published(params.now),
        sortBy: { publishedAt: table.publishedAt },
        defaultSort: 'publishedAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<Row | null> {
      const [row] = await tx.select().from(plain).where(eq(table.uuid, uuid)).limit(1);
      return (row as Row | undefined) ?? null;
    },
    async nextPublicationAfter(now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: min(table.publishedAt) })
        .from(plain)
        .where(gt(table.publishedAt, now));
      return (row?.at as Date | null | undefined) ?? null;
    },
    async insert(values: New, tx: DbOrTx = db): Promise<Row> {
      const [row] = await tx.insert(plain).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row as Row;
    },
    async update(uuid: string, values: Partial<New>, tx: DbOrTx = db): Promise<Row | null> {
      const [row] = await tx
        .update(plain)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.uuid, uuid))
        .returning();
      return (row as Row | undefined) ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<Row | null> {
      const [row] = await tx.delete(plain).where(eq(table.uuid, uuid)).returning();
      return (row as Row | undefined) ?? null;
    },
  };
}

/** The columns of an archive's children table: their own uuid, their archive, their place in it. */
export interface ArchiveItemColumns {
  uuid: AnyPgColumn;
  position: AnyPgColumn;
}

/**
 * An archive's ordered children (gallery images, videos, tracks); `parent` is the key of the column
 * naming their archive.
 * `values` makes the stored columns of one child (all but its archive and uuid) at its position.
 */
export function createArchiveItemsRepository<
  ParentKey extends string,
  Table extends PgTable & ArchiveItemColumns & Record<ParentKey, AnyPgColumn>,
  Item extends { uuid?: string | null },
>(
  db: DbOrTx,
  table: Table,
  options: {
    parent: ParentKey;
    /** The column of a child that may stand as its archive's cover (an image, a thumbnail). */
    cover?: AnyPgColumn;
    values: (item: Item, position: number) => Record<string, unknown>;
  },
) {
  type Row = Table['$inferSelect'];
  const plain = table as PgTable;
  const parent: AnyPgColumn = table[options.parent];
  return {
    /** The children of the archives, each archive's in its order. */
    async of(parentUuids: readonly string[], tx: DbOrTx = db): Promise<Row[]> {
      if (parentUuids.length === 0) return [];
      const rows = await tx
        .select()
        .from(plain)
        .where(inArray(parent, [...parentUuids]))
        .orderBy(asc(parent), asc(table.position));
      return rows as Row[];
    },
    /** The children of these uuids (those that exist). */
    async byUuid(uuids: readonly string[], tx: DbOrTx = db): Promise<Row[]> {
      if (uuids.length === 0) return [];
      const rows = await tx
        .select()
        .from(plain)
        .where(inArray(table.uuid, [...uuids]));
      return rows as Row[];
    },
    async count(parentUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (parentUuids.length === 0) return new Map();
      const rows = await tx
        .select({ parent, n: count() })
        .from(plain)
        .where(inArray(parent, [...parentUuids]))
        .groupBy(parent);
      return new Map(rows.map((r) => [r.parent as string, r.n]));
    },
    /** Each archive's first child's cover, where one has any: the cover of archives without one. */
    async firstCovers(parentUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      const column = options.cover;
      if (parentUuids.length === 0 || !column) return new Map();
      const rows = await tx
        .selectDistinctOn([parent], { parent, value: column })
        .from(plain)
        .where(and(inArray(parent, [...parentUuids]), isNotNull(column)))
        .orderBy(asc(parent), asc(table.position));
      return new Map(rows.map((r) => [r.parent as string, r.value as string]));
    },
    /** Which of these child uuids exist, and in which archive. */
    async owners(uuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (uuids.length === 0) return new Map();
      const rows = await tx
        .select({ uuid: table.uuid, parent })
        .from(plain)
        .where(inArray(table.uuid, [...uuids]));
      return new Map(rows.map((r) => [r.uuid as string, r.parent as string]));
    },
    /**
     * Makes the archive's children exactly these, in this order: listed ones (with a uuid) are kept
     * and changed, new ones added, the rest removed.
     */
    async replace(parentUuid: string, items: readonly Item[], tx: DbOrTx = db) {
      const kept = items.flatMap((i) => (i.uuid ? [i.uuid] : []));
      await tx
        .delete(plain)
        .where(and(eq(parent, parentUuid), kept.length > 0 ? notInArray(table.uuid, kept) : undefined));
      for (const [position, item] of items.entries()) {
        const values = options.values(item, position);
        if (item.uuid) {
          await tx.update(plain).set(values).where(eq(table.uuid, item.uuid));
        } else {
          await tx.insert(plain).values({ ...values, [options.parent]: parentUuid });
        }
      }
    },
  };
}
