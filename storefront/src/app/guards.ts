import { isDeveloperRoute, pathFor, routes, type Locale, type RouteName } from '@tribuna/common/routes';
import type { SessionStatus } from '../lib/sessionStore';

/** Spec section 2: this local-storage flag set to 'true' overrides the maintenance mode. */
export const MAINTENANCE_OVERRIDE_KEY = 'disableClientMaintenanceMode';

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
      // Someone signed in at the provider whose account still lacks the terms finishes that first.
      const next = pathFor(
        session.status === 'termsPending' ? 'auth-acceptTermsPage' : 'auth-loginPage',
        locale,
      );
      return { kind: 'redirect', to: `${next}?redirect=${encodeURIComponent(input.location)}` };
    }
  }

  // 4. Sign-in pages are not for someone already signed in.
  if (route.includes('auth-')) {
    if (session.status === 'loading') return wait;
    if (session.status === 'signedIn')
      return session.isAdmin ? { kind: 'backOffice' } : { kind: 'redirect', to: home };
  }

  // The terms screen is only for an account signed in at the provider without a Tribuna user.
  if (route === 'auth-acceptTermsPage' && session.status !== 'termsPending') {
    return { kind: 'redirect', to: pathFor('auth-loginPage', locale) };
  }

  // Developer pages do not exist in production (nor when it cannot be told).
  if (isDeveloperRoute(route) && (config === 'unavailable' || config.production)) {
    return { kind: 'notFound' };
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
