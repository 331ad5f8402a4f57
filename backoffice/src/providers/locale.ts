import { localStorageStore } from 'react-admin';
import { isLanguage, languages, type Language } from '@tribuna/common/languages';

/** The back office speaks every language of the product (react-admin calls it the locale). */
export const adminLanguages = languages;
export const defaultAdminLanguage: Language = 'cs';

export { isLanguage };

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
