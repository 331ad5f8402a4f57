import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInWithPassword, type TestContext } from '../../test/harness';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { DEMO_ADMIN, seedDemoAdmin, seedDemoContent } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quiet = { info: () => undefined };

describe('demo data', () => {
  it('fills an empty database once and makes a working super_admin', async () => {
    const voucherCodes: (string | null)[] = [];
    for (let run = 0; run < 2; run++) {
      voucherCodes.push((await seedDemoContent(ctx.database.db, quiet)).voucherCode);
      await seedDemoAdmin(ctx.database.db, ctx.identity);
    }
    // One unclaimed demo voucher, made on the empty database only.
    expect(voucherCodes[0]).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(voucherCodes[1]).toBeNull();
    expect(await createArticlesRepository(ctx.database.db).count()).toBe(6);

    const published = await ctx.app.inject({ url: '/api/v1/articles', headers: { 'x-app-lang': 'sk' } });
    expect(published.json().total).toBe(6);
    expect(published.json().data[0].title).toBe('Štartuje nová sezóna');

    const plans = await ctx.app.inject({ url: '/api/v1/subscriptions', headers: { 'x-app-lang': 'sk' } });
    expect(plans.json().data.map((p: { type: string }) => p.type)).toEqual([
      'permanent',
      'seasonal',
      'periodic',
    ]);
    expect(plans.json().data[1].prices[0]).toMatchObject({ currency: 'EUR', amount: 4990 });
    expect(
      plans
        .json()
        .data[1].features.map((f: { type: string }) => f.type)
        .sort(),
    ).toEqual(['display', 'display', 'presale']);

    const token = await signInWithPassword(ctx.emulatorHost, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(me.json()).toMatchObject({
      email: DEMO_ADMIN.email,
      roles: ['super_admin'],
      resolvedRoles: ['app', 'admin'],
    });
    const vouchers = await ctx.app.inject({ url: '/api/v1/admin/vouchers', headers: { 'id-token': token } });
    expect(vouchers.json()).toMatchObject({
      total: 1,
      data: [{ code: voucherCodes[0], claimed: false, isActive: true, subscriptionName: 'Věrný fanoušek' }],
    });
  });
});
