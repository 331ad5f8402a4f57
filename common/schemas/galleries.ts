import { apiComponents } from './registry';
import { z } from 'zod';
import { uuidSchema } from './common';
import { publicImage } from './files';
import { adminMediaArchiveFields, mediaArchiveInputFields, publicMediaArchiveFields } from './mediaArchives';

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
  ...mediaArchiveInputFields,
  images: z.array(galleryImageInput).max(500).default([]),
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
    ...adminMediaArchiveFields,
    images: z.array(adminGalleryImage),
    imageCount: z.number().int(),
  })
  .register(apiComponents, { id: 'AdminGallery' });
export type AdminGallery = z.infer<typeof adminGallery>;

export const publicGalleryImage = z.object({
  uuid: uuidSchema,
  image: publicImage,
  caption: z.string(),
});

export const publicGallery = z
  .object({
    ...publicMediaArchiveFields,
    imageCount: z.number().int(),
    images: z.array(publicGalleryImage),
  })
  .register(apiComponents, { id: 'PublicGallery' });
export type PublicGallery = z.infer<typeof publicGallery>;

/** In lists: no images but the cover (a members-only gallery shows its title, cover and a lock). */
export const publicGallerySummary = publicGallery.omit({ images: true });
export type PublicGallerySummary = z.infer<typeof publicGallerySummary>;
