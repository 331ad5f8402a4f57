import {
  matchPath,
  pathFor,
  routes,
  switchLocalePath,
  type Locale,
  type RouteName,
} from '@tribuna/common/routes';
import type { Language } from '@tribuna/common/schemas/common';
import type { SessionStatus } from './sessionStore';

/** Spec section 2: this local-storage flag set to 'true' overrides the maintenance mode. */
export const MAINTENANCE_OVERRIDE_KEY = 'disableClientMaintenanceMode';

/** Developer pages: for administrators, and for everyone outside production. */
export const developerRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'examples-formPage',
  'examples-htmlEditor',
  'examples-toastPage',
  'firebase',
]);

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'backOffice' }
  | { kind: 'notFound' };

export interface GuardInput {
  /** The route the path matched, or null for a path no route matches (the 404 page). */
  route: RouteName | null;
  locale: Locale;
  /** Path and query of the page asked for, to come back to after logging in. */
  location: string;
  /** The public configuration: still loading, unreachable, or known. */
  config: 'loading' | 'unavailable' | { maintenanceMode: boolean; production: boolean };
  maintenanceOverride: boolean;
  session: { status: SessionStatus; isAdmin: boolean };
}

const wait: GuardDecision = { kind: 'wait' };
const render: GuardDecision = { kind: 'render' };

function segments(route: RouteName): string[] {
  return routes[route].cs.split('/');
}

/**
 * The route guards of spec section 2, in the spec's order. A rule that needs to know who is
 * signed in waits for the session instead of guessing, so no page shows for a moment and then
 * goes away. Scrolling to the top and the 404 for bad parameters are the page frame's.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { route, locale, config, session } = input;
  const home = pathFor('home', locale);

  // 1. Maintenance sends every navigation to the maintenance page.
  if (config === 'loading') return wait;
  if (config !== 'unavailable' && config.maintenanceMode && !input.maintenanceOverride) {
    return route === 'maintenance' ? render : { kind: 'redirect', to: pathFor('maintenance', locale) };
  }
  if (route === null) return render;

  // 2. An `admin` segment needs the admin role.
  if (segments(route).includes('admin')) {
    if (session.status === 'loading') return wait;
    if (!session.isAdmin) return { kind: 'redirect', to: home };
  }

  // 3. An `app` segment needs a signed-in user; the login page brings them back.
  if (segments(route).includes('app')) {
    if (session.status === 'loading') return wait;
    if (session.status !== 'signedIn') {
      const login = pathFor('auth-loginPage', locale);
      return { kind: 'redirect', to: `${login}?redirect=${encodeURIComponent(input.location)}` };
    }
  }

  // 4. Sign-in pages are not for someone already signed in.
  if (route.includes('auth-')) {
    if (session.status === 'loading') return wait;
    if (session.status === 'signedIn')
      return session.isAdmin ? { kind: 'backOffice' } : { kind: 'redirect', to: home };
  }

  // Developer pages are hidden in production from everyone but administrators.
  if (developerRoutes.has(route)) {
    if (config === 'unavailable') return { kind: 'notFound' };
    if (config.production) {
      if (session.status === 'loading') return wait;
      if (!session.isAdmin) return { kind: 'notFound' };
    }
  }
  return render;
}

/** Reads the maintenance override; storage can be unavailable (private windows, blocked cookies). */
export function readMaintenanceOverride(): boolean {
  try {
    return window.localStorage.getItem(MAINTENANCE_OVERRIDE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** A return path from the query is followed only when it stays on this site. */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/**
 * Where a user lands after login: the page they came for, in the language they saved (Slovak
 * users on /sk, Czech users without it). English is a language of e-mails and the back office
 * only, so it keeps the language of the login page.
 */
export function landingAfterLogin(target: string, saved: Language, pageLocale: Locale): string {
  const locale: Locale = saved === 'en' ? pageLocale : saved;
  const [, pathname = target, rest = ''] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  return matchPath(pathname) ? switchLocalePath(pathname, locale) + rest : target;
}
