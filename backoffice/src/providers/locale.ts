import { localStorageStore } from 'react-admin';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';

/** The back office speaks every language of the product (react-admin calls it the locale). */
export const adminLanguages = languageSchema.options;
export const defaultAdminLanguage: Language = 'cs';

export function isLanguage(value: unknown): value is Language {
  return languageSchema.safeParse(value).success;
}

/** react-admin's store (locale, list parameters, sidebar); kept in localStorage per browser. */
export const adminStore = localStorageStore('1', 'Tribuna');

/**
 * The locale to start in: `?lang=` in the address wins (the server redirects the Slovak admin paths
 * `/sk/admin/...` to `/admin/...?lang=sk`) and is remembered; otherwise the remembered choice, else Czech.
 */
export function resolveInitialLocale(search: string, store = adminStore): Language {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) {
    store.setItem('locale', requested);
    return requested;
  }
  const remembered: unknown = store.getItem('locale');
  return isLanguage(remembered) ? remembered : defaultAdminLanguage;
}
