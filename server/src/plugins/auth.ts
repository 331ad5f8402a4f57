import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, canSetRoles, type AdminAction, type AdminResource } from '@tribuna/common/permissions';
import { isStaff } from '@tribuna/common/schemas/auth';
import { ProductError } from '../errors';
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
  /** The same, but the e-mail may still be unverified. */
  authenticateUnverified: onRequestAsyncHookHandler;
  /** Requires a valid `id-token` only; `request.user` is the Tribuna user if there is one. */
  identify: onRequestAsyncHookHandler;
  /** Requires a staff role allowed to do `action` on `resource` (ARCHITECTURE: every admin endpoint). */
  requirePermission(resource: AdminResource, action: AdminAction): onRequestAsyncHookHandler;
  /** Requires a role that may change other users' roles (`canSetRoles`). */
  requireRoleManager: onRequestAsyncHookHandler;
}

export function registerAuth(
  app: FastifyInstance,
  deps: { identity: IdentityProvider; users: Pick<UsersService, 'findByIdentity'> },
): AuthGuards {
  app.decorateRequest('user', null);
  app.decorateRequest('identity', null);

  async function identify(request: FastifyRequest) {
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
    const user = await deps.users.findByIdentity(identity.uid);
    if (user?.disabled) throw new ProductError('unauthorized', undefined, 'The account is not active.');
    request.identity = identity;
    request.user = user;
  }

  async function authenticateUnverified(request: FastifyRequest) {
    await identify(request);
    if (!request.user)
      throw new ProductError('termsNotAccepted', undefined, 'Accept the terms to finish signing up.');
  }

  async function authenticate(request: FastifyRequest) {
    await authenticateUnverified(request);
    if (!request.identity?.emailVerified)
      throw new ProductError('emailNotVerified', undefined, 'Verify your e-mail address first.');
  }

  return {
    authenticate,
    authenticateUnverified,
    identify,
    requirePermission(resource, action) {
      return async function (request) {
        await authenticate(request);
        const roles = request.user?.roles ?? [];
        if (!isStaff(roles) || !can(roles, resource, action)) {
          throw new ProductError('forbidden', { resource, action }, 'Your role does not allow this.');
        }
      };
    },
    async requireRoleManager(request) {
      await authenticate(request);
      if (!canSetRoles(request.user?.roles ?? [])) {
        throw new ProductError('forbidden', undefined, 'Your role does not allow changing roles.');
      }
    },
  };
}
