import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import { apiCaller } from '../../test/api';
import { createTestContext, type TestContext } from '../../test/harness';
import { postEvent, postFeature, postMembership, testEvent } from '../../test/orders';

let ctx: TestContext;
let admin: string;
let buyer: string;
const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, buyer] = await Promise.all([ctx.tokenAs(['super_admin']), ctx.tokenAs(['user'])]);
});
afterAll(() => ctx?.close());

/** A plan named in Czech only (no Slovak text), as staff make it on the first day. */
async function czechOnlyPlan(prices: { amountCzk: number; amountEur: number }[]) {
  const feature = await postFeature(ctx.app, admin, { name: { cs: 'Vstup na zápasy' }, type: 'display' });
  return postMembership(ctx.app, admin, {
    name: { cs: 'Sezónní členství' },
    text: { cs: '<p>Všechny zápasy</p>' },
    type: 'permanent',
    featureUuids: [feature],
    voucherPurchasable: true,
    prices: prices.map((price, i) => ({ label: { cs: `Varianta ${i + 1}` }, ...price })),
  });
}

async function publicPlan(uuid: string, language: string) {
  const res = await api('GET', '/subscriptions', { language });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: PublicSubscription[] }).data.find((plan) => plan.uuid === uuid)!;
}

describe("a price's currency follows the visitor's locale", () => {
  it('answers a plan without Slovak texts to a Slovak visitor in euros, its texts in Czech', async () => {
    const plan = await czechOnlyPlan([{ amountCzk: 99_900, amountEur: 3_990 }]);
    const sk = await publicPlan(plan.uuid, 'sk');
    expect(sk).toMatchObject({ language: 'cs', name: 'Sezónní členství' });
    expect(sk.prices).toEqual([
      { uuid: plan.prices[0]!.uuid, label: 'Varianta 1', amount: 3_990, currency: 'EUR' },
    ]);
    const byPrice = await api('GET', `/subscriptions/by-subscription-price/${plan.prices[0]!.uuid}`, {
      language: 'sk',
    });
    expect(byPrice.statusCode, byPrice.body).toBe(200);
    expect(byPrice.json().price).toMatchObject({ amount: 3_990, currency: 'EUR' });
    const cs = await publicPlan(plan.uuid, 'cs');
    expect(cs.prices[0]).toMatchObject({ amount: 99_900, currency: 'CZK' });
  });

  it('never prices a variant without a euro amount in crowns for a Slovak visitor, and refuses its order', async () => {
    const plan = await czechOnlyPlan([{ amountCzk: 99_900, amountEur: 0 }]);
    expect((await publicPlan(plan.uuid, 'sk')).prices[0]).toMatchObject({ amount: 0, currency: 'EUR' });

    const price = plan.prices[0]!.uuid;
    const inEuros = await api('POST', '/orders', {
      token: buyer,
      language: 'sk',
      payload: { currency: 'EUR', lines: [{ kind: 'subscription', refUuid: price, quantity: 1 }] },
    });
    expect(inEuros.statusCode, inEuros.body).toBe(400);
    expect(inEuros.json().name).toBe('currencyNotSupported');
    // Nor in crowns from a Slovak page: the order's currency is the locale's.
    const inCrowns = await api('POST', '/orders', {
      token: buyer,
      language: 'sk',
      payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: price, quantity: 1 }] },
    });
    expect(inCrowns.json().name).toBe('currencyNotSupported');
    // A gift voucher of it from the Slovak shop neither.
    const voucher = await api('POST', '/orders/voucher', {
      language: 'sk',
      payload: {
        subscriptionPriceUuid: price,
        email: 'darca@example.com',
        deliveryType: 'electronic',
        consent: true,
      },
    });
    expect(voucher.json().name, voucher.body).toBe('currencyNotSupported');
    // The Czech visitor buys it in crowns.
    const inCzech = await api('POST', '/orders', {
      token: buyer,
      language: 'cs',
      payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: price, quantity: 1 }] },
    });
    expect(inCzech.statusCode, inCzech.body).toBe(201);
    expect(inCzech.json()).toMatchObject({ currency: 'CZK', total: 99_900 });
  });

  it('shows a ticket category without a euro price as unavailable to Slovak visitors and refuses its order', async () => {
    const uuid = await postEvent(
      ctx.app,
      admin,
      testEvent({
        text: { cs: '<p>Derby</p>' },
        venue: 'Stadion',
        categories: [
          {
            key: 'STAND',
            name: { cs: 'Stání' },
            color: '#0055aa',
            priceCzk: 25_000,
            priceEur: 0,
            capacity: 10,
          },
          {
            key: 'SEAT',
            name: { cs: 'Tribuna' },
            color: '#aa5500',
            priceCzk: 40_000,
            priceEur: 1_600,
            capacity: 10,
          },
        ],
        seatingPlan: null,
      }),
    );
    const sk = (await api('GET', `/events/${uuid}`, { language: 'sk' })).json() as PublicEvent;
    expect(sk.currency).toBe('EUR');
    expect(sk.categories).toMatchObject([
      { key: 'STAND', price: 0, currency: 'EUR', available: 0 },
      { key: 'SEAT', price: 1_600, currency: 'EUR', available: 10 },
    ]);
    expect(sk.priceFrom).toBe(1_600);
    const cs = (await api('GET', `/events/${uuid}`, { language: 'cs' })).json() as PublicEvent;
    expect(cs.categories[0]).toMatchObject({ price: 25_000, currency: 'CZK', available: 10 });

    const refused = await api('POST', '/orders', {
      token: buyer,
      language: 'sk',
      payload: { currency: 'EUR', lines: [{ kind: 'ticket', refUuid: uuid, option: 'STAND', quantity: 1 }] },
    });
    expect(refused.json().name, refused.body).toBe('currencyNotSupported');
  });
});
