import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteName } from '@tribuna/common/routes';
import type { SitemapItem } from '@tribuna/common/seo';
import type { PageData } from '@tribuna/common/ssr';
import type { Config } from './config';
import type { Database, Db, Tx } from './db/client';
import type { EventStreams } from './http/eventStream';
import type { PublicCache } from './http/publicCache';
import type { IdentityProvider } from './integrations/identity/identity';
import type { Mailer } from './integrations/mail/mail';
import type { PaymentGateway } from './integrations/payments/gateway';
import type { FileStorage } from './integrations/storage/storage';
import type { Job } from './jobs/scheduler';
import type { CaptchaGuards } from './plugins/captcha';
import type { RateLimitGuards } from './plugins/rateLimit';

/**
 * A domain of the server (a module in server/src/modules, the sales in server/src/sales, a flow in
 * server/src/flows) as buildApp puts it together: one descriptor each, listed in order in app.ts.
 *
 * A descriptor's `create` takes narrow dependencies: what it needs from the app (`AppContext`) and
 * what the domains before it in the list provide (`Domains`, by name; each domain adds its entry
 * to that interface beside its descriptor). It answers what the domain brings to the app
 * (`DomainParts`): what it provides to the domains after it, its route sets, its periodic jobs, what
 * it adds to the pages rendered on the server and to the sitemap, its public cache namespaces and
 * the Fastify decorations tests and scripts use.
 */

/** Runs `run` in one database transaction. */
export type Transaction = <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;

/** What the app gives every domain: its configuration, the database and the shared integrations. */
export interface AppContext {
  /** For the domains that register a plugin (the guards, the audit log's hook); others never take it. */
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  transaction: Transaction;
  log: FastifyBaseLogger;
  identity: IdentityProvider;
  /** host:port of the Firebase Auth emulator the browsers should use, if any. */
  emulatorHost: string | null;
  /** Whether sign-in works yet (the embedded emulator starts in the background). */
  identityStatus: () => 'ready' | 'starting';
  mailer: Mailer;
  captcha: CaptchaGuards;
  rateLimits: RateLimitGuards;
  fileStorage: FileStorage;
  paymentGateway: PaymentGateway;
  /** Public answers kept in memory; each domain names its namespaces (`DomainParts.cache`). */
  publicCache: PublicCache;
  /**
   * The process's live streams (server-sent events): one heartbeat for all, their maximum age,
   * closed when the app closes.
   */
  eventStreams: EventStreams;
  /** Where the API's routes live (`/api/v1`); the contracts' paths are relative to it. */
  apiPrefix: string;
  /**
   * A domain that comes later in the list, for the few that refer to each other: only inside
   * functions that run once the app is built (a request, a job), never while creating the domain.
   */
  later<N extends keyof Domains>(name: N): Domains[N];
}

/**
 * What each domain provides to the domains after it, by name. Empty here: each domain adds its own
 * entry beside its descriptor (`declare module '…/domain' { interface Domains { articles: … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Domains {}

/** A set of routes (one of the `…Routes(deps)` plugins). */
export type RouteSet = FastifyPluginAsyncZod;

/** The Fastify decorations domains make (tests and the demo data reach the services through them). */
export type AppDecorations = Pick<
  FastifyInstance,
  'lineKinds' | 'files' | 'vouchers' | 'events' | 'seating' | 'tickets' | 'invoices'
>;

/** What one domain brings to the app. */
export interface DomainParts<Provides> {
  /** What the domains after it take from it (`Domains[name]`). */
  provides: Provides;
  /** Its route sets, all under the API's prefix: for everyone, for signed-in users, for staff. */
  routes?: { public?: RouteSet[]; account?: RouteSet[]; admin?: RouteSet[] };
  /** Routes outside the API (stored files, whose URLs the API's answers carry). */
  rootRoutes?: RouteSet[];
  /** Its periodic work (server/src/jobs/scheduler.ts runs them). */
  jobs?: Job[];
  /** What it adds to the storefront's pages rendered on the server, read as for an anonymous visitor. */
  pages?: {
    data?: (request: FastifyRequest) => Partial<PageData>;
    /** When its public content next changes by time alone (the rendered pages are kept until then). */
    nextChangeAt?: () => Promise<Date | null>;
    /** Its pages with live data: rendered for each request, never kept. */
    uncachedRoutes?: readonly RouteName[];
  };
  /** Its public item pages, for the sitemap. */
  sitemap?: () => Promise<SitemapItem[]>;
  /** The public cache namespaces it keeps answers in (and drops when staff change its content). */
  cache?: readonly string[];
  decorations?: Partial<AppDecorations>;
  /** Run when the app closes, in the list's order (after the routes stop taking requests). */
  onClose?: () => Promise<unknown>;
}

/** A domain's descriptor, as the list in app.ts holds it. */
export interface Domain<N extends keyof Domains = keyof Domains> {
  name: N;
  /** The domains it needs built before it. */
  needs: readonly (keyof Domains)[];
  /**
   * Creates the domain from the app's context and the domains built so far, and adds what it
   * provides to them; refuses when one it needs is not built yet (the list's order is wrong).
   */
  build(context: AppContext, built: Partial<Domains>): Promise<DomainParts<Domains[N]>>;
}

const hasAll = <Needs extends keyof Domains>(
  built: Partial<Domains>,
  needs: readonly Needs[],
): built is Pick<Domains, Needs> & Partial<Domains> => needs.every((name) => built[name] !== undefined);

/**
 * A domain's descriptor from its factory. `needs` names the domains before it that the factory
 * takes; the factory's own parameter type says which parts of the app's context it takes.
 */
export function defineDomain<N extends keyof Domains, const Needs extends keyof Domains = never>(descriptor: {
  name: N;
  needs?: readonly Needs[];
  create(
    context: AppContext & Pick<Domains, Needs>,
  ): DomainParts<Domains[N]> | Promise<DomainParts<Domains[N]>>;
}): Domain<N> {
  const needs = descriptor.needs ?? [];
  return {
    name: descriptor.name,
    needs,
    async build(context, built) {
      if (!hasAll(built, needs)) {
        const missing = needs.filter((name) => built[name] === undefined);
        throw new Error(`The ${descriptor.name} domain needs ${missing.join(', ')} built before it.`);
      }
      const parts = await descriptor.create({ ...context, ...built });
      built[descriptor.name] = parts.provides;
      return parts;
    },
  };
}

/** A domain built earlier (`AppContext.later`); refuses one that is not built yet. */
export function builtDomain<N extends keyof Domains>(built: Partial<Domains>, name: N): Domains[N] {
  const domain: Domains[N] | undefined = built[name];
  if (domain === undefined) throw new Error(`The ${name} domain is not built yet.`);
  return domain;
}

/** Every part of the pages' data, so that the domains' parts can be checked to make it whole. */
const pageDataParts: Record<keyof PageData, true> = {
  publicConfig: true,
  articles: true,
  article: true,
  galleries: true,
  gallery: true,
  videoArchives: true,
  videoArchive: true,
  audioArchives: true,
  audioArchive: true,
  benefits: true,
  benefit: true,
  events: true,
  countdowns: true,
  event: true,
};

const isWhole = (data: Partial<PageData>): data is PageData =>
  Object.keys(pageDataParts).every((name) => name in data);

/** The pages' data of a request, from every domain's part; refuses parts that do not make it whole. */
export function pageDataOf(parts: readonly DomainParts<unknown>[]): (request: FastifyRequest) => PageData {
  return (request) => {
    const data: Partial<PageData> = {};
    for (const part of parts) Object.assign(data, part.pages?.data?.(request));
    if (!isWhole(data)) throw new Error("The domains leave part of the pages' data out.");
    return data;
  };
}
