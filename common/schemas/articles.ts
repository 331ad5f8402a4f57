import { z } from 'zod';
import { adminListQuery, languageSchema, localeMapSchema, uuidSchema } from './common';

/** An image is a path on this origin (`/media/...`) or an http(s) URL. */
const imageSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'formError.invalidLinkError');

export const articleInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  body: localeMapSchema(200_000),
  image: imageSchema.nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const adminArticle = z.object({
  uuid: uuidSchema,
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  body: localeMapSchema(200_000),
  image: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticleSortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;
export const adminArticleListQuery = adminListQuery(adminArticleSortFields);

/** An article as the public API answers it: texts already in the visitor's language. */
export const publicArticle = z.object({
  uuid: uuidSchema,
  /** The language the texts are in: the asked one, or Czech when the article has no translation. */
  language: languageSchema,
  title: z.string(),
  perex: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
});
export type PublicArticle = z.infer<typeof publicArticle>;

export const publicArticleSummary = publicArticle.omit({ body: true });
export type PublicArticleSummary = z.infer<typeof publicArticleSummary>;
