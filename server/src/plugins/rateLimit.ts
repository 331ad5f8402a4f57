import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ProductError } from '../errors';

export interface RateLimitGuards {
  /** Counts attempts per route and client IP; a hook for `onRequest`. */
  perIp: onRequestAsyncHookHandler;
  /**
   * Counts attempts per route and e-mail address (case-insensitive); a hook for `preHandler`,
   * when the body has been validated. `email` picks the address out of the request.
   */
  perEmail(email: (request: FastifyRequest) => string | null | undefined): onRequestAsyncHookHandler;
  /**
   * Counts attempts per route, client IP and e-mail together (a `preHandler`): a stranger sending
   * someone's e-mail from elsewhere does not lock that person out. Shares the per-e-mail maximum.
   */
  perIpAndEmail(email: (request: FastifyRequest) => string | null | undefined): onRequestAsyncHookHandler;
  /** Forgets the `perIpAndEmail` count of a route (its URL) for this IP and e-mail. */
  forgetIpAndEmail(route: string, ip: string, email: string): Promise<void>;
}

/** One counter per key in the `rate_limits` table, shared by every server process. */
function databaseStore(db: Db) {
  let calls = 0;
  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    // A counter whose window has passed starts again at 1 with a new window, in one atomic statement.
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, expiresAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          expiresAt: sql`case when ${rateLimits.expiresAt} <= now() then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::int`,
      });
    if (!row) throw new Error('rate limit upsert returned no row');
    // Counters of keys that never come back (one-off IPs and e-mails) are swept now and then.
    if (++calls % 200 === 0) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
    return { current: row.hits, ttl: Number(row.ttl) };
  }
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

const noLimit: onRequestAsyncHookHandler = async () => undefined;

/** Keys name the route and a digest of who is counted: the table holds no addresses in clear. */
const counterKey = (kind: 'ip' | 'email' | 'ip+email', route: string, who: string) =>
  `${kind}:${route}:${createHash('sha256').update(who).digest('base64url')}`;

const normalEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;
const ipAndEmail = (ip: string, email: string) => `${normalizeIP(ip)}\n${email}`;

/**
 * @fastify/rate-limit with counters in the database, applied per route (`global: false`). Each limit
 * is its own hook so that one route can count per IP and per e-mail at once; over the limit the
 * answer is 429 `tooManyRequests` with `details.retryAfterSeconds` and a `Retry-After` header.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { config: Config['rateLimit']; db: Db },
): Promise<RateLimitGuards> {
  await app.register(rateLimit, { global: false, store: databaseStore(deps.db) });

  function guard(max: number, key: (request: FastifyRequest) => string | null): onRequestAsyncHookHandler {
    if (max === 0) return noLimit;
    const limiter = app.createRateLimit({
      max,
      timeWindow: deps.config.windowMs,
      // Requests without a key (no e-mail in the body) are not counted by this limit.
      keyGenerator: (request) => key(request) ?? '',
      allowList: (_request, k) => k === '',
    });
    return async (request, reply) => {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new ProductError(
        'tooManyRequests',
        { retryAfterSeconds: result.ttlInSeconds },
        `Too many attempts. Try again in ${Math.ceil(result.ttlInSeconds / 60)} min.`,
      );
    };
  }

  return {
    // A request whose socket already closed has no address: it is not counted, nobody gets its answer.
    perIp: guard(deps.config.perIp, (request) =>
      request.ip ? counterKey('ip', request.routeOptions.url ?? '', normalizeIP(request.ip)) : null,
    ),
    perEmail: (email) =>
      guard(deps.config.perEmail, (request) => {
        const address = normalEmail(email(request));
        return address ? counterKey('email', request.routeOptions.url ?? '', address) : null;
      }),
    perIpAndEmail: (email) =>
      guard(deps.config.perEmail, (request) => {
        const address = normalEmail(email(request));
        return address && request.ip
          ? counterKey('ip+email', request.routeOptions.url ?? '', ipAndEmail(request.ip, address))
          : null;
      }),
    async forgetIpAndEmail(route, ip, email) {
      const address = normalEmail(email);
      if (!address) return;
      await deps.db
        .delete(rateLimits)
        .where(eq(rateLimits.key, counterKey('ip+email', route, ipAndEmail(ip, address))));
    },
  };
}
