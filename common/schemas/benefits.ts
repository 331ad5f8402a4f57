import { apiComponents } from './registry';
import { z } from 'zod';
import { formError, link } from '../validation';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';
import { richTextMap } from './richText';

export const benefitInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(300),
  perex: localeMapSchema(2000),
  body: richTextMap(100_000),
  /** An uploaded image file. */
  image: uuidSchema.nullable().optional(),
  /** The partner's page. */
  link: link().pipe(z.string().max(2000, formError.lengthMax)).nullable().optional(),
  requiredFeatureUuids: z.array(uuidSchema).max(50).default([]),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type BenefitInput = z.infer<typeof benefitInput>;

export const adminBenefit = z
  .object({
    uuid: uuidSchema,
    title: storedLocaleMap,
    perex: storedLocaleMap,
    body: storedLocaleMap,
    image: uuidSchema.nullable(),
    imageUrl: z.string().nullable(),
    link: z.string().nullable(),
    requiredFeatureUuids: z.array(uuidSchema),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminBenefit' });
export type AdminBenefit = z.infer<typeof adminBenefit>;

export const adminBenefitSortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;
export type AdminBenefitSort = (typeof adminBenefitSortFields)[number];
export const adminBenefitListQuery = adminListQuery(adminBenefitSortFields).extend({
  /** `true`: only published ones, `false`: only drafts and scheduled ones. */
  published: z.enum(['true', 'false']).optional(),
});
export type AdminBenefitListQuery = z.infer<typeof adminBenefitListQuery>;

export const publicBenefit = z.object({
  uuid: uuidSchema,
  language: languageSchema,
  title: z.string(),
  perex: z.string(),
  body: z.string(),
  image: publicImage.nullable(),
  link: z.string().nullable(),
  requiredFeatureUuids: z.array(uuidSchema),
  publishedAt: z.string(),
});
export type PublicBenefit = z.infer<typeof publicBenefit>;

/** In lists: no body and no link (a members-only benefit shows its title, image and a lock). */
export const publicBenefitSummary = publicBenefit.omit({ body: true, link: true });
export type PublicBenefitSummary = z.infer<typeof publicBenefitSummary>;
