import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, canSetRoles, type AdminAction, type AdminResource } from '@tribuna/common/permissions';
import { isStaff } from '@tribuna/common/schemas/auth';
import { ProductError } from '../errors';
import { createBatcher } from '../db/batcher';
import type { UserRow } from '../db/schema';
import {
  IdentityUnavailableError,
  type IdentityProvider,
  type VerifiedIdentity,
} from '../integrations/identity/identity';
import type { UsersService } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** What the identity token says (e-mail verified or not). */
    identity: VerifiedIdentity | null;
  }
}

/**
 * Guards are `onRequest` hooks: they read only the `id-token` header, so a caller without the right
 * learns nothing about the body the route expects (validation runs after them) and costs no parsing.
 *
 * The server holds the identity rules itself rather than trusting the browsers to: an unverified
 * e-mail reaches only `authenticateUnverified` routes (the logged-user read, a new verification
 * e-mail, logout), and an identity account made without Tribuna's sign-up has no user here until it
 * accepts the terms (`identify` routes only), so consent, captcha and rate limits apply to everyone.
 */
export interface AuthGuards {
  /** Requires a valid `id-token` with a verified e-mail, and an enabled Tribuna user. */
  authenticate: onRequestAsyncHookHandler;
  /**
   * The same, for the seat engine's sale-day routes (hold, release, best available): the identity
   * token is verified on every request as for `authenticate`, revocation included, but the user row
   * is read at most once per `userFreshMs` per user and process. Disabling an account also revokes
   * its sessions (users.service), which the token check sees at once; the row's own `disabled` is
   * seen within `userFreshMs`. Orders, payments and everything else keep `authenticate`.
   */
  authenticateBuyer: onRequestAsyncHookHandler;
  /** The same, but the e-mail may still be unverified. */
  authenticateUnverified: onRequestAsyncHookHandler;
  /** Requires a valid `id-token` only; `request.user` is the Tribuna user if there is one. */
  identify: onRequestAsyncHookHandler;
  /** Requires a staff role allowed to do `action` on `resource` (ARCHITECTURE: every admin endpoint). */
  requirePermission(resource: AdminResource, action: AdminAction): onRequestAsyncHookHandler;
  /** Requires a role that may change other users' roles (`canSetRoles`). */
  requireRoleManager: onRequestAsyncHookHandler;
  /** Requires any staff role (the back office's home shows each role what it may see). */
  requireStaff: onRequestAsyncHookHandler;
}

/** What a permission guard allows: the audit log reads it to know what a guarded route changes. */
export interface GuardedPermission {
  resource: AdminResource;
  action: AdminAction;
}
const guardPermissions = new WeakMap<object, GuardedPermission>();

/** The permission a route's `onRequest` guard checks, if it is one of these guards. */
export function permissionOfGuard(hook: unknown): GuardedPermission | undefined {
  return typeof hook === 'function' ? guardPermissions.get(hook) : undefined;
}

function tagged<Hook extends object>(hook: Hook, permission: GuardedPermission): Hook {
  guardPermissions.set(hook, permission);
  return hook;
}

export function registerAuth(
  app: FastifyInstance,
  deps: {
    identity: IdentityProvider;
    users: Pick<UsersService, 'findByIdentity' | 'findByIdentities'>;
    /** How old a user row `authenticateBuyer` may use is (1 s by default; 0: read every time). */
    userFreshMs?: number;
  },
): AuthGuards {
  app.decorateRequest('user', null);
  app.decorateRequest('identity', null);
  const userFreshMs = deps.userFreshMs ?? 1000;
  /** User rows read by `authenticateBuyer`, by identity; concurrent requests share one read. */
  const recentUsers = new Map<string, { at: number; user: Promise<UserRow | null> }>();
  /**
   * The rows `authenticateBuyer` reads, gathered into one statement per moment: when a sale opens,
   * hundreds of buyers' first requests arrive together, each needing its row.
   */
  const userRows = createBatcher(async (_key, uids: readonly string[]) => {
    const byUid = new Map((await deps.users.findByIdentities(uids)).map((row) => [row.firebaseUid, row]));
    return uids.map((uid) => byUid.get(uid) ?? null);
  });

  function recentUser(uid: string): Promise<UserRow | null> {
    const now = Date.now();
    const known = recentUsers.get(uid);
    if (known && now - known.at < userFreshMs) return known.user;
    if (recentUsers.size >= 10_000)
      for (const [key, entry] of recentUsers) if (now - entry.at >= userFreshMs) recentUsers.delete(key);
    const user = userRows('', uid);
    recentUsers.set(uid, { at: now, user });
    user.catch(() => recentUsers.delete(uid));
    return user;
  }

  async function identify(request: FastifyRequest, recent = false) {
    const header = request.headers['id-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new ProductError('unauthorized', undefined, 'Sign in first.');
    let identity: VerifiedIdentity | null;
    try {
      identity = await deps.identity.verifyIdToken(token);
    } catch (e) {
      // Not a 401: that would sign every user out while the provider is down.
      if (e instanceof IdentityUnavailableError)
        throw new ProductError('identityProviderUnavailable', undefined, 'Sign-in cannot be checked now.');
      throw e;
    }
    if (!identity) throw new ProductError('unauthorized', undefined, 'The identity token is not valid.');
    const user = await (recent ? recentUser(identity.uid) : deps.users.findByIdentity(identity.uid));
    if (user?.disabled) throw new ProductError('unauthorized', undefined, 'The account is not active.');
    request.identity = identity;
    request.user = user;
  }

  async function authenticateUnverified(request: FastifyRequest, recent = false) {
    await identify(request, recent);
    if (!request.user)
      throw new ProductError('termsNotAccepted', undefined, 'Accept the terms to finish signing up.');
  }

  async function authenticate(request: FastifyRequest, recent = false) {
    await authenticateUnverified(request, recent);
    if (!request.identity?.emailVerified)
      throw new ProductError('emailNotVerified', undefined, 'Verify your e-mail address first.');
  }

  return {
    authenticate: (request) => authenticate(request),
    authenticateBuyer: (request) => authenticate(request, true),
    authenticateUnverified: (request) => authenticateUnverified(request),
    identify: (request) => identify(request),
    requirePermission(resource, action) {
      return tagged(
        async function (request: FastifyRequest) {
          await authenticate(request);
          const roles = request.user?.roles ?? [];
          if (!isStaff(roles) || !can(roles, resource, action)) {
            throw new ProductError('forbidden', { resource, action }, 'Your role does not allow this.');
          }
        },
        { resource, action },
      );
    },
    // Changing someone's roles edits that user.
    requireRoleManager: tagged(
      async function (request: FastifyRequest) {
        await authenticate(request);
        if (!canSetRoles(request.user?.roles ?? [])) {
          throw new ProductError('forbidden', undefined, 'Your role does not allow changing roles.');
        }
      },
      { resource: 'users', action: 'edit' },
    ),
    async requireStaff(request) {
      await authenticate(request);
      if (!isStaff(request.user?.roles ?? [])) {
        throw new ProductError('forbidden', undefined, 'Only staff may see this.');
      }
    },
  };
}
