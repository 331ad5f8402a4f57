import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { loadConfig } from '../config';
import { registerSecurityHeaders } from './securityHeaders';

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-headers-'));
  for (const app of ['storefront', 'backoffice']) {
    mkdirSync(path.join(dir, app));
    writeFileSync(path.join(dir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  ctx = await createTestContext(
    {
      STOREFRONT_DIST: path.join(dir, 'storefront'),
      BACKOFFICE_DIST: path.join(dir, 'backoffice'),
      DATA_DIR: path.join(dir, 'data'),
    },
    { serveFrontends: true },
  );
  token = (await ctx.signInAs(['user'])).token;
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('give a storefront page a policy without inline scripts that lets the identity provider in', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        `http://localhost:${ctx.emulatorHost.split(':')[1]}`,
      ]),
    );
    expect(policy['form-action']).toEqual(["'self'", 'https://test.3dsecure.gpwebpay.com']);
    // Services that are not configured get no host.
    expect(res.headers['content-security-policy']).not.toMatch(
      /recaptcha|seatsio|onesignal|googletagmanager|sentry/,
    );
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbid framing the back office', async () => {
    for (const url of ['/admin/', '/admin/articles']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(csp(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('give a page helmet’s full set of headers', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('give JSON answers, errors too, a policy that allows nothing and no page headers', async () => {
    for (const url of ['/api/v1/articles', '/api/v1/health', '/api/v1/nothing-here']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options']) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
  });

  it('send no policy with a 304, so a revalidated answer keeps the one it was stored with', async () => {
    const first = await ctx.app.inject({ url: '/api/v1/articles' });
    const again = await ctx.app.inject({
      url: '/api/v1/articles',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keep answers with a person’s data out of every cache, and public answers cacheable', async () => {
    const mine = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');

    const publicList = await ctx.app.inject({ url: '/api/v1/articles' });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.headers['cache-control'] ?? '').not.toContain('no-store');
    expect(publicList.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never echo a forged Host into the policy', async () => {
    const res = await ctx.app.inject({
      url: '/',
      headers: { host: "evil.example; script-src 'unsafe-inline'" },
    });
    expect(res.headers['content-security-policy']).not.toContain('evil.example');
    expect(csp(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

describe('security headers in production with every outside service configured', () => {
  it('add HSTS and allow exactly the configured hosts', async () => {
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SITE_KEY: 'site',
        GP_WEBPAY_URL: 'https://3dsecure.gpwebpay.com/pgw/order.do',
        SEATSIO_REGION: 'eu',
        ONESIGNAL_APP_ID: 'app',
        GTM_ID: 'GTM-ABC123',
        ERROR_REPORTING_URL: 'https://abc123@o1.ingest.sentry.io/4501',
      }),
      production: true,
    };
    const app = Fastify();
    registerSecurityHeaders(app, config, null);
    app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>ok</title>'));
    app.get('/data', async () => ({ ok: true }));
    app.get('/framed', async (_request, reply) =>
      reply.header('x-frame-options', 'DENY').type('text/html').send('<!doctype html><title>ok</title>'),
    );
    const res = await app.inject({ url: '/' });
    const json = await app.inject({ url: '/data' });
    const framed = await app.inject({ url: '/framed' });
    await app.close();
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(json.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A route's own header of the same name wins.
    expect(framed.headers['x-frame-options']).toBe('DENY');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://cdn-eu.seatsio.net',
      'https://cdn.onesignal.com',
      'https://www.googletagmanager.com',
    ]);
    expect(policy['connect-src']).toContain('https://o1.ingest.sentry.io');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    // The DSN's public key is no part of the allowed origin.
    expect(res.headers['content-security-policy']).not.toContain('abc123');
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['connect-src']).not.toContain("'unsafe-inline'");
    expect(policy['form-action']).toEqual(["'self'", 'https://3dsecure.gpwebpay.com']);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('security headers with a stand-in OneSignal SDK', () => {
  it('allow the SDK’s origin for its script and its calls', async () => {
    const app = Fastify();
    registerSecurityHeaders(
      app,
      loadConfig({
        NODE_ENV: 'test',
        ONESIGNAL_APP_ID: 'app',
        ONESIGNAL_SDK_URL: 'http://127.0.0.1:4567/sdk.js',
      }),
      null,
    );
    app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>ok</title>'));
    const policy = csp((await app.inject({ url: '/' })).headers['content-security-policy']);
    await app.close();
    expect(policy['script-src']).toContain('http://127.0.0.1:4567');
    expect(policy['connect-src']).toContain('http://127.0.0.1:4567');
    expect(policy['style-src']).toContain('https://onesignal.com');
  });
});
