import type { onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { PublicCacheNamespace } from '../http/publicCache';
import type { AuthGuards } from './auth';

/**
 * For public routes whose answer depends on who asks (plans held, content behind the paywall): a
 * caller who sends a valid id-token is identified; a token that is stale or cannot be checked now
 * only loses that, and the caller is answered as a visitor.
 */
export const optionalUser = (guards: AuthGuards): onRequestAsyncHookHandler =>
  async function (request, reply) {
    if (!request.headers['id-token']) return;
    try {
      await guards.authenticate.call(this, request, reply);
    } catch {
      request.user = null;
      request.identity = null;
    }
  };

/**
 * The public cache for visitors only, on routes whose answer depends on who asks (members-only
 * content): a visitor's 200 is what everybody may read, so it may be shared; a signed-in reader
 * is answered afresh, and that answer is never kept.
 */
export const cacheForVisitors = (cache: PublicCacheNamespace): onRequestHookHandler =>
  function (request, reply, next) {
    if (request.headers['id-token']) return next();
    return cache.routeOptions.onRequest.call(this, request, reply, next);
  };
