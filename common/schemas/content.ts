import { z } from 'zod';

/** The content types of spec section 3. */
export const contentTypes = [
  'ARTICLE',
  'GALLERY',
  'BENEFIT',
  'VIDEO_ARCHIVE',
  'EVENT',
  'AUDIO_ARCHIVE',
] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = (typeof contentTypes)[number];
