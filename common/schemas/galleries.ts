import { apiComponents } from './registry';
import { z } from 'zod';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';

/** An optional translatable text (a caption): any language may be left out. */
export const optionalLocaleMap = (max: number) =>
  z.object({
    cs: z.string().trim().max(max, 'formError.lengthMaxError').optional(),
    sk: z.string().trim().max(max, 'formError.lengthMaxError').optional(),
    en: z.string().trim().max(max, 'formError.lengthMaxError').optional(),
  });
export type OptionalLocaleMap = z.infer<ReturnType<typeof optionalLocaleMap>>;
const storedOptionalLocaleMap = z.object({
  cs: z.string().optional(),
  sk: z.string().optional(),
  en: z.string().optional(),
});

/**
 * One image of a gallery, in the gallery's order. `uuid` names an image the gallery already has
 * (an image of another gallery is refused); without it, the image is new.
 */
export const galleryImageInput = z.object({
  uuid: uuidSchema.optional(),
  /** The uploaded image file. */
  file: uuidSchema,
  caption: optionalLocaleMap(500).default({}),
});
export type GalleryImageInput = z.infer<typeof galleryImageInput>;

export const galleryInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  /** The cover; without one, the first image is the cover. */
  image: uuidSchema.nullable().optional(),
  images: z.array(galleryImageInput).max(500).default([]),
  requiredFeatureUuids: z.array(uuidSchema).max(50).default([]),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type GalleryInput = z.infer<typeof galleryInput>;

export const adminGalleryImage = z.object({
  uuid: uuidSchema,
  file: uuidSchema,
  url: z.string().nullable(),
  caption: storedOptionalLocaleMap,
});

export const adminGallery = z
  .object({
    uuid: uuidSchema,
    title: storedLocaleMap,
    perex: storedLocaleMap,
    image: uuidSchema.nullable(),
    imageUrl: z.string().nullable(),
    images: z.array(adminGalleryImage),
    imageCount: z.number().int(),
    requiredFeatureUuids: z.array(uuidSchema),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminGallery' });
export type AdminGallery = z.infer<typeof adminGallery>;

export const adminGallerySortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;
export type AdminGallerySort = (typeof adminGallerySortFields)[number];
export const adminGalleryListQuery = adminListQuery(adminGallerySortFields).extend({
  /** `true`: only published ones, `false`: only drafts and scheduled ones. */
  published: z.enum(['true', 'false']).optional(),
  /** `true`: only members-only ones, `false`: only ones for everyone. */
  membersOnly: z.enum(['true', 'false']).optional(),
});
export type AdminGalleryListQuery = z.infer<typeof adminGalleryListQuery>;

export const publicGalleryImage = z.object({
  uuid: uuidSchema,
  image: publicImage,
  caption: z.string(),
});

export const publicGallery = z
  .object({
    uuid: uuidSchema,
    language: languageSchema,
    title: z.string(),
    perex: z.string(),
    image: publicImage.nullable(),
    imageCount: z.number().int(),
    images: z.array(publicGalleryImage),
    requiredFeatureUuids: z.array(uuidSchema),
    publishedAt: z.string(),
  })
  .register(apiComponents, { id: 'PublicGallery' });
export type PublicGallery = z.infer<typeof publicGallery>;

/** In lists: no images but the cover (a members-only gallery shows its title, cover and a lock). */
export const publicGallerySummary = publicGallery.omit({ images: true });
export type PublicGallerySummary = z.infer<typeof publicGallerySummary>;
