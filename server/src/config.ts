import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { OneSignalConfig } from './integrations/push/oneSignalClient';
import type { StorageConfig } from './integrations/storage/storage';

/** OneSignal's web SDK, as react-onesignal loads it by default. */
const ONESIGNAL_SDK_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';

/** Where the built-in payment simulator's form is posted, on the shop's own origin. */
export const SIMULATOR_FORM_PATH = '/dev/gpwebpay/order.do';

/** The repository root: default locations of the data folder and the built front ends hang off it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const sentryDsnMessage = 'a Sentry DSN: https://<public key>@<host>/<project id> (http only for localhost)';

/**
 * A DSN as Sentry's SDKs read it: the project's public key as the user name, the project id as the
 * last path segment. Plain http only to this machine (a local relay or stand-in).
 */
function isSentryDsn(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return (
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) &&
    /^[\w-]+$/.test(url.username) &&
    /^(?:\/[\w.-]+)*\/\d+$/.test(url.pathname) &&
    !url.search &&
    !url.hash
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  /**
   * PostgreSQL connections per server process. Requests wait for a free one; on sale day the event
   * loop's own delay is part of each query's round trip, so a pool too small caps the holds per second.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(32),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  /** Demo articles and the demo administrator; on by default except in production, where it is refused. */
  DEMO_DATA: bool.optional(),
  MAINTENANCE_MODE: bool.default(false),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-tribuna'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  STOREFRONT_DIST: z.string().default(path.join(repoRoot, 'storefront/dist')),
  /** The storefront's server renderer (public pages sent rendered); without it, the plain app shell. */
  STOREFRONT_RENDERER: z.string().default(path.join(repoRoot, 'storefront/dist-server/entry-server.js')),
  BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'backoffice/dist')),
  /**
   * Which proxies to believe about the client's address (per-IP rate limits depend on it): `true`
   * trusts any X-Forwarded-For, `false` none (the server is reached directly), anything else is a
   * comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z.string().min(1).default('false'),
  /**
   * The origin people reach the storefront at; links in e-mails, payment return addresses and the
   * Content-Security-Policy point there. Required in production. Unset outside production, the
   * origin a request came to (its Host, or X-Forwarded-Host/-Proto from a trusted proxy) is used, so
   * the product works at localhost, 127.0.0.1 or the machine's LAN address alike; localhost:PORT
   * where there is no request (sweepers, the demo data).
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** SMTP server for outgoing e-mail (`smtp://user:pass@host:587`, `smtps://…`); without it, e-mails go to the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of outgoing e-mail. */
  MAIL_FROM: z.string().min(1).default('Tribuna <no-reply@tribuna.local>'),
  CONTACT_EMAIL: z.email().default('kontakt@tribuna.local'),
  /** reCAPTCHA v3 secret key; without it the captcha check is off. Needs RECAPTCHA_SITE_KEY too. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** reCAPTCHA v3 site key, given to the browsers in /public-config. Needs RECAPTCHA_SECRET too. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** The lowest reCAPTCHA v3 score (0 = bot … 1 = human) that passes. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Window of the sign-up, forgot-password and login rate limits, in minutes. */
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Attempts per client IP and route in one window; 0 turns the limit off. */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).default(10),
  /** Attempts per e-mail address and route in one window (on the login gate: per client IP and e-mail); 0 turns the limit off. */
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(0).default(5),
  /**
   * The longest a public answer (the article list, an article) is kept in memory; a staff change
   * through the same server shows at once, one through another server within this time. 0: off.
   */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).default(10),
  /**
   * The supplier every invoice names (the club selling): name, address, company ID (IČO), tax ID
   * (DIČ) and whether it is a VAT payer. VAT rates in percent: tickets (admission to sport and
   * culture, a reduced rate) and everything else; a supplier who is not a VAT payer charges none.
   */
  INVOICE_SUPPLIER_NAME: z.string().min(1).default('Tribuna, z. s.'),
  INVOICE_SUPPLIER_ADDRESS: z.string().min(1).default('Stadionová 1, 110 00 Praha 1'),
  INVOICE_SUPPLIER_ICO: z.string().min(1).default('00000019'),
  INVOICE_SUPPLIER_DIC: z.string().optional(),
  INVOICE_VAT_PAYER: bool.default(false),
  INVOICE_VAT_RATE: z.coerce.number().int().min(0).max(100).default(21),
  INVOICE_TICKET_VAT_RATE: z.coerce.number().int().min(0).max(100).default(12),
  /**
   * Outside services the browsers talk to; the Content-Security-Policy allows only these hosts.
   * GP_WEBPAY_URL: where the payment form posts (default: GP webpay's test gateway, or its
   * production gateway with NODE_ENV=production). The others are off until set.
   */
  GP_WEBPAY_URL: z.url({ protocol: /^https$/ }).optional(),
  SEATSIO_REGION: z.enum(['eu', 'na', 'sa', 'oc']).optional(),
  /**
   * seats.io instead of the native seat engine: the workspace's secret key (the server's holds and
   * bookings) and public key (the browsers' chart), set together. SEATSIO_API_URL replaces the
   * region's API address and SEATSIO_CHART_JS_URL the chart's script (a local stand-in, for tests).
   */
  SEATSIO_SECRET_KEY: z.string().min(1).optional(),
  SEATSIO_PUBLIC_KEY: z.string().min(1).optional(),
  SEATSIO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEATSIO_CHART_JS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * OneSignal push: the app's id turns on the browsers' subscription (after consent); with the app's
   * REST API key the server sends the notifications, otherwise they are kept in the push outbox.
   * ONESIGNAL_API_URL replaces OneSignal's REST API and ONESIGNAL_SDK_URL its web SDK (a local
   * stand-in, for tests: integrations/push/standin.ts).
   */
  ONESIGNAL_APP_ID: z.string().min(1).optional(),
  ONESIGNAL_REST_API_KEY: z.string().min(1).optional(),
  ONESIGNAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ONESIGNAL_SDK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The tag manager's container; it loads in a browser only after the visitor allows analytics. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'a tag manager container id: GTM- followed by capital letters and digits')
    .optional(),
  /** The Sentry DSN the browsers and the server report unexpected errors to; off when unset. */
  ERROR_REPORTING_URL: z.string().refine(isSentryDsn, sentryDsnMessage).optional(),
  /**
   * GP webpay card payments: the form posts to GP_WEBPAY_URL, the web service answers payment states
   * and charges recurring payments. Without the merchant's number and keys, outside production, the
   * built-in simulator at PUBLIC_URL/dev/gpwebpay answers instead; production requires every one.
   */
  GP_WEBPAY_WS_URL: z.url({ protocol: /^https$/ }).optional(),
  GP_WEBPAY_MERCHANT_NUMBER: z
    .string()
    .regex(/^\d{1,10}$/, 'the merchant number GP webpay assigned: up to 10 digits')
    .optional(),
  GP_WEBPAY_PROVIDER: z
    .string()
    .regex(/^\d{4}$/, "the acquirer's four-digit code (e.g. 0100)")
    .optional(),
  /** Path of the merchant's private key (PEM), and its password if it has one. */
  GP_WEBPAY_PRIVATE_KEY: z.string().min(1).optional(),
  GP_WEBPAY_PRIVATE_KEY_PASSWORD: z.string().min(1).optional(),
  /** Path of GP webpay's public key or certificate (PEM), which signs its answers. */
  GP_WEBPAY_PUBLIC_KEY: z.string().min(1).optional(),
  /** How often each server runs the sweepers (expired orders, unanswered payments, renewals); 0: never. Default 60, in tests 0. */
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  /**
   * Uploaded files go to S3-compatible object storage when S3_BUCKET is set, otherwise to
   * DATA_DIR/media. S3_ENDPOINT names a service other than AWS (MinIO, Ceph, R2…); the keys may
   * also come from the SDK's usual sources (instance roles, AWS_* variables).
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** How long a pending order waits for its payment. */
  ORDER_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
  /** How long a seat hold token of the native seat engine lasts (seats.io's default is 15 minutes). */
  HOLD_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * How long the seat engine's sale-day routes trust a buyer's user row (plugins/auth.ts
   * `authenticateBuyer`); the identity token is still verified on every request. 0: read every time.
   */
  BUYER_FRESH_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * The Ed25519 key that signs the tickets' QR codes: a PKCS8 PEM, or the 32-byte seed in base64.
   * Without it, a key made once and kept in DATA_DIR/ticket-signing-key.pem (set it when several
   * servers issue tickets: they must sign with the same key).
   */
  TICKET_SIGNING_KEY: z.string().min(1).optional(),
  /**
   * Tickets in Apple Wallet: the pass type's identifier and the team it belongs to, the pass type's
   * certificate and private key (and the key's passphrase) and Apple's WWDR intermediate certificate,
   * each a PEM text or the path of a PEM file; set together, or none (no Apple Wallet button).
   * WALLET_APPLE_APNS_URL replaces Apple's push service, which tells devices a pass changed (a
   * local stand-in, for tests).
   */
  WALLET_APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[\w.-]+$/, 'a pass type identifier: pass.<reverse domain>')
    .optional(),
  WALLET_APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, "the Apple developer team's ten-character identifier")
    .optional(),
  WALLET_APPLE_CERTIFICATE: z.string().min(1).optional(),
  WALLET_APPLE_KEY: z.string().min(1).optional(),
  WALLET_APPLE_KEY_PASSPHRASE: z.string().min(1).optional(),
  WALLET_APPLE_WWDR_CERTIFICATE: z.string().min(1).optional(),
  WALLET_APPLE_APNS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Tickets in Google Wallet: the issuer id of the Google Pay & Wallet console and the service
   * account that signs the save links and updates the saved tickets (its e-mail and private key, a
   * PEM text or the path of a PEM file); set together, or none (no Google Wallet button).
   * WALLET_GOOGLE_API_URL and WALLET_GOOGLE_TOKEN_URL replace the Wallet REST API and Google's
   * OAuth token endpoint (a local stand-in, for tests).
   */
  WALLET_GOOGLE_ISSUER_ID: z.string().regex(/^\d+$/, "the issuer's numeric id").optional(),
  WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: z.email().optional(),
  WALLET_GOOGLE_PRIVATE_KEY: z.string().min(1).optional(),
  WALLET_GOOGLE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  WALLET_GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Seconds between the heartbeats of the live streams (seat status, waiting room). */
  SEAT_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** Seconds after which a live stream is closed and the browser reconnects (0: never). */
  EVENT_STREAM_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /** Kilobytes a live stream's client may leave unread before the stream is dropped. */
  EVENT_STREAM_MAX_BUFFER_KB: z.coerce.number().int().min(16).max(65_536).default(256),
  /**
   * Seconds a request may take to arrive whole, body included (Node's own default; Fastify's is
   * none): the largest upload, 200 MB of audio, arrives in it at about 6 Mbit/s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Seconds a request's body may stop arriving before it is answered 408 and its socket closed. */
  REQUEST_BODY_IDLE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  database: { kind: 'postgres'; url: string; poolMax?: number } | { kind: 'pglite'; dataDir: string | null };
  dataDir: string;
  /** Where uploaded files' bytes are kept. */
  storage: StorageConfig;
  demoData: boolean;
  maintenanceMode: boolean;
  identity: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    serviceAccount: string | null;
    /**
     * `external`: an emulator somebody else runs at `host`; `embedded`: the app starts one on `port`;
     * `none`: a real Firebase project.
     */
    emulator: { mode: 'external'; host: string } | { mode: 'embedded'; port: number } | { mode: 'none' };
  };
  storefrontDist: string;
  /** The module storefront/src/entry-server.tsx is built to. */
  storefrontRenderer: string;
  backofficeDist: string;
  /** Fastify's `trustProxy`. */
  trustProxy: boolean | string;
  /** Origin of the storefront, without a trailing slash. */
  publicUrl: string;
  /**
   * PUBLIC_URL was not set (never in production): a request's own origin stands in for `publicUrl`
   * in what answers it (see http/publicOrigin.ts).
   */
  publicUrlFromRequest: boolean;
  mail: {
    from: string;
    /** Where the contact page's messages are sent (they are kept for the back office too). */
    contact: string;
    /** `outbox`: each e-mail is written as an .eml file into `dir` instead of being sent. */
    transport: { kind: 'smtp'; url: string } | { kind: 'outbox'; dir: string };
  };
  captcha: { kind: 'recaptcha'; secret: string; siteKey: string; minScore: number } | { kind: 'off' };
  rateLimit: { windowMs: number; perIp: number; perEmail: number };
  publicCacheSeconds: number;
  /**
   * Card payments: GP webpay itself, or (outside production, when no merchant is configured) the
   * built-in simulator, which keeps its payments and its key pairs in `dir`.
   */
  payments:
    | {
        kind: 'gpwebpay';
        gatewayUrl: string;
        wsUrl: string;
        merchantNumber: string;
        provider: string;
        privateKeyFile: string;
        privateKeyPassword: string | null;
        publicKeyFile: string;
      }
    | { kind: 'simulator'; gatewayUrl: string; wsUrl: string; dir: string };
  /** Period of the sweepers in ms (0: they run only when a test drives them). */
  jobIntervalMs: number;
  orderTtlMs: number;
  holdTokenMs: number;
  buyerFreshMs: number;
  /** TICKET_SIGNING_KEY as given (null: the key kept in the data folder). */
  ticketSigningKey: string | null;
  /** Apple Wallet and Google Wallet passes of tickets (null: that wallet is not offered). */
  wallet: WalletConfig;
  /** The live streams' heartbeat, maximum age and unread bytes bound (http/eventStream.ts). */
  eventStreams: { heartbeatMs: number; maxAgeMs: number; maxBufferedBytes: number };
  /** How long a request may take to arrive whole, and its body may pause, in ms. */
  requestTimeouts: { wholeMs: number; bodyIdleMs: number };
  /** The supplier and VAT rates invoices carry. */
  invoicing: InvoicingConfig;
  /** seats.io as the seat engine (null: the native one). */
  seatsio: SeatsioConfig | null;
  /** The tag manager's container id, given to the browsers (null: no tag manager). */
  tagManagerId: string | null;
  /** The Sentry DSN of unexpected errors, the browsers' and the server's (null: not reported). */
  errorReportingDsn: string | null;
  /**
   * Push notifications: the browsers' OneSignal app and SDK (null: no push subscription), and the
   * server's REST API access (null: notifications are kept in the push outbox).
   */
  push: {
    browser: { appId: string; sdkUrl: string } | null;
    sender: OneSignalConfig | null;
  };
  /** Outside services of the browsers, for the Content-Security-Policy. */
  browserServices: {
    paymentGatewayUrl: string;
    seatsioRegion: string | null;
    /** The OneSignal SDK's address when push is on (its hosts, or a stand-in's). */
    oneSignalSdkUrl: string | null;
    tagManager: boolean;
    errorReportingDsn: string | null;
  };
}

