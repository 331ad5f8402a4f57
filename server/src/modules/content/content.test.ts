import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let contentAdmin: string;
let articleAdmin: { token: string; uuid: string; email: string };
let otherWriter: { token: string; uuid: string; email: string };
let eventAdmin: string;
let ticketChecker: string;
let member: { uuid: string };

const call = tokenCaller(() => ctx.app);

const day = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function create(resource: string, token: string, body: Record<string, unknown>) {
  const res = await call('POST', `/admin/${resource}`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

const texts = (title: string) => ({ title: { cs: title }, perex: { cs: `${title} – perex` } });

let ids: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  [contentAdmin, articleAdmin, otherWriter, eventAdmin, ticketChecker, member] = await Promise.all([
    ctx.tokenAs(['content_admin']),
    ctx.signInAs(['article_admin'], `redaktorka-${randomUUID()}@example.com`),
    ctx.signInAs(['content_admin'], `druhy-${randomUUID()}@example.com`),
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['ticket_checker']),
    ctx.signInAs(['user']),
  ]);
  ids = {
    draft: await create('articles', articleAdmin.token, {
      ...texts('Rozepsaný článek'),
      body: { cs: '<p>…</p>' },
      authorUuid: articleAdmin.uuid,
      publishedAt: null,
    }),
    scheduled: await create('articles', contentAdmin, {
      ...texts('Článek na zítra'),
      body: { cs: '<p>Zítra</p>' },
      authorUuid: otherWriter.uuid,
      publishedAt: at(day),
    }),
    published: await create('articles', contentAdmin, {
      ...texts('Vydaný článek'),
      body: { cs: '<p>Hotovo</p>' },
      authorUuid: articleAdmin.uuid,
      publishedAt: at(-day),
    }),
    gallery: await create('galleries', contentAdmin, {
      ...texts('Galerie z derby'),
      images: [],
      publishedAt: at(-day),
    }),
    benefit: await create('benefits', contentAdmin, {
      ...texts('Sleva ve fanshopu'),
      body: { cs: '<p>Kód</p>' },
      publishedAt: null,
    }),
  };
});
afterAll(() => ctx.close());

type Item = { uuid: string; type: string; status: string; title: string; authorName: string | null };
const overview = async (query: string, token = contentAdmin) => {
  const res = await call('GET', `/admin/content${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; total: number };
};

describe('content management overview', () => {
  it('lists every content type in one list, the most recently edited first, with its state', async () => {
    const all = await overview('');
    expect(all.total).toBe(5);
    expect(all.data.map((i) => i.uuid)).toEqual([
      ids.benefit,
      ids.gallery,
      ids.published,
      ids.scheduled,
      ids.draft,
    ]);
    const byUuid = new Map(all.data.map((i) => [i.uuid, i]));
    expect(byUuid.get(ids.draft!)).toMatchObject({
      type: 'ARTICLE',
      status: 'draft',
      title: 'Rozepsaný článek',
    });
    expect(byUuid.get(ids.scheduled!)).toMatchObject({ status: 'scheduled', authorName: otherWriter.email });
    expect(byUuid.get(ids.gallery!)).toMatchObject({
      type: 'GALLERY',
      status: 'published',
      authorName: null,
    });
    expect(byUuid.get(ids.benefit!)).toMatchObject({ type: 'BENEFIT', status: 'draft' });

    // Editing an item brings it to the top.
    const draft = (await call('GET', `/admin/articles/${ids.draft}`, contentAdmin)).json();
    expect(
      (await call('PUT', `/admin/articles/${ids.draft}`, contentAdmin, { ...draft, image: null })).statusCode,
    ).toBe(200);
    expect((await overview('?limit=1')).data.map((i) => i.uuid)).toEqual([ids.draft]);
  });

  it('filters by type, state, author and title, and pages with the full count', async () => {
    expect((await overview('?type=ARTICLE,BENEFIT&status=draft')).data.map((i) => i.uuid).sort()).toEqual(
      [ids.draft, ids.benefit].sort(),
    );
    expect((await overview(`?authorUuid=${articleAdmin.uuid}`)).data.map((i) => i.uuid).sort()).toEqual(
      [ids.draft, ids.published].sort(),
    );
    expect((await overview('?q=clanek&status=scheduled')).data.map((i) => i.uuid)).toEqual([ids.scheduled]);
    const page = await overview('?sort=title&order=asc&limit=2&offset=2');
    expect(page.total).toBe(5);
    // Czech order: Č after C, so "Článek…" comes before "Galerie…".
    expect(page.data.map((i) => i.title)).toEqual(['Rozepsaný článek', 'Sleva ve fanshopu']);
    expect(await overview('?offset=50')).toEqual({ data: [], total: 5 });
    expect((await call('GET', '/admin/content?type=POSTER', contentAdmin)).statusCode).toBe(400);
  });

  it('shows each editor only the types they may list, and nobody else anything', async () => {
    const asWriter = await overview('?type=ARTICLE,GALLERY,BENEFIT', articleAdmin.token);
    expect(new Set(asWriter.data.map((i) => i.type))).toEqual(new Set(['ARTICLE']));
    expect(asWriter.total).toBe(3);
    expect(await overview('', eventAdmin)).toEqual({ data: [], total: 0 });
    expect((await call('GET', '/admin/content', ticketChecker)).statusCode).toBe(403);
    expect((await call('GET', '/admin/content')).statusCode).toBe(401);
  });
});

describe('article authors', () => {
  it('offers the staff who may write articles, searchable, and no one else', async () => {
    const authors = (await call('GET', '/admin/content/authors?limit=100', articleAdmin.token)).json();
    const uuids = authors.data.map((a: { uuid: string }) => a.uuid);
    expect(uuids).toEqual(expect.arrayContaining([articleAdmin.uuid, otherWriter.uuid]));
    expect(uuids).not.toContain(member.uuid);
    const found = (await call('GET', '/admin/content/authors?q=redaktorka', articleAdmin.token)).json();
    expect(found.data).toEqual([
      { uuid: articleAdmin.uuid, name: articleAdmin.email, email: articleAdmin.email },
    ]);

    const one = await call('GET', `/admin/content/authors/${otherWriter.uuid}`, articleAdmin.token);
    expect(one.json()).toMatchObject({ uuid: otherWriter.uuid });
    // Someone who is no longer staff still shows as the author of what they wrote.
    const former = await call('GET', `/admin/content/authors/${member.uuid}`, articleAdmin.token);
    expect(former.json()).toMatchObject({ uuid: member.uuid });
    const missing = await call('GET', `/admin/content/authors/${randomUUID()}`, articleAdmin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().name).toBe('authorNotFound');

    // An article names an author who exists, or is refused with the same error.
    const unknown = await call('POST', '/admin/articles', articleAdmin.token, {
      ...texts('Bez autora'),
      body: { cs: '<p>x</p>' },
      authorUuid: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('authorNotFound');
  });
});
