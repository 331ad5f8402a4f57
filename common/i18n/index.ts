import { backofficeCs } from './backoffice';
import { backofficeEn } from './backoffice.en';
import { backofficeSk } from './backoffice.sk';
import { cs } from './cs';
import { en } from './en';
import { sk } from './sk';
import type { Language } from '../schemas/common';

export type { Translations } from './cs';

/**
 * Every text of the product by language: the shared and storefront texts (`cs.ts`, …) with the
 * back office's own. The storefront loads `cs.ts` (and `sk.ts`/`en.ts` on demand) directly, so
 * its first bundle carries neither the back-office texts nor the other languages.
 */
export const translations = {
  cs: { ...cs, ...backofficeCs },
  sk: { ...sk, ...backofficeSk },
  en: { ...en, ...backofficeEn },
} satisfies Record<Language, object>;
