import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
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
  routeOptions: { onRequest: onRequestAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> };
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
      space = { version: 0, entries: new Map(), horizon: null };
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
      return {
        routeOptions: {
          async onRequest(request, reply) {
            const key = keyOf(request);
            const entry = space.entries.get(key);
            if (entry && entry.version === space.version && now() < entry.expiresAt) {
              if (answer(request, reply, entry.etag)) return reply.code(304).send();
              return reply.type(entry.type).send(entry.body);
            }
            if (entry) space.entries.delete(key);
            misses.set(request, { key, version: space.version });
          },
          async onSend(request, reply, payload) {
            const miss = misses.get(request);
            if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
            const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
            const expiresAt = await keepUntil(space).catch(() => 0);
            // An answer computed across a staff change may hold the old content: it is not kept.
            if (miss.version === space.version && expiresAt > now()) {
              if (space.entries.size >= maxEntries) {
                const oldest = space.entries.keys().next();
                if (!oldest.done) space.entries.delete(oldest.value);
              }
              const type = String(reply.getHeader('content-type') ?? JSON_TYPE);
              space.entries.set(miss.key, { body: payload, type, etag, version: miss.version, expiresAt });
            }
            if (answer(request, reply, etag)) {
              reply.code(304);
              return undefined;
            }
            return payload;
          },
        },
      };
    },
    invalidate(name) {
      const space = spaceOf(name);
      space.version++;
      space.entries.clear();
      space.horizon = null;
    },
  };
}
