import type { Locale } from '@tribuna/common/routes';

/** The back office is a separate application: reaching it is a full page load, not a route. */
export const BACK_OFFICE_PATH = '/admin';

/** Opens the back office; in Slovak from a Slovak page (`/sk/admin`, spec section 2). */
export function openBackOffice(locale: Locale = 'cs') {
  window.location.assign(locale === 'sk' ? `/sk${BACK_OFFICE_PATH}` : BACK_OFFICE_PATH);
}
