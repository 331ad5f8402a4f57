import { apiComponents } from './registry';
import { z } from 'zod';
import { adminListQuery, uuidSchema } from './common';

/**
 * What Tribuna accepts as a file, decided by the file's content (its magic bytes), never its name:
 * each kind with the formats it takes and the largest file of that kind.
 */
export const fileKinds = {
  image: {
    mimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    maxBytes: 20 * 1024 * 1024,
  },
  audio: {
    mimes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/ogg', 'audio/opus'],
    maxBytes: 200 * 1024 * 1024,
  },
  pdf: { mimes: ['application/pdf'], maxBytes: 30 * 1024 * 1024 },
} as const;
export type FileKind = keyof typeof fileKinds;
export const fileKindNames = Object.keys(fileKinds) as [FileKind, ...FileKind[]];

/** The largest upload of any kind: the multipart limit, before the content tells the kind. */
export const maxUploadBytes = Math.max(...Object.values(fileKinds).map((k) => k.maxBytes));

/** The kind a sniffed MIME type belongs to, or null when Tribuna does not take it. */
export function fileKindOf(mime: string): FileKind | null {
  for (const kind of fileKindNames) {
    if ((fileKinds[kind].mimes as readonly string[]).includes(mime)) return kind;
  }
  return null;
}

/**
 * The most pixels an image may have (all its frames together), read from its header before it is
 * decoded: 50 MP is a full-size photo of today's phones, and decoding one takes about 200 MB. A
 * small file can declare far more (a 196 KB PNG of 12,000 × 12,000), which would take gigabytes.
 */
export const maxImagePixels = 50_000_000;

/** The widths (CSS pixels × density) images are served at; none wider than the original. */
export const imageWidths = [320, 640, 960, 1280, 1920] as const;

export const imageVariant = z.object({ width: z.number().int(), url: z.string() });

export const adminFile = z
  .object({
    uuid: uuidSchema,
    kind: z.enum(fileKindNames),
    mime: z.string(),
    /** The name it was uploaded under (shown to staff only; never used to decide anything). */
    originalName: z.string(),
    size: z.number().int(),
    url: z.string(),
    /** Images only: the original's size, so that pages reserve the space before the image loads. */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Images only: the responsive sizes (WebP), narrowest first. */
    variants: z.array(imageVariant),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminFile' });
export type AdminFile = z.infer<typeof adminFile>;

/** An image as public pages get it: enough for `<img src srcset width height>`. */
export const publicImage = z
  .object({
    url: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    srcset: z.string(),
  })
  .register(apiComponents, { id: 'PublicImage' });
export type PublicImage = z.infer<typeof publicImage>;

export const adminFileSortFields = ['createdAt', 'originalName', 'size'] as const;
export type AdminFileSort = (typeof adminFileSortFields)[number];
export const adminFileListQuery = adminListQuery(adminFileSortFields).extend({
  kind: z.enum(fileKindNames).optional(),
});
export type AdminFileListQuery = z.infer<typeof adminFileListQuery>;

/** The `srcset` attribute of an image's variants. */
export const srcsetOf = (variants: readonly { width: number; url: string }[]) =>
  variants.map((v) => `${v.url} ${v.width}w`).join(', ');
