import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { localeOfPath, pathFor } from '@tribuna/common/routes';
import type { AcceptTermsBody, LoggedUser } from '@tribuna/common/schemas/auth';
import { api, setUnauthorizedHandler } from './api';
import { getIdentity } from './identity';
import { publicConfigQuery } from './publicConfig';
import { createSessionStore, type SessionStatus, type SessionStore } from './sessionStore';

/*
 * The steps that follow a sign-in or a restored session (a chosen membership, a held order, a voucher
 * the account brought along) load when they run: a visitor's first page does without them.
 */
const loginHooks = () => import('./loginHooks');
const unbindOrder = async (options: { permanent: boolean }) => (await loginHooks()).unbindOrder(options);

export type { SessionStatus } from './sessionStore';

export interface Session {
  status: SessionStatus;
  user: LoggedUser | null;
  isAdmin: boolean;
  signIn(email: string, password: string, remember?: boolean): Promise<LoggedUser>;
  /** Completes the sign-up of a `termsPending` account and signs it in. */
  acceptTerms(body: AcceptTermsBody): Promise<LoggedUser>;
  signOut(): Promise<void>;
  /** Re-fetches the logged user, at most once every 60 s. */
  refreshUser(): Promise<void>;
  setUser(user: LoggedUser): void;
  /** Signs in again with a new password (the provider ends the old session on a change). */
  renewCredentials(password: string): Promise<void>;
}

/** Runs `task` when the browser is idle (within a second); answers how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/** Exported for tests, which hand screens a session of their own. */
export const SessionContext = createContext<Session | null>(null);

/**
 * Who is signed in. The identity SDK loads once the public configuration is known; until it has
 * restored the saved session the status is `loading`. Lives inside the router: a 401 leads to the
 * login page, and moving between pages or back to the window refreshes the user (throttled).
 */
export function SessionProvider({ children, store: given }: { children: ReactNode; store?: SessionStore }) {
  const config = useQuery(publicConfigQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [store] = useState(() => given ?? createSessionStore({ api, getIdentity, unbindOrder }));
  // The server renders the page as a visitor not signed in sees it while the session loads; the
  // browser's store starts from that same state object, so taking the page over finds no change.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const here = useRef(pathname + search);
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);

  useEffect(() => {
    if (config.isError) store.markUnavailable();
    if (!config.data) return;
    // When the browser is idle: a page the server rendered is still being taken over in slices, and
    // the session settling at once would make React finish that work in one long task.
    return whenIdle(() => void store.start());
  }, [config.data, config.isError, store]);

  // Spec section 8: a 401 logs the user out and leads to the login page, back here afterwards.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const current = here.current;
      const login = pathFor('auth-loginPage', localeOfPath(current));
      const { status } = store.getState();
      if (status === 'signedIn' || status === 'termsPending') void store.signOut().catch(() => undefined);
      if (!current.startsWith(login)) void navigate(`${login}?redirect=${encodeURIComponent(current)}`);
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate, store]);

  // Application start step 5, for a session restored at start (a login continues on its own).
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || state.status === 'loading') return;
    settled.current = true;
    if (state.status !== 'signedIn' || !state.user) return;
    // The page's data is what a visitor sees (the server's, or asked for before the session was
    // back): a member may see more.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
    const user = state.user;
    void loginHooks().then(({ startPreRegisteredSubscription }) => {
      const next = startPreRegisteredSubscription(user, here.current);
      if (next) void navigate(next, { replace: true });
    });
    // Steps 6 and 7: the order of a hold in force is bound again, that of a lapsed one unbound.
    if (config.data) {
      const minutes = config.data.minimumHoldValidityMinutes;
      void import('./orderHold').then(({ restoreHeldOrderAtStart }) =>
        restoreHeldOrderAtStart(user, minutes),
      );
    }
  }, [state, navigate, config.data, queryClient]);

  // Application start step 4: a voucher code the account brought along is applied at start, and
  // again whenever such a code appears later (after a login, a refresh of the user).
  const voucherCode =
    state.status === 'signedIn' ? (state.user?.preRegisteredSubscriptionVoucherCode ?? null) : null;
  const triedVoucher = useRef<string | null>(null);
  useEffect(() => {
    if (!voucherCode || triedVoucher.current === voucherCode) return;
    triedVoucher.current = voucherCode;
    void (async () => {
      const { applyVoucherCode } = await import('./voucherHooks');
      const result = await applyVoucherCode(voucherCode);
      if (result.status === 'identityNeeded') {
        // Spec section 8: the account page asks for the delivery identity, the code kept in the query.
        const account = pathFor('app-accountPage', localeOfPath(here.current));
        void navigate(`${account}?preRegisteredVoucherCode=${encodeURIComponent(voucherCode)}`, {
          state: { identityNeededFor: voucherCode },
        });
      } else if (result.status === 'applied') {
        // The new membership shows at once, in the account's lists and counts (a user that cannot
        // be asked for now comes with the next refresh).
        void queryClient.invalidateQueries({ queryKey: ['account'] });
        const { fetchLoggedUser } = await import('./userSubscriptions');
        store.setUser(await fetchLoggedUser());
      }
    })().catch(() => undefined);
  }, [voucherCode, navigate, store, queryClient]);

  useEffect(() => {
    void store.refreshUser();
  }, [pathname, search, store]);

  useEffect(() => {
    const onFocus = () => void store.refreshUser();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [store]);

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAdmin: state.user?.resolvedRoles.includes('admin') ?? false,
      async signIn(email, password, remember) {
        const user = await store.signIn(email, password, remember);
        // What a member may see differs from what a visitor may: ask again.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
        return user;
      },
      async acceptTerms(body) {
        const user = await store.acceptTerms(body);
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
        return user;
      },
      async signOut() {
        await store.signOut();
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'account' });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
      },
      refreshUser: () => store.refreshUser(),
      setUser: (user) => store.setUser(user),
      renewCredentials: (password) => store.renewCredentials(password),
    }),
    [state, store, queryClient],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/**
 * Who reads members-only content: the user's uuid, null for a visitor, and undefined while a saved
 * session is being restored. Content that answers each reader differently waits for it: asked before
 * the identity token is ready, a member's article is refused (403) and asked again a moment later.
 */
export function useReader(): string | null | undefined {
  const session = useSession();
  return session.status === 'loading' ? undefined : (session.user?.uuid ?? null);
}

/** The session where there may be none (components that also render outside the app, in tests). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
