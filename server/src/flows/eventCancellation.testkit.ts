import { afterAll, beforeAll, expect } from 'vitest';
import type { EventCancellation } from '@tribuna/common/schemas/eventCancellations';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { Order } from '@tribuna/common/schemas/orders';
import type { Refund } from '@tribuna/common/schemas/refunds';
import { apiCaller } from '../../test/api';
import type { TestContext } from '../../test/harness';
import { createShopContext, holdSeats, payOrder, postEvent, testEvent } from '../../test/orders';

// The shop, its staff and the helpers the event cancellation's tests share; each test file calls
// `useCancellationShop()` once.

export let ctx: TestContext;
export let eventAdmin: string;
export let orderAdmin: string;
export let accountant: string;
export let ticketAdmin: string;

export const api = apiCaller(() => ctx.app);

export type User = { token: string; uuid: string; email: string };

/** An event of 8 seats at 500 Kč / 20 € (category A). */
export const createEvent = (over: Partial<EventInput> = {}) =>
  postEvent(ctx.app, eventAdmin, testEvent(over));

/** An order of these seats in the buyer's language (Slovak pays in euros). */
export async function orderSeatsIn(
  buyer: User,
  eventUuid: string,
  objects: string[],
  language: 'cs' | 'sk' | 'en',
) {
  const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, objects);
  const res = await api('POST', '/orders', {
    token: buyer.token,
    language,
    payload: { currency: language === 'sk' ? 'EUR' : 'CZK', holdToken },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

/** A buyer who paid for these seats of the event through the gateway. */
export async function paidSeats(eventUuid: string, objects: string[], language: 'cs' | 'sk' | 'en' = 'cs') {
  const buyer = await ctx.signInAs(['user']);
  const made = await orderSeatsIn(buyer, eventUuid, objects, language);
  const { order } = await payOrder(ctx.app, made, buyer.token);
  expect(order.status).toBe('accepted');
  return { order, buyer };
}

export const cancel = (eventUuid: string, payload: Record<string, unknown>, token = eventAdmin) =>
  api('POST', `/admin/events/${eventUuid}/cancel`, { token, payload });

export async function cancelled(eventUuid: string, refund = true): Promise<EventCancellation> {
  const res = await cancel(eventUuid, { reason: 'Zápas se nehraje', refund });
  expect(res.statusCode, res.body).toBe(202);
  return res.json();
}

export async function cancellationOf(eventUuid: string, token = orderAdmin): Promise<EventCancellation> {
  const res = await api('GET', `/admin/events/${eventUuid}/cancellation`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const sweep = () => ctx.app.jobs.runOnce('eventCancellationRefunds');
export const sendNotices = () => ctx.app.jobs.runOnce('eventNotices');

/** The cancellation's refunds, as the refunds' list filters them. */
export async function refundsOf(cancellationUuid: string): Promise<Refund[]> {
  const res = await api('GET', `/admin/refunds?eventCancellationUuid=${cancellationUuid}&limit=500`, {
    token: orderAdmin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
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

export const mailsTo = (email: string) => ctx.mails.filter((mail) => mail.to === email);

/** A shop of its own for the test file, with its staff signed in. */
export function useCancellationShop() {
  beforeAll(async () => {
    ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
    [eventAdmin, orderAdmin, accountant, ticketAdmin] = await Promise.all([
      ctx.tokenAs(['event_admin']),
      ctx.tokenAs(['order_admin']),
      ctx.tokenAs(['accountant']),
      ctx.tokenAs(['ticket_admin']),
    ]);
  });
  afterAll(() => ctx?.close());
}
