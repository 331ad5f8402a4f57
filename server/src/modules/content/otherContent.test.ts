import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hour, iso, tokenCaller, type ApiMethod } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.signInAs(['super_admin'])).token;
});
afterAll(() => ctx.close());

const api = tokenCaller(() => ctx.app);
const call = (method: ApiMethod, url: string, payload?: Record<string, unknown>) =>
  api(method, url, admin, payload);

const article = { title: { cs: 'Derby je naše' }, perex: { cs: 'Krátce' }, body: { cs: '<p>Text</p>' } };
const benefit = { title: { cs: 'Sleva v fanshopu' }, perex: { cs: 'Pro členy' }, body: { cs: '<p>Kód</p>' } };
const event = {
  name: { cs: 'Koncert' },
  text: { cs: '<p>Večer hudby</p>' },
  venue: 'O2 arena',
  startsAt: iso(48 * hour),
  endsAt: iso(50 * hour),
  saleFrom: iso(-hour),
  saleTo: iso(47 * hour),
  categories: [
    { key: 'A', name: { cs: 'Stání' }, color: '#aa0000', priceCzk: 49000, priceEur: 1900, capacity: 100 },
  ],
  seatingPlan: null,
};

async function created(url: string, payload: Record<string, unknown>) {
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

describe('one uuid names one piece of content', () => {
  it("refuses to save an article, benefit or event under another type's uuid, naming that type, and changes nothing", async () => {
    const [articleUuid, benefitUuid, eventUuid] = await Promise.all([
      created('/admin/articles', article),
      created('/admin/benefits', benefit),
      created('/admin/events', event),
    ]);

    for (const [url, body, name, type] of [
      [`/admin/articles/${benefitUuid}`, article, 'contentDoesNotBelongToArticle', 'BENEFIT'],
      [`/admin/benefits/${eventUuid}`, benefit, 'contentDoesNotBelongToBenefit', 'EVENT'],
      [`/admin/events/${articleUuid}`, event, 'contentDoesNotBelongToEvent', 'ARTICLE'],
    ] as const) {
      const res = await call('PUT', url, { ...body, title: { cs: 'Přepsáno' }, name: { cs: 'Přepsáno' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ name, details: { type } });
    }
    // An event created under an article's uuid would share it.
    const twin = await call('POST', '/admin/events', { ...event, uuid: articleUuid });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toMatchObject({ name: 'contentDoesNotBelongToEvent', details: { type: 'ARTICLE' } });
    expect((await call('GET', `/admin/events/${articleUuid}`)).statusCode).toBe(404);

    expect((await call('GET', `/admin/articles/${articleUuid}`)).json().title.cs).toBe('Derby je naše');
    expect((await call('GET', `/admin/benefits/${benefitUuid}`)).json().title.cs).toBe('Sleva v fanshopu');
    expect((await call('GET', `/admin/events/${eventUuid}`)).json().name.cs).toBe('Koncert');
  });

  it('answers a uuid of nothing with the not-found error of the type', async () => {
    const nothing = '00000000-0000-4000-8000-000000000000';
    for (const [url, body, name] of [
      [`/admin/articles/${nothing}`, article, 'articleNotFound'],
      [`/admin/benefits/${nothing}`, benefit, 'benefitNotFound'],
      [`/admin/events/${nothing}`, event, 'eventNotFound'],
    ] as const) {
      const res = await call('PUT', url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().name, url).toBe(name);
    }
  });
});
