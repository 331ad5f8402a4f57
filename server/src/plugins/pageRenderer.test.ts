import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cs } from '@tribuna/common/i18n/cs';
import { sk } from '@tribuna/common/i18n/sk';
import { SSR_STATE_ELEMENT_ID } from '@tribuna/common/ssr';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The storefront's renderer from its sources (the build of the same file is what production loads). */
const rendererSource = path.join(repo, 'storefront/src/entry-server.tsx');
/** The page template as the storefront's build writes it, minus the hashed script names. */
const template = readFileSync(path.join(repo, 'storefront/index.html'), 'utf8');

let ctx: TestContext;
let tmp: string;
const apps: FastifyInstance[] = [];

/** The product serving a storefront build whose renderer is `renderer`. */
async function appWith(renderer: string, overrides: Partial<TestContext['config']> = {}) {
  const dist = mkdtempSync(path.join(tmp, 'storefront-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  const app = await buildApp({
    config: {
      ...ctx.config,
      storefrontDist: dist,
      storefrontRenderer: renderer,
      backofficeDist: path.join(tmp, 'no-backoffice'),
      ...overrides,
    },
    database: ctx.database,
    identity: ctx.identity,
    emulatorHost: ctx.emulatorHost,
    mailer: { send: async () => undefined, close: async () => undefined },
  });
  apps.push(app);
  return app;
}

let app: FastifyInstance;
let admin: string;

