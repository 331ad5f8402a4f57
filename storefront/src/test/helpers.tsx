import { useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import { ErrorScreenProvider } from '../lib/errorScreen';
import { i18n } from '../lib/i18n';
import { publicConfigQuery } from '../lib/publicConfig';
import { SessionContext, type Session } from '../lib/session';
import { ToastContainer } from '../components/ToastContainer';

export const testConfig: PublicConfig = {
  maintenanceMode: false,
  production: false,
  identity: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-tribuna', emulatorUrl: null },
  captchaSiteKey: null,
  pushAppId: null,
  pushSdkUrl: null,
  seatMapProvider: 'native',
  seatsio: null,
  minimumHoldValidityMinutes: 1,
  tagManagerId: null,
  errorReportingDsn: null,
};

export function testUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  return {
    uuid: '7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e',
    email: 'fan@example.com',
    firstName: 'Petr',
    lastName: 'Fanoušek',
    phone: null,
    birthDate: null,
    favoriteDriver: null,
    favoriteTeam: null,
    pushNotifications: false,
    language: 'cs',
    roles: ['user'],
    resolvedRoles: ['app'],
    preRegisteredSubscriptionPriceUuid: null,
    preRegisteredSubscriptionVoucherCode: null,
    seatsIoHoldToken: null,
    seatsIoHoldTokenExpiresAt: null,
    statistics: null,
    activeUserSubscriptions: [],
    ...overrides,
  };
}

export const adminUser = () => testUser({ roles: ['admin'], resolvedRoles: ['app', 'admin'] });

/** A session a test controls: its state, and spies for what screens ask of it. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  const user = overrides.user ?? null;
  return {
    status: user ? 'signedIn' : 'anonymous',
    user,
    isAdmin: user?.resolvedRoles.includes('admin') ?? false,
    signIn: vi.fn(async () => testUser()),
    acceptTerms: vi.fn(async () => testUser()),
    signOut: vi.fn(async () => undefined),
    refreshUser: vi.fn(async () => undefined),
    setUser: vi.fn(),
    renewCredentials: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** Shows where the router is, for asserting redirects. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Lets a test change the session while the app is on screen (the SDK restoring a login, …). */
function sessionHolder(initial: Session) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: Session) {
      current = next;
      listeners.forEach((l) => l());
    },
    Provider({ children }: { children: ReactNode }) {
      const value = useSyncExternalStore(
        (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        () => current,
      );
      return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
    },
  };
}

export function renderWithApp(
  ui: ReactNode,
  options: { path?: string; session?: Session; config?: Partial<PublicConfig> | 'loading' } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.config !== 'loading') {
    queryClient.setQueryData(publicConfigQuery.queryKey, { ...testConfig, ...options.config });
  }
  const session = options.session ?? fakeSession();
  const holder = sessionHolder(session);
  // A screen that updates the user sees the update, as with the real session.
  const setUser = session.setUser;
  if (vi.isMockFunction(setUser)) {
    setUser.mockImplementation((user: LoggedUser) =>
      holder.set({
        ...holder.get(),
        status: 'signedIn',
        user,
        isAdmin: user.resolvedRoles.includes('admin'),
      }),
    );
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <holder.Provider>
            <ErrorScreenProvider>
              {ui}
              <Where />
            </ErrorScreenProvider>
          </holder.Provider>
        </MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    ...result,
    session,
    queryClient,
    setSession: (next: Session) => act(() => holder.set(next)),
    location: () => result.getByTestId('location').textContent,
  };
}

/** A `fetch` that answers JSON (or nothing) per call, for the API client under test. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: String(status),
    headers: { 'content-type': 'application/json' },
  });
}

/** The field labelled exactly `name` (MUI adds an aria-hidden " *" to required fields' labels). */
export function field(name: string): HTMLElement {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`));
}
