import { ApiError } from '@tribuna/common/api/calls';
import type { IdentityClient } from '@tribuna/common/auth/identity';
import { hasSavedIdentitySession } from '@tribuna/common/auth/savedSession';
import { USER_REFETCH_MS } from '@tribuna/common/auth/refetch';
import type { AcceptTermsBody, LoggedUser } from '@tribuna/common/schemas/auth';
import { call, onApiError, type StorefrontApi, type StorefrontRequestOptions } from './api';

/**
 * `termsPending`: signed in at the identity provider with an account made there, without Tribuna's
 * sign-up; the API answers 403 `termsNotAccepted` until the person accepts the terms.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'termsPending' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: LoggedUser | null;
}

export interface SessionStoreDeps {
  api: Pick<StorefrontApi, 'GET' | 'POST' | 'captcha'>;
  getIdentity(): Promise<Pick<IdentityClient, 'ready' | 'signIn' | 'signOut' | 'onChange'>>;
  unbindOrder(options: { permanent: boolean }): Promise<void>;
  /** Whether the browser keeps a session to restore (read from storage by default). */
  hasSavedSession?: () => boolean;
  now?: () => number;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

const anonymous: SessionState = { status: 'anonymous', user: null };
const termsPending: SessionState = { status: 'termsPending', user: null };

function isTermsNotAccepted(error: unknown): boolean {
  return error instanceof ApiError && error.errorName === 'termsNotAccepted';
}

/**
 * Who is signed in, outside React so the flows of spec section 4 read top to bottom and can be
 * tested with a fake clock. The React side (`session.tsx`) subscribes to it.
 */
export function createSessionStore(deps: SessionStoreDeps) {
  const now = deps.now ?? Date.now;
  const hasSavedSession = deps.hasSavedSession ?? hasSavedIdentitySession;
  let state: SessionState = { status: 'loading', user: null };
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let started = false;
  let watched = false;
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  /** The identity SDK, told once to report a session that ends on its own. */
  async function identityClient() {
    const identity = await deps.getIdentity();
    if (!watched) {
      watched = true;
      // The provider signs out a disabled account or an expired session on its own.
      identity.onChange((firebaseUser) => {
        if (!firebaseUser && (state.status === 'signedIn' || state.status === 'termsPending')) set(anonymous);
      });
    }
    return identity;
  }

  async function fetchUser(options: StorefrontRequestOptions = {}): Promise<LoggedUser> {
    const user = await call(
      deps.api.GET('/auth/logged-user', { middleware: [deps.api.captcha('loged_user')] }),
      options,
    );
    fetchedAt = now();
    return user;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /**
     * Application start: restore the provider's saved session and ask the API who that is. A
     * visitor without one is anonymous at once, and the identity SDK is not loaded for them.
     */
    async start() {
      if (started) return;
      started = true;
      if (!hasSavedSession()) {
        set(anonymous);
        return;
      }
      let identity: Awaited<ReturnType<SessionStoreDeps['getIdentity']>> | null = null;
      try {
        identity = await identityClient();
        if (!(await identity.ready())) {
          set(anonymous);
          return;
        }
        set({ status: 'signedIn', user: await fetchUser({ quiet: true, keepSessionOn401: true }) });
      } catch (error) {
        // The provider's session stays: the terms screen needs it.
        if (isTermsNotAccepted(error)) {
          set(termsPending);
          return;
        }
        // A saved session the API refuses is over; a visitor is simply anonymous.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          await identity?.signOut().catch(() => undefined);
        }
        set(anonymous);
      }
    },

    /** The configuration (and with it the provider) is unreachable: treat everyone as a visitor. */
    markUnavailable() {
      if (state.status === 'loading') set(anonymous);
    },

    /**
     * Login steps 1–3 of spec section 4, after the server's gate (captcha, rate limit): sign in,
     * insist on a verified e-mail (a new verification e-mail goes out otherwise), fetch the user.
     * Failures go to the caller. An account made at the provider without Tribuna's sign-up stays
     * signed in there (`termsPending`) and the caller gets the API's `termsNotAccepted`.
     */
    async signIn(email: string, password: string, remember = false): Promise<LoggedUser> {
      await call(deps.api.POST('/auth/login', { body: { email }, middleware: [deps.api.captcha('login')] }));
      const identity = await identityClient();
      await identity.signIn(email, password, {
        remember,
        requireVerifiedEmail: true,
        requestVerification: async () => {
          await call(deps.api.POST('/auth/verify-email'), { quiet: true, keepSessionOn401: true });
        },
      });
      try {
        const user = await fetchUser({ quiet: true, keepSessionOn401: true });
        set({ status: 'signedIn', user });
        return user;
      } catch (error) {
        if (isTermsNotAccepted(error)) {
          set(termsPending);
          throw error;
        }
        onApiError(error, { keepSessionOn401: true });
        await identity.signOut().catch(() => undefined);
        throw error;
      }
    },

    /**
     * The sign-up of a `termsPending` account (with the consent and the captcha of a sign-up);
     * the API answers the logged user, and the login goes on from there. Failures go to the
     * caller without a toast: the form shows them.
     */
    async acceptTerms(body: AcceptTermsBody): Promise<LoggedUser> {
      const user = await call(
        deps.api.POST('/auth/accept-terms', { body, middleware: [deps.api.captcha('signup')] }),
        { quiet: true },
      );
      fetchedAt = now();
      set({ status: 'signedIn', user });
      return user;
    },

    /** Logout in the order of spec section 4. */
    async signOut() {
      // An account that never accepted the terms has no Tribuna session to end.
      if (state.status !== 'termsPending') {
        await call(deps.api.POST('/auth/logout'), { quiet: true, keepSessionOn401: true }).catch(
          () => undefined,
        );
      }
      await deps.unbindOrder({ permanent: false });
      await (await identityClient()).signOut();
      fetchedAt = Number.NEGATIVE_INFINITY;
      set(anonymous);
    },

    /** Re-fetches the logged user unless that happened less than 60 s ago. */
    async refreshUser() {
      if (state.status !== 'signedIn' || now() - fetchedAt < USER_REFETCH_MS) return;
      // Counted from the attempt, so an unreachable API is not asked on every focus either.
      fetchedAt = now();
      try {
        const user = await fetchUser();
        if (state.status === 'signedIn') set({ status: 'signedIn', user });
      } catch {
        // Keeps the known user; a 401 has already ended the session through the API client.
      }
    },

    /**
     * After a password change the provider ends the old session's refresh token; signing in again
     * with the new password keeps the user signed in past the current token's hour.
     */
    async renewCredentials(password: string) {
      if (!state.user) return;
      await (await identityClient()).signIn(state.user.email, password);
    },

    /** The user as the API answered an update of it. */
    setUser(user: LoggedUser) {
      fetchedAt = now();
      set({ status: 'signedIn', user });
    },
  };
}
