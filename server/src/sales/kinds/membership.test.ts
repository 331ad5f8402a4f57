import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLastValidDay } from '@tribuna/common/dateFormat';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { Order } from '@tribuna/common/schemas/orders';
import { subscriptionPrices } from '../../db/schema';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, postFeature, postMembership } from '../../../test/orders';

let ctx: TestContext;
let subscriptionAdmin: string;
let orderAdmin: string;
let grantFeature: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token: string | null, payload?: unknown, language = 'cs') =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token && { 'id-token': token }), 'x-app-lang': language },
    ...(payload !== undefined && { payload: payload as object }),
  });

let featureCount = 0;
const newFeature = () =>
  postFeature(ctx.app, subscriptionAdmin, { name: { cs: `Výhoda ${++featureCount}` }, type: 'display' });

async function newPlan(over: Record<string, unknown> = {}) {
  const plan = await postMembership(ctx.app, subscriptionAdmin, {
    name: { cs: 'Členství Klub', sk: 'Členstvo Klub' },
    text: { cs: '<p>Všechny zápasy</p>', sk: '<p>Všetky zápasy</p>' },
    type: 'permanent',
    featureUuids: [await newFeature()],
    prices: [{ label: { cs: 'Dospělý', sk: 'Dospelý' }, amountCzk: 129_000, amountEur: 4_990 }],
    ...over,
  });
  return { uuid: plan.uuid, price: plan.prices[0]!.uuid };
}

async function order(token: string, priceUuid: string, language = 'cs') {
  return api(
    'POST',
    '/orders',
    token,
    { currency: language === 'sk' ? 'EUR' : 'CZK', lines: [{ kind: 'subscription', refUuid: priceUuid }] },
    language,
  );
}

async function newOrder(token: string, priceUuid: string, language = 'cs'): Promise<Order> {
  const res = await order(token, priceUuid, language);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function preComplete(token: string, orderUuid: string) {
  const res = await api('PUT', '/orders/pre-complete', token, { orderUuid });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; fields: Record<string, string> };
}

/** The gateway's return, brought back by `token`'s holder (the order is answered to its owner only). */
const complete = (fields: Record<string, string>, token: string | null = null) =>
  api('PUT', '/orders/complete', token, fields);

async function memberships(token: string, language = 'cs') {
  const res = await api('GET', '/auth/logged-user', token, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as LoggedUser).activeUserSubscriptions;
}

/** Buys the price variant through the simulator; answers the gateway's return. */
async function buy(token: string, priceUuid: string, language = 'cs') {
  const created = await newOrder(token, priceUuid, language);
  const form = await preComplete(token, created.uuid);
  const answer = await payAtGateway(ctx.app, form, 'paid');
  return { order: created, form, answer };
}

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  [subscriptionAdmin, orderAdmin] = await Promise.all([
    ctx.tokenAs(['super_admin']),
    ctx.tokenAs(['order_admin']),
  ]);
  grantFeature = await newFeature();
});
afterAll(() => ctx?.close());