async function createArticle(target: FastifyInstance, body: Record<string, unknown>) {
  const res = await target.inject({
    method: 'POST',
    url: '/api/v1/admin/articles',
    headers: { 'id-token': admin },
    payload: {
      perex: { cs: 'Krátce o zápase', sk: 'Stručne o zápase' },
      body: { cs: '<p>Celý <strong>text</strong> článku</p>', sk: '<p>Celý text článku po slovensky</p>' },
      publishedAt: '2026-01-01T23:30:00.000Z',
      ...body,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

let article: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tribuna-pages-'));
  mkdirSync(path.join(tmp, 'media'), { recursive: true });
  admin = (await ctx.signInAs(['super_admin'])).token;
  app = await appWith(rendererSource);
  article = await createArticle(app, {
    title: { cs: 'Derby <je> naše', sk: 'Derby je naše po slovensky' },
  });
}, 120_000);
afterAll(async () => {
  for (const each of apps) await each.close();
  await ctx?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, target = app) => target.inject({ method: 'GET', url });

/** The data the page carries for the browser's first render. */
function stateOf(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  expect(match, 'the page carries its data').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

describe('public pages rendered on the server', () => {
  it('sends the home page with its heading, the newest articles, title, description and data', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="cs"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${cs.home.title}</h1>`));
    expect(html).toContain('Derby &lt;je&gt; naše');
    expect(html).toContain(`<title>${cs.pageMeta.home.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${cs.pageMeta.home.description}" />`);
    // The shell's stylesheet draws it (linked by the built index.html): no MUI styles come with it.
    expect(html).not.toContain('data-emotion');
    // A screen drawn with MUI brings its styles in the head, in the form the browser's style cache adopts.
    const events = await get('/akce-a-vstupenky');
    expect(events.statusCode).toBe(200);
    expect(events.body).toMatch(/<style data-emotion="tb [^"]+" data-s="">[^<]+<\/style><\/head>/);
    const keys = stateOf(html).queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['public-config', 'articles']));
    // The configuration comes with the page: no request for it.
    expect(html).not.toContain('/api/v1/public-config');
  });

  it('sends an article with its text, its title and perex for title and description', async () => {
    const res = await get(`/clanky/${article}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Derby &lt;je&gt; naše<\/h1>/);
    expect(res.body).toContain('<p>Celý <strong>text</strong> článku</p>');
    expect(res.body).toContain('<title>Derby &lt;je&gt; naše · Tribuna</title>');
    expect(res.body).toContain('<meta name="description" content="Krátce o zápase" />');
    expect(res.body).toContain('02.01.2026'); // published 23:30 UTC on New Year's Day, in Prague the 2nd
    const data = stateOf(res.body).queries.find((q) => q.queryKey[1] === 'detail')?.state.data;
    expect(data).toMatchObject({ uuid: article, title: 'Derby <je> naše', language: 'cs' });
    // The markup cannot end the data element early.
    expect(res.body).not.toContain('"Derby <je>');
  });

  it('sends the Slovak pages in Slovak', async () => {
    const home = await get('/sk');
    expect(home.body).toContain('<html lang="sk"');
    expect(home.body).toMatch(new RegExp(`<h1[^>]*>${sk.home.title}</h1>`));
    expect(home.body).toContain(`<title>${sk.pageMeta.home.title}</title>`);
    const detail = await get(`/sk/clanky/${article}`);
    expect(detail.body).toContain('<html lang="sk"');
    expect(detail.body).toMatch(/<h1[^>]*>Derby je naše po slovensky<\/h1>/);
    expect(detail.body).toContain('<p>Celý text článku po slovensky</p>');
    const list = await get('/sk/clanky');
    expect(list.body).toMatch(new RegExp(`<h1[^>]*>${sk.articles.title}</h1>`));
    expect(list.body).toContain('Derby je naše po slovensky');
  });

  it('sends the pages compressed, from memory too', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ method: 'GET', url: '/sk/clanky', headers });
    const second = await app.inject({ method: 'GET', url: '/sk/clanky', headers });
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<html lang="sk"');
    }
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keeps the security headers: no inline script allowed', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    // Its only scripts: the app's module and the data, which is not run.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) expect(attributes).toMatch(/type="(module|application\/json)"/);
  });

  it('keeps the statuses: 404 with the plain app for unknown paths and malformed details', async () => {
    for (const url of ['/tohle-neexistuje', '/sk/pro-media', '/clanky/nie-je-uuid']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(template);
    }
  });

  it('answers 404 with the plain app for the detail of an item that does not exist, in both languages', async () => {
    const nothing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/clanky/${nothing}`,
      `/sk/clanky/${nothing}`,
      `/galerie/${nothing}`,
      `/videa/${nothing}`,
      `/sk/video/${nothing}`,
      `/audio/${nothing}`,
      `/benefity/${nothing}`,
      `/akce-a-vstupenky/${nothing}`,
      `/sk/podujatia-a-vstupenky/${nothing}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // The browser shows its not-found screen.
      expect(res.body, url).toBe(template);
    }
    expect((await get(`/clanky/${article}`)).statusCode).toBe(200);
  });

  it("sends a members-only article without its text: the browser asks with the reader's token", async () => {
    const features = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/features',
      headers: { 'id-token': admin },
      payload: { name: { cs: 'Obsah pro členy' }, type: 'display' },
    });
    const locked = await createArticle(app, {
      title: { cs: 'Jen pro členy' },
      body: { cs: '<p>Tajný text</p>' },
      requiredFeatureUuids: [features.json().uuid],
    });
    const res = await get(`/clanky/${locked}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Tajný text');
    expect(stateOf(res.body).queries.find((q) => q.queryKey[1] === 'detail')).toBeUndefined();
  });

  it('sends a full list of long articles in place, with no script to put parts back', async () => {
    const perex = 'Dlouhý úvod k článku, který se v seznamu ukáže celý. '.repeat(36);
    for (let i = 1; i <= 9; i += 1) {
      await createArticle(app, {
        title: { cs: `Dlouhý článek ${i}`, sk: `Dlhý článok ${i}` },
        perex: { cs: perex, sk: perex },
        // Older than what the other tests publish, which they look for on the first page.
        publishedAt: '2025-06-01T10:00:00.000Z',
      });
    }
    for (const url of ['/clanky', '/sk/clanky', '/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toBe(template);
      expect(res.body, url).not.toMatch(/<template id="B:|<div hidden|\$R[A-Z]/);
      const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      for (const attributes of scripts) expect(attributes, url).toMatch(/type="(module|application\/json)"/);
    }
    const list = await get('/sk/clanky');
    // The cards are inside the page's main area, where the browser takes them over, and they are
    // well over what React sends in place by default (12,800 bytes).
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(list.body)?.[1] ?? '';
    expect(main).toContain('Dlhý článok');
    expect(main.length).toBeGreaterThan(16_000);
  });

  it('answers again from memory with an ETag, and shows a staff change at once', async () => {
    const first = await get('/clanky');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/clanky', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await createArticle(app, { title: { cs: 'Čerstvá zpráva' } });
    const after = await get('/clanky');
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('Čerstvá zpráva');
  });
});

describe('what crawlers and link previews read', () => {
  it('names the canonical address, the twin in the other language and the Open Graph card', async () => {
    const origin = ctx.config.publicUrl;
    const res = await get(`/sk/clanky/${article}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${origin}/sk/clanky/${article}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="cs" href="${origin}/clanky/${article}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="sk" href="${origin}/sk/clanky/${article}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/clanky/${article}">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="og:title" content="Derby je naše po slovensky · Tribuna">');
    expect(head).toContain('<meta property="og:description" content="Stručne o zápase">');
    expect(head).toContain('<meta property="og:locale" content="sk_SK">');
    expect(head).toContain('<meta property="og:locale:alternate" content="cs_CZ">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');

    const list = await get('/clanky?strana=2');
    expect(list.body).toContain(`<link rel="canonical" href="${origin}/clanky?strana=2">`);
    expect(list.body).toContain('<meta property="og:type" content="website">');
    // Text from the content cannot break out of an attribute.
    const escaped = await get(`/clanky/${article}`);
    expect(escaped.body).toContain('<meta property="og:title" content="Derby &lt;je&gt; naše · Tribuna">');
  });

  it('lists every public page in both languages in sitemap.xml, and no private one', async () => {
    const origin = ctx.config.publicUrl;
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of [
      '/',
      '/clanky',
      '/sk/clanky',
      '/clenstvi',
      '/sk/clenstvo',
      '/akce-a-vstupenky',
      '/pro-media',
      '/sk/pre-media',
    ]) {
      expect(xml, path).toContain(`<loc>${origin}${path === '/' ? '/' : path}</loc>`);
    }
    expect(xml).toContain(`<loc>${origin}/clanky/${article}</loc>`);
    expect(xml).toContain(`<loc>${origin}/sk/clanky/${article}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="sk" href="${origin}/sk/clanky/${article}"/>`,
    );
    for (const hidden of ['/app/', '/admin', '/prihlaseni', '/examples', '/udrzba-systemu', '/api/']) {
      expect(xml, hidden).not.toContain(`${origin}${hidden}`);
    }
    // Each <loc> once: no page twice.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lets crawlers in everywhere public, points them to the sitemap, and keeps them out of accounts', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    for (const area of ['/app/', '/sk/app/', '/admin', '/api/'])
      expect(res.body).toContain(`Disallow: ${area}\n`);
    expect(res.body).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`);
  });
});

describe('galleries, archives, benefits and events rendered on the server', () => {
  const admin$ = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { 'id-token': admin },
      ...(payload ? { payload } : {}),
    });

  async function uploadImage() {
    const bytes = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: { r: 200, g: 30, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = await multipart(bytes, 'cover.jpg');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/files',
      headers: { 'id-token': admin, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ uuid: string }>().uuid;
  }

  /** The head of a page: what crawlers and link previews read. */
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  /** Title, description, Open Graph title and the hreflang twins of a Czech detail page. */
  function expectCard(html: string, item: { title: string; description: string; cs: string; sk: string }) {
    const origin = ctx.config.publicUrl;
    const head = headOf(html);
    expect(head).toContain(`<title>${item.title} · Tribuna</title>`);
    expect(head).toContain(`<meta name="description" content="${item.description}" />`);
    expect(head).toContain(`<meta property="og:title" content="${item.title} · Tribuna">`);
    expect(head).toContain(`<meta property="og:description" content="${item.description}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="cs" href="${origin}${item.cs}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="sk" href="${origin}${item.sk}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${item.cs}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${item.title}</h1>`));
  }

  /** The item's picture as the link preview's, an absolute URL from the API's own answer. */
  async function expectPicture(html: string, apiPath: string) {
    const res = await get(`/api/v1${apiPath}`);
    const image = res.json<{ image: { url: string } | null }>().image;
    expect(image, apiPath).not.toBeNull();
    const head = headOf(html);
    expect(head).toContain(
      `<meta property="og:image" content="${new URL(image!.url, `${ctx.config.publicUrl}/`).href}">`,
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  }

  it('sends a gallery, a video and an audio archive and a benefit with their card, picture and twins', async () => {
    const cover = await uploadImage();
    const common = { image: cover, publishedAt: '2026-01-05T10:00:00.000Z' };
    const kinds = [
      {
        api: '/admin/galleries',
        payload: { images: [{ file: cover }] },
        cs: 'galerie',
        sk: 'galerie',
        public: '/galleries',
        list: '/galerie',
        listTitle: cs.galleries.title,
      },
      {
        api: '/admin/video-archives',
        payload: {},
        cs: 'videa',
        sk: 'video',
        public: '/video-archives',
        list: '/videa',
      },
      {
        api: '/admin/audio-archives',
        payload: {},
        cs: 'audio',
        sk: 'audio',
        public: '/audio-archives',
        list: '/audia',
      },
      {
        api: '/admin/benefits',
        payload: { body: { cs: '<p>Sleva na dresy</p>' } },
        cs: 'benefity',
        sk: 'benefity',
        public: '/benefits',
        list: '/benefity',
        listTitle: cs.benefits.title,
      },
    ];
    for (const [i, kind] of kinds.entries()) {
      const title = `Obsah ${i} <z tribuny>`;
      const escaped = `Obsah ${i} &lt;z tribuny&gt;`;
      const created = await admin$('POST', kind.api, {
        title: { cs: title, sk: `Obsah ${i} po slovensky` },
        perex: { cs: `Popis ${i}`, sk: `Popis ${i} SK` },
        ...common,
        ...kind.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = created.json<{ uuid: string }>().uuid;
      const res = await get(`/${kind.cs}/${uuid}`);
      expect(res.statusCode, kind.api).toBe(200);
      expect(res.body, kind.api).not.toBe(template);
      expectCard(res.body, {
        title: escaped,
        description: `Popis ${i}`,
        cs: `/${kind.cs}/${uuid}`,
        sk: `/sk/${kind.sk}/${uuid}`,
      });
      await expectPicture(res.body, `${kind.public}/${uuid}`);
      expect(headOf(res.body)).toContain('<meta property="og:type" content="article">');
      const data = stateOf(res.body).queries.find((q) => q.queryKey[1] === 'detail')?.state.data;
      expect(data, kind.api).toMatchObject({ uuid, title, language: 'cs' });
      // The Slovak twin in Slovak.
      const twin = await get(`/sk/${kind.sk}/${uuid}`);
      expect(twin.body).toContain('<html lang="sk"');
      expect(twin.body).toMatch(new RegExp(`<h1[^>]*>Obsah ${i} po slovensky</h1>`));
      // The list, with the item's card and its data.
      const list = await get(kind.list);
      expect(list.statusCode).toBe(200);
      if (kind.listTitle) expect(list.body).toMatch(new RegExp(`<h1[^>]*>${kind.listTitle}</h1>`));
      expect(list.body).toContain(escaped);
      expect(stateOf(list.body).queries.map((q) => q.queryKey[1])).toContain('list');
    }
  });

  it("sends a members-only gallery without its photos, and a missing one as the browser's not-found", async () => {
    const features = await admin$('POST', '/admin/features', {
      name: { cs: 'Galerie pro členy' },
      type: 'display',
    });
    const cover = await uploadImage();
    const locked = await admin$('POST', '/admin/galleries', {
      title: { cs: 'Šatna po zápase' },
      perex: { cs: 'Jen pro členy' },
      images: [{ file: cover, caption: { cs: 'Tajná fotka' } }],
      requiredFeatureUuids: [features.json<{ uuid: string }>().uuid],
      publishedAt: '2026-01-05T10:00:00.000Z',
    });
    expect(locked.statusCode, locked.body).toBe(201);
    const res = await get(`/galerie/${locked.json<{ uuid: string }>().uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Tajná fotka');
    expect(stateOf(res.body).queries.find((q) => q.queryKey[1] === 'detail')).toBeUndefined();

    const missing = await get('/galerie/7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e');
    expect(missing.body).toBe(template);
  });

  it('sends an event with its card and twins, rendered afresh for every request (live availability)', async () => {
    const hour = 3_600_000;
    const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const event = {
      name: { cs: 'Finále <poháru>', sk: 'Finále pohára' },
      text: { cs: '<p>Večer plný hokeje</p>' },
      venue: 'Zimní stadion',
      startsAt: iso(48 * hour),
      endsAt: iso(50 * hour),
      saleFrom: iso(-hour),
      saleTo: iso(47 * hour),
      published: true,
      categories: [
        {
          key: 'A',
          name: { cs: 'Stání' },
          color: '#aa0000',
          priceCzk: 20000,
          priceEur: 800,
          capacity: 100,
        },
      ],
    };
    const created = await admin$('POST', '/admin/events', event);
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json<{ uuid: string }>().uuid;
    const page = await get(`/akce-a-vstupenky/${uuid}`);
    expect(page.statusCode).toBe(200);
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(page.body)?.[1] ?? '';
    expect(description).toContain('Zimní stadion');
    expectCard(page.body, {
      title: 'Finále &lt;poháru&gt;',
      description,
      cs: `/akce-a-vstupenky/${uuid}`,
      sk: `/sk/podujatia-a-vstupenky/${uuid}`,
    });
    expect(page.body).toContain('Večer plný hokeje');
    // No picture of its own: a small card.
    expect(headOf(page.body)).not.toContain('og:image');
    expect(headOf(page.body)).toContain('<meta name="twitter:card" content="summary">');
    expect(stateOf(page.body).queries.find((q) => q.queryKey[1] === 'detail')?.state.data).toMatchObject({
      uuid,
      availability: expect.any(String),
    });
    const list = await get('/akce-a-vstupenky');
    expect(list.body).toContain('Finále &lt;poháru&gt;');

    // Events change without telling the page cache (a sale, a change): the pages are not kept.
    const changed = await admin$('PUT', `/admin/events/${uuid}`, { ...event, venue: 'Nová hala' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(`/akce-a-vstupenky/${uuid}`)).body).toContain('Nová hala');
    expect((await get('/akce-a-vstupenky')).body).toContain('Nová hala');
    expect((await get('/sk/podujatia-a-vstupenky')).body).toContain('Finále pohára');

    // With a picture: the link preview's, and in the page and the list in responsive sizes.
    const pictured = await admin$('PUT', `/admin/events/${uuid}`, { ...event, image: await uploadImage() });
    expect(pictured.statusCode, pictured.body).toBe(200);
    for (const path of [`/akce-a-vstupenky/${uuid}`, `/sk/podujatia-a-vstupenky/${uuid}`]) {
      const withPicture = await get(path);
      await expectPicture(withPicture.body, `/events/${uuid}`);
      expect(withPicture.body).toMatch(/<img [^>]*srcSet="[^"]*w320\.webp 320w/i);
    }
    expect((await get('/akce-a-vstupenky')).body).toMatch(/<img [^>]*srcSet="[^"]*w320\.webp 320w/i);

    const missing = await get('/akce-a-vstupenky/7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e');
    expect(missing.body).toBe(template);
  });
});

describe('when the page cannot be rendered on the server', () => {
  it('sends the plain app shell if the renderer fails', async () => {
    const broken = path.join(tmp, 'broken-renderer.mjs');
    writeFileSync(
      broken,
      "export const renderedRoutes = ['home', 'article'];\n" +
        "export async function render() { throw new Error('the renderer broke'); }\n",
    );
    const failing = await appWith(broken);
    const home = await get('/', failing);
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(template);
    const detail = await get(`/clanky/${article}`, failing);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toBe(template);
  });

  it('sends the plain app shell in maintenance mode (the browser shows the maintenance page)', async () => {
    const maintained = await appWith(rendererSource, { maintenanceMode: true });
    const res = await get('/', maintained);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(template);
  });

  it('sends the plain app shell when the renderer is not built', async () => {
    const unbuilt = await appWith(path.join(tmp, 'missing', 'entry-server.js'));
    const res = await get('/', unbuilt);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(template);
    expect((await get(`/clanky/${article}`, unbuilt)).statusCode).toBe(200);
    const missing = await get('/clanky/00000000-0000-4000-8000-000000000000', unbuilt);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(template);
  });
});
