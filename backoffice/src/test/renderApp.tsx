import { render } from '@testing-library/react';
import { can, canSetRoles, type AdminAction, type AdminResource } from '@tribuna/common/permissions';
import type { Role } from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import type { AuthProvider, DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { App } from '../App';
import { SET_ROLES } from '../providers/authProvider';

/**
 * A signed-in staff member with these roles: `canAccess` answers from the shared permission table
 * (react-admin's own action names are the table's for list, show, create, edit and delete).
 */
export function fakeAuthProvider(roles: Role[]) {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: async () => ({ id: 'u', fullName: 'Jana Nováková' }),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) =>
      action === SET_ROLES
        ? canSetRoles(roles)
        : can(roles, resource as AdminResource, action as AdminAction),
    ),
  } satisfies AuthProvider;
}

const waitlistOff = {
  subject: 'event',
  subjectUuid: '00000000-0000-4000-8000-000000000000',
  enabled: false,
  closed: false,
  maxQuantity: 4,
  offerHours: 24,
  stats: { waiting: 0, waitingQuantity: 0, offered: 0, ordered: 0, bought: 0, lapsed: 0, left: 0 },
};

/** A dataProvider whose every method is a spy; lists are empty unless a test says otherwise. */
export function fakeDataProvider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async () => ({ data: { id: 'x' } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async () => ({ data: { id: 'x' } })),
    update: vi.fn(async () => ({ data: { id: 'x' } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async () => ({ data: { id: 'x' } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    setRoles: vi.fn(async () => ({ data: { id: 'x' } })),
    gateEvents: vi.fn(async () => []),
    // Every event's and membership's page shows its waiting list: off and empty unless a test says.
    ...Object.fromEntries(
      ['eventWaitlist', 'subscriptionWaitlist'].map((name) => [name, vi.fn(async () => waitlistOff)]),
    ),
    eventWaitlistEntries: vi.fn(async () => ({ data: [], total: 0 })),
    subscriptionWaitlistEntries: vi.fn(async () => ({ data: [], total: 0 })),
    dashboard: vi.fn(async () => ({
      sales: null,
      upcomingEvents: null,
      memberships: null,
      ordersToResolve: null,
      latestContent: null,
    })),
    ...overrides,
  };
}

/** Renders the back office at `path` for a staff member with `roles`, in Czech unless `locale` says. */
export function renderApp(
  path: string,
  roles: Role[],
  dataProvider = fakeDataProvider(),
  locale: Language = 'cs',
) {
  window.history.pushState({}, '', path);
  const authProvider = fakeAuthProvider(roles);
  // The stand-in answers fixed records; react-admin's per-call record type is generic.
  render(
    <App authProvider={authProvider} dataProvider={dataProvider as DataProvider} initialLocale={locale} />,
  );
  return { authProvider, dataProvider };
}
