import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipServices } from '../../../test/services';
import { tokenCaller } from '../../../test/api';
import { createTestContext, signInWithPassword, uniqueEmail, type TestContext } from '../../../test/harness';
import { postFeature, postMembership } from '../../../test/orders';
import type { SubscriptionsService } from './subscriptions.service';

let ctx: TestContext;
let admin: string;
let subscriptionAdmin: string;
let articleAdmin: string;
let service: SubscriptionsService;
let display: string;
let presale: string;

const call = tokenCaller(() => ctx.app);

const plan = (over: Record<string, unknown> = {}) => ({
  name: { cs: 'Sezónní permanentka', sk: 'Sezónna permanentka' },
  text: { cs: '<p>Všechny zápasy <script>alert(1)</script>sezóny</p>', sk: '<p>Všetky zápasy</p>' },
  type: 'permanent',
  featureUuids: [display],
  prices: [
    { label: { cs: 'Dospělý', sk: 'Dospelý' }, amountCzk: 129000, amountEur: 4990 },
    { label: { cs: 'Student' }, amountCzk: 59000, amountEur: 2390 },
  ],
  ...over,
});

const createPlan = (over: Record<string, unknown> = {}) =>
  postMembership(ctx.app, subscriptionAdmin, plan(over));

const feature = (type: string, extra: Record<string, unknown> = {}) =>
  postFeature(ctx.app, admin, { name: { cs: `Funkce ${type}` }, type, ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, subscriptionAdmin, articleAdmin] = await Promise.all([
    ctx.tokenAs(['super_admin']),
    ctx.tokenAs(['subscription_admin']),
    ctx.tokenAs(['article_admin']),
  ]);
  service = membershipServices(ctx.database).subscriptions;
  display = await feature('display');
  presale = await feature('presale', { presaleLimit: 2 });
});
afterAll(() => ctx.close());

