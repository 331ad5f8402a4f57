import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '@tribuna/common/schemas/events';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { sql } from 'drizzle-orm';
import type { MyWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import {
  createShopContext,
  payOrder,
  postMembership,
  orderSeats,
  postEvent,
  seatedSection,
  seatingPlan,
  testEvent,
} from '../../../test/orders';

type User = { token: string; uuid: string; email: string };

let ctx: TestContext;
let eventAdmin: string;
let fan: User;
let waiter: User;
let outsider: User;

const api = apiCaller(() => ctx.app);

const category = (key: string, over: Partial<EventInput['categories'][number]> = {}) => ({
  key,
  name: { cs: `Kategorie ${key}` },
  color: '#aa0000',
  priceCzk: 50_000,
  priceEur: 2_000,
  ...over,
});

const join = (user: User, eventUuid: string, body: Record<string, unknown>) =>
  api('POST', `/events/${eventUuid}/waitlist`, { token: user.token, payload: body });

beforeAll(async () => {
  ctx = await createShopContext();
  [eventAdmin, fan, waiter, outsider] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('general admission on PGlite', () => {
  it('orders a general-admission ticket when the waiting lists were last read over a second ago', async () => {
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({ categories: [category('STAND', { capacity: 10 })], seatingPlan: null }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const made = await api('POST', '/orders', {
      token: fan.token,
      payload: { currency: 'CZK', lines: [{ kind: 'ticket', refUuid: eventUuid, option: 'STAND' }] },
    });
    expect(made.statusCode, made.body).toBe(201);
  }, 20_000);
});

describe('a list for one sold-out category', () => {
  it('leaves the seats of the other categories on sale', async () => {
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({
        categories: [category('A'), category('B')],
        seatingPlan: seatingPlan(
          seatedSection({
            key: 'A',
            name: { cs: 'Sektor A' },
            rows: 2,
            seats: 2,
            categoryOf: (row) => (row === 1 ? 'A' : 'B'),
          }),
        ),
      }),
    );
    await orderSeats(ctx.app, fan.token, eventUuid, ['A-1-1', 'A-1-2']);
    const joined = await join(waiter, eventUuid, { quantity: 1, category: 'A' });
    expect(joined.statusCode, joined.body).toBe(201);
    await ctx.app.waitlists.refreshGuard();

    // Row 2 (category B) was never sold: nobody waits for it, so anyone may buy it.
    const made = await api('POST', '/hold-tokens', { token: outsider.token });
    const held = await api('POST', `/events/${eventUuid}/actions/hold`, {
      token: outsider.token,
      payload: { holdToken: made.json().holdToken, objects: ['A-2-1'] },
    });
    expect(held.statusCode, held.body).toBe(200);
  });

  it('leaves the places of the other general-admission categories on sale', async () => {
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({
        categories: [category('STAND', { capacity: 1 }), category('SEAT', { capacity: 50 })],
        seatingPlan: null,
      }),
    );
    const first = await api('POST', '/orders', {
      token: fan.token,
      payload: { currency: 'CZK', lines: [{ kind: 'ticket', refUuid: eventUuid, option: 'STAND' }] },
    });
    expect(first.statusCode, first.body).toBe(201);
    const joined = await join(waiter, eventUuid, { quantity: 1, category: 'STAND' });
    expect(joined.statusCode, joined.body).toBe(201);
    await ctx.app.waitlists.refreshGuard();

    const seat = await api('POST', '/orders', {
      token: outsider.token,
      payload: { currency: 'CZK', lines: [{ kind: 'ticket', refUuid: eventUuid, option: 'SEAT' }] },
    });
    expect(seat.statusCode, seat.body).toBe(201);
  });
});

describe('a membership offer being paid', () => {
  it('keeps its place from outsiders until the order is paid or given up', async () => {
    const membershipAdmin = await ctx.tokenAs(['subscription_admin']);
    const plan = await postMembership(ctx.app, membershipAdmin, {
      name: { cs: 'Klubová karta' },
      text: { cs: '<p>Celý rok</p>' },
      type: 'permanent',
      featureUuids: [],
      capacity: 1,
      prices: [{ label: { cs: 'Dospělý' }, amountCzk: 129_000, amountEur: 4_990 }],
    });
    const price = plan.prices[0]!.uuid;
    const orderMembership = (user: User) =>
      api('POST', '/orders', {
        token: user.token,
        payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: price }] },
      });
    const bought = await orderMembership(fan);
    expect(bought.statusCode, bought.body).toBe(201);
    await payOrder(ctx.app, bought.json(), fan.token);
    const joined = await api('POST', `/subscriptions/${plan.uuid}/waitlist`, {
      token: waiter.token,
      payload: { quantity: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    // The fan's membership ends: its place comes back and is offered to the one waiting.
    await ctx.database.db.execute(
      sql`update user_subscriptions set status = 'cancelled' where user_uuid = ${fan.uuid} and subscription_uuid = ${plan.uuid}`,
    );
    expect(await ctx.app.waitlists.runOffers()).toBe(1);
    const [entry] = (
      (await api('GET', '/auth/waitlists', { token: waiter.token })).json() as { data: MyWaitlistEntry[] }
    ).data.filter((e) => e.subjectUuid === plan.uuid);
    const offered = await api('POST', `/auth/waitlists/${entry!.uuid}/order`, {
      token: waiter.token,
      payload: { currency: 'CZK', priceUuid: price },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    await ctx.app.waitlists.refreshGuard();

    // While the waiter pays, the place is theirs: an outsider's order of it is refused.
    const outsiders = await orderMembership(outsider);
    expect([outsiders.statusCode, outsiders.json().name]).toEqual([409, 'waitlistHasPriority']);
  });
});
