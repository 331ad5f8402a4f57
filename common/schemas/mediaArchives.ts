import { z } from 'zod';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';

/*
 * What galleries, video archives and audio galleries share: a title and perex in each language, a
 * cover, the features a reader needs (members-only when any), and when they are published. Each
 * type's schema adds its items (images, videos, tracks) and their count to these fields.
 */

/** The shared fields of a media archive as staff send it. */
export const mediaArchiveInputFields = {
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  /** The cover image; a gallery and a video archive fall back on their first item's picture. */
  image: uuidSchema.nullable().optional(),
  requiredFeatureUuids: z.array(uuidSchema).max(50).default([]),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
};

/** The shared fields of a media archive as the back office reads it. */
export const adminMediaArchiveFields = {
  uuid: uuidSchema,
  title: storedLocaleMap,
  perex: storedLocaleMap,
  image: uuidSchema.nullable(),
  imageUrl: z.string().nullable(),
  requiredFeatureUuids: z.array(uuidSchema),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The shared fields of a media archive as visitors read it, in one language. */
export const publicMediaArchiveFields = {
  uuid: uuidSchema,
  language: languageSchema,
  title: z.string(),
  perex: z.string(),
  image: publicImage.nullable(),
  requiredFeatureUuids: z.array(uuidSchema),
  publishedAt: z.string(),
};

export const adminMediaArchiveSortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;

/** The back office's list of one media archive type: paging, search, sort and two filters. */
export const adminMediaArchiveListQuery = adminListQuery(adminMediaArchiveSortFields).extend({
  /** `true`: only published ones, `false`: only drafts and scheduled ones. */
  published: z.enum(['true', 'false']).optional(),
  /** `true`: only members-only ones, `false`: only ones for everyone. */
  membersOnly: z.enum(['true', 'false']).optional(),
});
