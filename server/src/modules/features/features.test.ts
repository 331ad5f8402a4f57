import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let admin: string;
let featureAdmin: string;
let subscriptionAdmin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, featureAdmin, subscriptionAdmin] = await Promise.all([
    ctx.tokenAs(['super_admin']),
    ctx.tokenAs(['feature_admin']),
    ctx.tokenAs(['subscription_admin']),
  ]);
});
afterAll(() => ctx.close());

const call = tokenCaller(() => ctx.app);

const plan = (featureUuids: string[]) => ({
  name: { cs: 'Členství s funkcí' },
  text: { cs: '<p>Text</p>' },
  type: 'permanent',
  featureUuids,
  prices: [{ label: { cs: 'Základní' }, amountCzk: 10000, amountEur: 400 }],
});

describe('admin features API', () => {
  it('creates each type with its own settings and reads them back', async () => {
    const presale = await call('POST', '/admin/features', featureAdmin, {
      name: { cs: 'Předprodej', sk: 'Predpredaj' },
      type: 'presale',
      presaleLimit: 4,
      // Settings of other types are dropped.
      poolName: 'ignored',
    });
    expect(presale.statusCode).toBe(201);
    expect(presale.json()).toMatchObject({
      type: 'presale',
      presaleLimit: 4,
      poolName: null,
      segmentName: null,
      name: { cs: 'Předprodej', sk: 'Predpredaj' },
    });

    const pool = await call('POST', '/admin/features', featureAdmin, {
      name: { cs: 'Voucher z poolu' },
      type: 'voucher_from_pool',
      poolName: 'partner-2026',
    });
    expect(pool.json()).toMatchObject({ poolName: 'partner-2026', presaleLimit: null });

    const segment = await call('POST', '/admin/features', featureAdmin, {
      name: { cs: 'Segment' },
      type: 'onesignal_notification_segment',
      segmentName: 'members',
    });
    const read = await call('GET', `/admin/features/${segment.json().uuid}`, subscriptionAdmin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ type: 'onesignal_notification_segment', segmentName: 'members' });
  });

  it('refuses a type without its settings and an unknown type, naming the fields', async () => {
    const missing = await call('POST', '/admin/features', featureAdmin, {
      name: { cs: 'Předprodej' },
      type: 'presale',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().name).toBe('badRequest');
    expect(JSON.stringify(missing.json().details)).toContain('presaleLimit');

    const unknown = await call('POST', '/admin/features', featureAdmin, {
      name: { cs: 'Nic' },
      type: 'teleport',
    });
    expect(unknown.statusCode).toBe(400);
    const noName = await call('POST', '/admin/features', featureAdmin, {
      name: { cs: ' ' },
      type: 'display',
    });
    expect(noName.statusCode).toBe(400);
  });

  it('lists with a type filter, a text search and Czech order', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    for (const name of ['Vstup', 'Členská sleva', 'Chat', 'Hlasování']) {
      await call('POST', '/admin/features', featureAdmin, {
        name: { cs: `${name} ${marker}` },
        type: 'display',
      });
    }
    await call('POST', '/admin/features', featureAdmin, {
      name: { cs: `Předprodej ${marker}` },
      type: 'presale',
      presaleLimit: 2,
    });
    const names = async (query: string) => {
      const res = await call('GET', `/admin/features?${query}`, featureAdmin);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((f: { name: { cs: string } }) => f.name.cs.replace(` ${marker}`, ''));
    };
    expect(await names(`q=${marker}&sort=name`)).toEqual([
      'Členská sleva',
      'Hlasování',
      'Chat',
      'Předprodej',
      'Vstup',
    ]);
    expect(await names(`q=${marker}&type=display&sort=name&order=desc`)).toEqual([
      'Vstup',
      'Chat',
      'Hlasování',
      'Členská sleva',
    ]);
    expect(await names(`q=CLENSKA sleva ${marker}`)).toEqual(['Členská sleva']);
  });

  it('keeps the type of a feature a membership uses, and refuses to delete it', async () => {
    const feature = (
      await call('POST', '/admin/features', featureAdmin, {
        name: { cs: 'Obsah pro členy' },
        type: 'display',
      })
    ).json();
    const subscription = await call('POST', '/admin/subscriptions', admin, plan([feature.uuid]));
    expect(subscription.statusCode).toBe(201);

    const renamed = await call('PUT', `/admin/features/${feature.uuid}`, featureAdmin, {
      name: { cs: 'Obsah jen pro členy' },
      type: 'display',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name.cs).toBe('Obsah jen pro členy');

    const retyped = await call('PUT', `/admin/features/${feature.uuid}`, featureAdmin, {
      name: { cs: 'Obsah pro členy' },
      type: 'presale',
      presaleLimit: 1,
    });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().name).toBe('featureCannotChangeType');

    const deleted = await call('DELETE', `/admin/features/${feature.uuid}`, featureAdmin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().name).toBe('featureInUse');

    // Once no membership uses it, both work.
    expect((await call('DELETE', `/admin/subscriptions/${subscription.json().uuid}`, admin)).statusCode).toBe(
      200,
    );
    const free = await call('PUT', `/admin/features/${feature.uuid}`, featureAdmin, {
      name: { cs: 'Předprodej pro členy' },
      type: 'presale',
      presaleLimit: 1,
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ type: 'presale', presaleLimit: 1 });
    expect((await call('DELETE', `/admin/features/${feature.uuid}`, featureAdmin)).statusCode).toBe(200);
    const gone = await call('GET', `/admin/features/${feature.uuid}`, featureAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('featureNotFound');
  });

  it('lets a subscription admin read features but not change them', async () => {
    const res = await call('POST', '/admin/features', subscriptionAdmin, {
      name: { cs: 'X' },
      type: 'display',
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/admin/features', subscriptionAdmin)).statusCode).toBe(200);
  });
});
