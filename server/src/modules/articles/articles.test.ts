import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let admin: string;
let editor: string;
let plainUser: string;
let checker: string;

const article = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Derby je naše', sk: 'Derby je naše (sk)', en: 'The derby is ours' },
  perex: { cs: 'Krátce o zápase', sk: 'Stručne o zápase' },
  body: { cs: '<p>Text <strong>zápasu</strong></p>' },
  image: '/media/demo/article-1.svg',
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, editor, plainUser, checker] = await Promise.all([
    ctx.signInAs(['super_admin']).then((u) => u.token),
    ctx.signInAs(['article_admin']).then((u) => u.token),
    ctx.signInAs(['user']).then((u) => u.token),
    ctx.signInAs(['ticket_checker']).then((u) => u.token),
  ]);
});
afterAll(() => ctx.close());

const create = async (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/articles',
    headers: { 'id-token': token },
    payload: body,
  });

describe('admin articles API', () => {
  it('creates, reads, updates and deletes an article', async () => {
    const created = await create(admin, article());
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json();
    expect(created.json()).toMatchObject({
      title: { cs: 'Derby je naše' },
      image: '/media/demo/article-1.svg',
    });

    const read = await ctx.app.inject({
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(read.json().perex).toEqual({ cs: 'Krátce o zápase', sk: 'Stručne o zápase' });

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': editor },
      payload: article({ uuid, title: { cs: 'Nový titulek' } }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toEqual({ cs: 'Nový titulek' });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await ctx.app.inject({
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('articleNotFound');
  });

  it('lists with paging, sorting and a text filter', async () => {
    for (const name of ['Alfa', 'Beta', 'Gama']) {
      await create(admin, article({ title: { cs: `Seznam ${name}` }, perex: { cs: `perex ${name}` } }));
    }
    const page = await ctx.app.inject({
      url: '/api/v1/admin/articles?q=seznam&sort=title&order=desc&limit=2&offset=0',
      headers: { 'id-token': admin },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.total).toBe(3);
    expect(body.data.map((a: { title: { cs: string } }) => a.title.cs)).toEqual([
      'Seznam Gama',
      'Seznam Beta',
    ]);

    const second = await ctx.app.inject({
      url: '/api/v1/admin/articles?q=seznam&sort=title&order=desc&limit=2&offset=2',
      headers: { 'id-token': admin },
    });
    expect(second.json().data.map((a: { title: { cs: string } }) => a.title.cs)).toEqual(['Seznam Alfa']);
  });

  it('sorts titles in Czech order and searches texts without regard to accents or case', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    for (const title of ['Vítězství', 'Chata', 'Členství', 'Hrad', 'Cena']) {
      await create(admin, article({ title: { cs: `${title} ${marker}` }, perex: { cs: 'Nová sezóna' } }));
    }
    const titles = async (query: string) => {
      const res = await ctx.app.inject({
        url: `/api/v1/admin/articles?${query}`,
        headers: { 'id-token': admin },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((a: { title: { cs: string } }) => a.title.cs.replace(` ${marker}`, ''));
    };
    expect(await titles(`q=${marker}&sort=title`)).toEqual([
      'Cena',
      'Členství',
      'Hrad',
      'Chata',
      'Vítězství',
    ]);
    expect(await titles(`q=${marker}&sort=title&order=desc`)).toEqual([
      'Vítězství',
      'Chata',
      'Hrad',
      'Členství',
      'Cena',
    ]);
    expect(await titles(`q=${encodeURIComponent(`CLENSTVI ${marker}`)}`)).toEqual(['Členství']);

    const bySeason = await ctx.app.inject({
      url: '/api/v1/admin/articles?q=NOVA%20SEZONA&limit=500',
      headers: { 'id-token': admin },
    });
    expect(bySeason.json().total).toBe(5);
  });

  it('searches the texts of the languages, not the names of the languages', async () => {
    const { uuid } = (await create(admin, article({ title: { cs: 'Csárdás v aréně' } }))).json();
    const res = await ctx.app.inject({
      url: '/api/v1/admin/articles?q=cs&limit=500',
      headers: { 'id-token': admin },
    });
    expect(res.json().data.map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);
    expect(res.json().total).toBe(1);

    const literal = await ctx.app.inject({
      url: `/api/v1/admin/articles?q=${encodeURIComponent('%')}`,
      headers: { 'id-token': admin },
    });
    expect(literal.json().total).toBe(0);
  });

  it('answers uuidInUrlAndUuidInBodyAreNotSame and keeps the stored article', async () => {
    const { uuid } = (await create(admin, article())).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
      payload: article({ uuid: '00000000-0000-4000-8000-000000000000', title: { cs: 'Změna' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('uuidInUrlAndUuidInBodyAreNotSame');
    const stored = await ctx.app.inject({
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(stored.json().title.cs).toBe('Derby je naše');
  });

  it('rejects bad input with the failing fields and changes nothing', async () => {
    const { uuid } = (await create(admin, article())).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
      payload: article({ title: { sk: 'bez češtiny' }, image: 'javascript:alert(1)' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('badRequest');
    const fields = res.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.title.cs', 'body.image']));
    const stored = await ctx.app.inject({
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(stored.json().title.cs).toBe('Derby je naše');
  });

  it('answers articleNotFound for an unknown uuid and badRequest for a malformed one', async () => {
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/articles/7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e',
      headers: { 'id-token': admin },
      payload: article(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('articleNotFound');
    const malformed = await ctx.app.inject({
      url: '/api/v1/admin/articles/not-a-uuid',
      headers: { 'id-token': admin },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().name).toBe('badRequest');
  });

  it('sanitises the rich text before storing it', async () => {
    const res = await create(
      admin,
      article({
        body: { cs: '<p onclick="x()">Ahoj<script>alert(1)</script><a href="javascript:x">odkaz</a></p>' },
      }),
    );
    expect(res.json().body.cs).toBe('<p>Ahoj<a rel="noopener noreferrer">odkaz</a></p>');
  });

  it('checks the rich text as stored: empty after sanitising or too long is refused, nothing stored', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/v1/admin/articles', headers: { 'id-token': admin } })
    ).json().total;
    const onlyScript = await create(admin, article({ body: { cs: '<script>alert(1)</script>' } }));
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().details.fields).toEqual([
      { field: 'body.body.cs', message: 'formError.requiredError' },
    ]);
    // 70,000 ampersands become 350,000 characters once escaped, over the 200,000 limit.
    const grows = await create(admin, article({ body: { cs: '<p>x</p>', sk: '&'.repeat(70_000) } }));
    expect(grows.statusCode).toBe(400);
    expect(grows.json().details.fields).toEqual([
      { field: 'body.body.sk', message: 'formError.lengthMaxError' },
    ]);
    const emptyParagraphs = await create(admin, article({ body: { cs: '<p> </p><p><br></p>' } }));
    expect(emptyParagraphs.statusCode).toBe(400);

    const list = await ctx.app.inject({ url: '/api/v1/admin/articles', headers: { 'id-token': admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(before);
  });

  it('lists rows stored under looser rules instead of failing the whole list', async () => {
    const { uuid } = (await create(admin, article())).json();
    await ctx.database.db
      .update(articles)
      .set({ body: { cs: '' }, title: { cs: 'x'.repeat(400) } })
      .where(eq(articles.uuid, uuid));
    const list = await ctx.app.inject({
      url: '/api/v1/admin/articles?limit=500',
      headers: { 'id-token': admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((a: { uuid: string }) => a.uuid === uuid).body).toEqual({ cs: '' });
    const one = await ctx.app.inject({
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
    });
    expect(one.statusCode).toBe(200);
  });

  it('accepts only its own files or https addresses as the image', async () => {
    for (const image of ['/media/demo/article-1.svg', 'https://cdn.example.com/a.png']) {
      expect((await create(admin, article({ image }))).statusCode, image).toBe(201);
    }
    for (const image of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/media/../api/v1/health',
      'http://cdn.example.com/a.png',
      'https://user:pw@cdn.example.com/a.png',
      'javascript:alert(1)',
      '/admin/x.png',
    ]) {
      const res = await create(admin, article({ image }));
      expect(res.statusCode, image).toBe(400);
      expect(res.json().details.fields, image).toEqual([
        { field: 'body.image', message: 'formError.invalidLinkError' },
      ]);
    }
  });

  it('refuses a NUL or an unpaired surrogate with the field it is in', async () => {
    const nul = await create(admin, article({ title: { cs: 'a\u0000b' } }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      name: 'badRequest',
      details: { fields: [{ field: 'body.title.cs', message: 'formError.invalidCharacterError' }] },
    });
    const surrogate = await create(admin, article({ perex: { cs: 'a\uD800b' } }));
    expect(surrogate.json().details.fields[0].field).toBe('body.perex.cs');
    const search = await ctx.app.inject({
      url: '/api/v1/admin/articles?q=%00',
      headers: { 'id-token': admin },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().details.fields[0].field).toBe('querystring.q');
    const emoji = await create(admin, article({ title: { cs: 'Gól ⚽😀' } }));
    expect(emoji.statusCode).toBe(201);
  });

  it('checks roles on the server', async () => {
    const noToken = await ctx.app.inject({ url: '/api/v1/admin/articles' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().name).toBe('unauthorized');
    const badToken = await ctx.app.inject({
      url: '/api/v1/admin/articles',
      headers: { 'id-token': 'forged' },
    });
    expect(badToken.statusCode).toBe(401);
    const user = await ctx.app.inject({ url: '/api/v1/admin/articles', headers: { 'id-token': plainUser } });
    expect(user.statusCode).toBe(403);
    expect(user.json().name).toBe('forbidden');
    const staffWithoutArticles = await create(checker, article());
    expect(staffWithoutArticles.statusCode).toBe(403);
    const editorList = await ctx.app.inject({
      url: '/api/v1/admin/articles',
      headers: { 'id-token': editor },
    });
    expect(editorList.statusCode).toBe(200);
  });
});

describe('public articles API', () => {
  it('lists only published articles, newest first, in the requested language with Czech fallback', async () => {
    const fresh = await createTestContext();
    try {
      const token = (await fresh.signInAs(['super_admin'])).token;
      const post = (body: Record<string, unknown>) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/v1/admin/articles',
          headers: { 'id-token': token },
          payload: body,
        });
      await post(article({ title: { cs: 'Starší', sk: 'Staršie' }, publishedAt: '2026-01-01T10:00:00Z' }));
      await post(article({ title: { cs: 'Novější' }, publishedAt: '2026-02-01T10:00:00Z' }));
      await post(article({ title: { cs: 'Koncept' }, publishedAt: null }));
      const future = (
        await post(article({ title: { cs: 'Budoucí' }, publishedAt: '2999-01-01T10:00:00Z' }))
      ).json();

      const sk = await fresh.app.inject({ url: '/api/v1/articles', headers: { 'x-app-lang': 'sk' } });
      expect(sk.json().total).toBe(2);
      expect(sk.json().data.map((a: { title: string }) => a.title)).toEqual(['Novější', 'Staršie']);
      // An article without a Slovak translation comes in Czech, and says so.
      expect(sk.json().data.map((a: { language: string }) => a.language)).toEqual(['cs', 'sk']);
      expect(sk.json().data[0]).not.toHaveProperty('body');

      const cs = await fresh.app.inject({ url: '/api/v1/articles?limit=1&offset=1' });
      expect(cs.json().data.map((a: { title: string }) => a.title)).toEqual(['Starší']);

      const hidden = await fresh.app.inject({ url: `/api/v1/articles/${future.uuid}` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().name).toBe('articleNotFound');
    } finally {
      await fresh.close();
    }
  });

  it('shows one published article with its body', async () => {
    const { uuid } = (await create(admin, article())).json();
    const res = await ctx.app.inject({ url: `/api/v1/articles/${uuid}`, headers: { 'x-app-lang': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid,
      language: 'en',
      title: 'The derby is ours',
      perex: 'Krátce o zápase',
    });
    expect(res.json().body).toContain('<strong>zápasu</strong>');
  });
});
