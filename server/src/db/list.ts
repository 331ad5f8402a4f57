import { asc, count, desc, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';
import type { DbOrTx } from './client';

type Expression = SQL | AnyPgColumn;

/**
 * Text ordered by Czech collation ("Členství" before "Vítězství", "Hrad" before "Chata") on every
 * database we run on: PGlite has no ICU, so the rule is the SQL function of migration 0002.
 */
export const czechOrder = (value: Expression): SQL => sql`tribuna_sort_key(${value}) collate "C"`;

/**
 * A search that ignores case and accents ("sezona" finds "Sezóna") in any of the values.
 * The query's own `%`, `_` and `\` are matched literally.
 */
export function textSearch(q: string, values: Expression[]): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...values.map((value) => sql`tribuna_fold(${value}) like tribuna_fold(${pattern})`));
}

/** One language's text of a locale map column (`{cs, sk?, en?}`). */
export const localeText = (column: AnyPgColumn, language: Language): SQL => sql`${column}->>${language}`;

/** All texts of a locale map column: its values only, never its keys. */
export const localeValues = (column: AnyPgColumn): SQL[] =>
  languageSchema.options.map((language) => localeText(column, language));

export interface ListPage<Sort extends string> {
  limit: number;
  offset: number;
  sort?: Sort;
  order?: 'asc' | 'desc';
}

/**
 * One page of a table and the count of all its matching rows, as the admin lists answer them.
 * `sortBy` maps the contract's sort fields to expressions; the primary key breaks ties so that
 * pages never overlap.
 */
export async function listPage<Table extends PgTable & { uuid: AnyPgColumn }, Sort extends string>(
  tx: DbOrTx,
  table: Table,
  query: {
    page: ListPage<Sort>;
    where?: SQL;
    sortBy: Record<Sort, Expression>;
    defaultSort: Sort;
  },
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const { page, where } = query;
  const direction = page.order === 'desc' ? desc : asc;
  // Drizzle cannot type `select().from()` over a generic table, so the row type is restored here.
  const [rows, [totals]] = await Promise.all([
    tx
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(direction(query.sortBy[page.sort ?? query.defaultSort]), asc(table.uuid))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Table['$inferSelect'][], total: totals?.total ?? 0 };
}
