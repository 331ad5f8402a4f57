import { translate, type Language } from '@tribuna/common/schemas/common';
import {
  youtubeEmbedUrl,
  youtubeVideoId,
  type AdminVideoArchive,
  type AdminVideoArchiveListQuery,
  type PublicVideoArchive,
  type PublicVideoArchiveSummary,
  type VideoArchiveInput,
} from '@tribuna/common/schemas/videoArchives';
import type { Tx } from '../../db/client';
import type { VideoArchiveRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { Paywall, Reader } from '../paywall/paywall';
import type { VideoArchivesRepository } from './videoArchives.repository';

function toValues(input: VideoArchiveInput) {
  return {
    title: input.title,
    perex: input.perex,
    imageUuid: input.image ?? null,
    requiredFeatureUuids: [...new Set(input.requiredFeatureUuids)],
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

export function createVideoArchivesService(deps: {
  videoArchives: VideoArchivesRepository;
  files: Pick<FilesService, 'imagesOf'>;
  features: Pick<FeaturesService, 'getMany'>;
  paywall: Paywall;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  now?: () => Date;
  onChange?: () => void;
}) {
  const repo = deps.videoArchives;
  const now = deps.now ?? (() => new Date());
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };

  /** Every named file is a stored image, every feature exists. */
  async function checkReferences(input: VideoArchiveInput) {
    const wanted = [
      ...new Set([input.image ?? null, ...input.videos.map((v) => v.thumbnail ?? null)]),
    ].filter((u): u is string => u !== null);
    const found = await deps.files.imagesOf(wanted);
    const missing = wanted.find((uuid) => !found.has(uuid));
    if (missing) throw new ProductError('fileNotFound', { uuid: missing, kind: 'image' });
    await deps.features.getMany(input.requiredFeatureUuids);
  }

  /** Videos named by uuid must be this archive's own, each once (a new archive has none yet). */
  async function checkOwnVideos(archiveUuid: string | null, input: VideoArchiveInput, tx: Tx) {
    const named = input.videos.flatMap((v) => (v.uuid ? [v.uuid] : []));
    const owners = await repo.ownersOfVideos(named, tx);
    const foreign = named.find(
      (uuid, index) => owners.get(uuid) !== archiveUuid || named.indexOf(uuid) !== index,
    );
    if (foreign) {
      throw new ProductError(
        owners.has(foreign) ? 'contentDoesNotBelongToVideoArchive' : 'contentDoesNotBelongToVideo',
        {
          videoArchiveUuid: archiveUuid,
          videoUuid: foreign,
        },
      );
    }
  }

  const videoValues = (input: VideoArchiveInput) =>
    input.videos.map((video) => ({
      ...(video.uuid && { uuid: video.uuid }),
      title: video.title,
      link: video.link,
      thumbnailUuid: video.thumbnail ?? null,
    }));

  async function publicOf(rows: VideoArchiveRow[], asked: Language, withVideos: boolean) {
    const uuids = rows.map((r) => r.uuid);
    const [counts, firsts, videoRows] = await Promise.all([
      repo.countVideos(uuids),
      repo.firstThumbnails(uuids),
      withVideos ? repo.videosOf(uuids) : Promise.resolve([]),
    ]);
    const covers = (row: VideoArchiveRow) => row.imageUuid ?? firsts.get(row.uuid) ?? null;
    const images = await deps.files.imagesOf([...rows.map(covers), ...videoRows.map((v) => v.thumbnailUuid)]);
    return rows.map((row) => {
      // One language per archive: the asked one when it has a title in it, else Czech.
      const language: Language = row.title[asked] ? asked : 'cs';
      const cover = covers(row);
      return {
        uuid: row.uuid,
        language,
        title: translate(row.title, language),
        perex: translate(row.perex, language),
        image: (cover && images.get(cover)) || null,
        videoCount: counts.get(row.uuid) ?? 0,
        videos: videoRows
          .filter((v) => v.archiveUuid === row.uuid)
          .map((v) => ({
            uuid: v.uuid,
            title: translate(v.title, language),
            link: v.link,
            // Links were checked when saved: they name a video.
            embedUrl: youtubeEmbedUrl(youtubeVideoId(v.link) ?? ''),
            thumbnail: (v.thumbnailUuid && images.get(v.thumbnailUuid)) || null,
          })),
        requiredFeatureUuids: row.requiredFeatureUuids,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      };
    });
  }

  return {
    async toAdmin(rows: VideoArchiveRow[]): Promise<AdminVideoArchive[]> {
      const videoRows = await repo.videosOf(rows.map((r) => r.uuid));
      const images = await deps.files.imagesOf([
        ...rows.map((r) => r.imageUuid),
        ...videoRows.map((v) => v.thumbnailUuid),
      ]);
      const urlOf = (uuid: string | null) => (uuid && images.get(uuid)?.url) || null;
      return rows.map((row) => {
        const own = videoRows.filter((v) => v.archiveUuid === row.uuid);
        return {
          uuid: row.uuid,
          title: row.title,
          perex: row.perex,
          image: row.imageUuid,
          imageUrl: urlOf(row.imageUuid),
          videos: own.map((v) => ({
            uuid: v.uuid,
            title: v.title,
            link: v.link,
            thumbnail: v.thumbnailUuid,
            thumbnailUrl: urlOf(v.thumbnailUuid),
          })),
          videoCount: own.length,
          requiredFeatureUuids: row.requiredFeatureUuids,
          publishedAt: row.publishedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
    list: (params: AdminVideoArchiveListQuery) => repo.list(params, now()),
    async get(uuid: string) {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('videoArchiveNotFound', { uuid });
      return row;
    },
    async create(input: VideoArchiveInput) {
      await checkReferences(input);
      const row = await deps.transaction(async (tx) => {
        await checkOwnVideos(null, input, tx);
        const created = await repo.insert(toValues(input), tx);
        await repo.replaceVideos(created.uuid, videoValues(input), tx);
        return created;
      });
      return changed(row);
    },
    async update(uuid: string, input: VideoArchiveInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      await checkReferences(input);
      const row = await deps.transaction(async (tx) => {
        const updated = await repo.update(uuid, toValues(input), tx);
        if (!updated) throw new ProductError('videoArchiveNotFound', { uuid });
        await checkOwnVideos(uuid, input, tx);
        await repo.replaceVideos(uuid, videoValues(input), tx);
        return updated;
      });
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await repo.delete(uuid);
      if (!row) throw new ProductError('videoArchiveNotFound', { uuid });
      return changed(row);
    },
    nextPublicationAt: () => repo.nextPublicationAfter(now()),
    /** The published archives, members-only ones too (without their videos: lists show a lock). */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: PublicVideoArchiveSummary[]; total: number }> {
      const { rows, total } = await repo.listPublished({ ...params, now: now() });
      return {
        data: (await publicOf(rows, language, false)).map(({ videos: _videos, ...summary }) => summary),
        total,
      };
    },
    async read(uuid: string, reader: Reader, language: Language): Promise<PublicVideoArchive> {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('videoArchiveNotFound', { uuid });
      const refused = await deps.paywall.refusal(row, reader, {
        resource: 'video-archives',
        notFound: 'videoArchiveNotFound',
      });
      if (refused) throw refused;
      return (await publicOf([row], language, true))[0]!;
    },
  };
}

export type VideoArchivesService = ReturnType<typeof createVideoArchivesService>;
