import { apiComponents } from './registry';
import { z } from 'zod';
import { formError, link } from '../validation';
import { adminListQuery, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';

export const countdownInput = z.object({
  uuid: uuidSchema.optional(),
  title: localeMapSchema(200),
  targetAt: z.iso.datetime({ offset: true }),
  image: uuidSchema.nullable().optional(),
  /** Where the countdown leads (the ticket sale, the membership page). */
  link: link().pipe(z.string().max(2000, formError.lengthMax)).nullable().optional(),
});
export type CountdownInput = z.infer<typeof countdownInput>;

export const adminCountdown = z
  .object({
    uuid: uuidSchema,
    title: storedLocaleMap,
    targetAt: z.string(),
    image: uuidSchema.nullable(),
    imageUrl: z.string().nullable(),
    link: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminCountdown' });
export type AdminCountdown = z.infer<typeof adminCountdown>;

export const adminCountdownSortFields = ['createdAt', 'updatedAt', 'targetAt', 'title'] as const;
export type AdminCountdownSort = (typeof adminCountdownSortFields)[number];
export const adminCountdownListQuery = adminListQuery(adminCountdownSortFields).extend({
  /** `true`: only those still counting down, `false`: only those past their time. */
  upcoming: z.enum(['true', 'false']).optional(),
});
export type AdminCountdownListQuery = z.infer<typeof adminCountdownListQuery>;

/** The countdowns still running, soonest first, as the home page shows them. */
export const publicCountdown = z.object({
  uuid: uuidSchema,
  title: z.string(),
  targetAt: z.string(),
  image: publicImage.nullable(),
  link: z.string().nullable(),
});
export type PublicCountdown = z.infer<typeof publicCountdown>;
