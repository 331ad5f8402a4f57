import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  ContentOverviewQuery,
  ContentStatus,
  ContentType,
  FileUser,
} from '@tribuna/common/schemas/content';
import type { DbOrTx } from '../../db/client';
import { czechOrder, textSearch } from '../../db/list';
import {
  articles,
  audioArchives,
  audios,
  benefits,
  countdowns,
  events,
  galleries,
  galleryImages,
  videoArchives,
  videos,
} from '../../db/schema';

/*
 * A read model over the content tables of several domains (articles, media, benefits, events): the
 * content management overview and "what uses this file" are one UNION query each, read-only. Every
 * write still goes through each domain's own service. Authors' names come from the users service.
 */

export interface OverviewRow {
  uuid: string;
  type: ContentType;
  title: string;
  status: ContentStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorUuid: string | null;
}

type Rows<T> = { rows: T[] };

const statusOf = (publishedAt: AnyPgColumn) =>
  sql`case when ${publishedAt} is null then 'draft' when ${publishedAt} > now() then 'scheduled' else 'published' end`;

/** The columns every content type's SELECT answers, in this order (any one of them may come first). */
const columns = (c: {
  uuid: SQL | AnyPgColumn;
  type: ContentType;
  title: SQL;
  status: SQL;
  publishedAt: SQL | AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  authorUuid: SQL | AnyPgColumn;
}) =>
  sql`${c.uuid} as uuid, ${c.type}::text as type, ${c.title} as title, ${c.status} as status,
    ${c.publishedAt} as published_at, ${c.createdAt} as created_at, ${c.updatedAt} as updated_at,
    ${c.authorUuid} as author_uuid`;

const dated = (
  type: ContentType,
  table: typeof galleries | typeof benefits | typeof videoArchives | typeof audioArchives,
) =>
  sql`select ${columns({
    uuid: table.uuid,
    type,
    title: sql`${table.title}->>'cs'`,
    status: statusOf(table.publishedAt),
    publishedAt: table.publishedAt,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    authorUuid: sql`null::uuid`,
  })} from ${table}`;

/** One SELECT per content type, all with the same columns. */
const selects: Record<ContentType, SQL> = {
  ARTICLE: sql`select ${columns({
    uuid: articles.uuid,
    type: 'ARTICLE',
    title: sql`${articles.title}->>'cs'`,
    status: statusOf(articles.publishedAt),
    publishedAt: articles.publishedAt,
    createdAt: articles.createdAt,
    updatedAt: articles.updatedAt,
    authorUuid: articles.authorUuid,
  })} from ${articles}`,
  GALLERY: dated('GALLERY', galleries),
  BENEFIT: dated('BENEFIT', benefits),
  VIDEO_ARCHIVE: dated('VIDEO_ARCHIVE', videoArchives),
  // Events are published by a flag, not a date: they are drafts or published, never scheduled.
  EVENT: sql`select ${columns({
    uuid: events.uuid,
    type: 'EVENT',
    title: sql`${events.name}->>'cs'`,
    status: sql`case when ${events.published} then 'published' else 'draft' end`,
    publishedAt: sql`null::timestamptz`,
    createdAt: events.createdAt,
    updatedAt: events.updatedAt,
    authorUuid: sql`null::uuid`,
  })} from ${events}`,
  AUDIO_ARCHIVE: dated('AUDIO_ARCHIVE', audioArchives),
};

const sortBy: Record<NonNullable<ContentOverviewQuery['sort']>, SQL> = {
  updatedAt: sql`c.updated_at`,
  createdAt: sql`c.created_at`,
  publishedAt: sql`c.published_at`,
  title: czechOrder(sql`c.title`),
  type: sql`c.type`,
};

