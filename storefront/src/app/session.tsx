import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IdentityClient } from '@tribuna/common/auth/identity';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { api } from './api';
import { setIdentityClient } from './identityToken';
import { publicConfigQuery } from './publicConfig';

export type SessionStatus = 'loading' | 'anonymous' | 'signedIn';

interface Session {
  status: SessionStatus;
  user: LoggedUser | null;
  signIn(email: string, password: string): Promise<LoggedUser>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function loadIdentity(config: PublicConfig['identity']) {
  const { getIdentityClient } = await import('@tribuna/common/auth/identity');
  return getIdentityClient(config);
}

/**
 * Who is signed in. The identity SDK loads after the first paint; until it has restored the
 * saved session the status is `loading`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useQuery(publicConfigQuery);
  const [identity, setIdentity] = useState<IdentityClient | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<LoggedUser | null>(null);

  useEffect(() => {
    if (!config.data) return;
    let cancelled = false;
    void loadIdentity(config.data.identity).then(async (client) => {
      if (cancelled) return;
      setIdentityClient(client);
      setIdentity(client);
      const current = await client.ready();
      if (cancelled) return;
      if (!current) {
        setStatus('anonymous');
        return;
      }
      try {
        setUser(await api.get<LoggedUser>('/auth/logged-user'));
        setStatus('signedIn');
      } catch {
        setStatus('anonymous');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [config.data]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const client = identity ?? (config.data ? await loadIdentity(config.data.identity) : null);
      if (!client) throw new Error('The identity service is not available.');
      setIdentityClient(client);
      await client.signIn(email, password);
      const loggedUser = await api.get<LoggedUser>('/auth/logged-user', { captchaAction: 'login' });
      setUser(loggedUser);
      setStatus('signedIn');
      return loggedUser;
    },
    [identity, config.data],
  );

  const signOut = useCallback(async () => {
    await api.post('/auth/logout').catch(() => undefined);
    await identity?.signOut();
    setUser(null);
    setStatus('anonymous');
  }, [identity]);

  const value = useMemo(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
