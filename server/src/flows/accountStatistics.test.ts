import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder, Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../test/api';
import type { TestContext } from '../../test/harness';
import { createShopContext, orderSeats, payOrder, postEvent, testEvent } from '../../test/orders';

let ctx: TestContext;
let eventAdmin: string;
let buyer: { token: string; uuid: string };
let neighbour: { token: string; uuid: string };

const api = apiCaller(() => ctx.app);

const createEvent = () => postEvent(ctx.app, eventAdmin, testEvent());

async function pay(user: { token: string }, order: Order) {
  expect((await payOrder(ctx.app, order, user.token)).outcome).toBe('paid');
}

const statistics = async (user: { token: string }) => {
  const res = await api('GET', '/auth/logged-user/statistics', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orders: number; tickets: number; activeMemberships: number };
};

beforeAll(async () => {
  ctx = await createShopContext();
  [eventAdmin, buyer, neighbour] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('account statistics', () => {
  it("count the caller's orders and their tickets as the account's order list shows them", async () => {
    expect(await statistics(buyer)).toMatchObject({ orders: 0, tickets: 0, activeMemberships: 0 });
    const eventUuid = await createEvent();

    await pay(buyer, await orderSeats(ctx.app, buyer.token, eventUuid, ['A-1-1', 'A-1-2']));
    await pay(buyer, await orderSeats(ctx.app, buyer.token, eventUuid, ['A-1-3']));
    // Still to be paid: an order of the list, without tickets yet.
    await orderSeats(ctx.app, buyer.token, eventUuid, ['A-1-4']);
    // Given up: rejected, and gone from the list.
    const given = await orderSeats(ctx.app, buyer.token, eventUuid, ['A-1-5']);
    expect((await api('DELETE', `/orders/${given.uuid}`, { token: buyer.token })).statusCode).toBeLessThan(
      300,
    );
    // Someone else's purchase is not the caller's.
    await pay(neighbour, await orderSeats(ctx.app, neighbour.token, eventUuid, ['A-1-6']));

    expect(await statistics(buyer)).toMatchObject({ orders: 3, tickets: 3, activeMemberships: 0 });
    const list = (await api('GET', '/users/me/orders', { token: buyer.token })).json() as {
      data: AccountOrder[];
    };
    expect(list.data).toHaveLength(3);
    expect(list.data.reduce((sum, order) => sum + order.tickets.length, 0)).toBe(3);
    expect(await statistics(neighbour)).toMatchObject({ orders: 1, tickets: 1 });
  });
});