describe('admin subscriptions API', () => {
  it('creates, reads, updates and deletes a membership with its price variants', async () => {
    const created = await createPlan({ requiredDisplayFeatureUuids: [display], capacity: 100 });
    expect(created).toMatchObject({
      name: { cs: 'Sezónní permanentka' },
      type: 'permanent',
      sellable: true,
      capacity: 100,
      featureUuids: [display],
      requiredDisplayFeatureUuids: [display],
      activeCount: 0,
      prices: [
        { label: { cs: 'Dospělý', sk: 'Dospelý' }, amountCzk: 129000, amountEur: 4990 },
        { label: { cs: 'Student' }, amountCzk: 59000, amountEur: 2390 },
      ],
    });
    // The rich text is sanitised before it is stored.
    expect((created.text as { cs: string }).cs).not.toContain('<script');

    const read = await call('GET', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin);
    expect(read.statusCode).toBe(200);
    expect(read.json().prices.map((p: { uuid: string }) => p.uuid)).toEqual(
      created.prices.map((p) => p.uuid),
    );

    const deleted = await call('DELETE', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin);
    expect(deleted.statusCode).toBe(200);
    const gone = await call('GET', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('subscriptionNotFound');
  });

  it('keeps the uuids of edited price variants, gives new ones theirs and drops removed ones', async () => {
    const created = await createPlan();
    const [adult, student] = created.prices;
    const updated = await call('PUT', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin, {
      ...plan(),
      uuid: created.uuid,
      prices: [
        { uuid: student!.uuid, label: { cs: 'Student a senior' }, amountCzk: 49000, amountEur: 1990 },
        { label: { cs: 'Rodina' }, amountCzk: 299000, amountEur: 11900 },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const prices = updated.json().prices as { uuid: string; label: { cs: string }; amountCzk: number }[];
    expect(prices.map((p) => p.label.cs)).toEqual(['Student a senior', 'Rodina']);
    expect(prices[0]).toMatchObject({ uuid: student!.uuid, amountCzk: 49000 });
    expect(prices[1]!.uuid).not.toBe(adult!.uuid);
    const removed = await call('GET', `/subscriptions/by-subscription-price/${adult!.uuid}`, null);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().name).toBe('subscriptionPriceNotFound');

    // A uuid of no variant of this plan is refused, not taken over.
    const foreign = await call('PUT', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin, {
      ...plan(),
      prices: [{ uuid: randomUUID(), label: { cs: 'Cizí' }, amountCzk: 1, amountEur: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().name).toBe('subscriptionPriceNotFound');
  });

  it('archives a removed variant that was sold: its holders keep it, buyers no longer see it', async () => {
    const created = await createPlan({ featureUuids: [] });
    const [adult, student] = created.prices;
    const user = await ctx.signInAs(['user']);
    await service.activate({ userUuid: user.uuid, priceUuid: adult!.uuid, source: { type: 'admin' } });
    const updated = await call('PUT', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin, {
      ...plan({ featureUuids: [] }),
      prices: [{ uuid: student!.uuid, label: { cs: 'Student' }, amountCzk: 1, amountEur: 1 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().prices.map((p: { uuid: string }) => p.uuid)).toEqual([student!.uuid]);
    const logged = await call('GET', '/auth/logged-user', user.token);
    expect(logged.json().activeUserSubscriptions).toMatchObject([{ priceUuid: adult!.uuid }]);
  });

  it('refuses bad input with the failing fields and catalogue names', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'seasonal' }, 'validFrom'],
      [{ type: 'seasonal', validFrom: '2026-08-01', validTo: '2026-07-01' }, 'validTo'],
      [{ type: 'periodic', periodUnit: 'month' }, 'periodCount'],
      [{ prices: [] }, 'prices'],
      [{ prices: [{ label: { cs: 'Bez eur' }, amountCzk: 100 }] }, 'prices.0.amountEur'],
      [{ prices: [{ label: { cs: 'Záporná' }, amountCzk: -1, amountEur: 1 }] }, 'prices.0.amountCzk'],
      [{ prices: [{ label: { cs: 'Desetiny' }, amountCzk: 10.5, amountEur: 1 }] }, 'prices.0.amountCzk'],
      [{ name: { cs: '' } }, 'name.cs'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/admin/subscriptions', subscriptionAdmin, plan(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().name).toBe('badRequest');
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(`body.${field}`);
    }
    const unknownFeature = await call(
      'POST',
      '/admin/subscriptions',
      subscriptionAdmin,
      plan({ featureUuids: [randomUUID()] }),
    );
    expect(unknownFeature.statusCode).toBe(404);
    expect(unknownFeature.json().name).toBe('featureNotFound');
    const notDisplay = await call(
      'POST',
      '/admin/subscriptions',
      subscriptionAdmin,
      plan({ requiredDisplayFeatureUuids: [presale] }),
    );
    expect(notDisplay.statusCode).toBe(400);
    const otherUuid = await call(
      'PUT',
      `/admin/subscriptions/${randomUUID()}`,
      subscriptionAdmin,
      plan({ uuid: randomUUID() }),
    );
    expect(otherUuid.json().name).toBe('uuidInUrlAndUuidInBodyAreNotSame');
    expect((await call('POST', '/admin/subscriptions', articleAdmin, plan())).statusCode).toBe(403);
  });

  it('changes the type only while nobody holds it, and deletes only what nobody holds', async () => {
    const created = await createPlan({ featureUuids: [] });
    const periodic = { ...plan({ featureUuids: [] }), type: 'periodic', periodCount: 1, periodUnit: 'month' };
    const free = await call('PUT', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin, {
      ...periodic,
      prices: created.prices.map((p, i) => ({ ...plan().prices[i], uuid: p.uuid })),
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ type: 'periodic', periodCount: 1, periodUnit: 'month' });

    const user = await ctx.signInAs(['user']);
    const held = await service.activate({
      userUuid: user.uuid,
      priceUuid: created.prices[0]!.uuid,
      source: { type: 'admin' },
    });
    const retyped = await call('PUT', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin, {
      ...plan({ featureUuids: [] }),
      prices: free.json().prices,
    });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().name).toBe('subscriptionCannotChangeType');
    const deleted = await call('DELETE', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().name).toBe('subscriptionHasActiveUserSubscriptions');

    // Once it has ended, the plan is archived: gone from the lists, kept in its holder's history.
    await service.endAt(held.uuid, new Date(Date.now() - 1000));
    expect((await call('DELETE', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin)).statusCode).toBe(
      404,
    );
    const detail = await call('GET', `/admin/users/${user.uuid}`, admin);
    expect(detail.json().subscriptions).toMatchObject([
      { uuid: held.uuid, status: 'ended', subscription: { uuid: created.uuid }, source: 'admin' },
    ]);
  });

  it('lists with paging, a search and Czech order', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    for (const name of ['Zlatá', 'Členská', 'Chovatel', 'Hráč'])
      await createPlan({ name: { cs: `${name} ${marker}` } });
    const res = await call('GET', `/admin/subscriptions?q=${marker}&sort=name&limit=3`, subscriptionAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(res.json().data.map((s: { name: { cs: string } }) => s.name.cs.split(' ')[0])).toEqual([
      'Členská',
      'Hráč',
      'Chovatel',
    ]);
  });
});

describe('public subscriptions API', () => {
  let planUuid: string;
  let priceUuid: string;

  beforeAll(async () => {
    const created = await createPlan({ capacity: 1, requiredDisplayFeatureUuids: [display] });
    planUuid = created.uuid;
    priceUuid = created.prices[0]!.uuid;
    await createPlan({ name: { cs: 'Skrytá' }, sellable: false });
  });

  it('answers the plans on sale in the language of X-App-Lang with prices in its currency', async () => {
    const cs = (await call('GET', '/subscriptions', null)).json().data;
    const mine = cs.find((s: { uuid: string }) => s.uuid === planUuid);
    expect(mine).toMatchObject({
      language: 'cs',
      name: 'Sezónní permanentka',
      features: [{ uuid: display, name: 'Funkce display', type: 'display' }],
      prices: [
        { uuid: priceUuid, label: 'Dospělý', amount: 129000, currency: 'CZK' },
        { label: 'Student', amount: 59000, currency: 'CZK' },
      ],
      owned: false,
      capacity: 1,
      remaining: 1,
      soldOut: false,
    });
    expect(cs.some((s: { name: string }) => s.name === 'Skrytá')).toBe(false);

    const sk = (await call('GET', '/subscriptions', null, undefined, 'sk')).json().data;
    expect(sk.find((s: { uuid: string }) => s.uuid === planUuid)).toMatchObject({
      language: 'sk',
      name: 'Sezónna permanentka',
      text: '<p>Všetky zápasy</p>',
      // A label without a Slovak text falls back to Czech; the amount is in euros.
      prices: [
        { label: 'Dospelý', amount: 4990, currency: 'EUR' },
        { label: 'Student', amount: 2390, currency: 'EUR' },
      ],
    });
    const en = (await call('GET', '/subscriptions', null, undefined, 'en')).json().data;
    expect(en.find((s: { uuid: string }) => s.uuid === planUuid)).toMatchObject({
      language: 'cs',
      name: 'Sezónní permanentka',
      prices: [{ currency: 'CZK' }, { currency: 'CZK' }],
    });
  });

  it('answers one plan, the plan of a price variant and the plans of display features', async () => {
    const one = await call('GET', `/subscriptions/${planUuid}`, null, undefined, 'sk');
    expect(one.json()).toMatchObject({ uuid: planUuid, name: 'Sezónna permanentka' });
    const byPrice = await call('GET', `/subscriptions/by-subscription-price/${priceUuid}`, null);
    expect(byPrice.json()).toMatchObject({
      subscription: { uuid: planUuid },
      price: { uuid: priceUuid, amount: 129000, currency: 'CZK' },
    });
    const missing = await call('GET', `/subscriptions/${randomUUID()}`, null);
    expect(missing.json().name).toBe('subscriptionNotFound');

    const paywall = await call('POST', '/subscriptions/public-subscriptions-by-display-feature', null, {
      requiredDisplayFeaturesUuids: [display],
    });
    expect(paywall.statusCode).toBe(200);
    const names = paywall.json().data as { uuid: string; name: string }[];
    expect(names.some((s) => s.uuid === planUuid && s.name === 'Sezónní permanentka')).toBe(true);
    expect(names.some((s) => s.name === 'Skrytá')).toBe(false);
    const none = await call('POST', '/subscriptions/public-subscriptions-by-display-feature', null, {
      requiredDisplayFeaturesUuids: [randomUUID()],
    });
    expect(none.json().data).toEqual([]);
  });

  it('shows what is sold out and what the signed-in caller owns', async () => {
    const buyer = await ctx.signInAs(['user']);
    await service.activate({
      userUuid: buyer.uuid,
      priceUuid,
      source: { type: 'order', uuid: randomUUID() },
    });

    const availability = (await call('GET', '/subscriptions/availability', null)).json().data;
    expect(availability.find((a: { uuid: string }) => a.uuid === planUuid)).toEqual({
      uuid: planUuid,
      capacity: 1,
      remaining: 0,
      soldOut: true,
    });
    const asBuyer = (await call('GET', '/subscriptions', buyer.token)).json().data;
    expect(asBuyer.find((s: { uuid: string }) => s.uuid === planUuid)).toMatchObject({
      owned: true,
      soldOut: true,
    });
    const asVisitor = (await call('GET', '/subscriptions', null)).json().data;
    expect(asVisitor.find((s: { uuid: string }) => s.uuid === planUuid).owned).toBe(false);
    // A stale token only loses `owned`: the plans still show.
    const stale = await call('GET', '/subscriptions', 'not-a-token');
    expect(stale.statusCode).toBe(200);

    const other = await ctx.signInAs(['user']);
    await expect(
      service.activate({ userUuid: other.uuid, priceUuid, source: { type: 'order', uuid: randomUUID() } }),
    ).rejects.toMatchObject({ errorName: 'subscriptionSoldOut' });
  });
});

describe('memberships users hold', () => {
  it('activates each type with its validity and refuses what the rules refuse', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const clocked = membershipServices(ctx.database, () => now).subscriptions;
    const user = await ctx.signInAs(['user']);
    const permanent = await createPlan({ featureUuids: [] });
    const seasonal = await createPlan({
      type: 'seasonal',
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      featureUuids: [],
    });
    const periodic = await createPlan({
      type: 'periodic',
      periodCount: 1,
      periodUnit: 'month',
      renewing: true,
      featureUuids: [],
    });
    const activate = (
      priceUuid: string,
      source: { type: 'order'; uuid: string } | { type: 'admin' } = { type: 'admin' },
    ) => clocked.activate({ userUuid: user.uuid, priceUuid, source, now });

    const p = await activate(permanent.prices[0]!.uuid);
    expect(p).toMatchObject({ validFrom: now, validTo: null, renewing: false, status: 'active' });
    const s = await activate(seasonal.prices[0]!.uuid);
    // The last day of the season is included: it ends at midnight in Prague (UTC+2 in summer).
    expect(s.validTo).toEqual(new Date('2026-06-30T22:00:00Z'));
    const m = await activate(periodic.prices[1]!.uuid);
    // A month on Prague's calendar: the same wall-clock time after summer time begins (29 March).
    expect(m).toMatchObject({ validTo: new Date('2026-04-10T11:00:00Z'), renewing: true });

    await expect(activate(permanent.prices[1]!.uuid)).rejects.toMatchObject({
      errorName: 'subscriptionAlreadyExists',
    });
    const renewed = await clocked.extend(m.uuid);
    expect(renewed.validTo).toEqual(new Date('2026-05-10T11:00:00Z'));

    const hidden = await createPlan({ sellable: false, featureUuids: [] });
    await expect(
      activate(hidden.prices[0]!.uuid, { type: 'order', uuid: randomUUID() }),
    ).rejects.toMatchObject({
      errorName: 'subscriptionNotSellable',
    });
    // An admin grant (or a voucher bought earlier) may still give it.
    await expect(activate(hidden.prices[0]!.uuid)).resolves.toMatchObject({ status: 'active' });
    const over = await createPlan({
      type: 'seasonal',
      validFrom: '2025-07-01',
      validTo: '2026-01-31',
      featureUuids: [],
    });
    await expect(activate(over.prices[0]!.uuid)).rejects.toMatchObject({
      errorName: 'subscriptionNotSellable',
    });
    await expect(activate(randomUUID())).rejects.toMatchObject({ errorName: 'subscriptionPriceNotFound' });
  });

  it('refuses a plan that would give nothing new over the memberships held', async () => {
    const user = await ctx.signInAs(['user']);
    const both = await createPlan({ featureUuids: [display, presale] });
    const displayOnly = await createPlan({ featureUuids: [display] });
    await service.activate({
      userUuid: user.uuid,
      priceUuid: both.prices[0]!.uuid,
      source: { type: 'admin' },
    });
    await expect(
      service.activate({
        userUuid: user.uuid,
        priceUuid: displayOnly.prices[0]!.uuid,
        source: { type: 'admin' },
      }),
    ).rejects.toMatchObject({ errorName: 'subscriptionPreventedByCurrentSubscription' });
  });

  it("names the logged user's memberships and their features in the page's language (X-App-Lang)", async () => {
    // A user whose e-mails are Czech opens the Slovak account page.
    const user = await ctx.signInAs(['user']);
    const named = await call('POST', '/admin/features', admin, {
      name: { cs: 'Předprodej vstupenek', sk: 'Predpredaj vstupeniek' },
      type: 'display',
    });
    expect(named.statusCode, named.body).toBe(201);
    const withNamedFeature = await createPlan({ featureUuids: [named.json().uuid] });
    await service.activate({
      userUuid: user.uuid,
      priceUuid: withNamedFeature.prices[0]!.uuid,
      source: { type: 'order', uuid: randomUUID() },
    });
    const namesIn = async (lang?: string) => {
      const [membership] = (await call('GET', '/auth/logged-user', user.token, undefined, lang)).json()
        .activeUserSubscriptions as { subscription: { name: string }; features: { name: string }[] }[];
      return [membership!.subscription.name, membership!.features.map((f) => f.name)];
    };
    expect(await namesIn('sk')).toEqual(['Sezónna permanentka', ['Predpredaj vstupeniek']]);
    expect(await namesIn('cs')).toEqual(['Sezónní permanentka', ['Předprodej vstupenek']]);
    // Without the header, the user's own language.
    expect(await namesIn()).toEqual(['Sezónní permanentka', ['Předprodej vstupenek']]);
    // Changing the language to Slovak takes the storefront to Slovak pages: the answer is Slovak.
    const changed = await call('PUT', '/auth/language', user.token, { language: 'sk' }, 'cs');
    expect(changed.json().activeUserSubscriptions[0].features[0].name).toBe('Predpredaj vstupeniek');
  });

  it('shows the memberships and the union of their features on the logged user, then cancels and stops renewal', async () => {
    const user = await ctx.signInAs(['user']);
    const other = await ctx.signInAs(['user']);
    const withDisplay = await createPlan({
      name: { cs: 'Fanoušek', sk: 'Fanúšik' },
      featureUuids: [display],
    });
    const withBoth = await createPlan({
      name: { cs: 'Měsíční' },
      type: 'periodic',
      periodCount: 1,
      periodUnit: 'month',
      renewing: true,
      featureUuids: [display, presale],
    });
    const first = await service.activate({
      userUuid: user.uuid,
      priceUuid: withDisplay.prices[0]!.uuid,
      source: { type: 'order', uuid: randomUUID() },
    });
    const second = await service.activate({
      userUuid: user.uuid,
      priceUuid: withBoth.prices[0]!.uuid,
      source: { type: 'voucher', uuid: randomUUID() },
    });

    const logged = (await call('GET', '/auth/logged-user', user.token)).json();
    expect(logged.activeUserSubscriptions).toHaveLength(2);
    expect(logged.activeUserSubscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uuid: first.uuid,
          subscription: { uuid: withDisplay.uuid, name: 'Fanoušek', type: 'permanent' },
          features: [expect.objectContaining({ uuid: display })],
          validTo: null,
          renewing: false,
          status: 'active',
        }),
        expect.objectContaining({ uuid: second.uuid, renewing: true }),
      ]),
    );
    expect((await service.featuresOf(user.uuid)).sort()).toEqual([display, presale].sort());
    const statistics = (await call('GET', '/auth/logged-user/statistics', user.token)).json();
    expect(statistics.activeMemberships).toBe(2);

    const foreign = await call('DELETE', `/auth/subscription/${first.uuid}`, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().name).toBe('subscriptionDoesNotBelongToUser');
    expect((await call('DELETE', `/auth/subscription/${randomUUID()}`, user.token)).json().name).toBe(
      'subscriptionNotFound',
    );
    expect((await call('DELETE', `/auth/subscription/${first.uuid}`, null)).statusCode).toBe(401);

    const stopped = await call('DELETE', `/auth/subscription/${second.uuid}/recurrent-payment`, user.token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      renewing: false,
      status: 'active',
      validTo: second.validTo!.toISOString(),
    });

    const cancelled = await call('DELETE', `/auth/subscription/${first.uuid}`, user.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', renewing: false });
    const after = (await call('GET', '/auth/logged-user', user.token)).json();
    expect(after.activeUserSubscriptions.map((s: { uuid: string }) => s.uuid)).toEqual([second.uuid]);
    expect((await service.featuresOf(user.uuid)).sort()).toEqual([display, presale].sort());

    const detail = (await call('GET', `/admin/users/${user.uuid}`, admin)).json();
    expect(detail.subscriptions.map((s: { status: string }) => s.status).sort()).toEqual([
      'active',
      'cancelled',
    ]);
  });

  it('validates a pre-registered price and forgets it once the plan is held', async () => {
    const user = await ctx.signInAs(['user']);
    const created = await createPlan({ featureUuids: [] });
    const put = (priceUuid: string | null) =>
      call('PUT', '/auth/logged-user', user.token, {
        firstName: 'Jana',
        lastName: 'Nová',
        preRegisteredSubscriptionPriceUuid: priceUuid,
      });
    const unknown = await put(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('subscriptionPriceNotFound');

    const chosen = await put(created.prices[1]!.uuid);
    expect(chosen.json().preRegisteredSubscriptionPriceUuid).toBe(created.prices[1]!.uuid);
    await service.activate({
      userUuid: user.uuid,
      priceUuid: created.prices[0]!.uuid,
      source: { type: 'admin' },
    });
    const logged = (await call('GET', '/auth/logged-user', user.token)).json();
    expect(logged.preRegisteredSubscriptionPriceUuid).toBeNull();
  });

  it('keeps the price chosen before registering on the new account, and registers without one that is gone', async () => {
    const created = await createPlan({ featureUuids: [] });
    const priceUuid = created.prices[1]!.uuid;
    const signUp = (email: string, chosen: string) =>
      call('POST', '/auth/sign-up', null, {
        email,
        password: 'Heslo1234',
        firstName: 'Jana',
        lastName: 'Nová',
        gdprAccepted: true,
        preRegisteredSubscriptionPriceUuid: chosen,
      });

    const email = uniqueEmail('chose-a-plan');
    const res = await signUp(email, priceUuid);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().preRegisteredSubscriptionPriceUuid).toBe(priceUuid);
    // Logged in anywhere later, the account brings the choice (login step 4).
    const token = await signInWithPassword(ctx.emulatorHost, email, 'Heslo1234');
    const logged = (await call('GET', '/auth/logged-user', token)).json();
    expect(logged.preRegisteredSubscriptionPriceUuid).toBe(priceUuid);

    const withdrawn = uniqueEmail('chose-a-gone-plan');
    const gone = await signUp(withdrawn, randomUUID());
    expect(gone.statusCode, gone.body).toBe(201);
    expect(gone.json()).toMatchObject({ email: withdrawn, preRegisteredSubscriptionPriceUuid: null });
  });

  it('lets only one of two buyers take the last place, whatever the concurrency', async () => {
    const created = await createPlan({ capacity: 1, featureUuids: [] });
    const buyers = await Promise.all([
      ctx.signInAs(['user']),
      ctx.signInAs(['user']),
      ctx.signInAs(['user']),
    ]);
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.allSettled(
        buyers.map((buyer) =>
          service.activate({
            userUuid: buyer.uuid,
            priceUuid: created.prices[0]!.uuid,
            source: { type: 'order', uuid: randomUUID() },
          }),
        ),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      expect(won).toHaveLength(round === 0 ? 1 : 0);
      for (const o of outcomes) {
        if (o.status === 'rejected') {
          expect((o.reason as { errorName: string }).errorName).toMatch(
            /^subscription(SoldOut|AlreadyExists)$/,
          );
        }
      }
    }
    const read = await call('GET', `/admin/subscriptions/${created.uuid}`, subscriptionAdmin);
    expect(read.json().activeCount).toBe(1);
  });
});
