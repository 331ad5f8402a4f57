import type { Locale } from '@tribuna/common/routes';

/** The back office's address in a language: `/sk/admin` is Slovak, `/admin` Czech (spec section 2). */
export function backOfficePath(locale: Locale): string {
  return locale === 'sk' ? '/sk/admin' : '/admin';
}

/** The back office is a separate application: reaching it is a full page load, not a route. */
export function openBackOffice(locale: Locale = 'cs') {
  window.location.assign(backOfficePath(locale));
}
