import { apiComponents } from './registry';
import { z } from 'zod';
import { localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { adminMediaArchiveFields, mediaArchiveInputFields, publicMediaArchiveFields } from './mediaArchives';

/**
 * One track of an audio gallery, in the gallery's order. `uuid` names a track the gallery already
 * has (a track of another gallery is refused); without it, the track is new. Its duration is read
 * from the file on the server.
 */
export const audioInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  /** An uploaded audio file (MP3, M4A, OGG). */
  file: uuidSchema,
});
export type AudioInput = z.infer<typeof audioInput>;

export const audioArchiveInput = z.object({
  ...mediaArchiveInputFields,
  audios: z.array(audioInput).max(200).default([]),
});
export type AudioArchiveInput = z.infer<typeof audioArchiveInput>;

export const adminAudio = z.object({
  uuid: uuidSchema,
  title: storedLocaleMap,
  file: uuidSchema,
  url: z.string().nullable(),
  originalName: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});

export const adminAudioArchive = z
  .object({
    ...adminMediaArchiveFields,
    audios: z.array(adminAudio),
    audioCount: z.number().int(),
  })
  .register(apiComponents, { id: 'AdminAudioArchive' });
export type AdminAudioArchive = z.infer<typeof adminAudioArchive>;

export const publicAudio = z.object({
  uuid: uuidSchema,
  title: z.string(),
  url: z.string(),
  mime: z.string(),
  durationSeconds: z.number().int().nullable(),
});

export const publicAudioArchive = z
  .object({
    ...publicMediaArchiveFields,
    audioCount: z.number().int(),
    /** Total of the tracks' durations, in seconds. */
    durationSeconds: z.number().int(),
    audios: z.array(publicAudio),
  })
  .register(apiComponents, { id: 'PublicAudioArchive' });
export type PublicAudioArchive = z.infer<typeof publicAudioArchive>;

export const publicAudioArchiveSummary = publicAudioArchive.omit({ audios: true });
export type PublicAudioArchiveSummary = z.infer<typeof publicAudioArchiveSummary>;
