import { routes, type Locale, type RouteName } from '@tribuna/common/routes';

export const BASENAME = '/admin';

/** A spec admin path relative to the back office's basename, in Czech or Slovak. */
export const adminPath = (name: RouteName, locale: Locale) => routes[name][locale].slice(BASENAME.length);

/**
 * Ticket review: the spec names the page of one event (`/admin/kontrola-vstupenek/{uuid}`); the
 * same path without the event is the back office's list of events to check.
 */
export const ticketReviewPath = (locale: Locale) =>
  adminPath('admin-ticketReview', locale).replace(/\/:uuid$/, '');
