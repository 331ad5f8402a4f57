import { translate, type Language } from '@tribuna/common/schemas/common';
import {
  youtubeEmbedUrl,
  youtubeVideoId,
  type AdminVideoArchive,
  type PublicVideoArchive,
  type PublicVideoArchiveSummary,
  type VideoArchiveInput,
} from '@tribuna/common/schemas/videoArchives';
import type { VideoArchiveRow } from '../../db/schema';
import { ProductError } from '../../errors';
import {
  adminArchiveFields,
  archiveValues,
  checkImages,
  createArchiveService,
  publicChildren,
  type ArchiveServiceDeps,
} from '../content/archive.service';
import type { VideoArchivesRepository } from './videoArchives.repository';

export function createVideoArchivesService(
  deps: ArchiveServiceDeps & { videoArchives: VideoArchivesRepository },
) {
  const { items } = deps.videoArchives;

  async function publicOf(
    rows: VideoArchiveRow[],
    asked: Language,
    withVideos: boolean,
  ): Promise<PublicVideoArchive[]> {
    const {
      children: videoRows,
      images,
      fieldsOf,
    } = await publicChildren({ items, files: deps.files }, rows, withVideos, (v) => v.thumbnailUuid);
    return rows.map((row) => {
      const { count, ...fields } = fieldsOf(row, asked);
      return {
        ...fields,
        videoCount: count,
        videos: videoRows
          .filter((v) => v.archiveUuid === row.uuid)
          .map((v) => ({
            uuid: v.uuid,
            title: translate(v.title, fields.language),
            link: v.link,
            // Links were checked when saved: they name a video.
            embedUrl: youtubeEmbedUrl(youtubeVideoId(v.link) ?? ''),
            thumbnail: (v.thumbnailUuid && images.get(v.thumbnailUuid)) || null,
          })),
      };
    });
  }

  return {
    ...createArchiveService({
      ...deps,
      store: deps.videoArchives,
      resource: 'video-archives',
      notFound: 'videoArchiveNotFound',
      values: archiveValues,
      // Every named file is a stored image.
      checkFiles: (input) => checkImages(deps.files, [input.image, ...input.videos.map((v) => v.thumbnail)]),
      children: {
        prepare: (input: VideoArchiveInput) =>
          input.videos.map((video) => ({
            ...(video.uuid && { uuid: video.uuid }),
            title: video.title,
            link: video.link,
            thumbnailUuid: video.thumbnail ?? null,
          })),
        named: (input) => input.videos.flatMap((v) => (v.uuid ? [v.uuid] : [])),
        foreign: ({ archiveUuid, uuid, exists }) =>
          new ProductError(exists ? 'contentDoesNotBelongToVideoArchive' : 'contentDoesNotBelongToVideo', {
            videoArchiveUuid: archiveUuid,
            videoUuid: uuid,
          }),
      },
      publicOf,
      summary: ({ videos: _videos, ...summary }: PublicVideoArchive): PublicVideoArchiveSummary => summary,
    }),
    async toAdmin(rows: VideoArchiveRow[]): Promise<AdminVideoArchive[]> {
      const videoRows = await items.of(rows.map((r) => r.uuid));
      const images = await deps.files.imagesOf([
        ...rows.map((r) => r.imageUuid),
        ...videoRows.map((v) => v.thumbnailUuid),
      ]);
      const urlOf = (uuid: string | null) => (uuid && images.get(uuid)?.url) || null;
      return rows.map((row) => {
        const own = videoRows.filter((v) => v.archiveUuid === row.uuid);
        return {
          ...adminArchiveFields(row, urlOf(row.imageUuid)),
          videos: own.map((v) => ({
            uuid: v.uuid,
            title: v.title,
            link: v.link,
            thumbnail: v.thumbnailUuid,
            thumbnailUrl: urlOf(v.thumbnailUuid),
          })),
          videoCount: own.length,
        };
      });
    },
  };
}

export type VideoArchivesService = ReturnType<typeof createVideoArchivesService>;
