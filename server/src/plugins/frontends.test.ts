import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/harness';

/** A front-end build as scripts/frontends.ts leaves it: hashed assets with brotli and gzip copies. */
function writeBuild(dir: string, name: string) {
  const files = {
    'index.html': `<!doctype html><title>${name}</title>${'<meta name="x" content="padding">'.repeat(60)}`,
    'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify(name)});\n`.repeat(200),
  };
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    writeFileSync(`${full}.br`, brotliCompressSync(content));
    writeFileSync(`${full}.gz`, gzipSync(content));
  }
  return files;
}

let ctx: TestContext;
let app: FastifyInstance;
let storefront: ReturnType<typeof writeBuild>;
let tmp: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tribuna-frontends-'));
  storefront = writeBuild(path.join(tmp, 'storefront'), 'storefront');
  writeBuild(path.join(tmp, 'backoffice'), 'backoffice');
  app = await buildApp({
    config: {
      ...ctx.config,
      storefrontDist: path.join(tmp, 'storefront'),
      // The app shell as it is (the pages rendered on the server: pageRenderer.test.ts).
      storefrontRenderer: path.join(tmp, 'no-renderer.js'),
      backofficeDist: path.join(tmp, 'backoffice'),
    },
    database: ctx.database,
    identity: ctx.identity,
    emulatorHost: ctx.emulatorHost,
    mailer: { send: async () => undefined, close: async () => undefined },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const uuid = '7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e';

describe('storefront pages', () => {
  it('answers 200 with the app for pages that exist, in Czech and in Slovak', async () => {
    for (const page of [
      '/',
      '/sk',
      '/clanky',
      '/sk/clanky',
      '/prihlaseni',
      '/sk/prihlasenie',
      '/clenstvi',
      '/sk/clenstvo',
      '/akce-a-vstupenky',
      '/sk/podujatia-a-vstupenky',
      '/o-nas',
      '/sk/kontakt',
      '/faq',
      '/faq/Accordion',
      '/pro-media',
      '/sk/pre-media',
    ]) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toBe(storefront['index.html']);
    }
  });

  it('answers 404 for a path that is no route, a detail whose id is no uuid, or the uuid of no item', async () => {
    // The app all the same: the browser shows its not-found screen.
    for (const page of [`/clanky/${uuid}`, `/akce-a-vstupenky/${uuid}`]) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(404);
      expect(res.body, page).toBe(storefront['index.html']);
    }
    expect((await get('/tohle-neexistuje')).statusCode).toBe(404);
    expect((await get('/sk/prihlaseni')).statusCode).toBe(404);
    // A Czech segment under the Slovak prefix is no page either.
    expect((await get('/sk/pro-media')).statusCode).toBe(404);
    expect((await get('/clanky/nie-je-uuid')).statusCode).toBe(404);
  });

  it('serves the gift-voucher order at its Slovak path, and moves its former Czech path under /sk there', async () => {
    const current = await get(`/sk/clenstvo/objednavka-vouchera/${uuid}`);
    expect(current.statusCode).toBe(200);
    expect(current.body).toBe(storefront['index.html']);
    const former = await get(`/sk/clenstvi/objednavka-voucheru/${uuid}?ref=mail`);
    expect([former.statusCode, former.headers.location]).toEqual([
      301,
      `/sk/clenstvo/objednavka-vouchera/${uuid}?ref=mail`,
    ]);
    expect((await get(`/clenstvi/objednavka-voucheru/${uuid}`)).statusCode).toBe(200);
  });

  it('serves the back office for its paths and keeps unknown API paths JSON', async () => {
    expect((await get('/admin/articles')).body).toContain('<title>backoffice</title>');
    // Its root and the Slovak one land inside the back office worker's scope, `/admin/`.
    const root = await get('/admin?lang=sk');
    expect([root.statusCode, root.headers.location]).toEqual([302, '/admin/?lang=sk']);
    const slovak = await get('/sk/admin');
    expect([slovak.statusCode, slovak.headers.location]).toEqual([302, '/admin/?lang=sk']);
    expect((await get('/sk/admin/clanok/vytvorit')).headers.location).toBe('/admin/clanok/vytvorit?lang=sk');
    const api = await get('/api/v1/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ name: 'notFound' });
  });
});

describe('front-end files', () => {
  const asset = '/assets/index-Ab12Cd34.js';

  it('sends the brotli copy to a browser that accepts brotli, cached for good', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(storefront['assets/index-Ab12Cd34.js']);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(storefront['assets/index-Ab12Cd34.js']);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await get(asset);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(storefront['assets/index-Ab12Cd34.js']);
  });

  it('sends the pages compressed too, revalidated on every visit', async () => {
    for (const url of ['/', '/clanky', '/admin/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toMatch(/^<!doctype html>/);
    }
    const missing = await get('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString()).toBe(storefront['index.html']);
  });
});

describe('API answers', () => {
  it('compresses a large answer for a client that accepts it, and leaves small ones as they are', async () => {
    const { token } = await ctx.signInAs(['super_admin']);
    const body = `<p>${'Dlouhý text o zápase a o sezóně. '.repeat(200)}</p>`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/articles',
      headers: { 'id-token': token },
      payload: {
        title: { cs: 'Dlouhý článek' },
        perex: { cs: 'Perex' },
        body: { cs: body },
        publishedAt: '2026-01-10T10:00:00.000Z',
      },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/v1/articles/${created.json().uuid}`;

    const compressed = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(body.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString()).body).toBe(body);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).body).toBe(body);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().body).toBe(body);

    const small = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });
});

describe('demo media', () => {
  it('are cached for a day with validators, and a revalidation answers 304', async () => {
    for (const url of ['/media/demo/article-1.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
      expect(res.headers.etag, url).toBeTruthy();
      expect(res.headers['last-modified'], url).toBeTruthy();

      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);

      const since = await get(url, { 'if-modified-since': String(res.headers['last-modified']) });
      expect(since.statusCode, url).toBe(304);
    }
  });
});