export interface InvoicingConfig {
  supplier: { name: string; address: string; ico: string; dic: string | null; vatPayer: boolean };
  /** Percent. */
  vatRate: number;
  ticketVatRate: number;
}

export interface WalletConfig {
  apple: {
    passTypeId: string;
    teamId: string;
    /** Each a PEM text or the path of a PEM file. */
    certificate: string;
    key: string;
    keyPassphrase: string | null;
    wwdrCertificate: string;
    /** The name a pass shows as its issuer (the supplier invoices name). */
    organizationName: string;
    /** Apple's push service for Wallet passes (HTTP/2). */
    apnsUrl: string;
  } | null;
  google: {
    issuerId: string;
    serviceAccountEmail: string;
    /** A PEM text or the path of a PEM file. */
    privateKey: string;
    issuerName: string;
    apiUrl: string;
    tokenUrl: string;
  } | null;
}

const walletAppleVariables = [
  'WALLET_APPLE_PASS_TYPE_ID',
  'WALLET_APPLE_TEAM_ID',
  'WALLET_APPLE_CERTIFICATE',
  'WALLET_APPLE_KEY',
  'WALLET_APPLE_WWDR_CERTIFICATE',
] as const;

const walletGoogleVariables = [
  'WALLET_GOOGLE_ISSUER_ID',
  'WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL',
  'WALLET_GOOGLE_PRIVATE_KEY',
] as const;

