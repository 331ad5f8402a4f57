/**
 * The product's languages (spec section 1); the locales of paths and prices are `Locale` in
 * routes.ts. Without zod (`schemas/common.ts` builds its schema from this list), so a front end's
 * first bundle can check a language without carrying the schema library.
 */
export const languages = ['cs', 'sk', 'en'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Intl's locale of each language, as documents and e-mails write dates and money in it. */
export const intlLocaleOf: Record<Language, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };
