import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installRichTextSanitizer } from '@tribuna/common/schemas/richText';
import { apiComponents } from '@tribuna/common/schemas/registry';
import type { Config } from './config';
import type { Database } from './db/client';
import {
  builtDomain,
  pageDataOf,
  type AppContext,
  type Domain,
  type DomainParts,
  type Domains,
} from './domain';
import {
  accountFlow,
  accountOrdersFlow,
  dashboardFlow,
  eventCancellationFlow,
  invoicingFlow,
  orderFromInvoiceFlow,
} from './flows';
import { createEventStreams } from './http/eventStream';
import { createPublicCache, earliest } from './http/publicCache';
import { createResponseSerializer } from './http/responseSerializer';
import { createCaptchaVerifier, type CaptchaVerifier } from './integrations/captcha/captcha';
import { createSentryReporter } from './integrations/errorReporting/errorReporting';
import type { IdentityProvider } from './integrations/identity/identity';
import { createMailer, type Mailer } from './integrations/mail/mail';
import { createPaymentGateway } from './integrations/payments/createPaymentGateway';
import type { PaymentGateway } from './integrations/payments/gateway';
import { gpWebpaySimulator } from './integrations/payments/simulator/simulator';
import { createFileStorage } from './integrations/storage/storage';
import { scheduleJobs } from './jobs/scheduler';
import { createJobTurns } from './jobs/turns';
import { loggerOptions } from './logger';
import { articlesDomain } from './modules/articles';
import { audioArchivesDomain } from './modules/audioArchives';
import { auditLogDomain } from './modules/auditLog';
import { authDomain } from './modules/auth';
import { benefitsDomain } from './modules/benefits';
import { contactMessagesDomain } from './modules/contactMessages';
import { contentDomain } from './modules/content';
import { countdownsDomain } from './modules/countdowns';
import { eventsDomain } from './modules/events';
import type { EventsService } from './modules/events/events.service';
import { featuresDomain } from './modules/features';
import { filesDomain } from './modules/files';
import type { FilesService } from './modules/files/files.service';
import { galleriesDomain } from './modules/galleries';
import { invoicesDomain } from './modules/invoices';
import type { InvoicesService } from './modules/invoices/invoices.service';
import { mediaAccreditationsDomain } from './modules/mediaAccreditations';
import { paywallDomain } from './modules/paywall';
import { pushNotificationsDomain } from './modules/pushNotifications';
import { seasonTicketsDomain } from './modules/seasonTickets';
import { seatingDomain } from './modules/seating';
import type { SeatingService } from './modules/seating/seating.service';
import { subscriptionsDomain } from './modules/subscriptions';
import { systemDomain } from './modules/system';
import { ticketsDomain } from './modules/tickets';
import type { TicketsService } from './modules/tickets/tickets.service';
import { usersDomain } from './modules/users';
import { videoArchivesDomain } from './modules/videoArchives';
import { waitingRoomsDomain } from './modules/waitingRooms';
import { waitlistsDomain } from './modules/waitlists';
import { vouchersDomain } from './modules/vouchers';
import { walletDomain } from './modules/wallet';
import type { VouchersService } from './modules/vouchers/vouchers.service';
import { captchaGuards } from './plugins/captcha';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errorHandler';
import { registerFrontends } from './plugins/frontends';
import { registerBodyTimeout } from './plugins/bodyTimeout';
import { registerRateLimits } from './plugins/rateLimit';
import { registerPublicOrigin } from './http/publicOrigin';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSeo } from './plugins/seo';
import { registerTextSafety } from './plugins/textSafety';
import { sanitizeRichText } from './richText';
import { salesDomain } from './sales';
import type { LineKindRegistry } from './sales/lineKind';

/** Where the API's routes live; the contracts' paths are relative to it. */
const apiPrefix = '/api/v1';

export const demoMediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'demo/media');

export interface AppDeps {
  config: Config;
  database: Database;
  identity: IdentityProvider;
  /** host:port of the Firebase Auth emulator the browsers should use, if any. */
  emulatorHost: string | null;
  /** Whether sign-in works yet (the embedded emulator starts in the background). */
  identityStatus?: () => 'ready' | 'starting';
  /** Serve the built front ends (off in API tests). */
  serveFrontends?: boolean;
  /** Replaces the mailer the configuration chooses (SMTP or the outbox). */
  mailer?: Mailer;
  /** Replaces the captcha check the configuration chooses (reCAPTCHA or off). */
  captcha?: CaptchaVerifier;
  /** Replaces the card payment gateway the configuration chooses (GP webpay or its simulator). */
  paymentGateway?: PaymentGateway;
  /** Told about every route as it is added (tests list the admin routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify's own validator (ajv) is loaded only if a context asks for it: zod validates every route
 * (1. below), and loading ajv cost a noticeable part of each start.
 */
const ajvWhenAsked: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: ((...args) => {
      const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
      const selectValidator = fromFastify('@fastify/ajv-compiler') as () => BuildCompilerFromPool;
      return selectValidator()(...args);
    }) satisfies BuildCompilerFromPool,
  },
};