describe('selling memberships', () => {
  it('activates the membership bought through the gateway and mails the buyer', async () => {
    const buyer = await ctx.signInAs(['user']);
    const plan = await newPlan();
    const { order: created, form, answer } = await buy(buyer.token, plan.price);
    expect(created).toMatchObject({
      status: 'pending',
      currency: 'CZK',
      total: 129_000,
      lines: [{ kind: 'subscription', refUuid: plan.price, label: 'Členství Klub – Dospělý', quantity: 1 }],
    });
    // A permanent plan does not keep the card.
    expect(form.fields.USERPARAM1).toBeUndefined();
    expect(await memberships(buyer.token)).toEqual([]);

    const res = await complete(answer, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'paid', order: { status: 'accepted' } });
    const held = await memberships(buyer.token);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      subscription: { uuid: plan.uuid, name: 'Členství Klub' },
      priceUuid: plan.price,
      validTo: null,
      renewing: false,
      status: 'active',
    });
    await ctx.app.jobs.runOnce('orderNotifications');
    const mail = ctx.mails.find((m) => m.to === buyer.email);
    expect(mail?.subject).toBe('Potvrzení objednávky');
    expect(mail?.text).toContain('Členství Klub – Dospělý');

    // The plans page now says it is owned, and a second purchase is refused.
    const again = await order(buyer.token, plan.price);
    expect([again.statusCode, again.json().name]).toEqual([409, 'subscriptionAlreadyExists']);
  });

  it('forgets the interest kept from before the login once it becomes an order', async () => {
    const buyer = await ctx.signInAs(['user']);
    const plan = await newPlan();
    const kept = await api('PUT', '/auth/logged-user', buyer.token, {
      firstName: 'Jana',
      lastName: 'Nová',
      preRegisteredSubscriptionPriceUuid: plan.price,
    });
    expect(kept.json().preRegisteredSubscriptionPriceUuid).toBe(plan.price);
    await newOrder(buyer.token, plan.price);
    const after = await api('GET', '/auth/logged-user', buyer.token);
    expect(after.json().preRegisteredSubscriptionPriceUuid).toBeNull();
  });

  it('activates once when the return is replayed or arrives ten times at once', async () => {
    const buyer = await ctx.signInAs(['user']);
    const plan = await newPlan();
    const { order: created, answer } = await buy(buyer.token, plan.price);
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(answer, buyer.token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.json().order.status)).toEqual(Array(10).fill('accepted'));
    const replay = await complete(answer, buyer.token);
    expect(replay.json()).toMatchObject({ outcome: 'paid', order: { status: 'accepted' } });

    expect(await memberships(buyer.token)).toHaveLength(1);
    const detail = (await api('GET', `/admin/orders/${created.uuid}`, orderAdmin)).json();
    expect(detail).toMatchObject({ status: 'accepted', flaggedForStaff: false });
    expect(detail.history.filter((h: { to: string }) => h.to === 'accepted')).toHaveLength(1);
    await ctx.app.jobs.runOnce('orderNotifications');
    expect(ctx.mails.filter((m) => m.to === buyer.email)).toHaveLength(1);
  });

  it('leaves the order unpaid and gives no membership when the payment is declined', async () => {
    const buyer = await ctx.signInAs(['user']);
    const plan = await newPlan();
    const created = await newOrder(buyer.token, plan.price);
    const answer = await payAtGateway(ctx.app, await preComplete(buyer.token, created.uuid), 'declined');
    const res = await complete(answer, buyer.token);
    expect(res.json()).toMatchObject({ outcome: 'declined', order: { status: 'pending' } });
    expect(await memberships(buyer.token)).toEqual([]);
    // It can be paid again.
    const retry = await payAtGateway(ctx.app, await preComplete(buyer.token, created.uuid), 'paid');
    expect((await complete(retry, buyer.token)).json()).toMatchObject({
      outcome: 'paid',
      order: { status: 'accepted' },
    });
    expect(await memberships(buyer.token)).toHaveLength(1);
  });

  it('renews a renewing monthly membership on the first card, and ends it after a failed renewal', async () => {
    const buyer = await ctx.signInAs(['user']);
    // A Slovak user: they pay in euros and are written to in Slovak.
    await ctx.database.db.execute(sql`update users set language = 'sk' where uuid = ${buyer.uuid}`);
    const plan = await newPlan({ type: 'periodic', periodCount: 1, periodUnit: 'month', renewing: true });
    const { order: created, form, answer } = await buy(buyer.token, plan.price, 'sk');
    expect([created.currency, created.total, created.lines[0]!.label]).toEqual([
      'EUR',
      4_990,
      'Členstvo Klub – Dospelý',
    ]);
    expect(form.fields.USERPARAM1).toBe('R');
    expect((await complete(answer, buyer.token)).json().order.status).toBe('accepted');
    const [first] = await memberships(buyer.token, 'sk');
    expect(first).toMatchObject({ renewing: true, status: 'active' });

    // Not due yet: nothing is charged.
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(0);

    // The period ends tomorrow: it is charged once, however often the sweeper runs.
    const end = new Date(Date.now() + 24 * 60 * 60_000);
    end.setMilliseconds(0);
    await ctx.database.db.execute(
      sql`update user_subscriptions set valid_to = ${end.toISOString()} where uuid = ${first!.uuid}`,
    );
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(1);
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(0);
    const [renewed] = await memberships(buyer.token, 'sk');
    expect(renewed!.uuid).toBe(first!.uuid);
    const extended = new Date(renewed!.validTo!);
    expect(extended.getTime() - end.getTime()).toBeGreaterThanOrEqual(28 * 24 * 60 * 60_000);
    expect(extended.getTime() - end.getTime()).toBeLessThanOrEqual(31 * 24 * 60 * 60_000 + 3_600_000);
    expect(renewed).toMatchObject({ renewing: true, status: 'active' });
    const renewals = (
      await api('GET', `/admin/orders?email=${encodeURIComponent(buyer.email)}&limit=50`, orderAdmin)
    ).json().data as { status: string; currency: string; total: number }[];
    expect(renewals).toHaveLength(2);
    expect(renewals.every((o) => o.status === 'accepted' && o.currency === 'EUR' && o.total === 4_990)).toBe(
      true,
    );

    // The next charge is refused: the membership ends when its period does, and the user is told.
    const nextEnd = new Date(end.getTime() + 60 * 60_000);
    await ctx.database.db.execute(
      sql`update user_subscriptions set valid_to = ${nextEnd.toISOString()} where uuid = ${first!.uuid}`,
    );
    const refuse = await ctx.app.inject({ method: 'POST', url: '/dev/gpwebpay/fail-next-recurring' });
    expect(refuse.statusCode).toBe(204);
    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(1);
    const [ending] = await memberships(buyer.token, 'sk');
    expect(ending).toMatchObject({ uuid: first!.uuid, renewing: false, status: 'active' });
    expect(new Date(ending!.validTo!).getTime()).toBe(nextEnd.getTime());
    await ctx.app.jobs.runOnce('orderNotifications');
    const told = ctx.mails.slice(mailsBefore).filter((m) => m.to === buyer.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Obnovenie členstva sa nepodarilo');
    expect(told[0]!.text).toContain('Členstvo Klub – Dospelý');
    // The last day it is valid, as the account page says it.
    expect(told[0]!.text).toContain(`Členstvo preto platí len do ${formatLastValidDay(nextEnd)}`);
    // Not renewing any more: no further charge.
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(0);
  });

  it('refuses what cannot be sold before the buyer pays', async () => {
    const buyer = await ctx.signInAs(['user']);
    const other = await ctx.signInAs(['user']);

    const full = await newPlan({ capacity: 1 });
    await complete((await buy(other.token, full.price)).answer);
    const soldOut = await order(buyer.token, full.price);
    expect([soldOut.statusCode, soldOut.json().name]).toEqual([409, 'subscriptionSoldOut']);

    const off = await newPlan({ sellable: false });
    const notSellable = await order(buyer.token, off.price);
    expect([notSellable.statusCode, notSellable.json().name]).toEqual([409, 'subscriptionNotSellable']);

    const czkOnly = await newPlan({
      prices: [{ label: { cs: 'Jen v korunách' }, amountCzk: 50_000, amountEur: 0 }],
    });
    const euros = await order(buyer.token, czkOnly.price, 'sk');
    expect([euros.statusCode, euros.json().name]).toEqual([400, 'currencyNotSupported']);

    const unknown = await order(buyer.token, crypto.randomUUID());
    expect([unknown.statusCode, unknown.json().name]).toEqual([404, 'subscriptionPriceNotFound']);

    // A plan that gives nothing the buyer's membership does not already give.
    const wide = await newPlan({ featureUuids: [grantFeature] });
    await complete((await buy(buyer.token, wide.price)).answer);
    const narrow = await newPlan({ featureUuids: [grantFeature] });
    const prevented = await order(buyer.token, narrow.price);
    expect([prevented.statusCode, prevented.json().name]).toEqual([
      409,
      'subscriptionPreventedByCurrentSubscription',
    ]);
    const owned = await order(buyer.token, wide.price);
    expect([owned.statusCode, owned.json().name]).toEqual([409, 'subscriptionAlreadyExists']);

    const twice = await api('POST', '/orders', buyer.token, {
      currency: 'CZK',
      lines: [{ kind: 'subscription', refUuid: full.price, quantity: 2 }],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps a price variant in a pending order when staff remove it from the plan', async () => {
    const buyer = await ctx.signInAs(['user']);
    const plan = await newPlan();
    await newOrder(buyer.token, plan.price);
    const plans = (await api('GET', `/admin/subscriptions/${plan.uuid}`, subscriptionAdmin)).json();
    const res = await api('PUT', `/admin/subscriptions/${plan.uuid}`, subscriptionAdmin, {
      ...plans,
      prices: [{ label: { cs: 'Nová' }, amountCzk: 10_000, amountEur: 400 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ deletedAt: subscriptionPrices.deletedAt })
      .from(subscriptionPrices)
      .where(eq(subscriptionPrices.uuid, plan.price));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
