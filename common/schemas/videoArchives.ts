import { apiComponents } from './registry';
import { z } from 'zod';
import { formError, youtubeLink } from '../validation';
import { localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';
import { adminMediaArchiveFields, mediaArchiveInputFields, publicMediaArchiveFields } from './mediaArchives';

/**
 * The video's id in a link to the video site (`/watch?v=ID`, `/embed/ID`, `/shorts/ID`, `/live/ID`),
 * or null when the link names no video.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const id =
    url.pathname === '/watch'
      ? url.searchParams.get('v')
      : /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** The privacy-enhanced player of a video: no cookies until the visitor plays it. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

/** A link to one video on the video site's www host (spec: youtubeLinkError). */
export const videoLink = () =>
  youtubeLink()
    .pipe(z.string().max(2000, formError.lengthMax))
    .refine((value) => youtubeVideoId(value) !== null, formError.youtubeLink);

/**
 * One video of an archive, in the archive's order. `uuid` names a video the archive already has (a
 * video of another archive is refused); without it, the video is new.
 */
export const videoInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  link: videoLink(),
  /** An uploaded image; without one, the video site's own thumbnail is not fetched: none shows. */
  thumbnail: uuidSchema.nullable().optional(),
});
export type VideoInput = z.infer<typeof videoInput>;

export const videoArchiveInput = z.object({
  ...mediaArchiveInputFields,
  videos: z.array(videoInput).max(200).default([]),
});
export type VideoArchiveInput = z.infer<typeof videoArchiveInput>;

export const adminVideo = z.object({
  uuid: uuidSchema,
  title: storedLocaleMap,
  link: z.string(),
  thumbnail: uuidSchema.nullable(),
  thumbnailUrl: z.string().nullable(),
});

export const adminVideoArchive = z
  .object({
    ...adminMediaArchiveFields,
    videos: z.array(adminVideo),
    videoCount: z.number().int(),
  })
  .register(apiComponents, { id: 'AdminVideoArchive' });
export type AdminVideoArchive = z.infer<typeof adminVideoArchive>;

export const publicVideo = z.object({
  uuid: uuidSchema,
  title: z.string(),
  /** The video's page on the video site. */
  link: z.string(),
  /** The privacy-enhanced player, to load only when the visitor asks to play. */
  embedUrl: z.string(),
  thumbnail: publicImage.nullable(),
});

export const publicVideoArchive = z
  .object({
    ...publicMediaArchiveFields,
    videoCount: z.number().int(),
    videos: z.array(publicVideo),
  })
  .register(apiComponents, { id: 'PublicVideoArchive' });
export type PublicVideoArchive = z.infer<typeof publicVideoArchive>;

export const publicVideoArchiveSummary = publicVideoArchive.omit({ videos: true });
export type PublicVideoArchiveSummary = z.infer<typeof publicVideoArchiveSummary>;
