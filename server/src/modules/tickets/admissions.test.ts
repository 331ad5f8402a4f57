import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput, PublicEvent } from '@tribuna/common/schemas/events';
import type { CompleteOrderResponse, Order } from '@tribuna/common/schemas/orders';
import { eventCategories } from '../../db/schema';
import { apiCaller, hour, iso } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, payOrder, postEvent, testEvent } from '../../../test/orders';

let ctx: TestContext;
let eventAdmin: string;
let orderAdmin: string;
let buyer: { token: string; uuid: string };
let rival: { token: string; uuid: string };

const api = apiCaller(() => ctx.app);

/** A general-admission event: standing places (3) and seats of the stand (50), no plan. */
const festival = (over: Partial<EventInput> = {}): EventInput =>
  testEvent({
    name: { cs: 'Letní turnaj', sk: 'Letný turnaj' },
    text: { cs: '<p>Celý den fotbalu</p>' },
    venue: 'Areál U Lesa',
    endsAt: iso(56 * hour),
    categories: [
      {
        key: 'STAND',
        name: { cs: 'Stání', sk: 'Státie' },
        color: '#0055aa',
        priceCzk: 25_000,
        priceEur: 1_000,
        capacity: 3,
      },
      {
        key: 'SEAT',
        name: { cs: 'Tribuna', sk: 'Tribúna' },
        color: '#aa5500',
        priceCzk: 40_000,
        priceEur: 1_600,
        capacity: 50,
      },
    ],
    seatingPlan: null,
    ...over,
  });

const createEvent = (over: Partial<EventInput> = {}) => postEvent(ctx.app, eventAdmin, festival(over));

const admission = (eventUuid: string, option: string, count = 1) =>
  Array.from({ length: count }, () => ({ kind: 'ticket', refUuid: eventUuid, option }));

const order = (user: { token: string }, lines: unknown[], language = 'cs', currency = 'CZK') =>
  api('POST', '/orders', { token: user.token, language, payload: { currency, lines } });

