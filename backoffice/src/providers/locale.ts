import { localStorageStore } from 'react-admin';

export const adminLocales = ['cs', 'sk', 'en'] as const;
export type AdminLocale = (typeof adminLocales)[number];
export const defaultAdminLocale: AdminLocale = 'cs';

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && (adminLocales as readonly string[]).includes(value);
}

/** react-admin's store (locale, list parameters, sidebar); kept in localStorage per browser. */
export const adminStore = localStorageStore('1', 'Tribuna');

/**
 * The locale to start in: `?lang=` in the address wins (the server redirects the Slovak admin paths
 * `/sk/admin/...` to `/admin/...?lang=sk`) and is remembered; otherwise the remembered choice, else Czech.
 */
export function resolveInitialLocale(search: string, store = adminStore): AdminLocale {
  const requested = new URLSearchParams(search).get('lang');
  if (isAdminLocale(requested)) {
    store.setItem('locale', requested);
    return requested;
  }
  const remembered: unknown = store.getItem('locale');
  return isAdminLocale(remembered) ? remembered : defaultAdminLocale;
}
