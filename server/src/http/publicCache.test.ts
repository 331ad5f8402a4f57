import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { createPublicCache, PUBLIC_CACHE_CONTROL } from './publicCache';

const article = (title: string, publishedAt: string | null = '2026-01-10T10:00:00.000Z') => ({
  title: { cs: title, sk: `${title} (sk)` },
  perex: { cs: 'Perex' },
  body: { cs: '<p>Text</p>' },
  publishedAt,
});

const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((a) => a.title);

/** Polls a condition every 50 ms (a scheduled publication or an expiry happens by time alone). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  // A TTL far longer than any test: whatever changes below, changes by invalidation or by schedule.
  ctx = await createTestContext({ PUBLIC_CACHE_SECONDS: '3600' });
  admin = (await ctx.signInAs(['super_admin'])).token;
});
afterAll(() => ctx.close());

const post = (body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/articles',
    headers: { 'id-token': admin },
    payload: body,
  });

describe('public answers kept in memory', () => {
  it('answers with a strong ETag and 304 when the visitor already has it, per language', async () => {
    await post(article('Etag'));
    await post(article('Etag starší', '2026-01-01T10:00:00.000Z'));
    const first = await ctx.app.inject({ url: '/api/v1/articles' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toContain('X-App-Lang');

    const again = await ctx.app.inject({ url: '/api/v1/articles', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const cached = await ctx.app.inject({ url: '/api/v1/articles' });
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');

    const slovak = await ctx.app.inject({
      url: '/api/v1/articles',
      headers: { 'x-app-lang': 'sk', 'if-none-match': etag },
    });
    expect(slovak.statusCode).toBe(200);
    expect(titles(slovak)).toContain('Etag (sk)');

    const other = await ctx.app.inject({
      url: '/api/v1/articles?limit=1',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toHaveLength(1);
  });

  it('shows a staff change at once, in the list and in the article', async () => {
    const { uuid } = (await post(article('Před změnou'))).json();
    const before = await ctx.app.inject({ url: '/api/v1/articles' });
    expect(titles(before)).toContain('Před změnou');
    const detail = await ctx.app.inject({ url: `/api/v1/articles/${uuid}` });
    expect(detail.json().title).toBe('Před změnou');

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
      payload: article('Po změně'),
    });
    const after = await ctx.app.inject({
      url: '/api/v1/articles',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(titles(after)).toContain('Po změně');
    expect(titles(after)).not.toContain('Před změnou');
    expect((await ctx.app.inject({ url: `/api/v1/articles/${uuid}` })).json().title).toBe('Po změně');

    await post(article('Úplně nový'));
    expect(titles(await ctx.app.inject({ url: '/api/v1/articles' }))).toContain('Úplně nový');

    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(titles(await ctx.app.inject({ url: '/api/v1/articles' }))).not.toContain('Po změně');
    expect((await ctx.app.inject({ url: `/api/v1/articles/${uuid}` })).statusCode).toBe(404);
  });

  it('shows a scheduled article once its publication time passes, with no staff change', async () => {
    const publishAt = Date.now() + 1500;
    const { uuid } = (await post(article('Naplánovaný', new Date(publishAt).toISOString()))).json();
    expect(titles(await ctx.app.inject({ url: '/api/v1/articles' }))).not.toContain('Naplánovaný');
    const early = await ctx.app.inject({ url: `/api/v1/articles/${uuid}` });
    expect([early.statusCode, early.json().name]).toEqual([403, 'contentHasNotBeenPublishedYet']);

    const list = await until(
      () => ctx.app.inject({ url: '/api/v1/articles' }),
      (res) => titles(res).includes('Naplánovaný'),
      5000,
    );
    expect(titles(list)).toContain('Naplánovaný');
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
    expect((await ctx.app.inject({ url: `/api/v1/articles/${uuid}` })).statusCode).toBe(200);
  });

  it('keeps an answer no longer than the TTL, the bound for changes made through another server', async () => {
    const short = await createTestContext({ PUBLIC_CACHE_SECONDS: '1' });
    try {
      const token = (await short.signInAs(['super_admin'])).token;
      const { uuid } = (
        await short.app.inject({
          method: 'POST',
          url: '/api/v1/admin/articles',
          headers: { 'id-token': token },
          payload: article('Na tomto serveru'),
        })
      ).json();
      expect(titles(await short.app.inject({ url: '/api/v1/articles' }))).toEqual(['Na tomto serveru']);
      // Another server writes to the same database: this one learns of it only by time.
      await createArticlesRepository(short.database.db).update(uuid, { title: { cs: 'Z jiného serveru' } });
      const changedAt = Date.now();
      expect(titles(await short.app.inject({ url: '/api/v1/articles' }))).toEqual(['Na tomto serveru']);
      const later = await until(
        () => short.app.inject({ url: '/api/v1/articles' }),
        (res) => titles(res).includes('Z jiného serveru'),
        4000,
      );
      expect(titles(later)).toEqual(['Z jiného serveru']);
      expect(Date.now() - changedAt).toBeLessThan(3000);
    } finally {
      await short.close();
    }
  }, 60_000);
});

describe('a missing answer', () => {
  /** A route behind the cache whose answers wait for `release`, counting how often it runs. */
  function slowRoute(fail = () => false) {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const app = Fastify();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/things', {
      ...cache.namespace('things').routeOptions,
      handler: async () => {
        const run = ++runs;
        await gate;
        if (fail()) throw new Error('the database is away');
        return { run };
      },
    });
    return { app, cache, runs: () => runs, release };
  }

  /** Lets the requests already sent reach their hooks and handlers. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('is computed once for the requests that come meanwhile, which get the same answer', async () => {
    const { app, runs, release } = slowRoute();
    const answers = Array.from({ length: 8 }, () => app.inject({ url: '/things' }));
    await settle();
    release();
    const done = await Promise.all(answers);
    expect(runs()).toBe(1);
    expect(done.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(done.map((res) => res.body))).toEqual(new Set(['{"run":1}']));
    expect(new Set(done.map((res) => res.headers.etag)).size).toBe(1);
    await app.close();
  });

  it('is computed again by the waiting requests when the first one fails', async () => {
    let failures = 1;
    const { app, runs, release } = slowRoute(() => failures-- > 0);
    const first = app.inject({ url: '/things' });
    await settle();
    const others = Array.from({ length: 3 }, () => app.inject({ url: '/things' }));
    await settle();
    release();
    expect((await first).statusCode).toBe(500);
    const done = await Promise.all(others);
    expect(done.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(runs()).toBe(4);
    await app.close();
  });

  it('is not taken from a computation a staff change overtook', async () => {
    const { app, cache, runs, release } = slowRoute();
    const before = app.inject({ url: '/things' });
    await settle();
    cache.invalidate('things');
    const after = app.inject({ url: '/things' });
    await settle();
    release();
    expect((await before).json()).toEqual({ run: 1 });
    expect((await after).json()).toEqual({ run: 2 });
    expect(runs()).toBe(2);
    // The answer computed after the change is the one kept.
    expect((await app.inject({ url: '/things' })).json()).toEqual({ run: 2 });
    await app.close();
  });
});
