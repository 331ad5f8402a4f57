import { pathFor, type Locale } from '@tribuna/common/routes';

/** Where the back office sends someone it does not let in: the storefront's home or its login. */
export type StorefrontPage = 'home' | 'login';

/** Leaves the back office for the storefront: another application, so a full page load. */
export function leaveForStorefront(page: StorefrontPage, locale: Locale) {
  window.location.replace(pathFor(page === 'home' ? 'home' : 'auth-loginPage', locale));
}
