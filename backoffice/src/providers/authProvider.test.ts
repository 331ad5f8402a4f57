// @vitest-environment node
import { createApiClient } from '@tribuna/common/api/client';
import type { LoggedUser, Role } from '@tribuna/common/schemas/auth';
import { resolveRoles } from '@tribuna/common/schemas/auth';
import { describe, expect, it, vi } from 'vitest';
import { USER_REFETCH_MS } from '@tribuna/common/auth/refetch';
import { createAuthProvider, SET_ROLES } from './authProvider';
import { createOfflineMemory } from './offlineMemory';

const userUuid = '33333333-3333-4333-8333-333333333333';

function loggedUser(roles: Role[], names: Partial<LoggedUser> = {}): LoggedUser {
  return {
    uuid: userUuid,
    email: 'jana@example.com',
    firstName: 'Jana',
    lastName: 'Nováková',
    phone: null,
    birthDate: null,
    favoriteDriver: null,
    favoriteTeam: null,
    pushNotifications: false,
    language: 'cs',
    roles,
    resolvedRoles: resolveRoles(roles),
    preRegisteredSubscriptionPriceUuid: null,
    preRegisteredSubscriptionVoucherCode: null,
    seatsIoHoldToken: null,
    seatsIoHoldTokenExpiresAt: null,
    statistics: null,
    activeUserSubscriptions: [],
    ...names,
  };
}

