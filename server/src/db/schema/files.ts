import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FileKind } from '@tribuna/common/schemas/files';

/** A stored width of an image: its storage key (the URL is made from it when answering). */
export interface StoredVariant {
  width: number;
  key: string;
}

/** Uploaded files; the bytes live in the storage (disk or S3), under `key` and the variants' keys. */
export const files = pgTable(
  'files',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind').$type<FileKind>().notNull(),
    mime: text('mime').notNull(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_created_at_idx').on(t.createdAt)],
);

export type FileRow = typeof files.$inferSelect;
