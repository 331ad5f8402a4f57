import { translate, type Language } from '@tribuna/common/schemas/common';
import {
  type AdminAudioArchive,
  type PublicAudioArchive,
  type PublicAudioArchiveSummary,
  type AudioArchiveInput,
} from '@tribuna/common/schemas/audioArchives';
import { audioDurationSeconds } from './audioDuration';
import type { AudioArchiveRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { FilesService } from '../files/files.service';
import {
  adminArchiveFields,
  archiveValues,
  createArchiveService,
  publicArchiveFields,
  type ArchiveServiceDeps,
} from '../content/archive.service';
import type { AudioArchivesRepository } from './audioArchives.repository';

export function createAudioArchivesService(
  deps: ArchiveServiceDeps & {
    audioArchives: AudioArchivesRepository;
    files: Pick<FilesService, 'imagesOf' | 'assertKind' | 'get' | 'read' | 'filesOf'>;
  },
) {
  const repo = deps.audioArchives;

  /** The cover is a stored image, every track file stored audio. */
  async function checkFiles(input: AudioArchiveInput) {
    if (input.image) await deps.files.assertKind(input.image, 'image');
    for (const uuid of new Set(input.audios.map((a) => a.file))) await deps.files.assertKind(uuid, 'audio');
  }

  /** A track file's duration, read from the stored bytes. */
  async function durationOf(fileUuid: string): Promise<number | null> {
    const file = await deps.files.get(fileUuid);
    const stored = await deps.files.read(file.key);
    return stored ? audioDurationSeconds(stored.body, { mimeType: file.mime, size: file.size }) : null;
  }

  /** The tracks to store: a kept track with the same file keeps its duration, others are read. */
  async function audioValues(input: AudioArchiveInput) {
    const existing = new Map(
      (await repo.items.byUuid(input.audios.flatMap((a) => (a.uuid ? [a.uuid] : [])))).map((r) => [
        r.uuid,
        r,
      ]),
    );
    const values = [];
    for (const audio of input.audios) {
      const kept = audio.uuid ? existing.get(audio.uuid) : undefined;
      values.push({
        ...(audio.uuid && { uuid: audio.uuid }),
        title: audio.title,
        fileUuid: audio.file,
        durationSeconds:
          kept && kept.fileUuid === audio.file && kept.durationSeconds !== null
            ? kept.durationSeconds
            : await durationOf(audio.file),
      });
    }
    return values;
  }

  async function publicOf(
    rows: AudioArchiveRow[],
    asked: Language,
    withAudios: boolean,
  ): Promise<PublicAudioArchive[]> {
    const uuids = rows.map((r) => r.uuid);
    const trackRows = await repo.items.of(uuids);
    const [images, files] = await Promise.all([
      deps.files.imagesOf(rows.map((r) => r.imageUuid)),
      withAudios ? deps.files.filesOf(trackRows.map((t) => t.fileUuid)) : Promise.resolve(new Map()),
    ]);
    return rows.map((row) => {
      const fields = publicArchiveFields(row, asked);
      const own = trackRows.filter((t) => t.archiveUuid === row.uuid);
      return {
        ...fields,
        image: (row.imageUuid && images.get(row.imageUuid)) || null,
        audioCount: own.length,
        durationSeconds: own.reduce((sum, t) => sum + (t.durationSeconds ?? 0), 0),
        audios: own.flatMap((t) => {
          const file = files.get(t.fileUuid);
          return file
            ? [
                {
                  uuid: t.uuid,
                  title: translate(t.title, fields.language),
                  url: file.url,
                  mime: file.mime,
                  durationSeconds: t.durationSeconds,
                },
              ]
            : [];
        }),
      };
    });
  }

  return {
    ...createArchiveService({
      ...deps,
      store: repo,
      resource: 'audio-archives',
      notFound: 'audioArchiveNotFound',
      values: archiveValues,
      checkFiles,
      children: {
        prepare: audioValues,
        named: (input: AudioArchiveInput) => input.audios.flatMap((a) => (a.uuid ? [a.uuid] : [])),
        foreign: ({ archiveUuid, uuid, exists }) =>
          new ProductError(exists ? 'contentDoesNotBelongToAudioArchive' : 'contentDoesNotBelongToAudio', {
            audioArchiveUuid: archiveUuid,
            audioUuid: uuid,
          }),
      },
      publicOf,
      summary: ({ audios: _audios, ...summary }: PublicAudioArchive): PublicAudioArchiveSummary => summary,
    }),
    async toAdmin(rows: AudioArchiveRow[]): Promise<AdminAudioArchive[]> {
      const trackRows = await repo.items.of(rows.map((r) => r.uuid));
      const [images, files] = await Promise.all([
        deps.files.imagesOf(rows.map((r) => r.imageUuid)),
        deps.files.filesOf(trackRows.map((t) => t.fileUuid)),
      ]);
      return rows.map((row) => {
        const own = trackRows.filter((t) => t.archiveUuid === row.uuid);
        return {
          ...adminArchiveFields(row, (row.imageUuid && images.get(row.imageUuid)?.url) || null),
          audios: own.map((t) => ({
            uuid: t.uuid,
            title: t.title,
            file: t.fileUuid,
            url: files.get(t.fileUuid)?.url ?? null,
            originalName: files.get(t.fileUuid)?.originalName ?? null,
            durationSeconds: t.durationSeconds,
          })),
          audioCount: own.length,
        };
      });
    },
  };
}

export type AudioArchivesService = ReturnType<typeof createAudioArchivesService>;
