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
import { authContracts } from '@tribuna/common/contracts/auth';
import { installRichTextSanitizer } from '@tribuna/common/schemas/richText';
import { apiComponents } from '@tribuna/common/schemas/registry';
import type { Config } from './config';
import type { Database, Tx } from './db/client';
import { createAccountOrders } from './flows/accountOrders';
import { accountOrderRoutes } from './flows/accountOrders.routes';
import { createAccountStatistics } from './flows/accountStatistics';
import { createDashboard, dashboardRoutes } from './flows/dashboard';
import { createInvoicing } from './flows/invoicing';
import { createLoginFlow } from './flows/login';
import { createOrderFromInvoice } from './flows/orderFromInvoice';
import { createUserOverview } from './flows/userOverview';
import { createPublicCache, earliest } from './http/publicCache';
import { createResponseSerializer } from './http/responseSerializer';
import { createCaptchaVerifier, type CaptchaVerifier } from './integrations/captcha/captcha';
import { createSentryReporter } from './integrations/errorReporting/errorReporting';
import type { IdentityProvider } from './integrations/identity/identity';
import { createMailer, type Mailer } from './integrations/mail/mail';
import { createPaymentGateway } from './integrations/payments/createPaymentGateway';
import type { PaymentGateway } from './integrations/payments/gateway';
import { createFileStorage } from './integrations/storage/storage';
import { gpWebpaySimulator } from './integrations/payments/simulator/simulator';
import { notificationSweepers } from './jobs/notificationSweepers';
import { createOneSignalClient } from './integrations/push/oneSignalClient';
import { scheduleJobs } from './jobs/scheduler';
import { seatingSweepers } from './jobs/seatingSweepers';
import { loggerOptions } from './logger';
import { createArticlesRepository } from './modules/articles/articles.repository';
import { createAuditLogRepository } from './modules/auditLog/auditLog.repository';
import { adminAuditLogRoutes } from './modules/auditLog/auditLog.routes';
import { createAuditLogService } from './modules/auditLog/auditLog.service';
import { adminArticleRoutes, publicArticleRoutes } from './modules/articles/articles.routes';
import { createArticlesService } from './modules/articles/articles.service';
import { createBenefitsRepository } from './modules/benefits/benefits.repository';
import { adminBenefitRoutes, publicBenefitRoutes } from './modules/benefits/benefits.routes';
import { createBenefitsService } from './modules/benefits/benefits.service';
import { createGalleriesRepository } from './modules/galleries/galleries.repository';
import { adminGalleryRoutes, publicGalleryRoutes } from './modules/galleries/galleries.routes';
import { createGalleriesService } from './modules/galleries/galleries.service';
import { createVideoArchivesRepository } from './modules/videoArchives/videoArchives.repository';
import {
  adminVideoArchiveRoutes,
  publicVideoArchiveRoutes,
} from './modules/videoArchives/videoArchives.routes';
import { createVideoArchivesService } from './modules/videoArchives/videoArchives.service';
import { createAudioArchivesRepository } from './modules/audioArchives/audioArchives.repository';
import {
  adminAudioArchiveRoutes,
  publicAudioArchiveRoutes,
} from './modules/audioArchives/audioArchives.routes';
import { createAudioArchivesService } from './modules/audioArchives/audioArchives.service';
import { createCountdownsRepository } from './modules/countdowns/countdowns.repository';
import { adminContactRoutes, contactRoutes } from './modules/contactMessages/contactMessages.routes';
import { createContactMessagesRepository } from './modules/contactMessages/contactMessages.repository';
import { createContactMessagesService } from './modules/contactMessages/contactMessages.service';
import { createContentRepository } from './modules/content/content.repository';
import { adminContentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { createMediaAccreditationsRepository } from './modules/mediaAccreditations/mediaAccreditations.repository';
import {
  adminMediaAccreditationRoutes,
  mediaAccreditationRoutes,
} from './modules/mediaAccreditations/mediaAccreditations.routes';
import { createMediaAccreditationsService } from './modules/mediaAccreditations/mediaAccreditations.service';
import { adminCountdownRoutes, publicCountdownRoutes } from './modules/countdowns/countdowns.routes';
import { createCountdownsService } from './modules/countdowns/countdowns.service';
import { createPaywall } from './modules/paywall/paywall';
import { visitorView } from './modules/paywall/visitorView';
import { createAccountEmails } from './modules/auth/accountEmails';
import { createInvoicesRepository } from './modules/invoices/invoices.repository';
import { accountInvoiceRoutes, adminInvoiceRoutes } from './modules/invoices/invoices.routes';
import { orderFromInvoiceRoutes } from './flows/orderFromInvoice.routes';
import { createInvoicesService, type InvoicesService } from './modules/invoices/invoices.service';
import { createAdmissions } from './modules/tickets/admissions';
import { createTicketGate } from './modules/tickets/ticketGate';
import { createTicketSigner, loadSigningKey } from './modules/tickets/ticketSigning';
import { createTicketsRepository } from './modules/tickets/tickets.repository';
import { createTicketsService, type TicketsService } from './modules/tickets/tickets.service';
import { adminTicketRoutes, ticketRoutes } from './modules/tickets/tickets.routes';
import { createLineKindRegistry, type LineKindRegistry } from './sales/lineKind';
import { createMembershipKind, SUBSCRIPTION_LINE } from './sales/kinds/membership';
import { createTicketKind, placeOfTicketLine, TICKET_LINE_KIND } from './sales/kinds/ticket';
import { createVoucherKind } from './sales/kinds/voucher';
import { createOrderEmails } from './sales/orders/orderEmails';
import { createOrdersRepository } from './sales/orders/orders.repository';
import { adminOrderRoutes, orderRoutes } from './sales/orders/orders.routes';
import { createOrdersService, PAYMENT_PAGE_MS } from './sales/orders/orders.service';
import { orderSweepers } from './sales/orders/sweeps';
import { createPaymentsRepository } from './sales/payments/payments.repository';
import { createPaymentsService } from './sales/payments/payments.service';
import { authRoutes } from './flows/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPushNotificationsRepository } from './modules/pushNotifications/pushNotifications.repository';
import { adminPushNotificationRoutes } from './modules/pushNotifications/pushNotifications.routes';
import { createPushNotificationsService } from './modules/pushNotifications/pushNotifications.service';
import { createFilesRepository } from './modules/files/files.repository';
import { adminFileRoutes, storedFileRoutes } from './modules/files/files.routes';
import { createFilesService, type FilesService } from './modules/files/files.service';
import { createFeaturesRepository } from './modules/features/features.repository';
import { adminFeatureRoutes } from './modules/features/features.routes';
import { createFeaturesService } from './modules/features/features.service';
import { createEventsRepository } from './modules/events/events.repository';
import { adminEventRoutes, publicEventRoutes } from './modules/events/events.routes';
import { createEventsService, type EventsService } from './modules/events/events.service';
import { createSeatNews, createSeatNewsPublisher } from './modules/seating/seatNews';
import { createSeatingRepository } from './modules/seating/seating.repository';
import { seatingRoutes } from './modules/seating/seating.routes';
import { withSeatProvider } from './integrations/seatmap/seatmap';
import { createSeatsioClient, createSeatsioProvider } from './integrations/seatmap/seatsio';
import { createSeatingService, type SeatingService } from './modules/seating/seating.service';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import {
  adminSubscriptionRoutes,
  publicSubscriptionRoutes,
} from './modules/subscriptions/subscriptions.routes';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { publicConfigFor, systemRoutes } from './modules/system/system.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { userRoutes } from './flows/userOverview.routes';
import { createUsersService } from './modules/users/users.service';
import { createVouchersRepository } from './modules/vouchers/vouchers.repository';
import {
  adminOrderVoucherRoutes,
  adminVoucherRoutes,
  voucherRoutes,
} from './modules/vouchers/vouchers.routes';
import { createVouchersService, type VouchersService } from './modules/vouchers/vouchers.service';
import { registerAudit } from './plugins/audit';
import { registerAuth } from './plugins/auth';
import { captchaGuards } from './plugins/captcha';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errorHandler';
import { registerFrontends } from './plugins/frontends';
import { registerBodyTimeout } from './plugins/bodyTimeout';
import { registerRateLimits } from './plugins/rateLimit';
import { registerPublicOrigin } from './http/publicOrigin';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { everyPage, registerSeo } from './plugins/seo';
import type { SitemapItem } from '@tribuna/common/seo';
import { registerTextSafety } from './plugins/textSafety';
import { sanitizeRichText } from './richText';

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

  // 4. Guards (identity, captcha, rate limits), services (factories with narrow dependencies),
  //    then the routes that use them.
  const db = deps.database.db;
  const transaction = <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run);
  const usersService = createUsersService({
    users: createUsersRepository(db),
    identity: deps.identity,
    transaction,
  });
  const guards = registerAuth(app, {
    identity: deps.identity,
    users: usersService,
    userFreshMs: deps.config.buyerFreshMs,
  });
  // Staff's changes are recorded by the guards they pass: the audit plugin must see every route added.
  const auditService = createAuditLogService({ audit: createAuditLogRepository(db) });
  registerAudit(app, { service: auditService, apiPrefix });
  const captcha = captchaGuards(deps.captcha ?? createCaptchaVerifier(deps.config.captcha));
  const rateLimits = await registerRateLimits(app, { config: deps.config.rateLimit, db });
  const mailer = deps.mailer ?? createMailer(deps.config.mail);
  if (!deps.mailer) app.addHook('onClose', () => mailer.close());
  const authService = createAuthService({
    identity: deps.identity,
    users: usersService,
    emails: createAccountEmails({ identity: deps.identity, mailer, publicUrl: deps.config.publicUrl }),
    log: app.log,
  });
  // Memberships refer to features and features ask memberships whether they are in use: the
  // features service is told through a function, so neither service needs the other at its birth.
  const featuresService = createFeaturesService({
    features: createFeaturesRepository(db),
    isInUse: (featureUuid, tx) => subscriptionsService.featureInUse(featureUuid, tx),
    transaction,
  });
  const subscriptionsService = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(db),
    features: featuresService,
    transaction,
    // A price variant in an order still to be paid, or paid, counts as sold (it is archived, not deleted).
    priceInOrders: (priceUuid, tx) => ordersService.hasOpenLineFor(SUBSCRIPTION_LINE, priceUuid, tx),
  });
  const vouchersService = createVouchersService({
    vouchers: createVouchersRepository(db),
    subscriptions: subscriptionsService,
    transaction,
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  app.decorate('vouchers', vouchersService);
  // A voucher batch being made finishes before the app closes (server.ts resumes unfinished ones).
  app.addHook('onClose', () => vouchersService.settled());
  // Files come before the content that shows them (events, articles…).
  const contentService = createContentService({ content: createContentRepository(db), users: usersService });
  const fileStorage = createFileStorage(deps.config.storage);
  const filesService = createFilesService({
    files: createFilesRepository(db),
    storage: fileStorage,
    tmpDir: path.join(deps.config.dataDir, 'uploads'),
    transaction,
    usedBy: (fileUuid, tx) => contentService.fileUsers(fileUuid, tx),
  });
  app.decorate('files', filesService);
  // The seat engine asks the events domain for an event's sale window, and the events domain asks
  // the engine for its plans: the engine is told through functions, as features are above.
  const seatingRepository = createSeatingRepository(db);
  const seatNewsPublisher = createSeatNewsPublisher({
    notify: (payloads) => seatingRepository.notify(payloads),
    intervalMs: 100,
    log: app.log,
  });
  const presaleAccess = async (userUuid: string) => {
    const owned = await featuresService.findMany(await subscriptionsService.featuresOf(userUuid));
    return owned.some((feature) => feature.type === 'presale');
  };
  // With seats.io configured, its workspace holds and books the seats; the native engine stands aside.
  const seatsio = deps.config.seatsio;
  const seatingService = withSeatProvider(
    createSeatingService({
      seating: seatingRepository,
      publish: seatNewsPublisher.publish,
      eventForSale: (eventUuid) => eventsService.forSale(eventUuid),
      presaleAccess,
      holdTokenMs: deps.config.holdTokenMs,
    }),
    seatsio
      ? createSeatsioProvider({
          db,
          client: createSeatsioClient(seatsio),
          seating: seatingRepository,
          eventForSale: (eventUuid) => eventsService.forSale(eventUuid),
          presaleAccess,
          holdTokenMs: deps.config.holdTokenMs,
        })
      : null,
  );
  const eventsService = createEventsService({
    events: createEventsRepository(db),
    seating: seatingService,
    files: filesService,
    transaction,
    contentTypeOf: contentService.typeOf,
  });
  app.decorate('events', eventsService);
  app.decorate('seating', seatingService);
  const seatNews = createSeatNews({ listen: (...args) => deps.database.listen(...args), log: app.log });
  // The last news goes out before the database closes (server.ts closes it after the app).
  app.addHook('onClose', async () => {
    await seatNewsPublisher.close();
    await seatNews.close();
  });
  const overview = createUserOverview({
    users: usersService,
    subscriptions: subscriptionsService,
    vouchers: vouchersService,
    seating: seatingService,
    transaction,
  });
  const login = createLoginFlow({
    overview,
    forgetAttempts: (ip, email) =>
      rateLimits.forgetIpAndEmail(`${apiPrefix}${authContracts.login.path}`, ip, email),
    freshForMs: deps.config.rateLimit.windowMs,
  });
  // The orders module charges cards through it; the simulator's routes follow the API below.
  const paymentGateway = deps.paymentGateway ?? (await createPaymentGateway(deps.config.payments));
  app.decorate('paymentGateway', paymentGateway);
  // What orders can sell: each line kind (sales/kinds/) is registered under its name.
  const lineKinds = createLineKindRegistry();
  app.decorate('lineKinds', lineKinds);
  // Every accepted order gets its tax document, issued in the transaction that accepts it.
  const invoicesService = createInvoicesService({
    invoices: createInvoicesRepository(db),
    config: deps.config.invoicing,
    storage: fileStorage,
    tmpDir: path.join(deps.config.dataDir, 'uploads'),
    log: app.log,
  });
  app.decorate('invoices', invoicesService);
  app.addHook('onClose', () => invoicesService.settled());
  const invoicing = createInvoicing({
    invoices: invoicesService,
    users: usersService,
    vouchers: vouchersService,
  });
  const ordersService = createOrdersService({
    orders: createOrdersRepository(db),
    payments: createPaymentsService({ payments: createPaymentsRepository(db), gateway: paymentGateway }),
    lineKinds,
    emails: createOrderEmails({ mailer }),
    transaction,
    publicUrl: deps.config.publicUrl,
    log: app.log,
    options: { orderTtlMs: deps.config.orderTtlMs },
    onAccepted: invoicing.onAccepted,
    documents: invoicing.documents,
  });
  const membershipKind = createMembershipKind({
    subscriptions: subscriptionsService,
    orders: ordersService,
    users: usersService,
    mailer,
    log: app.log,
  });
  lineKinds.register(membershipKind.kind, membershipKind.lineKind);
  const voucherKind = createVoucherKind({ vouchers: vouchersService, orders: ordersService });
  lineKinds.register(voucherKind.kind, voucherKind.lineKind);
  const ticketEvents = {
    forTickets: eventsService.forTickets,
    forGate: eventsService.forGate,
    sectionNames: seatingService.sectionNames,
  };
  const ticketsRepository = createTicketsRepository(db);
  const ticketSigner = createTicketSigner(loadSigningKey(deps.config.ticketSigningKey, deps.config.dataDir));
  const ticketsService = createTicketsService({
    tickets: ticketsRepository,
    signer: ticketSigner,
    events: ticketEvents,
    ticketLinesOf: (orderUuid, tx) => ordersService.linesOfKind(orderUuid, TICKET_LINE_KIND, tx),
    placeOfLine: placeOfTicketLine,
    transaction,
  });
  app.decorate('tickets', ticketsService);
  const ticketGate = createTicketGate({
    tickets: ticketsRepository,
    signer: ticketSigner,
    events: ticketEvents,
    transaction,
  });
  const ticketKind = createTicketKind({
    admissions: createAdmissions(db, eventsService),
    seating: seatingService,
    events: ticketEvents,
    tickets: ticketsService,
    presaleLimit: async (userUuid, tx) => {
      const owned = await featuresService.findMany(await subscriptionsService.featuresOf(userUuid, tx), tx);
      const limits = owned.flatMap((feature) =>
        feature.type === 'presale' && feature.settings.presaleLimit ? [feature.settings.presaleLimit] : [],
      );
      return limits.length > 0 ? Math.max(...limits) : null;
    },
    // The seats stay held while the buyer is on the gateway's page.
    paymentHoldMs: PAYMENT_PAGE_MS,
  });
  lineKinds.register(ticketKind.kind, ticketKind.lineKind);
  const notificationsService = createPushNotificationsService({
    notifications: createPushNotificationsRepository(db),
    features: featuresService,
    subscriptions: subscriptionsService,
    push: deps.config.push.sender ? createOneSignalClient(deps.config.push.sender) : null,
    publicUrl: deps.config.publicUrl,
  });
  app.decorate(
    'jobs',
    scheduleJobs(
      app,
      [
        ...orderSweepers(ordersService),
        ...seatingSweepers(seatingService),
        ...notificationSweepers(notificationsService),
      ],
      { intervalMs: deps.config.jobIntervalMs, log: app.log },
    ),
  );
  const publicCache = createPublicCache({ ttlMs: deps.config.publicCacheSeconds * 1000 });
  const articlesService = createArticlesService({
    articles: createArticlesRepository(db),
    contentTypeOf: contentService.typeOf,
    files: filesService,
    users: usersService,
    features: featuresService,
    subscriptions: subscriptionsService,
    notifications: notificationsService,
    transaction,
    onChange: () => {
      publicCache.invalidate('articles');
      publicCache.invalidate('pages');
    },
  });

  const paywall = createPaywall({ subscriptions: subscriptionsService, now: () => new Date() });
  const benefitsService = createBenefitsService({
    benefits: createBenefitsRepository(db),
    contentTypeOf: contentService.typeOf,
    files: filesService,
    features: featuresService,
    paywall,
    onChange: () => {
      publicCache.invalidate('benefits');
      publicCache.invalidate('pages');
    },
  });
  const galleriesService = createGalleriesService({
    galleries: createGalleriesRepository(db),
    files: filesService,
    features: featuresService,
    paywall,
    transaction,
    onChange: () => {
      publicCache.invalidate('galleries');
      publicCache.invalidate('pages');
    },
  });
  const videoArchivesService = createVideoArchivesService({
    videoArchives: createVideoArchivesRepository(db),
    files: filesService,
    features: featuresService,
    paywall,
    transaction,
    onChange: () => {
      publicCache.invalidate('video-archives');
      publicCache.invalidate('pages');
    },
  });
  const audioArchivesService = createAudioArchivesService({
    audioArchives: createAudioArchivesRepository(db),
    files: filesService,
    features: featuresService,
    paywall,
    transaction,
    onChange: () => {
      publicCache.invalidate('audio-archives');
      publicCache.invalidate('pages');
    },
  });
  const countdownsService = createCountdownsService({
    countdowns: createCountdownsRepository(db),
    files: filesService,
    publicUrl: deps.config.publicUrl,
    onChange: () => {
      publicCache.invalidate('countdowns');
      publicCache.invalidate('pages');
    },
  });

  const contactService = createContactMessagesService({
    messages: createContactMessagesRepository(db),
    mailer,
    staffAddress: deps.config.mail.contact,
    publicUrl: deps.config.publicUrl,
  });
  const mediaAccreditationsService = createMediaAccreditationsService({
    accreditations: createMediaAccreditationsRepository(db),
    files: filesService,
    mailer,
    staffAddress: deps.config.mail.contact,
    publicUrl: deps.config.publicUrl,
  });

  await app.register(
    async (api) => {
      await api.register(
        systemRoutes({
          config: deps.config,
          database: deps.database,
          emulatorHost: deps.emulatorHost,
          identityStatus: deps.identityStatus ?? (() => 'ready'),
        }),
      );
      await api.register(
        authRoutes({
          guards,
          captcha,
          rateLimits,
          service: authService,
          overview,
          statistics: createAccountStatistics({
            orders: ordersService,
            tickets: ticketsService,
            subscriptions: subscriptionsService,
          }),
          login,
        }),
      );
      await api.register(userRoutes({ guards, service: usersService, overview }));
      await api.register(
        publicArticleRoutes({
          guards,
          service: articlesService,
          cache: publicCache.namespace('articles', { nextChangeAt: articlesService.nextPublicationAt }),
        }),
      );
      await api.register(adminArticleRoutes({ guards, service: articlesService }));
      await api.register(
        publicBenefitRoutes({
          guards,
          service: benefitsService,
          cache: publicCache.namespace('benefits', { nextChangeAt: benefitsService.nextPublicationAt }),
        }),
      );
      await api.register(adminBenefitRoutes({ guards, service: benefitsService }));
      await api.register(
        publicGalleryRoutes({
          guards,
          service: galleriesService,
          cache: publicCache.namespace('galleries', { nextChangeAt: galleriesService.nextPublicationAt }),
        }),
      );
      await api.register(adminGalleryRoutes({ guards, service: galleriesService }));
      await api.register(
        publicVideoArchiveRoutes({
          guards,
          service: videoArchivesService,
          cache: publicCache.namespace('video-archives', {
            nextChangeAt: videoArchivesService.nextPublicationAt,
          }),
        }),
      );
      await api.register(adminVideoArchiveRoutes({ guards, service: videoArchivesService }));
      await api.register(
        publicAudioArchiveRoutes({
          guards,
          service: audioArchivesService,
          cache: publicCache.namespace('audio-archives', {
            nextChangeAt: audioArchivesService.nextPublicationAt,
          }),
        }),
      );
      await api.register(adminAudioArchiveRoutes({ guards, service: audioArchivesService }));
      await api.register(
        publicCountdownRoutes({
          service: countdownsService,
          cache: publicCache.namespace('countdowns', {
            nextChangeAt: countdownsService.nextEndAt,
            // Their links lead to the origin the visitor is on (development, without PUBLIC_URL).
            variant: deps.config.publicUrlFromRequest ? (request) => request.publicOrigin : undefined,
          }),
        }),
      );
      await api.register(adminCountdownRoutes({ guards, service: countdownsService }));
      await api.register(contactRoutes({ captcha, rateLimits, service: contactService }));
      await api.register(adminContactRoutes({ guards, service: contactService }));
      await api.register(adminPushNotificationRoutes({ guards, service: notificationsService }));
      await api.register(
        mediaAccreditationRoutes({ captcha, rateLimits, service: mediaAccreditationsService }),
      );
      await api.register(adminMediaAccreditationRoutes({ guards, service: mediaAccreditationsService }));
      await api.register(adminContentRoutes({ guards, service: contentService }));
      await api.register(adminAuditLogRoutes({ guards, service: auditService }));
      await api.register(
        dashboardRoutes({
          guards,
          dashboard: createDashboard({
            orders: ordersService,
            events: eventsService,
            tickets: ticketsService,
            subscriptions: subscriptionsService,
            content: contentService,
          }),
        }),
      );
      await api.register(orderRoutes({ guards, service: ordersService }));
      await api.register(adminOrderRoutes({ guards, service: ordersService }));
      await api.register(adminInvoiceRoutes({ guards, service: invoicesService }));
      await api.register(accountInvoiceRoutes({ guards, service: invoicesService }));
      await api.register(
        accountOrderRoutes({
          guards,
          flow: createAccountOrders({
            orders: ordersService,
            tickets: ticketsService,
            vouchers: vouchersService,
            invoices: invoicesService,
          }),
        }),
      );
      await api.register(
        orderFromInvoiceRoutes({
          guards,
          flow: createOrderFromInvoice({
            users: usersService,
            orders: ordersService,
            invoices: invoicesService,
          }),
        }),
      );
      await api.register(adminFeatureRoutes({ guards, service: featuresService }));
      await api.register(adminFileRoutes({ guards, service: filesService }));
      await api.register(publicSubscriptionRoutes({ guards, service: subscriptionsService }));
      await api.register(adminSubscriptionRoutes({ guards, service: subscriptionsService }));
      await api.register(voucherRoutes({ guards, service: vouchersService, sales: voucherKind }));
      await api.register(adminVoucherRoutes({ guards, service: vouchersService }));
      await api.register(adminOrderVoucherRoutes({ guards, service: vouchersService }));
      await api.register(publicEventRoutes({ service: eventsService }));
      await api.register(adminEventRoutes({ guards, service: eventsService }));
      await api.register(ticketRoutes({ service: ticketsService, orders: ordersService }));
      await api.register(adminTicketRoutes({ guards, service: ticketsService, gate: ticketGate }));
      await api.register(
        seatingRoutes({
          guards,
          service: seatingService,
          news: seatNews,
          heartbeatMs: deps.config.seatStreamHeartbeatMs,
        }),
      );
    },
    { prefix: apiPrefix },
  );

  // Stored files, on every server whatever the front ends (their URLs are in the API's answers).
  await app.register(storedFileRoutes({ service: filesService }));

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
      items: async () => {
        const [articles, benefits, galleries, videoArchives, audioArchives, upcoming, past] =
          await Promise.all([
            everyPage((page) => articlesService.listPublic(page, 'cs')),
            everyPage((page) => benefitsService.listPublic(page, 'cs')),
            everyPage((page) => galleriesService.listPublic(page, 'cs')),
            everyPage((page) => videoArchivesService.listPublic(page, 'cs')),
            everyPage((page) => audioArchivesService.listPublic(page, 'cs')),
            everyPage((page) => eventsService.listPublic({ ...page, period: 'upcoming' }, 'cs')),
            everyPage((page) => eventsService.listPublic({ ...page, period: 'past' }, 'cs')),
          ]);
        const published = (
          route: SitemapItem['route'],
          items: { uuid: string; publishedAt: string | null }[],
        ) => items.map((item) => ({ route, uuid: item.uuid, lastModified: item.publishedAt }));
        return [
          ...published('article', articles),
          ...published('benefit', benefits),
          ...published('gallery', galleries),
          ...published('videoArchive', videoArchives),
          ...published('audioArchive', audioArchives),
          ...[...upcoming, ...past].map((e) => ({ route: 'event' as const, uuid: e.uuid })),
        ];
      },
    });
    await registerFrontends(app, deps.config, demoMediaDir, {
      // Read as for a visitor who is not signed in: nothing here depends on who asks.
      data: (request) => ({
        publicConfig: async () => publicConfigFor(deps, request.hostname),
        articles: (query, locale) => articlesService.listPublic(query, locale),
        article: (uuid, locale) => articlesService.findPublic(uuid, locale),
        countdowns: async (locale) => {
          const data = await countdownsService.running(locale, request.publicOrigin);
          return { data, total: data.length };
        },
        galleries: (query, locale) => galleriesService.listPublic(query, locale),
        gallery: (uuid, locale) =>
          visitorView(() => galleriesService.read(uuid, null, locale), 'galleryNotFound'),
        videoArchives: (query, locale) => videoArchivesService.listPublic(query, locale),
        videoArchive: (uuid, locale) =>
          visitorView(() => videoArchivesService.read(uuid, null, locale), 'videoArchiveNotFound'),
        audioArchives: (query, locale) => audioArchivesService.listPublic(query, locale),
        audioArchive: (uuid, locale) =>
          visitorView(() => audioArchivesService.read(uuid, null, locale), 'audioArchiveNotFound'),
        benefits: (query, locale) => benefitsService.listPublic(query, locale),
        benefit: (uuid, locale) =>
          visitorView(() => benefitsService.read(uuid, null, locale), 'benefitNotFound'),
        events: (query, locale) => eventsService.listPublic(query, locale),
        event: async (uuid, locale) => {
          const event = await visitorView(() => eventsService.getPublic(uuid, locale), 'eventNotFound');
          return event === 'restricted' ? null : event;
        },
      }),
      // Event pages show live availability (each sale changes it): they are rendered for every
      // request and never kept here, so the data the browser takes over is as fresh as the API's.
      uncachedRoutes: ['events', 'event'],
      cache: publicCache.namespace('pages', {
        nextChangeAt: earliest([
          articlesService.nextPublicationAt,
          galleriesService.nextPublicationAt,
          videoArchivesService.nextPublicationAt,
          audioArchivesService.nextPublicationAt,
          benefitsService.nextPublicationAt,
          countdownsService.nextEndAt,
        ]),
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
