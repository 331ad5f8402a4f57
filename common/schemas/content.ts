import { z } from 'zod';
import { adminListQuery, uuidSchema } from './common';
import { apiComponents } from './registry';

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

/** Where an item stands: no publish date (a draft), a future one (scheduled) or a past one. */
export const contentStatuses = ['draft', 'scheduled', 'published'] as const;
export const contentStatusSchema = z.enum(contentStatuses);
export type ContentStatus = (typeof contentStatuses)[number];

/** One item of the content management overview (`/admin/sprava-obsahu`), whatever its type. */
export const contentOverviewItem = z
  .object({
    uuid: uuidSchema,
    type: contentTypeSchema,
    /** The Czech title (the required language). */
    title: z.string(),
    status: contentStatusSchema,
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Articles only: who wrote it. */
    authorUuid: uuidSchema.nullable(),
    authorName: z.string().nullable(),
  })
  .register(apiComponents, { id: 'ContentOverviewItem' });
export type ContentOverviewItem = z.infer<typeof contentOverviewItem>;

export const contentOverviewSortFields = ['updatedAt', 'createdAt', 'publishedAt', 'title', 'type'] as const;
export type ContentOverviewSort = (typeof contentOverviewSortFields)[number];

/** A comma-separated list in the query (`type=ARTICLE,GALLERY`), as react-admin sends an array filter. */
const typeList = z
  .string()
  .transform((value) => value.split(',').filter((part) => part !== ''))
  .pipe(z.array(contentTypeSchema).max(contentTypes.length));

export const contentOverviewQuery = adminListQuery(contentOverviewSortFields).extend({
  type: typeList.optional(),
  status: contentStatusSchema.optional(),
  authorUuid: uuidSchema.optional(),
});
export type ContentOverviewQuery = z.infer<typeof contentOverviewQuery>;

/** A member of staff who may write articles: the author picker's and the overview filter's choices. */
export const contentAuthor = z
  .object({ uuid: uuidSchema, name: z.string(), email: z.string() })
  .register(apiComponents, { id: 'ContentAuthor' });
export type ContentAuthor = z.infer<typeof contentAuthor>;

export const contentAuthorListQuery = adminListQuery(['name'] as const);
export type ContentAuthorListQuery = z.infer<typeof contentAuthorListQuery>;

/** What still uses a file (`fileInUse`'s `details.usedBy`); countdowns are content of the home page. */
export const fileUser = z.object({
  type: z.enum([...contentTypes, 'COUNTDOWN']),
  uuid: uuidSchema,
  title: z.string(),
});
export type FileUser = z.infer<typeof fileUser>;
