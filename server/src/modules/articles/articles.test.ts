import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInput } from '@tribuna/common/schemas/features';
import { subscriptionInput } from '@tribuna/common/schemas/subscriptions';
import { articles, emailNotificationOutbox, pushNotifications } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { membershipServices } from '../../../test/services';

let ctx: TestContext;
let admin: string;
let editor: string;
let plainUser: string;
let checker: string;

const article = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Derby je naše', sk: 'Derby je naše (sk)', en: 'The derby is ours' },
  perex: { cs: 'Krátce o zápase', sk: 'Stručne o zápase' },
  body: { cs: '<p>Text <strong>zápasu</strong></p>' },
  image: null,
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

async function uploadFile(token: string, bytes: Uint8Array, name: string): Promise<string> {
  const { payload, contentType } = await multipart(bytes, name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/files',
    headers: { 'id-token': token, 'content-type': contentType },
    payload,
  });
  return res.json().uuid;
}

const uploadImage = async (token: string) =>
  uploadFile(
    token,
    await sharp({ create: { width: 640, height: 360, channels: 3, background: 'navy' } })
      .png()
      .toBuffer(),
    'cover.png',
  );

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, editor, plainUser, checker] = await Promise.all([
    ctx.tokenAs(['super_admin']),
    ctx.tokenAs(['article_admin']),
    ctx.tokenAs(['user']),
    ctx.tokenAs(['ticket_checker']),
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
      image: null,
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
    // Digits only after the prefix: letters from the clock (base 36) spell other tests' queries now and
    // then, and "searches the texts of the languages" then finds these five articles beside its own.
    const marker = `zq${Date.now()}`;
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
      payload: article({ title: { sk: 'bez češtiny' }, image: 'javascript:alert(1)' as unknown as null }),
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

  it('takes an uploaded image as the cover, and refuses unknown files, other kinds and unknown authors', async () => {
    const image = await uploadImage(editor);
    const created = await create(admin, article({ image }));
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrl).toMatch(/^\/media\/files\/.+\.webp$/);

    const unknown = await create(admin, article({ image: randomUUID() }));
    expect(unknown.json().name).toBe('fileNotFound');
    const pdf = await uploadFile(editor, Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf');
    expect((await create(admin, article({ image: pdf }))).json().name).toBe('fileNotFound');
    const author = await create(admin, article({ authorUuid: randomUUID() }));
    expect(author.statusCode).toBe(404);
    expect(author.json().name).toBe('authorNotFound');
    const feature = await create(admin, article({ requiredFeatureUuids: [randomUUID()] }));
    expect(feature.json().name).toBe('featureNotFound');
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
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json()).toMatchObject({
        name: 'contentHasNotBeenPublishedYet',
        details: { publishedAt: '2999-01-01T10:00:00.000Z' },
      });
      const preview = await fresh.app.inject({
        url: `/api/v1/articles/${future.uuid}`,
        headers: { 'id-token': token },
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().title).toBe('Budoucí');
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

describe('the paywall', () => {
  let feature: string;
  let other: string;
  let price: string;
  let planName: string;
  let withFeatures: { token: string; uuid: string };
  let withoutFeatures: { token: string; uuid: string };
  let restricted: string;

  const read = (uuid: string, token?: string) =>
    ctx.app.inject({ url: `/api/v1/articles/${uuid}`, headers: token ? { 'id-token': token } : {} });

  beforeAll(async () => {
    const services = membershipServices(ctx.database);
    const make = async (cs: string) =>
      (await services.features.create(featureInput.parse({ name: { cs }, type: 'display' }))).uuid;
    [feature, other] = [await make('Obsah pro členy'), await make('Zákulisí')];
    planName = 'Věrný fanoušek';
    const plan = await services.subscriptions.create(
      subscriptionInput.parse({
        name: { cs: planName },
        text: { cs: '<p>Členství</p>' },
        type: 'permanent',
        featureUuids: [feature],
        requiredDisplayFeatureUuids: [feature],
        prices: [{ label: { cs: 'Dospělý' }, amountCzk: 100000, amountEur: 4000 }],
      }),
    );
    price = plan.prices[0]!.uuid;
    [withFeatures, withoutFeatures] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await services.subscriptions.activate({
      userUuid: withFeatures.uuid,
      priceUuid: price,
      source: { type: 'admin' },
    });
    restricted = (
      await create(admin, article({ title: { cs: 'Jen pro členy' }, requiredFeatureUuids: [feature] }))
    ).json().uuid;
  });

  it('lets a member with the features and an editor read, and tells others what they need', async () => {
    const visitor = await read(restricted);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      name: 'userHasNotPermissionForContent',
      details: { requiredFeatureUuids: [feature] },
    });
    expect(visitor.json()).not.toHaveProperty('body');

    const without = await read(restricted, withoutFeatures.token);
    expect(without.statusCode).toBe(403);
    expect(without.json().name).toBe('userHasNotPermissionForContent');

    const member = await read(restricted, withFeatures.token);
    expect(member.statusCode).toBe(200);
    expect(member.json().body).toContain('zápasu');

    const byEditor = await read(restricted, editor);
    expect(byEditor.statusCode).toBe(200);

    // A member's answer is never handed to the visitor who asks next.
    expect((await read(restricted)).statusCode).toBe(403);

    // The memberships that grant it, as the paywall names them.
    const offers = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/public-subscriptions-by-display-feature',
      payload: { requiredDisplayFeaturesUuids: visitor.json().details.requiredFeatureUuids },
    });
    expect(offers.json().data.map((p: { name: string }) => p.name)).toContain(planName);
  });

  it('needs every required feature, and lists members-only articles with their lock but no body', async () => {
    const both = (
      await create(admin, article({ title: { cs: 'Obojí' }, requiredFeatureUuids: [feature, other] }))
    ).json().uuid;
    expect((await read(both, withFeatures.token)).statusCode).toBe(403);

    const list = await ctx.app.inject({ url: '/api/v1/articles?limit=100' });
    const listed = list.json().data.find((a: { uuid: string }) => a.uuid === restricted);
    expect(listed).toMatchObject({ title: 'Jen pro členy', requiredFeatureUuids: [feature] });
    expect(listed).not.toHaveProperty('body');
  });

  it('records push and e-mail notifications once, for the members whose features match', async () => {
    // Its members are in no push segment yet: the editor is told, and nothing is saved.
    const refused = await create(
      admin,
      article({ title: { cs: 'Bez segmentu' }, requiredFeatureUuids: [feature], sendNotifications: true }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      name: 'pushNotificationBadRequest',
      details: { requiredFeatureUuids: [feature] },
    });
    expect(
      await ctx.database.db
        .select()
        .from(articles)
        .where(sql`${articles.title}->>'cs' = 'Bez segmentu'`),
    ).toHaveLength(0);

    const services = membershipServices(ctx.database);
    const segment = await services.features.create(
      featureInput.parse({
        name: { cs: 'Push členů' },
        type: 'onesignal_notification_segment',
        segmentName: 'clenove',
      }),
    );
    const pushPlan = await services.subscriptions.create(
      subscriptionInput.parse({
        name: { cs: 'Push' },
        text: { cs: '<p>Push</p>' },
        type: 'permanent',
        featureUuids: [segment.uuid],
        prices: [{ label: { cs: 'Dospělý' }, amountCzk: 100, amountEur: 4 }],
      }),
    );
    await services.subscriptions.activate({
      userUuid: withFeatures.uuid,
      priceUuid: pushPlan.prices[0]!.uuid,
      source: { type: 'admin' },
    });
    const announced = await create(
      admin,
      article({ title: { cs: 'Oznámení' }, requiredFeatureUuids: [feature], sendNotifications: true }),
    );
    const { uuid, notifiedAt } = announced.json();
    expect(notifiedAt).not.toBeNull();
    // The outboxes as a later sender reads them.
    const notifications = {
      recorded: async (contentUuid: string) => ({
        push: await ctx.database.db
          .select()
          .from(pushNotifications)
          .where(eq(pushNotifications.contentUuid, contentUuid)),
        email: await ctx.database.db
          .select()
          .from(emailNotificationOutbox)
          .where(eq(emailNotificationOutbox.contentUuid, contentUuid)),
      }),
    };
    const first = await notifications.recorded(uuid);
    expect(first.push.map((n) => [n.segments, n.recipientUuids])).toEqual([
      [['clenove'], [withFeatures.uuid]],
    ]);
    expect(first.email.map((n) => n.userUuid)).toEqual([withFeatures.uuid]);
    expect(first.push[0]!.sendAt.toISOString()).toBe('2026-01-10T10:00:00.000Z');

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${uuid}`,
      headers: { 'id-token': admin },
      payload: article({ title: { cs: 'Oznámení 2' }, sendNotifications: true }),
    });
    const again = await notifications.recorded(uuid);
    expect(again.push).toHaveLength(1);

    const quiet = (await create(admin, article({ title: { cs: 'Bez oznámení' } }))).json();
    expect(quiet.notifiedAt).toBeNull();
    expect((await notifications.recorded(quiet.uuid)).push).toHaveLength(0);
  });
});
