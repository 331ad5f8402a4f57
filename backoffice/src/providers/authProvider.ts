import { ApiError, data, type ApiClient } from '@tribuna/common/api/client';
import type { IdentityClient } from '@tribuna/common/auth/identity';
import { identityErrorKey } from '@tribuna/common/auth/identityErrors';
import {
  adminResources,
  can,
  canChangeRoles,
  canManageUser,
  canSetRoles,
  isRole,
  type AdminAction,
  type AdminResource,
  type Role,
} from '@tribuna/common/permissions';
import { USER_REFETCH_MS } from '@tribuna/common/auth/refetch';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { AuthProvider } from 'react-admin';
import { toHttpError } from './dataProvider';
import { createOfflineMemory, type OfflineMemory } from './offlineMemory';
import { leaveForStorefront, type StorefrontPage } from './storefrontExit';

/** The uuid and roles of a users record, when react-admin passes one. */
function userTarget(record: unknown): { uuid: string; roles: Role[] } | null {
  if (typeof record !== 'object' || record === null) return null;
  const { id, roles } = record as { id?: unknown; roles?: unknown };
  return typeof id === 'string' && Array.isArray(roles) && roles.every(isRole) ? { uuid: id, roles } : null;
}

/** react-admin's action names (and a few it uses internally), and the table's own narrow ones. */
const actionMap: Record<string, AdminAction> = {
  list: 'list',
  show: 'show',
  read: 'show',
  export: 'list',
  create: 'create',
  clone: 'create',
  edit: 'edit',
  write: 'edit',
  delete: 'delete',
  check: 'check',
  ship: 'ship',
};

/**
 * Changing a user's roles (`POST /auth/set-roles`) is a permission of its own, not an action of the
 * table: screens ask `canAccess({ resource: 'users', action: SET_ROLES })`.
 */
export const SET_ROLES = 'setRoles';

const isAdminResource = (resource: string): resource is AdminResource =>
  (adminResources as readonly string[]).includes(resource);

/** The API refused the identity token (as opposed to being unreachable or failing). */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

const isStaffUser = (user: LoggedUser) => user.resolvedRoles.includes('admin');

export interface AuthProviderDeps {
  identity: Pick<IdentityClient, 'signIn' | 'signOut' | 'ready' | 'currentUser'>;
  api: ApiClient;
  now?: () => number;
  /** Where the last staff user is kept for opening the installed app without a network. */
  memory?: OfflineMemory;
  /** Leaves the back office for a storefront page (the Czech ones by default). */
  leave?: (page: StorefrontPage) => void;
}

/** A promise that never settles: the page is on its way out, and react-admin must not act on it. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * react-admin's authProvider on the shared identity client: Firebase signs the user in, the API says
 * who they are (`GET /auth/logged-user`) and only staff (`resolvedRoles` holds `admin`) get in.
 */
export function createAuthProvider({
  identity,
  api,
  now = Date.now,
  memory = createOfflineMemory(),
  leave = (page) => leaveForStorefront(page, 'cs'),
}: AuthProviderDeps): AuthProvider {
  let cached: { uid: string; user: LoggedUser; fetchedAt: number } | null = null;
  let inFlight: { uid: string; promise: Promise<LoggedUser> } | null = null;

  function fetchUser(uid: string): Promise<LoggedUser> {
    if (inFlight?.uid === uid) return inFlight.promise;
    const promise = data(api.GET('/auth/logged-user'))
      .then((user) => {
        cached = { uid, user, fetchedAt: now() };
        if (isStaffUser(user)) memory.saveUser(uid, user);
        else memory.forgetUser();
        return user;
      })
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      });
    inFlight = { uid, promise };
    return promise;
  }

  /** The signed-in user as the API knows them, or null when nobody is signed in. */
  async function loggedUser({ fresh = false } = {}): Promise<LoggedUser | null> {
    const firebaseUser = await identity.ready();
    if (!firebaseUser) {
      cached = null;
      return null;
    }
    const hit = cached?.uid === firebaseUser.uid ? cached : null;
    if (hit && !fresh && now() - hit.fetchedAt < USER_REFETCH_MS) return hit.user;
    try {
      return await fetchUser(firebaseUser.uid);
    } catch (error) {
      // A passing network failure keeps a known user signed in; a refused token does not. Without
      // a network at all (the installed app opened offline), the staff user last seen here is.
      if (!isRefusal(error)) {
        const known = hit?.user ?? memory.readUser(firebaseUser.uid);
        if (known) return known;
      } else {
        memory.forgetUser();
      }
      throw error;
    }
  }

  async function signOutQuietly() {
    cached = null;
    memory.forgetUser();
    await identity.signOut().catch(() => undefined);
  }

  return {
    async login({ username, password }: { username: string; password: string }) {
      try {
        await identity.signIn(username, password);
      } catch (error) {
        throw new Error(identityErrorKey(error));
      }
      let user: LoggedUser | null;
      try {
        user = await loggedUser({ fresh: true });
      } catch (error) {
        await signOutQuietly();
        throw error instanceof ApiError ? toHttpError(error) : new Error('auth.networkFailed');
      }
      if (!user || !isStaffUser(user)) {
        await signOutQuietly();
        throw new Error('auth.notAllowed');
      }
    },

    /**
     * Spec route guard 2: an admin path needs the admin role, otherwise it leads to `/`. A visitor
     * and a customer go to the storefront's home, and whoever is signed in stays signed in there
     * (the identity session is the storefront's too). Staff sign in on the storefront's login,
     * which brings them here (guard 4). A rejection would make react-admin log out: the page leaves.
     */
    async checkAuth() {
      let user: LoggedUser | null;
      try {
        user = await loggedUser();
      } catch (error) {
        // An API that cannot be reached now does not end a restored session: the screens show their
        // own errors, and every admin endpoint checks the roles itself.
        if (!isRefusal(error)) return;
        // The API refused the token: that session is over (spec section 8: to the login page).
        await signOutQuietly();
        leave('login');
        return leaving();
      }
      if (!user || !isStaffUser(user)) {
        leave('home');
        return leaving();
      }
    },

    async checkError(error: { status?: number } | undefined) {
      // 401: the session is gone, to the storefront's login. 403: stay, the page shows the error.
      if (error?.status === 401) {
        await signOutQuietly();
        leave('login');
        return leaving();
      }
    },

    /** Signing out leaves for the storefront's home: the back office has no login of its own. */
    async logout() {
      if (identity.currentUser()) {
        await data(api.POST('/auth/logout')).catch(() => undefined);
      }
      await signOutQuietly();
      leave('home');
      return false;
    },

    async getIdentity() {
      const user = await loggedUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
      return { id: user.uuid, fullName: fullName || user.email };
    },

    /**
     * Given a user record, also applies the rules about whose account the caller may touch (only a
     * super admin manages administrators and user administrators), as the API does.
     */
    async canAccess({ resource, action, record }: { resource: string; action: string; record?: unknown }) {
      const target = resource === 'users' ? userTarget(record) : null;
      if (resource === 'users' && action === SET_ROLES) {
        const user = await loggedUser().catch(() => null);
        if (user === null || !canSetRoles(user.roles)) return false;
        return target === null || (target.uuid !== user.uuid && canChangeRoles(user.roles, target.roles, []));
      }
      const mapped = actionMap[action];
      if (!mapped || !isAdminResource(resource)) return false;
      const user = await loggedUser().catch(() => null);
      if (user === null || !can(user.roles, resource, mapped)) return false;
      return target === null || mapped !== 'edit' || canManageUser(user, target);
    },
  };
}
