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
  AdminAudioArchiveListQuery,
  AdminAudioArchiveSort,
} from '@tribuna/common/schemas/audioArchives';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { audioArchives, audios, type AudioRow, type AudioArchiveRow } from '../../db/schema';

export type NewAudioArchive = typeof audioArchives.$inferInsert;
export type NewAudio = Omit<typeof audios.$inferInsert, 'archiveUuid' | 'position'>;

const sortBy = {
  createdAt: audioArchives.createdAt,
  updatedAt: audioArchives.updatedAt,
  publishedAt: audioArchives.publishedAt,
  title: czechOrder(localeText(audioArchives.title, 'cs')),
} satisfies Record<AdminAudioArchiveSort, unknown>;

const published = (now: Date) =>
  and(isNotNull(audioArchives.publishedAt), lte(audioArchives.publishedAt, now));
const membersOnly = sql`jsonb_array_length(${audioArchives.requiredFeatureUuids}) > 0`;

export function createAudioArchivesRepository(db: DbOrTx) {
  return {
    list: (params: AdminAudioArchiveListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, audioArchives, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [
                ...localeValues(audioArchives.title),
                ...localeValues(audioArchives.perex),
              ])
            : undefined,
          params.published === 'true' ? published(now) : undefined,
          params.published === 'false'
            ? or(isNull(audioArchives.publishedAt), gt(audioArchives.publishedAt, now))
            : undefined,
          params.membersOnly === 'true' ? membersOnly : undefined,
          params.membersOnly === 'false' ? sql`not (${membersOnly})` : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    listPublished: (params: { limit: number; offset: number; now: Date }, tx: DbOrTx = db) =>
      listPage(tx, audioArchives, {
        page: { ...params, order: 'desc' },
        where: published(params.now),
        sortBy: { publishedAt: audioArchives.publishedAt },
        defaultSort: 'publishedAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<AudioArchiveRow | null> {
      const [row] = await tx.select().from(audioArchives).where(eq(audioArchives.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** The audios of the archives, each archive's in its order. */
    async audiosOf(archiveUuids: readonly string[], tx: DbOrTx = db): Promise<AudioRow[]> {
      if (archiveUuids.length === 0) return [];
      return tx
        .select()
        .from(audios)
        .where(inArray(audios.archiveUuid, [...archiveUuids]))
        .orderBy(asc(audios.archiveUuid), asc(audios.position));
    },
    async countAudios(archiveUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (archiveUuids.length === 0) return new Map();
      const rows = await tx
        .select({ archive: audios.archiveUuid, n: count() })
        .from(audios)
        .where(inArray(audios.archiveUuid, [...archiveUuids]))
        .groupBy(audios.archiveUuid);
      return new Map(rows.map((r) => [r.archive, r.n]));
    },
    /** The tracks of these uuids (those that exist). */
    async audiosByUuid(audioUuids: readonly string[], tx: DbOrTx = db): Promise<AudioRow[]> {
      if (audioUuids.length === 0) return [];
      return tx
        .select()
        .from(audios)
        .where(inArray(audios.uuid, [...audioUuids]));
    },
    /** Which of these track uuids exist, and in which archive. */
    async ownersOfAudios(audioUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (audioUuids.length === 0) return new Map();
      const rows = await tx
        .select({ uuid: audios.uuid, archive: audios.archiveUuid })
        .from(audios)
        .where(inArray(audios.uuid, [...audioUuids]));
      return new Map(rows.map((r) => [r.uuid, r.archive]));
    },
    /**
     * Makes the archive's items exactly these, in this order: listed ones (with a uuid) are kept
     * and changed, new ones added, the rest removed.
     */
    async replaceAudios(archiveUuid: string, items: NewAudio[], tx: DbOrTx = db) {
      const kept = items.flatMap((i) => (i.uuid ? [i.uuid] : []));
      await tx
        .delete(audios)
        .where(
          and(
            eq(audios.archiveUuid, archiveUuid),
            kept.length > 0 ? notInArray(audios.uuid, kept) : undefined,
          ),
        );
      for (const [position, track] of items.entries()) {
        const values = {
          title: track.title,
          fileUuid: track.fileUuid,
          durationSeconds: track.durationSeconds ?? null,
          position,
        };
        if (track.uuid) {
          await tx.update(audios).set(values).where(eq(audios.uuid, track.uuid));
        } else {
          await tx.insert(audios).values({ ...values, archiveUuid });
        }
      }
    },
    async nextPublicationAfter(now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: min(audioArchives.publishedAt) })
        .from(audioArchives)
        .where(gt(audioArchives.publishedAt, now));
      return row?.at ?? null;
    },
    async insert(values: NewAudioArchive, tx: DbOrTx = db): Promise<AudioArchiveRow> {
      const [row] = await tx.insert(audioArchives).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(
      uuid: string,
      values: Partial<NewAudioArchive>,
      tx: DbOrTx = db,
    ): Promise<AudioArchiveRow | null> {
      const [row] = await tx
        .update(audioArchives)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(audioArchives.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<AudioArchiveRow | null> {
      const [row] = await tx.delete(audioArchives).where(eq(audioArchives.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type AudioArchivesRepository = ReturnType<typeof createAudioArchivesRepository>;
