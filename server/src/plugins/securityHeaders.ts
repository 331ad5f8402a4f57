import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type Directive = string | ((req: IncomingMessage) => string);

const isBackOffice = (req: IncomingMessage) => /^\/admin(?:[/?#]|$)/.test(req.url ?? '');

/** The host a browser reached us by, if it is a plain host name or address (never echo anything else). */
function requestHost(req: IncomingMessage): string | null {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i.test(host) ? host : null;
}

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy, built from the configuration: each outside service the browsers use
 * is allowed only when it is configured, and only on the hosts it needs.
 *
 * - Scripts: our own bundles only, never 'unsafe-inline' (the built index.html files load one module
 *   script each and have no inline script), plus the loaders of configured services.
 * - Styles: 'unsafe-inline'. MUI styles through emotion, which inserts <style> elements at run time,
 *   and the rich-text editor writes style attributes; nonces would need index.html templated per
 *   request and still not cover style attributes. Inline styles cannot run code, and where they
 *   could send data (url()) is bounded by img-src and font-src.
 * - Images: any https host, because articles may show an image from an https address (the API
 *   refuses anything else, see `fileUrl`).
 * - The identity emulator (development): the browsers reach it on the host they reached us by.
 */
export function contentSecurityDirectives(
  config: Config,
  emulatorPort: number | null,
): Record<string, Directive[]> {
  const services = config.browserServices;
  const script: Directive[] = ["'self'"];
  const style: Directive[] = ["'self'", "'unsafe-inline'"];
  const connect: Directive[] = [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
  ];
  // Video archives play videos in the video site's privacy-enhanced player (after a click).
  const frame: Directive[] = [`https://${config.identity.authDomain}`, 'https://www.youtube-nocookie.com'];
  if (emulatorPort !== null) {
    connect.push((req) => {
      const host = requestHost(req);
      return host ? `http://${host}:${emulatorPort}` : "'self'";
    });
  }
  if (config.captcha.kind === 'recaptcha') {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (services.seatsioRegion) {
    const region = services.seatsioRegion;
    script.push(`https://cdn-${region}.seatsio.net`);
    frame.push(`https://cdn-${region}.seatsio.net`);
    connect.push(`https://api-${region}.seatsio.net`, `https://cdn-${region}.seatsio.net`);
  }
  if (config.seatsio) {
    // A chart script or API other than seats.io's own (a stand-in) is allowed by its origin.
    const chart = origin(config.seatsio.chartJsUrl.replace('{region}', config.seatsio.region));
    const api = origin(config.seatsio.apiUrl);
    if (!script.includes(chart)) {
      script.push(chart);
      frame.push(chart);
      connect.push(chart);
    }
    if (!connect.includes(api)) connect.push(api);
  }
  if (services.oneSignalSdkUrl) {
    // OneSignal's SDK comes from its CDN and talks to its API; a stand-in SDK is allowed by its origin.
    const sdk = origin(services.oneSignalSdkUrl);
    script.push('https://cdn.onesignal.com');
    connect.push('https://onesignal.com', 'https://api.onesignal.com');
    style.push('https://onesignal.com');
    if (!script.includes(sdk)) script.push(sdk);
    if (!connect.includes(sdk)) connect.push(sdk);
  }
  if (services.tagManager) {
    // The container and the analytics tags it loads (gtag.js) come from its host; they report to
    // the hosts Google's Content-Security-Policy guide names. The storefront loads the container
    // from its bundle, so no inline script is needed (a container's custom HTML tags would be).
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
  }
  // The SDKs post their envelopes to the DSN's host (the key in the DSN is not part of an origin).
  if (services.errorReportingDsn) connect.push(origin(services.errorReportingDsn));
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': script,
    'style-src': style,
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': frame,
    // The gate's QR scanner decodes in a worker it starts from a blob (back office only); so does
    // the error reporter's session replay, which compresses its recordings in one (when configured).
    'worker-src': [(req) => (isBackOffice(req) || services.errorReportingDsn ? "'self' blob:" : "'self'")],
    'manifest-src': ["'self'"],
    // The payment form posts to the gateway (or to the built-in simulator on our own origin).
    'form-action': ["'self'", origin(services.paymentGatewayUrl)],
    // Nobody frames the back office; the storefront only by itself.
    'frame-ancestors': [(req) => (isBackOffice(req) ? "'none'" : "'self'")],
    ...(config.production && { 'upgrade-insecure-requests': [] }),
  };
}

type Headers = Readonly<Record<string, string>>;

/** Whether a Content-Type names JSON (`application/json`, `application/problem+json`, …). */
const isJson = (type: string) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * Security headers, built once at start-up and chosen per answer by its Content-Type (when the
 * answer is sent, so a route's own headers of the same name are kept):
 *
 * - every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy`, `Cross-Origin-Resource-Policy`
 *   and, in production, HSTS;
 * - documents, i.e. any answer with a body that is not JSON (HTML, but also SVG images and scripts,
 *   which may run as workers): helmet's full set with the Content-Security-Policy above, whose
 *   per-request parts (frame-ancestors of the back office, the emulator's host) helmet fills in;
 * - JSON answers: a policy that allows nothing (`default-src 'none'; frame-ancestors 'none'`): a
 *   browser never renders them as a page, so the document policy would only cost its bytes;
 * - answers without a body (304, 204): nothing more, so a revalidated page keeps the policy it was
 *   stored with.
 *
 * API answers made for a signed-in caller also get `Cache-Control: no-store`: they carry that
 * person's data and must not stay in a shared cache or the browser's history.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, emulatorPort: number | null) {
  const everyAnswer: Headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    // HTTPS is the deployment's business; on a developer's http://localhost HSTS would only get stuck.
    ...(config.production && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
  const jsonAnswer: Headers = {
    ...everyAnswer,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  const document: Headers = {
    ...everyAnswer,
    // Sign-in with a provider's pop-up needs to talk back to this window.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  // helmet's policy builder, through @fastify/helmet: it checks the directives once, here.
  const documentPolicy = fastifyHelmet.contentSecurityPolicy({
    useDefaults: false,
    directives: contentSecurityDirectives(config, emulatorPort),
  });
  // helmet reports a directive function's bad value through its callback; the hook fails with it.
  const failed = (error?: Error) => {
    if (error) throw error;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers =
      typeof type !== 'string' || payload == null || reply.statusCode === 304 || reply.statusCode === 204
        ? everyAnswer
        : isJson(type)
          ? jsonAnswer
          : document;
    for (const name in headers) {
      if (reply.getHeader(name) === undefined) reply.header(name, headers[name]);
    }
    if (headers === document && reply.getHeader('content-security-policy') === undefined) {
      documentPolicy(request.raw, reply.raw, failed);
    }
    if (request.headers['id-token'] !== undefined && request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
