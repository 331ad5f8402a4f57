import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { requestLanguage } from '../requestLanguage';

/**
 * Answers of public content that every visitor asks for, kept in memory after the first request:
 * the serialised body with a strong ETag, per path + query + language (`X-App-Lang`).
 *
 * What invalidation covers:
 * - a staff change through this server (the content's service calls `invalidate`) shows at once;
 * - a change made through another server of the same database shows within `ttlMs` at the latest:
 *   no answer is kept longer, which bounds how stale N servers behind a load balancer can be;
 * - content that becomes visible by time alone (a scheduled publication) shows at its time: each
 *   namespace asks its content when the answer next changes by itself (`nextChangeAt`), and no
 *   answer outlives that moment.
 * When an answer is missing, the first request computes it and the requests for the same answer
 * that come meanwhile wait for it rather than all asking the database at once (each expiry would
 * otherwise send every visitor of that moment to the database).
 * Only answers that are the same for every caller may use it; nothing here looks at identity.
 */
export interface PublicCache {
  /** One kind of content (articles, audio, …): its routes' hooks, and the way to drop its answers. */
  namespace(
    name: string,
    options?: {
      nextChangeAt?: () => Promise<Date | null>;
      /** What else than the path, the query and the language the answers differ by (a host name). */
      variant?: (request: FastifyRequest) => string;
    },
  ): PublicCacheNamespace;
  /** Drops every answer of the namespace; those being computed at the time are not kept. */
  invalidate(name: string): void;
}

export interface PublicCacheNamespace {
  /** Spread into a GET route's options: answers from the cache, or keeps the route's 200 answer. */
  routeOptions: { onRequest: onRequestHookHandler; onSend: onSendHookHandler<unknown> };
}

interface Entry {
  body: string;
  /** The Content-Type it was sent with (JSON, or the HTML of a page rendered on the server). */
  type: string;
  etag: string;
  version: number;
  expiresAt: number;
}

interface Namespace {
  version: number;
  entries: Map<string, Entry>;
  /** Answers being computed, by key: settled once the request computing one has been answered. */
  computing: Map<string, Promise<void>>;
  nextChangeAt?: () => Promise<Date | null>;
  /** When the content next changes by time alone, as last asked (and until when that answer holds). */
  horizon: { version: number; validUntil: number; at: Promise<number> } | null;
}

/**
 * Browsers and shared caches may store the answer but must ask again each time (cheap: a 304 when
 * the ETag still matches), so a staff change is never hidden behind a max-age.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Headers the answers vary by: the language of the texts. */
const VARY = 'X-App-Lang';

