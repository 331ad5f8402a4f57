import { videoArchives, videos } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { createArchiveItemsRepository, createArchiveRepository } from '../../db/archive';

export type NewVideoArchive = typeof videoArchives.$inferInsert;
export type NewVideo = Omit<typeof videos.$inferInsert, 'archiveUuid' | 'position'>;

/** A video archive and its ordered videos (`items`), whose first thumbnail is the cover of an archive without one. */
export const createVideoArchivesRepository = (db: DbOrTx) => ({
  ...createArchiveRepository(db, videoArchives),
  items: createArchiveItemsRepository(db, videos, {
    parent: 'archiveUuid',
    cover: videos.thumbnailUuid,
    values: (video: NewVideo, position) => ({
      title: video.title,
      link: video.link,
      thumbnailUuid: video.thumbnailUuid ?? null,
      position,
    }),
  }),
});

export type VideoArchivesRepository = ReturnType<typeof createVideoArchivesRepository>;
