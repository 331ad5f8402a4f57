import { apiComponents } from './registry';
import { z } from 'zod';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';

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
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  /** The cover image. */
  image: uuidSchema.nullable().optional(),
  audios: z.array(audioInput).max(200).default([]),
  requiredFeatureUuids: z.array(uuidSchema).max(50).default([]),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
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
    uuid: uuidSchema,
    title: storedLocaleMap,
    perex: storedLocaleMap,
    image: uuidSchema.nullable(),
    imageUrl: z.string().nullable(),
    audios: z.array(adminAudio),
    audioCount: z.number().int(),
    requiredFeatureUuids: z.array(uuidSchema),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminAudioArchive' });
export type AdminAudioArchive = z.infer<typeof adminAudioArchive>;

export const adminAudioArchiveSortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;
export type AdminAudioArchiveSort = (typeof adminAudioArchiveSortFields)[number];
export const adminAudioArchiveListQuery = adminListQuery(adminAudioArchiveSortFields).extend({
  published: z.enum(['true', 'false']).optional(),
  membersOnly: z.enum(['true', 'false']).optional(),
});
export type AdminAudioArchiveListQuery = z.infer<typeof adminAudioArchiveListQuery>;

export const publicAudio = z.object({
  uuid: uuidSchema,
  title: z.string(),
  url: z.string(),
  mime: z.string(),
  durationSeconds: z.number().int().nullable(),
});

export const publicAudioArchive = z
  .object({
    uuid: uuidSchema,
    language: languageSchema,
    title: z.string(),
    perex: z.string(),
    image: publicImage.nullable(),
    audioCount: z.number().int(),
    /** Total of the tracks' durations, in seconds. */
    durationSeconds: z.number().int(),
    audios: z.array(publicAudio),
    requiredFeatureUuids: z.array(uuidSchema),
    publishedAt: z.string(),
  })
  .register(apiComponents, { id: 'PublicAudioArchive' });
export type PublicAudioArchive = z.infer<typeof publicAudioArchive>;

export const publicAudioArchiveSummary = publicAudioArchive.omit({ audios: true });
export type PublicAudioArchiveSummary = z.infer<typeof publicAudioArchiveSummary>;
