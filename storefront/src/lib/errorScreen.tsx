import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { useSession } from './session';

interface ErrorScreenState {
  error: unknown;
  show(error: unknown): void;
  clear(): void;
}

const ErrorScreenContext = createContext<ErrorScreenState | null>(null);

/**
 * The error screen of spec section 2 in place of the page: a page that cannot show its content
 * calls `useErrorScreen().show(error)`. It clears on close, after a login, and when the user
 * goes to another page.
 */
export function ErrorScreenProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ error: unknown; at: string } | null>(null);
  if (shown && shown.at !== pathname) setShown(null);

  // Stable functions: a page may call `show` from an effect that lists it.
  const show = useCallback(
    (error: unknown) => setShown({ error: error ?? new Error('Unknown error'), at: pathname }),
    [pathname],
  );
  const clear = useCallback(() => setShown(null), []);
  const value = useMemo<ErrorScreenState>(
    () => ({ error: shown && shown.at === pathname ? shown.error : null, show, clear }),
    [shown, pathname, show, clear],
  );
  return <ErrorScreenContext.Provider value={value}>{children}</ErrorScreenContext.Provider>;
}

export function useErrorScreen(): ErrorScreenState {
  const state = useContext(ErrorScreenContext);
  if (!state) throw new Error('useErrorScreen must be used inside ErrorScreenProvider');
  return state;
}

/** For the page frame, which also renders outside the app in tests. */
export function useOptionalErrorScreen(): ErrorScreenState | null {
  return useContext(ErrorScreenContext);
}

/**
 * What a content page's API answer refused, by its catalogue name. Members-only content the reader
 * may not open shows the error screen, once the session is known: a login form to visitors, the
 * memberships that give it to members whose membership does not.
 */
export function useContentRefusal(error: unknown) {
  const session = useSession();
  const { show } = useErrorScreen();
  const refusal = error instanceof ApiError ? error.errorName : undefined;
  useEffect(() => {
    if (refusal === 'userHasNotPermissionForContent' && session.status !== 'loading') show(error);
  }, [refusal, error, session.status, show]);
  return refusal;
}
