import { apiComponents } from './registry';
import { z } from 'zod';
import { errorNames } from '../errors';
import { languages, type Language } from '../languages';
import { DEFAULT_PAGE_SIZE } from '../paging';

export { DEFAULT_PAGE_SIZE, languages, type Language };
export const languageSchema = z.enum(languages);

export const uuidSchema = z.uuid();
export const uuidParams = z.object({ uuid: uuidSchema });

/** Translatable text as admin APIs carry it: Czech required, Slovak and English optional. */
export const localeMapSchema = (max = 100_000) =>
  z.object({
    cs: z.string().trim().min(1, 'formError.requiredError').max(max, 'formError.lengthMaxError'),
    sk: z.string().trim().max(max, 'formError.lengthMaxError').optional(),
    en: z.string().trim().max(max, 'formError.lengthMaxError').optional(),
  });
export type LocaleMap = z.infer<ReturnType<typeof localeMapSchema>>;

/**
 * A locale map as responses carry it: the shape only. Input rules are not re-checked on the way
 * out, so a row stored under older or looser rules can still be listed (and fixed) instead of
 * failing the whole answer.
 */
export const storedLocaleMap = z.object({
  cs: z.string(),
  sk: z.string().optional(),
  en: z.string().optional(),
});

/** Picks the text for a language, falling back to Czech (ARCHITECTURE.md, API conventions). */
export function translate(map: LocaleMap, language: Language): string {
  const value = map[language];
  return value !== undefined && value !== '' ? value : map.cs;
}

/** Admin list query: `?limit=500&offset=0&sort=<field>&order=asc|desc&<filters>`. */
export const adminListQuery = <Sort extends readonly [string, ...string[]]>(sortFields: Sort) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
    sort: z.enum(sortFields).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    q: z.string().trim().max(200).optional(),
  });

export const publicListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

export const errorBodySchema = z
  .object({
    name: z.enum(errorNames as [string, ...string[]]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .register(apiComponents, { id: 'ApiError' });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Sign-in works once the identity provider is ready (the embedded emulator starts in the background). */
  identity: z.enum(['ready', 'starting']),
  /**
   * This server's live streams (seat status, waiting room): open now, and since it started how many
   * opened, were closed at their maximum age, or were dropped because their client stopped reading.
   */
  streams: z.object({
    open: z.number().int(),
    opened: z.number().int(),
    aged: z.number().int(),
    dropped: z.number().int(),
  }),
});