/**
 * The server's domains in the order they are created (step 4 of buildApp). Each takes what the ones
 * before it provide; the few that refer to a later one do so through `later`, only when the app
 * runs (a request, a job), as their comments say.
 */
const domains: Domain[] = [
  // Health and the public configuration need no other domain.
  systemDomain,
  // Users before auth: the guards every route uses read the user of each identity token.
  usersDomain,
  authDomain,
  // The audit log right after the guards: staff's changes are recorded by the guards they pass, and
  // its plugin must see every route added (they all are after this list).
  auditLogDomain,
  // Features before memberships, which grant them (features ask memberships whether one is in use:
  // later); memberships before vouchers, which are codes for a membership's price variant.
  featuresDomain,
  subscriptionsDomain,
  vouchersDomain,
  // Content before files (a file that content shows is not deleted), files before the content kinds
  // that show them.
  contentDomain,
  filesDomain,
  // Push notifications before articles (publishing one may announce it); the paywall before the
  // content it guards.
  pushNotificationsDomain,
  paywallDomain,
  // The content kinds, in the sitemap's order (events close it, below).
  articlesDomain,
  benefitsDomain,
  galleriesDomain,
  videoArchivesDomain,
  audioArchivesDomain,
  countdownsDomain,
  contactMessagesDomain,
  mediaAccreditationsDomain,
  // The seat engine before events, whose seating plans it keeps (it asks events for an event's sale
  // window: later).
  seatingDomain,
  eventsDomain,
  // The waiting rooms of the events' sales, whose passes the seat engine's holds check (later).
  waitingRoomsDomain,
  // Invoices and tickets before the sales, which issue them when an order is accepted (tickets read
  // their order's lines: later); invoicing is the flow the sales call to issue an order's invoice.
  invoicesDomain,
  ticketsDomain,
  // Tickets as wallet passes (a holder's tickets say which wallets take them).
  walletDomain,
  invoicingFlow,
  // Season seats after the tickets they issue and the seat engine they hold seats of; before the
  // sales, which sell them (a released place goes to the waiting lists: later).
  seasonTicketsDomain,
  // The sales after everything they sell: memberships, vouchers, tickets, season seats.
  salesDomain,
  // The waiting lists after the sales, whose orders their offers become (the seat engine's holds and
  // the orders' gate ask them later whether returned places are a list's).
  waitlistsDomain,
  // The flows that cross the domains above, last.
  accountFlow,
  dashboardFlow,
  accountOrdersFlow,
  orderFromInvoiceFlow,
  eventCancellationFlow,
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    schemaController: ajvWhenAsked,
    logger: loggerOptions(deps.config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    // A request must arrive whole in this time (answered 408 by clientErrorHandler); Node looks for
    // late ones every few seconds rather than its default 30.
    requestTimeout: deps.config.requestTimeouts.wholeMs,
    http: { connectionsCheckingInterval: Math.min(5000, deps.config.requestTimeouts.wholeMs) },
    // Errors raised before any route runs (bad URL, oversized headers) answer in the catalogue's shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // 1. Schemas: zod validates requests (rich text sanitised on the way in); responses are written by
  //    serialisers compiled from them.
  installRichTextSanitizer(sanitizeRichText);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkWithZod: !deps.config.production }));

  // 2. Errors before routes, so that every route answers in the catalogue's shape; unexpected ones
  //    are reported when a DSN is configured (and the last reports sent before the app closes).
  const errorReporter = deps.config.errorReportingDsn
    ? await createSentryReporter({ dsn: deps.config.errorReportingDsn, environment: deps.config.env })
    : null;
  if (errorReporter) app.addHook('onClose', () => errorReporter.close());
  registerErrorHandler(app, errorReporter);
  registerTextSafety(app);
  registerBodyTimeout(app, { idleMs: deps.config.requestTimeouts.bodyIdleMs });
  registerPublicOrigin(app, deps.config);
  // Hooks on every answer take a callback: an async hook would cost each request a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerSecurityHeaders(
    app,
    deps.config,
    deps.emulatorHost ? Number(deps.emulatorHost.split(':').pop()) : null,
  );

  // 2b. Compression wraps what every later route answers; the front ends' files come compressed
  //     from the build, and answers under about a packet are not worth it.
  await app.register(compress, { threshold: 1024 });

  // 3. OpenAPI must see the routes registered after it.
  await app.register(swagger, {
    openapi: { info: { title: 'Tribuna API', version: '1.0.0' } },
    transform: createJsonSchemaTransform({ schemaRegistry: apiComponents }),
    // Schemas with an id (the error body, admin records) are written once, as components the paths
    // refer to.
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiComponents }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // 4. The domains (below), each created with the app's context and what the domains before it
  //    provide; then their routes under the API's prefix, their jobs, their part of the pages
  //    rendered on the server and of the sitemap.
  const db = deps.database.db;
  const mailer = deps.mailer ?? createMailer(deps.config.mail);
  if (!deps.mailer) app.addHook('onClose', () => mailer.close());
  // The sales charge cards through it; the simulator's routes follow the API below.
  const paymentGateway = deps.paymentGateway ?? (await createPaymentGateway(deps.config.payments));
  app.decorate('paymentGateway', paymentGateway);
  const built: Partial<Domains> = {};
  // Open streams end before the server closes (it waits for open connections otherwise).
  const eventStreams = createEventStreams(deps.config.eventStreams);
  app.addHook('preClose', (done) => {
    eventStreams.closeAll();
    done();
  });
  const context: AppContext = {
    app,
    config: deps.config,
    database: deps.database,
    db,
    transaction: (run) => db.transaction(run),
    log: app.log,
    identity: deps.identity,
    emulatorHost: deps.emulatorHost,
    identityStatus: deps.identityStatus ?? (() => 'ready'),
    mailer,
    captcha: captchaGuards(deps.captcha ?? createCaptchaVerifier(deps.config.captcha)),
    rateLimits: await registerRateLimits(app, { config: deps.config.rateLimit, db }),
    fileStorage: createFileStorage(deps.config.storage),
    paymentGateway,
    publicCache: createPublicCache({ ttlMs: deps.config.publicCacheSeconds * 1000 }),
    eventStreams,
    apiPrefix,
    later: (name) => builtDomain(built, name),
  };
  const parts: DomainParts<unknown>[] = [];
  for (const domain of domains) {
    const part = await domain.build(context, built);
    for (const [name, value] of Object.entries(part.decorations ?? {})) app.decorate<unknown>(name, value);
    if (part.onClose) app.addHook('onClose', part.onClose);
    parts.push(part);
  }
  app.decorate(
    'jobs',
    scheduleJobs(
      app,
      parts.flatMap((part) => part.jobs ?? []),
      // Of the servers on the database, one takes each turn of each job.
      { intervalMs: deps.config.jobIntervalMs, log: app.log, turns: createJobTurns(db) },
    ),
  );
  await app.register(
    async (api) => {
      for (const { routes } of parts)
        for (const routeSet of [
          ...(routes?.public ?? []),
          ...(routes?.account ?? []),
          ...(routes?.admin ?? []),
        ])
          await api.register(routeSet);
    },
    { prefix: apiPrefix },
  );
  for (const part of parts) for (const routeSet of part.rootRoutes ?? []) await app.register(routeSet);

  // 4b. The payment gateway's stand-in, outside the API and its documentation (never in production:
  //     the configuration refuses production without a real gateway).
  const payments = deps.config.payments;
  if (payments.kind === 'simulator' && !deps.config.production) {
    await app.register(gpWebpaySimulator({ dir: payments.dir }));
  }

  // 5. Static front ends and the SPA fallback last: they answer whatever the API did not.
  if (deps.serveFrontends !== false) {
    registerSeo(app, {
      publicUrl: deps.config.publicUrl,
      items: async () =>
        (await Promise.all(parts.flatMap((part) => (part.sitemap ? [part.sitemap()] : [])))).flat(),
    });
    await registerFrontends(app, deps.config, demoMediaDir, {
      // Read as for a visitor who is not signed in: nothing here depends on who asks.
      data: pageDataOf(parts),
      uncachedRoutes: parts.flatMap((part) => part.pages?.uncachedRoutes ?? []),
      cache: context.publicCache.namespace('pages', {
        nextChangeAt: earliest(parts.flatMap((part) => part.pages?.nextChangeAt ?? [])),
        // The configuration in the page names the identity emulator by the host it was reached by,
        // and links lead to the origin the visitor is on (development only: elsewhere the host
        // changes nothing, and must not split the cache).
        variant:
          deps.emulatorHost || deps.config.publicUrlFromRequest
            ? (request) => `${request.hostname}\n${request.publicOrigin}`
            : undefined,
      }),
    });
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send({ name: 'notFound', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kinds of order lines (see `LineKind`). */
    lineKinds: LineKindRegistry;
    /** Uploaded files (the demo data stores its images through it). */
    files: FilesService;
    /** Gift vouchers (the demo data makes one; tests wait for batches). */
    vouchers: VouchersService;
    /** Events (the demo data makes its events through it). */
    events: EventsService;
    /** The seat engine (the order flow books through it; tests drive it). */
    seating: SeatingService;
    /** Tickets (issued when orders with ticket lines are accepted). */
    tickets: TicketsService;
    /** Invoices (issued when orders are accepted; tests read them). */
    invoices: InvoicesService;
  }
}
