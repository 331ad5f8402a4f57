import { localStorageStore } from 'react-admin';
import { isLanguage, languages, type Language } from '@tribuna/common/languages';

/** The back office speaks every language of the product (react-admin calls it the locale). */
export const adminLanguages = languages;
export const defaultAdminLanguage: Language = 'cs';

export { isLanguage };

/** react-admin's store (locale, list parameters, sidebar); kept in localStorage per browser. */
export const adminStore = localStorageStore('1', 'Tribuna');

/**
 * The locale to start in follows the address: `?lang=` (the server redirects the Slovak admin paths
 * `/sk/admin/...` to `/admin/...?lang=sk`), else Czech for `/admin/...`, never the language of the
 * last visit. It goes into react-admin's store too, whose remembered locale would otherwise win.
 */
export function resolveInitialLocale(search: string, store = adminStore): Language {
  const requested = new URLSearchParams(search).get('lang');
  const locale = isLanguage(requested) ? requested : defaultAdminLanguage;
  store.setItem('locale', locale);
  return locale;
}
