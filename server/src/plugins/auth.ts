import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type AdminAction, type AdminResource } from '@tribuna/common/permissions';
import { isStaff, type Role } from '@tribuna/common/schemas/auth';
import { ProductError } from '../errors';
import type { UserRow } from '../db/schema';
import type { IdentityProvider } from '../integrations/identity/identity';
import type { UsersRepository } from '../modules/auth/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export interface AuthGuards {
  /** Requires a valid `id-token`; loads (or first creates) the Tribuna user. */
  authenticate: preHandlerAsyncHookHandler;
  /** Requires a staff role allowed to do `action` on `resource` (ARCHITECTURE: every admin endpoint). */
  requirePermission(resource: AdminResource, action: AdminAction): preHandlerAsyncHookHandler;
}

export function registerAuth(
  app: FastifyInstance,
  deps: { identity: IdentityProvider; users: UsersRepository },
): AuthGuards {
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
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
  }

  return {
    authenticate,
    requirePermission(resource, action) {
      return async function (request, reply) {
        await authenticate(request, reply);
        const roles = (request.user?.roles ?? []) as Role[];
        if (!isStaff(roles) || !can(roles, resource, action)) {
          throw new ProductError('forbidden', { resource, action }, 'Your role does not allow this.');
        }
      };
    },
  };
}