const JSON_TYPE = 'application/json; charset=utf-8';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function createPublicCache(options: {
  /** The longest an answer is kept; 0 turns the cache off (headers and 304s still work). */
  ttlMs: number;
  /** Answers kept per namespace at most (odd query strings must not grow memory without end). */
  maxEntries?: number;
  now?: () => number;
}): PublicCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const namespaces = new Map<string, Namespace>();
  const misses = new WeakMap<FastifyRequest, { key: string; version: number }>();

  const spaceOf = (name: string): Namespace => {
    let space = namespaces.get(name);
    if (!space) {
      space = { version: 0, entries: new Map(), computing: new Map(), horizon: null };
      namespaces.set(name, space);
    }
    return space;
  };

  /** The time (ms) until which a new answer may be kept: the TTL or the next change by time alone. */
  async function keepUntil(space: Namespace): Promise<number> {
    const limit = now() + options.ttlMs;
    if (!space.nextChangeAt || options.ttlMs <= 0) return limit;
    let horizon = space.horizon;
    if (!horizon || horizon.version !== space.version || now() >= horizon.validUntil) {
      const at = space.nextChangeAt().then((date) => date?.getTime() ?? Infinity);
      const asked = { version: space.version, validUntil: limit, at };
      space.horizon = horizon = asked;
      // Another server may schedule something sooner: the answer is asked for again after the TTL.
      void at.then(
        (value) => {
          asked.validUntil = Math.min(limit, value);
        },
        () => {
          if (space.horizon === asked) space.horizon = null;
        },
      );
    }
    return Math.min(limit, await horizon.at);
  }

  function answer(request: FastifyRequest, reply: FastifyReply, etag: string) {
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', VARY);
    return etagMatches(request.headers['if-none-match'], etag);
  }

  return {
    namespace(name, namespaceOptions = {}) {
      const space = spaceOf(name);
      space.nextChangeAt = namespaceOptions.nextChangeAt;
      const variant = namespaceOptions.variant ?? (() => '');
      const keyOf = (request: FastifyRequest) =>
        `${request.url}\n${requestLanguage(request)}\n${variant(request)}`;

      /** The kept answer of `key`, if it is still valid. */
      const fresh = (key: string): Entry | undefined => {
        const entry = space.entries.get(key);
        if (!entry) return undefined;
        if (entry.version === space.version && now() < entry.expiresAt) return entry;
        space.entries.delete(key);
        return undefined;
      };
      const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
        if (answer(request, reply, entry.etag)) reply.code(304).send();
        else reply.type(entry.type).send(entry.body);
      };
      /** Lets the route compute the answer, and the requests for the same key wait for it. */
      const compute = (request: FastifyRequest, reply: FastifyReply, key: string) => {
        misses.set(request, { key, version: space.version });
        if (space.computing.has(key)) return;
        const done = new Promise<void>((resolve) => {
          reply.raw.once('close', () => {
            if (space.computing.get(key) === done) space.computing.delete(key);
            resolve();
          });
        });
        space.computing.set(key, done);
      };

      // The hooks call back on the common paths (a kept answer, a miss) rather than being async,
      // which would cost every request a promise; only where they wait do they return a promise
      // instead, and then never call back (Fastify takes one or the other).
      return {
        routeOptions: {
          onRequest(request, reply, next) {
            const key = keyOf(request);
            const entry = fresh(key);
            if (entry) return sendEntry(request, reply, entry);
            const pending = space.computing.get(key);
            if (!pending) {
              compute(request, reply, key);
              return next();
            }
            return pending.then(() => {
              const computed = fresh(key);
              if (computed) return sendEntry(request, reply, computed);
              // Not kept (a failure, a staff change meanwhile): this request computes its own.
              compute(request, reply, key);
            });
          },
          onSend(request, reply, payload, next) {
            const miss = misses.get(request);
            if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return next(null, payload);
            const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
            return keepUntil(space)
              .catch(() => 0)
              .then((expiresAt) => {
                // An answer computed across a staff change may hold the old content: it is not kept.
                if (miss.version === space.version && expiresAt > now()) {
                  if (space.entries.size >= maxEntries) {
                    const oldest = space.entries.keys().next();
                    if (!oldest.done) space.entries.delete(oldest.value);
                  }
                  const type = String(reply.getHeader('content-type') ?? JSON_TYPE);
                  space.entries.set(miss.key, {
                    body: payload,
                    type,
                    etag,
                    version: miss.version,
                    expiresAt,
                  });
                }
                if (!answer(request, reply, etag)) return payload;
                reply.code(304);
                return null;
              });
          },
        },
      };
    },
    invalidate(name) {
      const space = spaceOf(name);
      space.version++;
      space.entries.clear();
      // Requests arriving from now on compute the new content rather than wait for the old.
      space.computing.clear();
      space.horizon = null;
    },
  };
}

/**
 * A `nextChangeAt` over several kinds of content (the pages show articles, galleries, …): the
 * earliest moment any of them next changes by time alone.
 */
export function earliest(sources: (() => Promise<Date | null>)[]): () => Promise<Date | null> {
  return async () => {
    const dates = (await Promise.all(sources.map((next) => next()))).filter((d): d is Date => d !== null);
    return dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
  };
}