/** A wallet's settings, all of them or none: half of them would offer a pass that cannot be signed. */
function allOrNone<Name extends keyof Env>(env: Env, names: readonly Name[]): boolean {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    throw new ConfigError(`Invalid configuration:\n  ${names.join(', ')} must be set together (or none)`);
  }
  return set.length === names.length;
}

export interface SeatsioConfig {
  secretKey: string;
  publicKey: string;
  region: 'eu' | 'na' | 'sa' | 'oc';
  /** The REST API's base URL (the region's, or SEATSIO_API_URL). */
  apiUrl: string;
  /** The chart's script; `{region}` is replaced by the region, as @seatsio/seatsio-react does. */
  chartJsUrl: string;
}

/** Everything a real GP webpay merchant needs; production refuses to start without any of them. */
const gpWebpayVariables = [
  'GP_WEBPAY_URL',
  'GP_WEBPAY_WS_URL',
  'GP_WEBPAY_MERCHANT_NUMBER',
  'GP_WEBPAY_PROVIDER',
  'GP_WEBPAY_PRIVATE_KEY',
  'GP_WEBPAY_PRIVATE_KEY_PASSWORD',
  'GP_WEBPAY_PUBLIC_KEY',
] as const;

/** Who the merchant is: set together, or none for the simulator (the addresses default to the test gateway). */
const gpWebpayMerchantVariables = [
  'GP_WEBPAY_MERCHANT_NUMBER',
  'GP_WEBPAY_PROVIDER',
  'GP_WEBPAY_PRIVATE_KEY',
  'GP_WEBPAY_PUBLIC_KEY',
] as const;

function trustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value fails with a message naming each variable and its problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.RECAPTCHA_SECRET) !== Boolean(env.RECAPTCHA_SITE_KEY)) {
    // One without the other either ignores the browsers' tokens or refuses every sign-up.
    throw new ConfigError(
      'Invalid configuration:\n  RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together (or neither)',
    );
  }
  const production = env.NODE_ENV === 'production';
  if (production) {
    // A known administrator password or an emulator (which accepts unsigned tokens) would hand the
    // deployment to anybody.
    const problems: string[] = [];
    if (env.DEMO_DATA)
      problems.push(
        'DEMO_DATA must be off: the demo data holds an administrator with a published password (create the first administrator with `npm run create-admin -- --email ...`)',
      );
    if (!env.FIREBASE_SERVICE_ACCOUNT)
      problems.push(
        "FIREBASE_SERVICE_ACCOUNT is required: the JSON key of the Firebase project's service account",
      );
    if (!env.PUBLIC_URL)
      problems.push(
        'PUBLIC_URL is required: the https origin the storefront is reached at (links in e-mails, payment return addresses)',
      );
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      problems.push(
        'FIREBASE_AUTH_EMULATOR_HOST must not be set: the emulator accepts unsigned identity tokens',
      );
    const missingPayments = gpWebpayVariables.filter((name) => !env[name]);
    if (missingPayments.length > 0)
      problems.push(
        `${missingPayments.join(', ')} ${missingPayments.length === 1 ? 'is' : 'are'} required: the GP webpay gateway's addresses, the merchant's number, its acquirer's code and the key files (the payment simulator is not served in production)`,
      );
    if (problems.length > 0) {
      throw new ConfigError(
        `Invalid configuration for NODE_ENV=production:\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
    }
  }
  const merchantSet = gpWebpayMerchantVariables.filter((name) => env[name]);
  if (merchantSet.length > 0 && merchantSet.length < gpWebpayMerchantVariables.length) {
    // Half a merchant would sign with one key and verify with none, or the other way round.
    throw new ConfigError(
      `Invalid configuration:\n  ${gpWebpayMerchantVariables.join(', ')} must be set together (or none, for the payment simulator)`,
    );
  }
  if (Boolean(env.SEATSIO_SECRET_KEY) !== Boolean(env.SEATSIO_PUBLIC_KEY)) {
    // The chart would show a workspace the server cannot hold seats in, or the other way round.
    throw new ConfigError(
      'Invalid configuration:\n  SEATSIO_SECRET_KEY and SEATSIO_PUBLIC_KEY must be set together (or neither)',
    );
  }
  const seatsioRegion = env.SEATSIO_REGION ?? 'eu';
  const seatsio: SeatsioConfig | null =
    env.SEATSIO_SECRET_KEY && env.SEATSIO_PUBLIC_KEY
      ? {
          secretKey: env.SEATSIO_SECRET_KEY,
          publicKey: env.SEATSIO_PUBLIC_KEY,
          region: seatsioRegion,
          apiUrl: (env.SEATSIO_API_URL ?? `https://api-${seatsioRegion}.seatsio.net`).replace(/\/+$/, ''),
          chartJsUrl: env.SEATSIO_CHART_JS_URL ?? 'https://cdn-{region}.seatsio.net/chart.js',
        }
      : null;
  if (env.ONESIGNAL_REST_API_KEY && !env.ONESIGNAL_APP_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  ONESIGNAL_REST_API_KEY needs ONESIGNAL_APP_ID (the app it sends for)',
    );
  }
  const pushBrowser = env.ONESIGNAL_APP_ID
    ? { appId: env.ONESIGNAL_APP_ID, sdkUrl: env.ONESIGNAL_SDK_URL ?? ONESIGNAL_SDK_URL }
    : null;
  const appleWallet = allOrNone(env, walletAppleVariables);
  const googleWallet = allOrNone(env, walletGoogleVariables);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const gatewayUrl =
    env.GP_WEBPAY_URL ??
    (production
      ? 'https://3dsecure.gpwebpay.com/pgw/order.do'
      : 'https://test.3dsecure.gpwebpay.com/pgw/order.do');
  const emulator: Config['identity']['emulator'] = env.FIREBASE_AUTH_EMULATOR_HOST
    ? { mode: 'external', host: env.FIREBASE_AUTH_EMULATOR_HOST }
    : env.FIREBASE_SERVICE_ACCOUNT
      ? { mode: 'none' }
      : { mode: 'embedded', port: env.FIREBASE_AUTH_EMULATOR_PORT };
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
    dataDir: env.DATA_DIR,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'disk', dir: path.join(env.DATA_DIR, 'media', 'files') },
    demoData: env.DEMO_DATA ?? !production,
    maintenanceMode: env.MAINTENANCE_MODE,
    identity: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      serviceAccount: env.FIREBASE_SERVICE_ACCOUNT ?? null,
      emulator,
    },
    storefrontDist: env.STOREFRONT_DIST,
    storefrontRenderer: env.STOREFRONT_RENDERER,
    backofficeDist: env.BACKOFFICE_DIST,
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl,
    publicUrlFromRequest: !env.PUBLIC_URL,
    mail: {
      from: env.MAIL_FROM,
      contact: env.CONTACT_EMAIL,
      transport: env.SMTP_URL
        ? { kind: 'smtp', url: env.SMTP_URL }
        : { kind: 'outbox', dir: path.join(env.DATA_DIR, 'outbox') },
    },
    captcha:
      env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY
        ? {
            kind: 'recaptcha',
            secret: env.RECAPTCHA_SECRET,
            siteKey: env.RECAPTCHA_SITE_KEY,
            minScore: env.RECAPTCHA_MIN_SCORE,
          }
        : { kind: 'off' },
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      perIp: env.RATE_LIMIT_PER_IP,
      perEmail: env.RATE_LIMIT_PER_EMAIL,
    },
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    payments:
      env.GP_WEBPAY_MERCHANT_NUMBER &&
      env.GP_WEBPAY_PROVIDER &&
      env.GP_WEBPAY_PRIVATE_KEY &&
      env.GP_WEBPAY_PUBLIC_KEY
        ? {
            kind: 'gpwebpay',
            gatewayUrl,
            wsUrl:
              env.GP_WEBPAY_WS_URL ??
              // Test and production web-service end points, as GP webpay's clients configure them.
              'https://test.3dsecure.gpwebpay.com/pay-ws/v1/PaymentService',
            merchantNumber: env.GP_WEBPAY_MERCHANT_NUMBER,
            provider: env.GP_WEBPAY_PROVIDER,
            privateKeyFile: env.GP_WEBPAY_PRIVATE_KEY,
            privateKeyPassword: env.GP_WEBPAY_PRIVATE_KEY_PASSWORD ?? null,
            publicKeyFile: env.GP_WEBPAY_PUBLIC_KEY,
          }
        : {
            // A path: the payment form posts to the origin the buyer is on (the return address's),
            // so the Content-Security-Policy's form-action 'self' lets it post there whatever
            // address the site was opened at.
            kind: 'simulator',
            gatewayUrl: SIMULATOR_FORM_PATH,
            wsUrl: `${publicUrl}/dev/gpwebpay/ws`,
            dir: path.join(env.DATA_DIR, 'gpwebpay'),
          },
    jobIntervalMs: (env.JOB_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    orderTtlMs: env.ORDER_TTL_MINUTES * 60_000,
    holdTokenMs: env.HOLD_TOKEN_MINUTES * 60_000,
    buyerFreshMs: env.BUYER_FRESH_SECONDS * 1000,
    ticketSigningKey: env.TICKET_SIGNING_KEY ?? null,
    wallet: {
      apple:
        appleWallet &&
        env.WALLET_APPLE_PASS_TYPE_ID &&
        env.WALLET_APPLE_TEAM_ID &&
        env.WALLET_APPLE_CERTIFICATE &&
        env.WALLET_APPLE_KEY &&
        env.WALLET_APPLE_WWDR_CERTIFICATE
          ? {
              passTypeId: env.WALLET_APPLE_PASS_TYPE_ID,
              teamId: env.WALLET_APPLE_TEAM_ID,
              certificate: env.WALLET_APPLE_CERTIFICATE,
              key: env.WALLET_APPLE_KEY,
              keyPassphrase: env.WALLET_APPLE_KEY_PASSPHRASE ?? null,
              wwdrCertificate: env.WALLET_APPLE_WWDR_CERTIFICATE,
              organizationName: env.INVOICE_SUPPLIER_NAME,
              apnsUrl: (env.WALLET_APPLE_APNS_URL ?? 'https://api.push.apple.com').replace(/\/+$/, ''),
            }
          : null,
      google:
        googleWallet &&
        env.WALLET_GOOGLE_ISSUER_ID &&
        env.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL &&
        env.WALLET_GOOGLE_PRIVATE_KEY
          ? {
              issuerId: env.WALLET_GOOGLE_ISSUER_ID,
              serviceAccountEmail: env.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL,
              privateKey: env.WALLET_GOOGLE_PRIVATE_KEY,
              issuerName: env.INVOICE_SUPPLIER_NAME,
              apiUrl: (
                env.WALLET_GOOGLE_API_URL ?? 'https://walletobjects.googleapis.com/walletobjects/v1'
              ).replace(/\/+$/, ''),
              tokenUrl: env.WALLET_GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            }
          : null,
    },
    eventStreams: {
      heartbeatMs: env.SEAT_STREAM_HEARTBEAT_SECONDS * 1000,
      maxAgeMs: env.EVENT_STREAM_MAX_AGE_SECONDS * 1000,
      maxBufferedBytes: env.EVENT_STREAM_MAX_BUFFER_KB * 1024,
    },
    requestTimeouts: {
      wholeMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      bodyIdleMs: env.REQUEST_BODY_IDLE_SECONDS * 1000,
    },
    invoicing: {
      supplier: {
        name: env.INVOICE_SUPPLIER_NAME,
        address: env.INVOICE_SUPPLIER_ADDRESS,
        ico: env.INVOICE_SUPPLIER_ICO,
        dic: env.INVOICE_SUPPLIER_DIC ?? null,
        vatPayer: env.INVOICE_VAT_PAYER,
      },
      vatRate: env.INVOICE_VAT_RATE,
      ticketVatRate: env.INVOICE_TICKET_VAT_RATE,
    },
    seatsio,
    push: {
      browser: pushBrowser,
      sender:
        env.ONESIGNAL_APP_ID && env.ONESIGNAL_REST_API_KEY
          ? {
              appId: env.ONESIGNAL_APP_ID,
              restApiKey: env.ONESIGNAL_REST_API_KEY,
              apiUrl: (env.ONESIGNAL_API_URL ?? 'https://api.onesignal.com').replace(/\/+$/, ''),
            }
          : null,
    },
    tagManagerId: env.GTM_ID ?? null,
    errorReportingDsn: env.ERROR_REPORTING_URL ?? null,
    browserServices: {
      paymentGatewayUrl: gatewayUrl,
      seatsioRegion: env.SEATSIO_REGION ?? (seatsio ? seatsioRegion : null),
      oneSignalSdkUrl: pushBrowser?.sdkUrl ?? null,
      tagManager: Boolean(env.GTM_ID),
      errorReportingDsn: env.ERROR_REPORTING_URL ?? null,
    },
  };
}
