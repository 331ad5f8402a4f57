import { and, eq, inArray } from 'drizzle-orm';
import type { AdminFileListQuery, AdminFileSort } from '@tribuna/common/schemas/files';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, textSearch } from '../../db/list';
import { files, type FileRow } from '../../db/schema';

export type NewFile = typeof files.$inferInsert;

const sortBy = {
  createdAt: files.createdAt,
  originalName: czechOrder(files.originalName),
  size: files.size,
} satisfies Record<AdminFileSort, unknown>;

export function createFilesRepository(db: DbOrTx) {
  return {
    list: (params: AdminFileListQuery, tx: DbOrTx = db) =>
      listPage(tx, files, {
        page: params,
        where: and(
          params.q ? textSearch(params.q, [files.originalName]) : undefined,
          params.kind ? eq(files.kind, params.kind) : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<FileRow | null> {
      const [row] = await tx.select().from(files).where(eq(files.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async findMany(uuids: readonly string[], tx: DbOrTx = db): Promise<FileRow[]> {
      if (uuids.length === 0) return [];
      return tx
        .select()
        .from(files)
        .where(inArray(files.uuid, [...uuids]));
    },
    async insert(values: NewFile, tx: DbOrTx = db): Promise<FileRow> {
      const [row] = await tx.insert(files).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<FileRow | null> {
      const [row] = await tx.delete(files).where(eq(files.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
