import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, canSetRoles, type AdminAction, type AdminResource } from '@tribuna/common/permissions';
import { isStaff, type Role } from '@tribuna/common/schemas/auth';
import { ProductError } from '../errors';
import type { UserRow } from '../db/schema';
import type { IdentityProvider, VerifiedIdentity } from '../integrations/identity/identity';
import type { UsersRepository } from '../modules/users/users.repository';

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
 */
export interface AuthGuards {
  /** Requires a valid `id-token`; loads (or first creates) the Tribuna user. */
  authenticate: onRequestAsyncHookHandler;
  /** Requires a staff role allowed to do `action` on `resource` (ARCHITECTURE: every admin endpoint). */
  requirePermission(resource: AdminResource, action: AdminAction): onRequestAsyncHookHandler;
  /** Requires a role that may change other users' roles (`canSetRoles`). */
  requireRoleManager: onRequestAsyncHookHandler;
}

export function registerAuth(
  app: FastifyInstance,
  deps: { identity: IdentityProvider; users: UsersRepository },
): AuthGuards {
  app.decorateRequest('user', null);
  app.decorateRequest('identity', null);

  async function authenticate(request: FastifyRequest) {
    const header = request.headers['id-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new ProductError('unauthorized', undefined, 'Sign in first.');
    const identity = await deps.identity.verifyIdToken(token);
    if (!identity) throw new ProductError('unauthorized', undefined, 'The identity token is not valid.');
    let user = await deps.users.findByFirebaseUid(identity.uid);
    if (!user && identity.email) {
      // An account made directly with the identity provider gets its Tribuna user on first use.
      user = await deps.users.insertIfAbsent({ firebaseUid: identity.uid, email: identity.email });
    }
    if (!user || user.disabled)
      throw new ProductError('unauthorized', undefined, 'The account is not active.');
    request.user = user;
    request.identity = identity;
  }

  return {
    authenticate,
    requirePermission(resource, action) {
      return async function (request) {
        await authenticate(request);
        const roles = (request.user?.roles ?? []) as Role[];
        if (!isStaff(roles) || !can(roles, resource, action)) {
          throw new ProductError('forbidden', { resource, action }, 'Your role does not allow this.');
        }
      };
    },
    async requireRoleManager(request) {
      await authenticate(request);
      if (!canSetRoles((request.user?.roles ?? []) as Role[])) {
        throw new ProductError('forbidden', undefined, 'Your role does not allow changing roles.');
      }
    },
  };
}
