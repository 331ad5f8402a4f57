import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import type { MyWaitlistEntry, WaitlistPlace } from '@tribuna/common/schemas/waitlists';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  holdSeats,
  orderSeats,
  payOrder,
  postEvent,
  testEvent,
} from '../../../test/orders';

/**
 * Waiting lists of sold-out events: joining, positions, offers of returned places (a refund, a
 * lapsed order), the offer passing on when unused, outsiders refused while people wait, and paying
 * an offer through the normal orders.
 */
let ctx: TestContext;
let eventAdmin: string;
let orderAdmin: string;
const api = apiCaller(() => ctx.app);
type User = { token: string; uuid: string; email: string };

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  [eventAdmin, orderAdmin] = await Promise.all([ctx.tokenAs(['event_admin']), ctx.tokenAs(['order_admin'])]);
}, 60_000);
afterAll(() => ctx?.close());

const SEATS = ['A-1-1', 'A-1-2', 'A-1-3', 'A-1-4', 'A-1-5', 'A-1-6', 'A-1-7', 'A-1-8'];
const users = (count: number) => Promise.all(Array.from({ length: count }, () => ctx.signInAs(['user'])));

/** An event of 8 seats, all bought by one buyer (sold out); answers the paid order. */
async function soldOutSeatedEvent() {
  const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
  const buyer = await ctx.signInAs(['user']);
  const made = await orderSeats(ctx.app, buyer.token, eventUuid, SEATS);
  const { order } = await payOrder(ctx.app, made, buyer.token);
  expect(order.status).toBe('accepted');
  return { eventUuid, buyer, order };
}

const join = (user: User, eventUuid: string, payload: object = { quantity: 1 }) =>
  api('POST', `/events/${eventUuid}/waitlist`, { token: user.token, payload });

