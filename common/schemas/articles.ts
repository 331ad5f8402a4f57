import { apiComponents } from './registry';
import { z } from 'zod';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';
import { richTextMap } from './richText';
import { adminArticleSortFields } from '../sortFields';

export const articleInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  body: richTextMap(200_000),
  /** The cover image: an uploaded image file. */
  image: uuidSchema.nullable().optional(),
  authorUuid: uuidSchema.nullable().optional(),
  /** Features a reader must hold, every one of them; none: the article is public. */
  requiredFeatureUuids: z.array(uuidSchema).max(50).default([]),
  /** Announce it to the members who may read it (push and e-mail), once, when it appears. */
  sendNotifications: z.boolean().default(false),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const adminArticle = z
  .object({
    uuid: uuidSchema,
    title: storedLocaleMap,
    perex: storedLocaleMap,
    body: storedLocaleMap,
    image: uuidSchema.nullable(),
    /** The cover image's address, for previews. */
    imageUrl: z.string().nullable(),
    authorUuid: uuidSchema.nullable(),
    requiredFeatureUuids: z.array(uuidSchema),
    sendNotifications: z.boolean(),
    /** When members were notified (recorded in the outboxes), if they were. */
    notifiedAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticle>;

export { adminArticleSortFields };
export type AdminArticleSort = (typeof adminArticleSortFields)[number];
export const adminArticleListQuery = adminListQuery(adminArticleSortFields);
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuery>;

/** An article as the public API answers it: texts already in the visitor's language. */
export const publicArticle = z.object({
  uuid: uuidSchema,
  /** The language the texts are in: the asked one, or Czech when the article has no translation. */
  language: languageSchema,
  title: z.string(),
  perex: z.string(),
  body: z.string(),
  image: publicImage.nullable(),
  author: z.string().nullable(),
  /** Features a reader must hold; the lists show such an article with a lock. */
  requiredFeatureUuids: z.array(uuidSchema),
  publishedAt: z.string(),
});
export type PublicArticle = z.infer<typeof publicArticle>;

export const publicArticleSummary = publicArticle.omit({ body: true });
export type PublicArticleSummary = z.infer<typeof publicArticleSummary>;