export function createContentRepository(db: DbOrTx) {
  return {
    /** One page of the overview over `types` (the caller's allowed ones, already narrowed by the filter). */
    async overview(
      query: ContentOverviewQuery,
      types: readonly ContentType[],
      tx: DbOrTx = db,
    ): Promise<{ rows: OverviewRow[]; total: number }> {
      if (types.length === 0) return { rows: [], total: 0 };
      const union = sql.join(
        types.map((type) => sql`(${selects[type]})`),
        sql` union all `,
      );
      const where = sql.join(
        [
          sql`true`,
          query.status ? sql`c.status = ${query.status}` : undefined,
          query.authorUuid ? sql`c.author_uuid = ${query.authorUuid}` : undefined,
          query.q ? textSearch(query.q, [sql`c.title`]) : undefined,
        ].filter((part): part is SQL => part !== undefined),
        sql` and `,
      );
      const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
      // Without a sort, the most recently edited first: what editors come back to.
      const order = query.sort ? sql`${sortBy[query.sort]} ${direction} nulls last` : sql`c.updated_at desc`;
      const result = (await tx.execute(sql`
        select c.uuid, c.type, c.title, c.status, c.published_at, c.created_at, c.updated_at, c.author_uuid,
          count(*) over () as total
        from (${union}) as c
        where ${where}
        order by ${order}, c.uuid
        limit ${query.limit} offset ${query.offset}
      `)) as unknown as Rows<{
        uuid: string;
        type: ContentType;
        title: string | null;
        status: ContentStatus;
        published_at: string | Date | null;
        created_at: string | Date;
        updated_at: string | Date;
        author_uuid: string | null;
        total: string | number;
      }>;
      const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));
      const rows = result.rows.map((r) => ({
        uuid: r.uuid,
        type: r.type,
        title: r.title ?? '',
        status: r.status,
        publishedAt: r.published_at === null ? null : date(r.published_at),
        createdAt: date(r.created_at),
        updatedAt: date(r.updated_at),
        authorUuid: r.author_uuid,
      }));
      const total = result.rows[0] ? Number(result.rows[0].total) : 0;
      // A page past the end has no row to carry the count: it is counted on its own.
      if (rows.length === 0 && query.offset > 0) {
        const counted = (await tx.execute(
          sql`select count(*) as total from (${union}) as c where ${where}`,
        )) as unknown as Rows<{ total: string | number }>;
        return { rows, total: Number(counted.rows[0]?.total ?? 0) };
      }
      return { rows, total };
    },

    /** The type of the content a uuid names, if any. */
    async typeOf(uuid: string, tx: DbOrTx = db): Promise<ContentType | null> {
      const result = (await tx.execute(sql`
        select 'ARTICLE' as type from ${articles} where ${articles.uuid} = ${uuid}
        union all select 'GALLERY' from ${galleries} where ${galleries.uuid} = ${uuid}
        union all select 'BENEFIT' from ${benefits} where ${benefits.uuid} = ${uuid}
        union all select 'VIDEO_ARCHIVE' from ${videoArchives} where ${videoArchives.uuid} = ${uuid}
        union all select 'EVENT' from ${events} where ${events.uuid} = ${uuid}
        union all select 'AUDIO_ARCHIVE' from ${audioArchives} where ${audioArchives.uuid} = ${uuid}
        limit 1
      `)) as unknown as Rows<{ type: ContentType }>;
      return result.rows[0]?.type ?? null;
    },
    /**
     * The content that shows a file: a cover, a gallery image, a thumbnail, a track, an event's
     * image, or an image in an article's or benefit's text (by its address).
     */
    async fileUsers(fileUuid: string, tx: DbOrTx = db): Promise<FileUser[]> {
      const inText = `%/media/files/${fileUuid}/%`;
      const result = (await tx.execute(sql`
        select ${articles.uuid} as uuid, 'ARTICLE' as type, ${articles.title}->>'cs' as title from ${articles}
          where ${articles.imageUuid} = ${fileUuid} or ${articles.body}::text like ${inText}
        union all
        select ${galleries.uuid}, 'GALLERY', ${galleries.title}->>'cs' from ${galleries}
          where ${galleries.imageUuid} = ${fileUuid} or exists (select 1 from ${galleryImages}
            where ${galleryImages.galleryUuid} = ${galleries.uuid} and ${galleryImages.fileUuid} = ${fileUuid})
        union all
        select ${benefits.uuid}, 'BENEFIT', ${benefits.title}->>'cs' from ${benefits}
          where ${benefits.imageUuid} = ${fileUuid} or ${benefits.body}::text like ${inText}
        union all
        select ${videoArchives.uuid}, 'VIDEO_ARCHIVE', ${videoArchives.title}->>'cs' from ${videoArchives}
          where ${videoArchives.imageUuid} = ${fileUuid} or exists (select 1 from ${videos}
            where ${videos.archiveUuid} = ${videoArchives.uuid} and ${videos.thumbnailUuid} = ${fileUuid})
        union all
        select ${events.uuid}, 'EVENT', ${events.name}->>'cs' from ${events}
          where ${events.imageFileUuid} = ${fileUuid} or ${events.text}::text like ${inText}
        union all
        select ${audioArchives.uuid}, 'AUDIO_ARCHIVE', ${audioArchives.title}->>'cs' from ${audioArchives}
          where ${audioArchives.imageUuid} = ${fileUuid} or exists (select 1 from ${audios}
            where ${audios.archiveUuid} = ${audioArchives.uuid} and ${audios.fileUuid} = ${fileUuid})
        union all
        select ${countdowns.uuid}, 'COUNTDOWN', ${countdowns.title}->>'cs' from ${countdowns}
          where ${countdowns.imageUuid} = ${fileUuid}
      `)) as unknown as Rows<{ uuid: string; type: FileUser['type']; title: string | null }>;
      return result.rows.map((r) => ({ uuid: r.uuid, type: r.type, title: r.title ?? '' }));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