async function left(eventUuid: string, key: string) {
  const res = await api('GET', `/events/${eventUuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PublicEvent).categories.find((c) => c.key === key)?.available;
}

/** Pays as the signed-in buyer, who is answered the order. */
const pay = (made: Order, user = buyer) => payOrder(ctx.app, made, user.token);

const expire = (uuid: string) =>
  ctx.database.db.execute(
    sql`update orders set expires_at = now() - interval '1 minute' where uuid = ${uuid}`,
  );

beforeAll(async () => {
  ctx = await createShopContext();
  [eventAdmin, orderAdmin, buyer, rival] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['order_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('general-admission tickets', () => {
  it('are ordered by category, a line a ticket, priced in the order currency, and hold their places', async () => {
    const eventUuid = await createEvent();
    const res = await order(buyer, [...admission(eventUuid, 'STAND', 2), ...admission(eventUuid, 'SEAT')]);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Order;
    expect(made.total).toBe(90_000);
    expect(made.lines.map((l) => [l.kind, l.unitAmount, l.label])).toEqual([
      ['ticket', 25_000, 'Vstupenka: Letní turnaj (Stání)'],
      ['ticket', 25_000, 'Vstupenka: Letní turnaj (Stání)'],
      ['ticket', 40_000, 'Vstupenka: Letní turnaj (Tribuna)'],
    ]);
    // A pending order holds its places: the visitor sees one standing place left.
    expect(await left(eventUuid, 'STAND')).toBe(1);

    const slovak = await order(rival, admission(eventUuid, 'SEAT'), 'sk', 'EUR');
    expect(slovak.statusCode, slovak.body).toBe(201);
    expect((slovak.json() as Order).lines[0]).toMatchObject({
      unitAmount: 1_600,
      label: 'Vstupenka: Letný turnaj (Tribúna)',
    });

    const done = await pay(made);
    expect(done.order.status).toBe('accepted');
    const tickets = await ctx.app.tickets.ofOrder(made.uuid);
    expect(tickets.map((t) => [t.category, t.seatId]).sort()).toEqual([
      ['SEAT', null],
      ['STAND', null],
      ['STAND', null],
    ]);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(3);
    // Delivered places stay taken.
    expect(await left(eventUuid, 'STAND')).toBe(1);
  });

  it('refuses more than are left (ticketsSoldOut) and stores nothing of the refused order', async () => {
    const eventUuid = await createEvent();
    const first = await order(buyer, admission(eventUuid, 'STAND', 2));
    expect(first.statusCode, first.body).toBe(201);
    const tooMany = await order(rival, [
      ...admission(eventUuid, 'SEAT'),
      ...admission(eventUuid, 'STAND', 2),
    ]);
    expect([tooMany.statusCode, tooMany.json().name, tooMany.json().details]).toEqual([
      409,
      'ticketsSoldOut',
      { eventUuid, category: 'STAND', requested: 1 },
    ]);
    // The refused order took nothing: neither the seat of the stand nor the last standing place.
    expect([await left(eventUuid, 'STAND'), await left(eventUuid, 'SEAT')]).toEqual([1, 50]);
    const last = await order(rival, admission(eventUuid, 'STAND'));
    expect(last.statusCode, last.body).toBe(201);
    expect(await left(eventUuid, 'STAND')).toBe(0);
    const detail = await api('GET', `/events/${eventUuid}`);
    expect((detail.json() as PublicEvent).categories.find((c) => c.key === 'STAND')?.available).toBe(0);
  });

  it('checks what the buyer names: a category the event has, one ticket a line, no seats of a seated event', async () => {
    const eventUuid = await createEvent();
    const unknown = await order(buyer, admission(eventUuid, 'VIP'));
    expect([unknown.statusCode, unknown.json().name, unknown.json().details?.reason]).toEqual([
      400,
      'badRequest',
      'unknownCategory',
    ]);
    const noCategory = await order(buyer, [{ kind: 'ticket', refUuid: eventUuid }]);
    expect([noCategory.statusCode, noCategory.json().name]).toEqual([400, 'badRequest']);
    const several = await order(buyer, [
      { kind: 'ticket', refUuid: eventUuid, option: 'STAND', quantity: 2 },
    ]);
    expect([several.statusCode, several.json().name]).toEqual([400, 'badRequest']);
    const badOption = await order(buyer, [{ kind: 'ticket', refUuid: eventUuid, option: "STAND'; drop" }]);
    expect([badOption.statusCode, badOption.json().name]).toEqual([400, 'badRequest']);
    const seated = await api('POST', '/admin/events', {
      token: eventAdmin,
      payload: festival({
        categories: [{ key: 'A', name: { cs: 'A' }, color: '#000000', priceCzk: 100, priceEur: 10 }],
        seatingPlan: {
          stage: { x: 0, y: 0, width: 10, height: 2 },
          sections: [
            {
              key: 'S',
              name: { cs: 'Sektor' },
              rows: [{ label: '1', seats: [{ label: '1', x: 1, y: 5, category: 'A' }] }],
            },
          ],
        },
      }),
    });
    expect(seated.statusCode, seated.body).toBe(201);
    const seatByName = await order(buyer, admission(seated.json().uuid as string, 'A'));
    expect([seatByName.statusCode, seatByName.json().details?.reason]).toEqual([400, 'seated']);
    const ended = await createEvent({
      startsAt: iso(-5 * hour),
      endsAt: iso(-hour),
      saleFrom: iso(-9 * hour),
      saleTo: iso(-6 * hour),
    });
    const afterEnd = await order(buyer, admission(ended, 'STAND'));
    expect([afterEnd.statusCode, afterEnd.json().name]).toEqual([409, 'eventAlreadyEnded']);
    expect(await left(eventUuid, 'STAND')).toBe(3);
  });

  it('gives places back when the lines are replaced, the order is cancelled or it expires', async () => {
    const eventUuid = await createEvent();
    const made = (await order(buyer, admission(eventUuid, 'STAND', 3))).json() as Order;
    expect(await left(eventUuid, 'STAND')).toBe(0);

    const fewer = await api('PUT', `/orders/${made.uuid}`, {
      token: buyer.token,
      payload: { lines: admission(eventUuid, 'STAND') },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(await left(eventUuid, 'STAND')).toBe(2);

    const cancelled = await api('DELETE', `/orders/${made.uuid}`, { token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await left(eventUuid, 'STAND')).toBe(3);

    const later = (await order(rival, admission(eventUuid, 'STAND', 2))).json() as Order;
    expect(await left(eventUuid, 'STAND')).toBe(1);
    await expire(later.uuid);
    expect(await ctx.app.jobs.runOnce('orderExpiry')).toBeGreaterThanOrEqual(1);
    expect(await left(eventUuid, 'STAND')).toBe(3);
    // Rejected twice over (a repeated sweep) gives nothing back twice.
    await ctx.app.jobs.runOnce('orderExpiry');
    expect(await left(eventUuid, 'STAND')).toBe(3);
  });

  it('a payment confirmed after expiry takes its places again if free, else the paid order is flagged', async () => {
    const eventUuid = await createEvent();
    const made = (await order(buyer, admission(eventUuid, 'STAND', 2))).json() as Order;
    const form = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: made.uuid },
    });
    expect(form.statusCode, form.body).toBe(200);
    await expire(made.uuid);
    await ctx.app.jobs.runOnce('orderExpiry');
    const late = await payAtGateway(ctx.app, form.json(), 'paid');
    const done = (
      await api('PUT', '/orders/complete', { token: buyer.token, payload: late })
    ).json() as CompleteOrderResponse;
    expect(done.order?.status).toBe('accepted');
    expect(await ctx.app.tickets.ofOrder(made.uuid)).toHaveLength(2);
    expect(await left(eventUuid, 'STAND')).toBe(1);

    // Sold meanwhile: nobody gets a place twice, staff see the paid order.
    const lost = (await order(buyer, admission(eventUuid, 'STAND'))).json() as Order;
    const lostForm = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: lost.uuid },
    });
    await expire(lost.uuid);
    await ctx.app.jobs.runOnce('orderExpiry');
    expect((await order(rival, admission(eventUuid, 'STAND'))).statusCode).toBe(201);
    const lostFields = await payAtGateway(ctx.app, lostForm.json(), 'paid');
    const lostDone = (
      await api('PUT', '/orders/complete', { payload: lostFields })
    ).json() as CompleteOrderResponse;
    expect(lostDone.outcome).toBe('paid');
    const detail = (await api('GET', `/admin/orders/${lost.uuid}`, { token: orderAdmin })).json();
    expect([detail.flaggedForStaff, detail.flagReason]).toEqual([true, 'paidNotFulfilled']);
    expect(await ctx.app.tickets.ofOrder(lost.uuid)).toHaveLength(0);
    expect(await left(eventUuid, 'STAND')).toBe(0);
  });

  it('sells the last places once when many buyers ask at the same moment', async () => {
    const eventUuid = await createEvent();
    const buyers = await Promise.all(Array.from({ length: 8 }, () => ctx.signInAs(['user'])));
    const answers = await Promise.all(buyers.map((b) => order(b, admission(eventUuid, 'STAND'))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().name === 'ticketsSoldOut')).toBe(
      true,
    );
    // Not one place more than the capacity was taken (the visitors' count stops at zero).
    const [row] = await ctx.database.db
      .select({ sold: eventCategories.sold })
      .from(eventCategories)
      .where(and(eq(eventCategories.eventUuid, eventUuid), eq(eventCategories.key, 'STAND')));
    expect(row?.sold).toBe(3);
  });
});
