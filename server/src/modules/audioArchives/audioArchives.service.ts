import { translate, type Language } from '@tribuna/common/schemas/common';
import {
  type AdminAudioArchive,
  type AdminAudioArchiveListQuery,
  type PublicAudioArchive,
  type PublicAudioArchiveSummary,
  type AudioArchiveInput,
} from '@tribuna/common/schemas/audioArchives';
import type { Tx } from '../../db/client';
import { audioDurationSeconds } from './audioDuration';
import type { AudioArchiveRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { Paywall, Reader } from '../paywall/paywall';
import type { AudioArchivesRepository } from './audioArchives.repository';

function toValues(input: AudioArchiveInput) {
  return {
    title: input.title,
    perex: input.perex,
    imageUuid: input.image ?? null,
    requiredFeatureUuids: [...new Set(input.requiredFeatureUuids)],
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

export function createAudioArchivesService(deps: {
  audioArchives: AudioArchivesRepository;
  files: Pick<FilesService, 'imagesOf' | 'assertKind' | 'get' | 'read' | 'filesOf'>;
  features: Pick<FeaturesService, 'getMany'>;
  paywall: Paywall;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  now?: () => Date;
  onChange?: () => void;
}) {
  const repo = deps.audioArchives;
  const now = deps.now ?? (() => new Date());
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };

  /** The cover is a stored image, every track file stored audio, every feature exists. */
  async function checkReferences(input: AudioArchiveInput) {
    if (input.image) await deps.files.assertKind(input.image, 'image');
    for (const uuid of new Set(input.audios.map((a) => a.file))) await deps.files.assertKind(uuid, 'audio');
    await deps.features.getMany(input.requiredFeatureUuids);
  }

  /** A track file's duration, read from the stored bytes. */
  async function durationOf(fileUuid: string): Promise<number | null> {
    const file = await deps.files.get(fileUuid);
    const stored = await deps.files.read(file.key);
    return stored ? audioDurationSeconds(stored.body, { mimeType: file.mime, size: file.size }) : null;
  }

  /** Tracks named by uuid must be this archive's own, each once (a new archive has none yet). */
  async function checkOwnAudios(archiveUuid: string | null, input: AudioArchiveInput, tx: Tx) {
    const named = input.audios.flatMap((a) => (a.uuid ? [a.uuid] : []));
    const owners = await repo.ownersOfAudios(named, tx);
    const foreign = named.find(
      (uuid, index) => owners.get(uuid) !== archiveUuid || named.indexOf(uuid) !== index,
    );
    if (foreign) {
      throw new ProductError(
        owners.has(foreign) ? 'contentDoesNotBelongToAudioArchive' : 'contentDoesNotBelongToAudio',
        {
          audioArchiveUuid: archiveUuid,
          audioUuid: foreign,
        },
      );
    }
  }

  /** The tracks to store: a kept track with the same file keeps its duration, others are read. */
  async function audioValues(input: AudioArchiveInput) {
    const existing = new Map(
      (await repo.audiosByUuid(input.audios.flatMap((a) => (a.uuid ? [a.uuid] : [])))).map((r) => [
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

  async function publicOf(rows: AudioArchiveRow[], asked: Language, withAudios: boolean) {
    const uuids = rows.map((r) => r.uuid);
    const trackRows = await repo.audiosOf(uuids);
    const [images, files] = await Promise.all([
      deps.files.imagesOf(rows.map((r) => r.imageUuid)),
      withAudios ? deps.files.filesOf(trackRows.map((t) => t.fileUuid)) : Promise.resolve(new Map()),
    ]);
    return rows.map((row) => {
      // One language per archive: the asked one when it has a title in it, else Czech.
      const language: Language = row.title[asked] ? asked : 'cs';
      const own = trackRows.filter((t) => t.archiveUuid === row.uuid);
      return {
        uuid: row.uuid,
        language,
        title: translate(row.title, language),
        perex: translate(row.perex, language),
        image: (row.imageUuid && images.get(row.imageUuid)) || null,
        audioCount: own.length,
        durationSeconds: own.reduce((sum, t) => sum + (t.durationSeconds ?? 0), 0),
        audios: own.flatMap((t) => {
          const file = files.get(t.fileUuid);
          return file
            ? [
                {
                  uuid: t.uuid,
                  title: translate(t.title, language),
                  url: file.url,
                  mime: file.mime,
                  durationSeconds: t.durationSeconds,
                },
              ]
            : [];
        }),
        requiredFeatureUuids: row.requiredFeatureUuids,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      };
    });
  }

  return {
    async toAdmin(rows: AudioArchiveRow[]): Promise<AdminAudioArchive[]> {
      const trackRows = await repo.audiosOf(rows.map((r) => r.uuid));
      const [images, files] = await Promise.all([
        deps.files.imagesOf(rows.map((r) => r.imageUuid)),
        deps.files.filesOf(trackRows.map((t) => t.fileUuid)),
      ]);
      return rows.map((row) => {
        const own = trackRows.filter((t) => t.archiveUuid === row.uuid);
        return {
          uuid: row.uuid,
          title: row.title,
          perex: row.perex,
          image: row.imageUuid,
          imageUrl: (row.imageUuid && images.get(row.imageUuid)?.url) || null,
          audios: own.map((t) => ({
            uuid: t.uuid,
            title: t.title,
            file: t.fileUuid,
            url: files.get(t.fileUuid)?.url ?? null,
            originalName: files.get(t.fileUuid)?.originalName ?? null,
            durationSeconds: t.durationSeconds,
          })),
          audioCount: own.length,
          requiredFeatureUuids: row.requiredFeatureUuids,
          publishedAt: row.publishedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
    list: (params: AdminAudioArchiveListQuery) => repo.list(params, now()),
    async get(uuid: string) {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('audioArchiveNotFound', { uuid });
      return row;
    },
    async create(input: AudioArchiveInput) {
      await checkReferences(input);
      // Durations are read before the transaction: reading a file is no work to hold a transaction for.
      const tracks = await audioValues(input);
      const row = await deps.transaction(async (tx) => {
        await checkOwnAudios(null, input, tx);
        const created = await repo.insert(toValues(input), tx);
        await repo.replaceAudios(created.uuid, tracks, tx);
        return created;
      });
      return changed(row);
    },
    async update(uuid: string, input: AudioArchiveInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      await checkReferences(input);
      const tracks = await audioValues(input);
      const row = await deps.transaction(async (tx) => {
        const updated = await repo.update(uuid, toValues(input), tx);
        if (!updated) throw new ProductError('audioArchiveNotFound', { uuid });
        await checkOwnAudios(uuid, input, tx);
        await repo.replaceAudios(uuid, tracks, tx);
        return updated;
      });
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await repo.delete(uuid);
      if (!row) throw new ProductError('audioArchiveNotFound', { uuid });
      return changed(row);
    },
    nextPublicationAt: () => repo.nextPublicationAfter(now()),
    /** The published archives, members-only ones too (without their tracks: lists show a lock). */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: PublicAudioArchiveSummary[]; total: number }> {
      const { rows, total } = await repo.listPublished({ ...params, now: now() });
      return {
        data: (await publicOf(rows, language, false)).map(({ audios: _audios, ...summary }) => summary),
        total,
      };
    },
    async read(uuid: string, reader: Reader, language: Language): Promise<PublicAudioArchive> {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('audioArchiveNotFound', { uuid });
      const refused = await deps.paywall.refusal(row, reader, {
        resource: 'audio-archives',
        notFound: 'audioArchiveNotFound',
      });
      if (refused) throw refused;
      return (await publicOf([row], language, true))[0]!;
    },
  };
}

export type AudioArchivesService = ReturnType<typeof createAudioArchivesService>;
