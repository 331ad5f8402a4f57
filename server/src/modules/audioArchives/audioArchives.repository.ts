import { audioArchives, audios } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { createArchiveItemsRepository, createArchiveRepository } from '../../db/archive';

export type NewAudioArchive = typeof audioArchives.$inferInsert;
export type NewAudio = Omit<typeof audios.$inferInsert, 'archiveUuid' | 'position'>;

/** An audio archive and its ordered tracks (`items`). */
export const createAudioArchivesRepository = (db: DbOrTx) => ({
  ...createArchiveRepository(db, audioArchives),
  items: createArchiveItemsRepository(db, audios, {
    parent: 'archiveUuid',
    values: (track: NewAudio, position) => ({
      title: track.title,
      fileUuid: track.fileUuid,
      durationSeconds: track.durationSeconds ?? null,
      position,
    }),
  }),
});

export type AudioArchivesRepository = ReturnType<typeof createAudioArchivesRepository>;
