import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRow } from '@tribuna/common/seatRows';
import type { AccountOrder, Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../test/api';
import { createTestContext, type TestContext } from '../../test/harness';
import { gatewayThroughApp, payAtGateway } from '../../test/orders';

let ctx: TestContext;
let eventAdmin: string;
let buyer: { token: string; uuid: string };
let neighbour: { token: string; uuid: string };

const api = apiCaller(() => ctx.app);
const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function createEvent() {
  const res = await api('POST', '/admin/events', {
    token: eventAdmin,
    payload: {
      name: { cs: 'Derby' },
      text: { cs: '<p>Večer</p>' },
      venue: 'Letná',
      startsAt: iso(48 * hour),
      endsAt: iso(50 * hour),
      saleFrom: iso(-hour),
      saleTo: iso(47 * hour),
      published: true,
      categories: [
        { key: 'A', name: { cs: 'Tribuna' }, color: '#aa0000', priceCzk: 50_000, priceEur: 2_000 },
      ],
      seatingPlan: {
        stage: { x: 0, y: 0, width: 100, height: 10 },
        sections: [
          {
            key: 'A',
            name: { cs: 'Sektor A' },
            rows: [
              {
                label: '1',
                seats: generateRow(
                  { count: 8, x: 50, y: 30, spacing: 6 },
                  { startNumber: 1, step: 1, from: 'left' },
                ).map((seat) => ({ ...seat, category: 'A' })),
              },
            ],
          },
        ],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

/** An order of these seats, held and ordered as the buyer's browser does. */
async function orderSeats(user: { token: string }, eventUuid: string, objects: string[]): Promise<Order> {
  const holdToken = (await api('POST', '/hold-tokens', { token: user.token })).json().holdToken as string;
  const held = await api('POST', `/events/${eventUuid}/actions/hold`, {
    token: user.token,
    payload: { holdToken, objects },
  });
  expect(held.statusCode, held.body).toBe(200);
  const order = await api('POST', '/orders', { token: user.token, payload: { currency: 'CZK', holdToken } });
  expect(order.statusCode, order.body).toBe(201);
  return order.json();
}

async function pay(user: { token: string }, order: Order) {
  const form = await api('PUT', '/orders/pre-complete', {
    token: user.token,
    payload: { orderUuid: order.uuid },
  });
  expect(form.statusCode, form.body).toBe(200);
  const fields = await payAtGateway(ctx.app, form.json(), 'paid');
  const done = await api('PUT', '/orders/complete', { token: user.token, payload: fields });
  expect(done.json().outcome).toBe('paid');
}

const statistics = async (user: { token: string }) => {
  const res = await api('GET', '/auth/logged-user/statistics', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orders: number; tickets: number; activeMemberships: number };
};

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-account-statistics-'));
  const overrides = { DATA_DIR: dataDir };
  const { loadConfig } = await import('../config');
  const { gateway, bind } = await gatewayThroughApp(loadConfig({ NODE_ENV: 'test', ...overrides }).payments);
  ctx = await createTestContext(overrides, { paymentGateway: gateway });
  bind(ctx.app);
  [eventAdmin, buyer, neighbour] = await Promise.all([
    ctx.signInAs(['event_admin']).then((u) => u.token),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('account statistics', () => {
  it("count the caller's orders and their tickets as the account's order list shows them", async () => {
    expect(await statistics(buyer)).toMatchObject({ orders: 0, tickets: 0, activeMemberships: 0 });
    const eventUuid = await createEvent();

    await pay(buyer, await orderSeats(buyer, eventUuid, ['A-1-1', 'A-1-2']));
    await pay(buyer, await orderSeats(buyer, eventUuid, ['A-1-3']));
    // Still to be paid: an order of the list, without tickets yet.
    await orderSeats(buyer, eventUuid, ['A-1-4']);
    // Given up: rejected, and gone from the list.
    const given = await orderSeats(buyer, eventUuid, ['A-1-5']);
    expect((await api('DELETE', `/orders/${given.uuid}`, { token: buyer.token })).statusCode).toBeLessThan(
      300,
    );
    // Someone else's purchase is not the caller's.
    await pay(neighbour, await orderSeats(neighbour, eventUuid, ['A-1-6']));

    expect(await statistics(buyer)).toMatchObject({ orders: 3, tickets: 3, activeMemberships: 0 });
    const list = (await api('GET', '/users/me/orders', { token: buyer.token })).json() as {
      data: AccountOrder[];
    };
    expect(list.data).toHaveLength(3);
    expect(list.data.reduce((sum, order) => sum + order.tickets.length, 0)).toBe(3);
    expect(await statistics(neighbour)).toMatchObject({ orders: 1, tickets: 1 });
  });
});
