import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { Order } from '@tribuna/common/schemas/orders';
import type { Refund } from '@tribuna/common/schemas/refunds';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import type { Ticket } from '@tribuna/common/schemas/tickets';
import { refunds } from '../../db/schema';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payOrder, postEvent, orderSeats, testEvent } from '../../../test/orders';

// The shop, its staff and the helpers the refunds' tests share; each test file calls
// `useRefundsShop()` once.

export let ctx: TestContext;
export let eventAdmin: string;
export let orderAdmin: string;
export let accountant: string;
export let checker: string;
export let superAdmin: string;

export const api = apiCaller(() => ctx.app);

export type User = { token: string; uuid: string; email: string };

export const refund = (orderUuid: string, payload: Record<string, unknown>, token = orderAdmin) =>
  api('POST', `/admin/orders/${orderUuid}/refunds`, { token, payload });

export async function refunded(orderUuid: string, payload: Record<string, unknown>): Promise<Refund> {
  const res = await refund(orderUuid, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What the simulated gateway does with the next `count` refunds. */
export async function nextRefunds(outcome: string, count = 1) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/refund-outcome',
    payload: { outcome, count },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** An event of 8 seats at 500 Kč (category A). */
export const createEvent = (over: Partial<EventInput> = {}) =>
  postEvent(ctx.app, eventAdmin, testEvent(over));

/** A buyer who bought these seats of a new event through the gateway. */
export async function paidSeats(objects: string[], eventUuid?: string) {
  const buyer = await ctx.signInAs(['user']);
  const event = eventUuid ?? (await createEvent());
  const made = await orderSeats(ctx.app, buyer.token, event, objects);
  const { order } = await payOrder(ctx.app, made, buyer.token);
  expect(order.status).toBe('accepted');
  return { eventUuid: event, order, buyer };
}

export async function ticketsOf(order: Order, buyer: User): Promise<Ticket[]> {
  const res = await api('GET', `/tickets?orderHash=${encodeURIComponent(order.orderHash)}`, {
    token: buyer.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function seatStates(eventUuid: string) {
  const res = await api('GET', `/events/${eventUuid}/seats`);
  const body = res.json() as EventSeats;
  return new Map(
    body.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => [seat.id, seat.status]))),
  );
}

export const checkIn = (eventUuid: string, input: string) =>
  api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
    token: checker,
    payload: { input, gate: 'Brána 1' },
  });

/** The refund's sweeper is due now (it waits a minute after the request asked itself). */
export const dueNow = (uuid: string) =>
  ctx.database.db
    .update(refunds)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(refunds.uuid, uuid));

export const sweep = () => ctx.app.jobs.runOnce('refundReconciliation');

/** A shop of its own for the test file, with its staff signed in. */
export function useRefundsShop() {
  beforeAll(async () => {
    ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
    [eventAdmin, orderAdmin, accountant, checker, superAdmin] = await Promise.all([
      ctx.signInAs(['event_admin']).then((u) => u.token),
      ctx.signInAs(['order_admin']).then((u) => u.token),
      ctx.signInAs(['accountant']).then((u) => u.token),
      ctx.signInAs(['ticket_checker']).then((u) => u.token),
      ctx.signInAs(['super_admin']).then((u) => u.token),
    ]);
  });
  afterAll(() => ctx?.close());
}