async function joined(
  user: User,
  eventUuid: string,
  payload: object = { quantity: 1 },
): Promise<WaitlistPlace> {
  const res = await join(user, eventUuid, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function mine(user: User): Promise<MyWaitlistEntry[]> {
  const res = await api('GET', '/auth/waitlists', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const entryOf = async (user: User, eventUuid: string) =>
  (await mine(user)).find((entry) => entry.subjectUuid === eventUuid)!;

const runOffers = () => ctx.app.jobs.runOnce('waitlistOffers');

async function refundLines(order: Order, count: number) {
  const res = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
    token: orderAdmin,
    payload: { lines: order.lines.slice(0, count).map((line) => line.uuid), reason: 'Nemůže přijít' },
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.waitlists.kicked();
}

const offerEndsNow = (entryUuid: string) =>
  ctx.database.db.execute(
    sql`update waitlist_offers set expires_at = now() - interval '1 second' where entry_uuid = ${entryUuid}`,
  );

describe('joining a waiting list', () => {
  it('is refused while places are on sale and needs a signed-in buyer', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const [fan] = await users(1);
    const open = await join(fan!, eventUuid);
    expect(open.statusCode).toBe(409);
    expect(open.json().name).toBe('waitlistNotNeeded');
    const anonymous = await api('POST', `/events/${eventUuid}/waitlist`, { payload: { quantity: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives places in order of joining, answers the same entry again and counts positions among those still waiting', async () => {
    const { eventUuid } = await soldOutSeatedEvent();
    const [a, b, c] = await users(3);
    const first = await joined(a!, eventUuid, { quantity: 2 });
    expect(first).toMatchObject({ position: 1, status: 'waiting', quantity: 2, category: null });
    const again = await join(a!, eventUuid, { quantity: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json().uuid).toBe(first.uuid);
    expect((await joined(b!, eventUuid)).position).toBe(2);
    expect((await joined(c!, eventUuid, { quantity: 1, category: 'A' })).position).toBe(3);

    const tooMany = await join(b!, eventUuid, { quantity: 5, category: 'A' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().name).toBe('waitlistQuantityTooHigh');
    const unknown = await join(b!, eventUuid, { quantity: 1, category: 'Z' });
    expect(unknown.statusCode).toBe(400);

    const info = await api('GET', `/events/${eventUuid}/waitlist`);
    expect(info.json()).toMatchObject({ open: true, maxQuantity: 4, waiting: 3 });

    const left = await api('DELETE', `/events/${eventUuid}/waitlist`, { token: a!.token });
    expect(left.statusCode).toBe(204);
    expect(await entryOf(b!, eventUuid)).toMatchObject({ position: 1, status: 'waiting', name: 'Derby' });
    expect(await entryOf(c!, eventUuid)).toMatchObject({
      position: 2,
      category: 'A',
      categoryName: 'Tribuna',
    });
    expect(await entryOf(a!, eventUuid)).toMatchObject({ position: null, status: 'left' });
  });

  it('is refused once staff close the list, and those waiting are told', async () => {
    const { eventUuid } = await soldOutSeatedEvent();
    const [a, b] = await users(2);
    await joined(a!, eventUuid);
    const closed = await api('POST', `/admin/events/${eventUuid}/waitlist/close`, { token: eventAdmin });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ closed: true, stats: { waiting: 0 } });
    const refused = await join(b!, eventUuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().name).toBe('waitlistClosed');
    expect((await entryOf(a!, eventUuid)).status).toBe('closed');
  });
});

describe('offers of returned places', () => {
  it('hold the seats a refund gives back for the first in line, who pays them as an order; outsiders are refused', async () => {
    const { eventUuid, order } = await soldOutSeatedEvent();
    const [first, second, outsider] = await users(3);
    const entry = await joined(first!, eventUuid, { quantity: 2 });
    await joined(second!, eventUuid);
    const mailsBefore = ctx.mails.length;

    await refundLines(order, 2);
    const offered = await entryOf(first!, eventUuid);
    expect(offered.status).toBe('offered');
    expect(offered.offer).toMatchObject({ quantity: 2, byStaff: false, orderUuid: null });
    expect(offered.offer!.seats.map((seat) => `${seat.row}-${seat.label}`)).toEqual(['1-1', '1-2']);
    // One pass made it: the job finds nothing more to offer (the second waits for another place).
    expect(await runOffers()).toBe(0);
    expect(await entryOf(second!, eventUuid)).toMatchObject({ status: 'waiting', position: 1 });

    await ctx.app.waitlists.announced();
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === first!.email);
    expect(mail?.text).toContain(`https://vstupenky.klub.cz/app/ucet?waitlist=${entry.uuid}`);

    // The freed seats are the list's: an outsider's hold is refused.
    const made = await api('POST', '/hold-tokens', { token: outsider!.token });
    const hold = await api('POST', `/events/${eventUuid}/actions/hold`, {
      token: outsider!.token,
      payload: { holdToken: made.json().holdToken, objects: ['A-1-1'] },
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().name).toBe('waitlistHasPriority');

    const ordered = await api('POST', `/auth/waitlists/${entry.uuid}/order`, {
      token: first!.token,
      payload: { currency: 'CZK' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const pending = ordered.json() as Order;
    expect(pending.lines).toHaveLength(2);
    expect(pending.total).toBe(100_000);
    const again = await api('POST', `/auth/waitlists/${entry.uuid}/order`, {
      token: first!.token,
      payload: {},
    });
    expect(again.json().uuid).toBe(pending.uuid);
    const foreign = await api('POST', `/auth/waitlists/${entry.uuid}/order`, {
      token: second!.token,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);

    const { order: paid } = await payOrder(ctx.app, pending, first!.token);
    expect(paid.status).toBe('accepted');
    // Back from paying, before the job settles the offer, the person sees it bought.
    expect(await entryOf(first!, eventUuid)).toMatchObject({ status: 'bought', offer: null });
    await runOffers();
    expect(await entryOf(first!, eventUuid)).toMatchObject({ status: 'bought', offer: null });
  });

  it('pass to the next in line when not taken in time, and leaving gives an offer up', async () => {
    const { eventUuid, order } = await soldOutSeatedEvent();
    const [a, b, c] = await users(3);
    const entryA = await joined(a!, eventUuid);
    await joined(b!, eventUuid);
    await joined(c!, eventUuid);
    await refundLines(order, 1);
    expect((await entryOf(a!, eventUuid)).status).toBe('offered');

    await offerEndsNow(entryA.uuid);
    expect(await runOffers()).toBe(1);
    expect(await entryOf(a!, eventUuid)).toMatchObject({ status: 'lapsed', offer: null });
    const late = await api('POST', `/auth/waitlists/${entryA.uuid}/order`, { token: a!.token, payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().name).toBe('waitlistOfferExpired');
    expect((await entryOf(b!, eventUuid)).status).toBe('offered');
    expect(await entryOf(c!, eventUuid)).toMatchObject({ status: 'waiting', position: 1 });

    const left = await api('DELETE', `/events/${eventUuid}/waitlist`, { token: b!.token });
    expect(left.statusCode).toBe(204);
    expect(await entryOf(c!, eventUuid)).toMatchObject({ status: 'offered', position: null });
  });

  it('keep the order of the line: one who wants two blocks the single place from those behind', async () => {
    const { eventUuid, order } = await soldOutSeatedEvent();
    const [two, one] = await users(2);
    await joined(two!, eventUuid, { quantity: 2 });
    await joined(one!, eventUuid);
    await refundLines(order, 1);
    expect((await entryOf(two!, eventUuid)).status).toBe('waiting');
    expect((await entryOf(one!, eventUuid)).status).toBe('waiting');
    await refundLines({ ...order, lines: order.lines.slice(1) }, 1);
    expect((await entryOf(two!, eventUuid)).offer?.quantity).toBe(2);
    expect((await entryOf(one!, eventUuid)).status).toBe('waiting');
  });

  it('take general-admission places that a lapsed order gave back; the offer becomes the order, others are refused', async () => {
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({
        seatingPlan: null,
        categories: [
          {
            key: 'A',
            name: { cs: 'Stání' },
            color: '#aa0000',
            priceCzk: 30_000,
            priceEur: 1_200,
            capacity: 2,
          },
        ],
      }),
    );
    const [holder, fan, outsider] = await users(3);
    const gaLines = (count: number) =>
      Array.from({ length: count }, () => ({ kind: 'ticket', refUuid: eventUuid, option: 'A', quantity: 1 }));
    const pending = await api('POST', '/orders', {
      token: holder!.token,
      payload: { currency: 'CZK', lines: gaLines(2) },
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const entry = await joined(fan!, eventUuid, { quantity: 2, category: 'A' });

    await ctx.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where uuid = ${pending.json().uuid}`,
    );
    await ctx.app.jobs.runOnce('orderExpiry');
    expect(await runOffers()).toBe(1);
    expect((await entryOf(fan!, eventUuid)).offer).toMatchObject({ quantity: 2, seats: [] });

    const refused = await api('POST', '/orders', {
      token: outsider!.token,
      payload: { currency: 'CZK', lines: gaLines(1) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().name).toBe('waitlistHasPriority');

    const ordered = await api('POST', `/auth/waitlists/${entry.uuid}/order`, {
      token: fan!.token,
      payload: {},
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().lines).toHaveLength(2);
    const { order: paid } = await payOrder(ctx.app, ordered.json(), fan!.token);
    expect(paid.status).toBe('accepted');
    const sold = (await ctx.database.db.execute(
      sql`select sold from event_categories where event_uuid = ${eventUuid} and key = 'A'`,
    )) as unknown as { rows: { sold: number }[] };
    expect(sold.rows[0]!.sold).toBe(2);
  });
});

describe("staff's list", () => {
  it('lists the people in order, offers a place by hand (fewer than asked) and changes the settings', async () => {
    const { eventUuid, order } = await soldOutSeatedEvent();
    const [a, b] = await users(2);
    await joined(a!, eventUuid, { quantity: 2 });
    const entryB = await joined(b!, eventUuid, { quantity: 2 });

    const noPlaces = await api('POST', `/admin/events/${eventUuid}/waitlist/offers`, {
      token: eventAdmin,
      payload: { entryUuid: entryB.uuid, quantity: 1 },
    });
    expect(noPlaces.statusCode).toBe(409);
    expect(noPlaces.json().name).toBe('waitlistNoPlaces');

    // Staff release a seat by hand out of the line (the job would wait for two places for A).
    await ctx.database.db.execute(
      sql`update event_seats set order_uuid = null, booked_at = null where event_uuid = ${eventUuid} and id = 'A-1-8'`,
    );
    const byHand = await api('POST', `/admin/events/${eventUuid}/waitlist/offers`, {
      token: eventAdmin,
      payload: { entryUuid: entryB.uuid, quantity: 1 },
    });
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect(byHand.json()).toMatchObject({ quantity: 1, byStaff: true, seats: [{ label: '8' }] });
    const twice = await api('POST', `/admin/events/${eventUuid}/waitlist/offers`, {
      token: eventAdmin,
      payload: { entryUuid: entryB.uuid },
    });
    expect(twice.json().name).toBe('waitlistEntryNotWaiting');

    const list = await api('GET', `/admin/events/${eventUuid}/waitlist/entries`, { token: eventAdmin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .data.map((row: { email: string; position: number | null; status: string }) => [
          row.email,
          row.position,
          row.status,
        ]),
    ).toEqual([
      [a!.email, 1, 'waiting'],
      [b!.email, null, 'offered'],
    ]);

    const saved = await api('PUT', `/admin/events/${eventUuid}/waitlist`, {
      token: eventAdmin,
      payload: { enabled: true, maxQuantity: 1, offerHours: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ maxQuantity: 1, offerHours: 2, stats: { waiting: 1, offered: 1 } });
    const [c] = await users(1);
    expect((await join(c!, eventUuid, { quantity: 2 })).json().name).toBe('waitlistQuantityTooHigh');
    expect(order.lines).toHaveLength(8);
  });

  it('is refused to staff who may not edit events, and to buyers', async () => {
    const { eventUuid } = await soldOutSeatedEvent();
    const [fan] = await users(1);
    const reader = await ctx.tokenAs(['ticket_admin']);
    expect((await api('GET', `/admin/events/${eventUuid}/waitlist`, { token: reader })).statusCode).toBe(200);
    const put = await api('PUT', `/admin/events/${eventUuid}/waitlist`, {
      token: reader,
      payload: { enabled: false },
    });
    expect(put.statusCode).toBe(403);
    expect((await api('GET', `/admin/events/${eventUuid}/waitlist`, { token: fan!.token })).statusCode).toBe(
      403,
    );
  });
});

describe('holds before the list', () => {
  it('a seat hold that lapses goes to the list, not to whoever holds first', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const [buyer, holder, fan] = await users(3);
    const made = await orderSeats(ctx.app, buyer!.token, eventUuid, SEATS.slice(0, 7));
    await payOrder(ctx.app, made, buyer!.token);
    const token = await holdSeats(ctx.app, holder!.token, eventUuid, ['A-1-8']);
    await joined(fan!, eventUuid);
    await ctx.database.db.execute(
      sql`update event_seats set held_until = now() - interval '1 second' where hold_token = ${token}`,
    );
    expect(await runOffers()).toBe(1);
    expect((await entryOf(fan!, eventUuid)).offer?.seats.map((seat) => seat.label)).toEqual(['8']);
  });
});
