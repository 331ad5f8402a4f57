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
import type {
  AdminVideoArchiveListQuery,
  AdminVideoArchiveSort,
} from '@tribuna/common/schemas/videoArchives';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { videoArchives, videos, type VideoRow, type VideoArchiveRow } from '../../db/schema';

export type NewVideoArchive = typeof videoArchives.$inferInsert;
export type NewVideo = Omit<typeof videos.$inferInsert, 'archiveUuid' | 'position'>;

const sortBy = {
  createdAt: videoArchives.createdAt,
  updatedAt: videoArchives.updatedAt,
  publishedAt: videoArchives.publishedAt,
  title: czechOrder(localeText(videoArchives.title, 'cs')),
} satisfies Record<AdminVideoArchiveSort, unknown>;

const published = (now: Date) =>
  and(isNotNull(videoArchives.publishedAt), lte(videoArchives.publishedAt, now));
const membersOnly = sql`jsonb_array_length(${videoArchives.requiredFeatureUuids}) > 0`;

export function createVideoArchivesRepository(db: DbOrTx) {
  return {
    list: (params: AdminVideoArchiveListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, videoArchives, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [
                ...localeValues(videoArchives.title),
                ...localeValues(videoArchives.perex),
              ])
            : undefined,
          params.published === 'true' ? published(now) : undefined,
          params.published === 'false'
            ? or(isNull(videoArchives.publishedAt), gt(videoArchives.publishedAt, now))
            : undefined,
          params.membersOnly === 'true' ? membersOnly : undefined,
          params.membersOnly === 'false' ? sql`not (${membersOnly})` : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    listPublished: (params: { limit: number; offset: number; now: Date }, tx: DbOrTx = db) =>
      listPage(tx, videoArchives, {
        page: { ...params, order: 'desc' },
        where: published(params.now),
        sortBy: { publishedAt: videoArchives.publishedAt },
        defaultSort: 'publishedAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<VideoArchiveRow | null> {
      const [row] = await tx.select().from(videoArchives).where(eq(videoArchives.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** The videos of the archives, each archive's in its order. */
    async videosOf(archiveUuids: readonly string[], tx: DbOrTx = db): Promise<VideoRow[]> {
      if (archiveUuids.length === 0) return [];
      return tx
        .select()
        .from(videos)
        .where(inArray(videos.archiveUuid, [...archiveUuids]))
        .orderBy(asc(videos.archiveUuid), asc(videos.position));
    },
    async countVideos(archiveUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (archiveUuids.length === 0) return new Map();
      const rows = await tx
        .select({ archive: videos.archiveUuid, n: count() })
        .from(videos)
        .where(inArray(videos.archiveUuid, [...archiveUuids]))
        .groupBy(videos.archiveUuid);
      return new Map(rows.map((r) => [r.archive, r.n]));
    },
    /** The first video thumbnail of each archive: the thumbnail of those without one. */
    async firstThumbnails(archiveUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (archiveUuids.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([videos.archiveUuid], {
          archive: videos.archiveUuid,
          thumbnail: videos.thumbnailUuid,
        })
        .from(videos)
        .where(and(inArray(videos.archiveUuid, [...archiveUuids]), isNotNull(videos.thumbnailUuid)))
        .orderBy(asc(videos.archiveUuid), asc(videos.position));
      return new Map(rows.flatMap((r) => (r.thumbnail ? [[r.archive, r.thumbnail] as const] : [])));
    },
    /** Which of these video uuids exist, and in which archive. */
    async ownersOfVideos(videoUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (videoUuids.length === 0) return new Map();
      const rows = await tx
        .select({ uuid: videos.uuid, archive: videos.archiveUuid })
        .from(videos)
        .where(inArray(videos.uuid, [...videoUuids]));
      return new Map(rows.map((r) => [r.uuid, r.archive]));
    },
    /**
     * Makes the archive's items exactly these, in this order: listed ones (with a uuid) are kept
     * and changed, new ones added, the rest removed.
     */
    async replaceVideos(archiveUuid: string, items: NewVideo[], tx: DbOrTx = db) {
      const kept = items.flatMap((i) => (i.uuid ? [i.uuid] : []));
      await tx
        .delete(videos)
        .where(
          and(
            eq(videos.archiveUuid, archiveUuid),
            kept.length > 0 ? notInArray(videos.uuid, kept) : undefined,
          ),
        );
      for (const [position, video] of items.entries()) {
        const values = {
          title: video.title,
          link: video.link,
          thumbnailUuid: video.thumbnailUuid ?? null,
          position,
        };
        if (video.uuid) {
          await tx.update(videos).set(values).where(eq(videos.uuid, video.uuid));
        } else {
          await tx.insert(videos).values({ ...values, archiveUuid });
        }
      }
    },
    async nextPublicationAfter(now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: min(videoArchives.publishedAt) })
        .from(videoArchives)
        .where(gt(videoArchives.publishedAt, now));
      return row?.at ?? null;
    },
    async insert(values: NewVideoArchive, tx: DbOrTx = db): Promise<VideoArchiveRow> {
      const [row] = await tx.insert(videoArchives).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(
      uuid: string,
      values: Partial<NewVideoArchive>,
      tx: DbOrTx = db,
    ): Promise<VideoArchiveRow | null> {
      const [row] = await tx
        .update(videoArchives)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(videoArchives.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<VideoArchiveRow | null> {
      const [row] = await tx.delete(videoArchives).where(eq(videoArchives.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type VideoArchivesRepository = ReturnType<typeof createVideoArchivesRepository>;
