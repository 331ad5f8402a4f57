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
 * back office's own. The storefront loads its first texts (`shell.ts`, `shell.sk.ts`) and the rest
 * (`cs.ts`, `sk.ts`) directly, so its first bundle carries neither the back-office texts, nor the
 * other languages, nor the texts of the screens that load later.
 */
export const translations = {
  cs: { ...cs, ...backofficeCs },
  sk: { ...sk, ...backofficeSk },
  en: { ...en, ...backofficeEn },
} satisfies Record<Language, object>;