/** A signed-in-or-not identity client and an API answering /auth/logged-user with `user`. */
function setup(options: {
  user?: LoggedUser;
  signedIn?: boolean;
  loggedUserStatus?: number;
  logoutStatus?: number;
  /** No network at all: every call fails as fetch does offline. */
  offline?: boolean;
  /** The device's storage, shared between providers to stand for reopening the app. */
  storage?: Map<string, string>;
}) {
  const state = {
    signedIn: options.signedIn ?? false,
    signOuts: 0,
    clock: 1_000_000,
    left: [] as string[],
  };
  const calls: string[] = [];
  const identity = {
    async signIn(email: string, password: string) {
      if (password !== 'Admin1234')
        throw Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' });
      state.signedIn = true;
      return { uid: `uid-${email}` } as never;
    },
    async signOut() {
      state.signedIn = false;
      state.signOuts += 1;
    },
    ready: async () => (state.signedIn ? ({ uid: 'uid-jana' } as never) : null),
    currentUser: () => (state.signedIn ? ({ uid: 'uid-jana' } as never) : null),
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(call);
    if (options.offline) throw new TypeError('Failed to fetch');
    if (call === 'GET /api/v1/auth/logged-user') {
      const status = options.loggedUserStatus ?? 200;
      const body =
        status === 200
          ? options.user
          : { name: status === 401 ? 'unauthorized' : 'serviceUnavailable', message: 'Refused' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    if (call === 'POST /api/v1/auth/logout') {
      return new Response(null, { status: options.logoutStatus ?? 204 });
    }
    return new Response(null, { status: 404 });
  };
  const authProvider = createAuthProvider({
    identity,
    api: createApiClient({ fetch }),
    now: () => state.clock,
    leave: (page) => void state.left.push(page),
    memory: createOfflineMemory(
      options.storage && {
        getItem: (key) => options.storage!.get(key) ?? null,
        setItem: (key, value) => void options.storage!.set(key, value),
        removeItem: (key) => void options.storage!.delete(key),
      },
    ),
  });
  return { authProvider, state, calls };
}

describe('authProvider', () => {
  it('lets staff log in', async () => {
    const { authProvider, state } = setup({ user: loggedUser(['article_admin']) });
    await expect(
      authProvider.login({ username: 'jana@example.com', password: 'Admin1234' }),
    ).resolves.toBeUndefined();
    expect(state.signedIn).toBe(true);
  });

  it('refuses a customer account, signs it out and says why', async () => {
    const { authProvider, state } = setup({ user: loggedUser(['user']) });
    await expect(authProvider.login({ username: 'jana@example.com', password: 'Admin1234' })).rejects.toThrow(
      'auth.notAllowed',
    );
    expect(state.signedIn).toBe(false);
  });

  it('reports wrong credentials with the identity message key', async () => {
    const { authProvider, calls } = setup({ user: loggedUser(['admin']) });
    await expect(authProvider.login({ username: 'jana@example.com', password: 'wrong' })).rejects.toThrow(
      'identityError.invalidCredentials',
    );
    expect(calls).toEqual([]);
  });

  it('checkAuth sends a visitor to the storefront home (spec guard 2), never settling while the page leaves', async () => {
    const { authProvider, state } = setup({});
    const outcome = vi.fn();
    authProvider.checkAuth({}).then(outcome, outcome);
    await vi.waitFor(() => expect(state.left).toEqual(['home']));
    // react-admin would log out on a rejection.
    await Promise.resolve();
    expect(outcome).not.toHaveBeenCalled();
  });

  it('checkAuth accepts a restored staff session and re-fetches the user at most once a minute', async () => {
    const { authProvider, state, calls } = setup({ signedIn: true, user: loggedUser(['admin']) });
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(calls).toEqual(['GET /api/v1/auth/logged-user']);
    state.clock += USER_REFETCH_MS;
    await authProvider.checkAuth({});
    expect(calls).toHaveLength(2);
  });

  it('checkAuth sends a signed-in customer to the storefront home and keeps them signed in', async () => {
    const { authProvider, state, calls } = setup({ signedIn: true, user: loggedUser(['user']) });
    const outcome = vi.fn();
    authProvider.checkAuth({}).then(outcome, outcome);
    await vi.waitFor(() => expect(state.left).toEqual(['home']));
    expect(state.signedIn).toBe(true);
    expect(state.signOuts).toBe(0);
    expect(calls).not.toContain('POST /api/v1/auth/logout');
    expect(outcome).not.toHaveBeenCalled();
  });

  it('checkAuth signs out when the API refuses the token, and leaves for the storefront login', async () => {
    const { authProvider, state } = setup({ signedIn: true, loggedUserStatus: 401 });
    void authProvider.checkAuth({});
    await vi.waitFor(() => expect(state.left).toEqual(['login']));
    expect(state.signedIn).toBe(false);
  });

  it('checkAuth keeps a restored session while the API is unavailable', async () => {
    const { authProvider, state } = setup({ signedIn: true, loggedUserStatus: 503 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(state.signedIn).toBe(true);
  });

  it('opened without a network, remembers the staff user last signed in on the device', async () => {
    const storage = new Map<string, string>();
    const checker = loggedUser(['ticket_checker']);
    // Never signed in here: offline, nobody is known.
    const first = setup({ signedIn: true, offline: true, storage }).authProvider;
    await expect(first.canAccess!({ resource: 'tickets', action: 'check' })).resolves.toBe(false);
    // Online once, then the app is reopened without a network.
    await setup({ signedIn: true, user: checker, storage }).authProvider.checkAuth({});
    const reopened = setup({ signedIn: true, offline: true, storage }).authProvider;
    await expect(reopened.checkAuth({})).resolves.toBeUndefined();
    await expect(reopened.canAccess!({ resource: 'tickets', action: 'check' })).resolves.toBe(true);
    await expect(reopened.canAccess!({ resource: 'users', action: 'edit' })).resolves.toBe(false);
    await expect(reopened.getIdentity!()).resolves.toMatchObject({ fullName: 'Jana Nováková' });
    // A refused token forgets the user; so does signing out.
    const refused = setup({ signedIn: true, loggedUserStatus: 401, storage });
    void refused.authProvider.checkAuth({});
    await vi.waitFor(() => expect(refused.state.left).toEqual(['login']));
    await expect(
      setup({ signedIn: true, offline: true, storage }).authProvider.canAccess!({
        resource: 'tickets',
        action: 'check',
      }),
    ).resolves.toBe(false);
    await setup({ signedIn: true, user: checker, storage }).authProvider.checkAuth({});
    await setup({ signedIn: true, user: checker, storage }).authProvider.logout({});
    await expect(
      setup({ signedIn: true, offline: true, storage }).authProvider.canAccess!({
        resource: 'tickets',
        action: 'check',
      }),
    ).resolves.toBe(false);
  });

  it('checkError signs out on 401 and leaves for the storefront login; stays on 403', async () => {
    const { authProvider, state } = setup({ signedIn: true });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(state.left).toEqual([]);
    void authProvider.checkError({ status: 401 });
    await vi.waitFor(() => expect(state.left).toEqual(['login']));
    expect(state.signedIn).toBe(false);
  });

  it('logout tells the API, ignores its failure, signs out and leaves for the storefront home', async () => {
    const { authProvider, state, calls } = setup({ signedIn: true, logoutStatus: 500 });
    // False: react-admin does not redirect to a login of its own.
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(calls).toEqual(['POST /api/v1/auth/logout']);
    expect(state.signedIn).toBe(false);
    expect(state.left).toEqual(['home']);
  });

  it('getIdentity names the user, or by e-mail when the name is unknown', async () => {
    const named = setup({ signedIn: true, user: loggedUser(['admin']) });
    await expect(named.authProvider.getIdentity!()).resolves.toEqual({
      id: userUuid,
      fullName: 'Jana Nováková',
    });
    const unnamed = setup({
      signedIn: true,
      user: loggedUser(['admin'], { firstName: null, lastName: null }),
    });
    await expect(unnamed.authProvider.getIdentity!()).resolves.toEqual({
      id: userUuid,
      fullName: 'jana@example.com',
    });
  });

  it('canAccess follows the permission table with react-admin action names', async () => {
    const admin = setup({ signedIn: true, user: loggedUser(['admin']) }).authProvider;
    await expect(admin.canAccess!({ resource: 'articles', action: 'delete' })).resolves.toBe(true);
    await expect(admin.canAccess!({ resource: 'users', action: 'edit' })).resolves.toBe(true);
    await expect(admin.canAccess!({ resource: 'users', action: 'export' })).resolves.toBe(true);

    const writer = setup({ signedIn: true, user: loggedUser(['article_admin']) }).authProvider;
    await expect(writer.canAccess!({ resource: 'articles', action: 'clone' })).resolves.toBe(true);
    await expect(writer.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(writer.canAccess!({ resource: 'tickets', action: 'list' })).resolves.toBe(false);

    const checker = setup({ signedIn: true, user: loggedUser(['ticket_checker']) }).authProvider;
    await expect(checker.canAccess!({ resource: 'articles', action: 'list' })).resolves.toBe(false);
    // The gate only: not the ticket list with buyers' names, not a general edit.
    await expect(checker.canAccess!({ resource: 'tickets', action: 'check' })).resolves.toBe(true);
    await expect(checker.canAccess!({ resource: 'tickets', action: 'list' })).resolves.toBe(false);
    await expect(checker.canAccess!({ resource: 'tickets', action: 'edit' })).resolves.toBe(false);
    await expect(checker.canAccess!({ resource: 'tickets', action: 'delete' })).resolves.toBe(false);

    // Voucher dispatch: the voucher orders to pack and the "sent" mark, not the list of every code.
    const dispatcher = setup({ signedIn: true, user: loggedUser(['package_dispatcher']) }).authProvider;
    await expect(dispatcher.canAccess!({ resource: 'order-vouchers', action: 'list' })).resolves.toBe(true);
    await expect(dispatcher.canAccess!({ resource: 'order-vouchers', action: 'ship' })).resolves.toBe(true);
    await expect(dispatcher.canAccess!({ resource: 'vouchers', action: 'edit' })).resolves.toBe(false);
    await expect(dispatcher.canAccess!({ resource: 'vouchers', action: 'create' })).resolves.toBe(false);
    await expect(dispatcher.canAccess!({ resource: 'vouchers', action: 'list' })).resolves.toBe(false);
    await expect(dispatcher.canAccess!({ resource: 'vouchers', action: 'show' })).resolves.toBe(false);
    const accountant = setup({ signedIn: true, user: loggedUser(['accountant']) }).authProvider;
    await expect(accountant.canAccess!({ resource: 'order-vouchers', action: 'list' })).resolves.toBe(false);

    const nobody = setup({}).authProvider;
    await expect(nobody.canAccess!({ resource: 'articles', action: 'list' })).resolves.toBe(false);
    await expect(nobody.canAccess!({ resource: 'nonsense', action: 'list' })).resolves.toBe(false);
  });

  it('canAccess lets only user admins and super admins change roles', async () => {
    const allowed = async (roles: Role[]) =>
      setup({ signedIn: true, user: loggedUser(roles) }).authProvider.canAccess!({
        resource: 'users',
        action: SET_ROLES,
      });
    await expect(allowed(['user_admin'])).resolves.toBe(true);
    await expect(allowed(['super_admin'])).resolves.toBe(true);
    await expect(allowed(['admin'])).resolves.toBe(false);
    await expect(allowed(['article_admin'])).resolves.toBe(false);
    await expect(setup({}).authProvider.canAccess!({ resource: 'users', action: SET_ROLES })).resolves.toBe(
      false,
    );
  });

  it('canAccess applies the rules about whose account the caller may touch, given the record', async () => {
    const provider = (roles: Role[]) => setup({ signedIn: true, user: loggedUser(roles) }).authProvider;
    const other = (roles: Role[]) => ({ id: '7b0e6a52-1d5c-4a55-9d2e-2f7a1c0b9e11', roles });
    const userAdmin = provider(['user_admin']);
    for (const target of [other(['super_admin']), other(['admin']), other(['user_admin'])]) {
      await expect(
        userAdmin.canAccess!({ resource: 'users', action: SET_ROLES, record: target }),
      ).resolves.toBe(false);
      await expect(userAdmin.canAccess!({ resource: 'users', action: 'edit', record: target })).resolves.toBe(
        false,
      );
    }
    const staff = other(['article_admin']);
    await expect(userAdmin.canAccess!({ resource: 'users', action: SET_ROLES, record: staff })).resolves.toBe(
      true,
    );
    await expect(userAdmin.canAccess!({ resource: 'users', action: 'edit', record: staff })).resolves.toBe(
      true,
    );
    await expect(
      userAdmin.canAccess!({
        resource: 'users',
        action: 'edit',
        record: { id: userUuid, roles: ['user_admin'] },
      }),
    ).resolves.toBe(true);

    const superAdmin = provider(['super_admin']);
    await expect(
      superAdmin.canAccess!({ resource: 'users', action: SET_ROLES, record: other(['admin']) }),
    ).resolves.toBe(true);
    await expect(
      superAdmin.canAccess!({ resource: 'users', action: 'edit', record: other(['admin']) }),
    ).resolves.toBe(true);
  });
});
