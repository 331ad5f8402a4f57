import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInput } from '@tribuna/common/schemas/features';
import { subscriptionInput } from '@tribuna/common/schemas/subscriptions';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { membershipServices } from '../../../test/services';

let ctx: TestContext;
let admin: string;
let benefitAdmin: string;
let countdownAdmin: string;
let member: { token: string; uuid: string };

const benefit = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Sleva 20 % v fanshopu', sk: 'Zľava 20 % vo fanshope' },
  perex: { cs: 'Pro členy klubu' },
  body: { cs: '<p>Kód <strong>TRIBUNA20</strong><script>alert(1)</script></p>' },
  link: 'https://partner.example.com/akce',
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

const call = tokenCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, benefitAdmin, countdownAdmin] = await Promise.all([
    ctx.tokenAs(['super_admin']),
    ctx.tokenAs(['benefit_admin']),
    ctx.tokenAs(['countdown_admin']),
  ]);
  member = await ctx.signInAs(['user']);
});
afterAll(() => ctx.close());

describe('benefits', () => {
  it('are created, listed with search and filters, changed and deleted by benefit admins', async () => {
    const created = await call('POST', '/admin/benefits', benefitAdmin, benefit());
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json();
    expect(created.json().body.cs).toBe('<p>Kód <strong>TRIBUNA20</strong></p>');
    await call(
      'POST',
      '/admin/benefits',
      benefitAdmin,
      benefit({ title: { cs: 'Koncept' }, publishedAt: null }),
    );

    const found = await call('GET', '/admin/benefits?q=fanshop&published=true', benefitAdmin);
    expect(found.json().data.map((b: { uuid: string }) => b.uuid)).toEqual([uuid]);
    const drafts = await call('GET', '/admin/benefits?published=false', benefitAdmin);
    expect(drafts.json().data.map((b: { title: { cs: string } }) => b.title.cs)).toContain('Koncept');

    const updated = await call('PUT', `/admin/benefits/${uuid}`, benefitAdmin, benefit({ uuid, link: null }));
    expect(updated.json().link).toBeNull();
    const other = await call('PUT', `/admin/benefits/${uuid}`, benefitAdmin, benefit({ uuid: randomUUID() }));
    expect(other.json().name).toBe('uuidInUrlAndUuidInBodyAreNotSame');

    expect((await call('POST', '/admin/benefits', countdownAdmin, benefit())).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/benefits/${uuid}`, benefitAdmin)).statusCode).toBe(200);
    const gone = await call('GET', `/admin/benefits/${uuid}`, benefitAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('benefitNotFound');
  });

  it('refuses a link that is not a web address, an unknown image and an unknown feature', async () => {
    const bad = await call('POST', '/admin/benefits', admin, benefit({ link: 'javascript:alert(1)' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([
      { field: 'body.link', message: 'formError.invalidLinkError' },
    ]);
    expect((await call('POST', '/admin/benefits', admin, benefit({ image: randomUUID() }))).json().name).toBe(
      'fileNotFound',
    );
    expect(
      (await call('POST', '/admin/benefits', admin, benefit({ requiredFeatureUuids: [randomUUID()] }))).json()
        .name,
    ).toBe('featureNotFound');
  });

  it('are public, except members-only ones, which list with a lock and open to their members', async () => {
    const services = membershipServices(ctx.database);
    const feature = (
      await services.features.create(featureInput.parse({ name: { cs: 'Slevy' }, type: 'display' }))
    ).uuid;
    const plan = await services.subscriptions.create(
      subscriptionInput.parse({
        name: { cs: 'Plán se slevami' },
        text: { cs: '<p>Slevy</p>' },
        type: 'permanent',
        featureUuids: [feature],
        prices: [{ label: { cs: 'Dospělý' }, amountCzk: 1000, amountEur: 40 }],
      }),
    );
    await services.subscriptions.activate({
      userUuid: member.uuid,
      priceUuid: plan.prices[0]!.uuid,
      source: { type: 'admin' },
    });
    const open = (
      await call('POST', '/admin/benefits', admin, benefit({ title: { cs: 'Pro všechny' } }))
    ).json();
    const locked = (
      await call(
        'POST',
        '/admin/benefits',
        admin,
        benefit({ title: { cs: 'Jen členové' }, requiredFeatureUuids: [feature] }),
      )
    ).json();

    const list = await ctx.app.inject({ url: '/api/v1/benefits', headers: { 'x-app-lang': 'sk' } });
    const titles = list.json().data.map((b: { title: string }) => b.title);
    expect(titles).toEqual(expect.arrayContaining(['Pro všechny', 'Jen členové']));
    const listedLocked = list.json().data.find((b: { uuid: string }) => b.uuid === locked.uuid);
    expect(listedLocked).toMatchObject({ requiredFeatureUuids: [feature] });
    expect(listedLocked).not.toHaveProperty('link');

    expect((await call('GET', `/benefits/${open.uuid}`)).json().link).toBe(
      'https://partner.example.com/akce',
    );
    const visitor = await call('GET', `/benefits/${locked.uuid}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      name: 'userHasNotPermissionForContent',
      details: { requiredFeatureUuids: [feature] },
    });
    const withMembership = await call('GET', `/benefits/${locked.uuid}`, member.token);
    expect(withMembership.statusCode).toBe(200);
    expect(withMembership.json().link).toBe('https://partner.example.com/akce');
    expect((await call('GET', `/benefits/${locked.uuid}`)).statusCode).toBe(403);
  });

  it('keeps scheduled benefits from the public and shows them to editors', async () => {
    const later = (
      await call('POST', '/admin/benefits', admin, benefit({ publishedAt: '2999-01-01T00:00:00Z' }))
    ).json();
    const visitor = await call('GET', `/benefits/${later.uuid}`);
    expect(visitor.json().name).toBe('contentHasNotBeenPublishedYet');
    expect((await call('GET', `/benefits/${later.uuid}`, benefitAdmin)).statusCode).toBe(200);
    const missing = await call('GET', `/benefits/${randomUUID()}`);
    expect(missing.json().name).toBe('benefitNotFound');
  });
});
