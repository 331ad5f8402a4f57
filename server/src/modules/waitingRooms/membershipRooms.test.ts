import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { WaitingRoomPlace, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { hour, iso, tokenCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, postEvent, postMembership, testEvent } from '../../../test/orders';
import { roomCalls } from './testRoom';

/** The waiting room of a membership's sale (a membership with a limited capacity). */
let ctx: TestContext;
let membershipAdmin: string;
let eventAdmin: string;

const call = tokenCaller(() => ctx.app);
type User = { token: string; uuid: string };

const { settings, join, status } = roomCalls(call, 'subscriptions', 600);

let count = 0;
/** A sellable membership (capacity 100 unless said) with one price variant. */
async function membership(capacity: number | null = 100) {
  count += 1;
  const plan = await postMembership(ctx.app, membershipAdmin, {
    name: { cs: `Sezóna ${count}`, sk: `Sezóna ${count}` },
    text: { cs: '<p>Všechny zápasy</p>' },
    type: 'permanent',
    featureUuids: [],
    capacity,
    prices: [{ label: { cs: 'Dospělý' }, amountCzk: 129_000, amountEur: 4_990 }],
  });
  return { uuid: plan.uuid, price: plan.prices[0]!.uuid };
}

const putRoom = (uuid: string, over: Partial<WaitingRoomSettingsInput> = {}, token = membershipAdmin) =>
  call('PUT', `/admin/subscriptions/${uuid}/waiting-room`, token, settings(over));

async function setRoom(uuid: string, over: Partial<WaitingRoomSettingsInput> = {}) {
  const res = await putRoom(uuid, over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const admit = () => ctx.app.jobs.runOnce('waitingRoomAdmission');
const users = (n: number) => Promise.all(Array.from({ length: n }, () => ctx.signInAs(['user'])));

const orderMembership = (user: User, priceUuid: string, pass?: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'id-token': user.token, ...(pass && { 'x-waiting-room-pass': pass }) },
    payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: priceUuid }] },
  });

async function pay(user: User, orderUuid: string) {
  const form = await call('PUT', '/orders/pre-complete', user.token, { orderUuid });
  expect(form.statusCode, form.body).toBe(200);
  const fields = await payAtGateway(ctx.app, form.json(), 'paid');
  const done = await call('PUT', '/orders/complete', user.token, fields);
  expect(done.statusCode, done.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createShopContext();
  membershipAdmin = await ctx.tokenAs(['subscription_admin']);
  eventAdmin = await ctx.tokenAs(['event_admin']);
});

afterAll(() => ctx.close());

describe('switching a membership’s room on', () => {
  it('refuses a room for a membership without a capacity (409 waitingRoomNeedsCapacity); off stays allowed', async () => {
    const open = await membership(null);
    const res = await putRoom(open.uuid);
    expect(res.statusCode).toBe(409);
    expect(res.json().name).toBe('waitingRoomNeedsCapacity');
    const off = await putRoom(open.uuid, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ eventUuid: open.uuid, enabled: false });
    // No room: the public membership sends nobody to one, and its orders need no pass.
    expect((await call('GET', `/subscriptions/${open.uuid}`)).json().waitingRoom).toBeNull();
    const [buyer] = await users(1);
    expect((await orderMembership(buyer!, open.price)).statusCode).toBe(201);
  });

  it('answers the room’s settings and counts to staff; an unknown membership is 404', async () => {
    const limited = await membership(50);
    const none = await call('GET', `/admin/subscriptions/${limited.uuid}/waiting-room`, membershipAdmin);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ enabled: false, stats: { waiting: 0 } });
    const saved = await setRoom(limited.uuid, { rate: 120 });
    expect(saved).toMatchObject({ eventUuid: limited.uuid, enabled: true, rate: 120, shuffledAt: null });
    const stats = await call(
      'GET',
      `/admin/subscriptions/${limited.uuid}/waiting-room/stats`,
      membershipAdmin,
    );
    expect(stats.json()).toMatchObject({ waiting: 0, currentRate: 120, lastAdmittedPosition: 0 });
    const unknown = await call(
      'GET',
      `/admin/subscriptions/00000000-0000-4000-8000-000000000000/waiting-room`,
      membershipAdmin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('subscriptionNotFound');
    // Staff who manage events only do not set memberships' rooms.
    expect((await putRoom(limited.uuid, {}, eventAdmin)).statusCode).toBe(403);
  });
});

describe('waiting for a membership', () => {
  it('answers 404 waitingRoomNotFound for a membership without a room, and for an event’s room under its path', async () => {
    const [user] = await users(1);
    const plain = await membership(10);
    const res = await call('POST', `/subscriptions/${plain.uuid}/waiting-room/join`, user!.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().name).toBe('waitingRoomNotFound');

    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const eventRoom = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, settings());
    expect(eventRoom.statusCode, eventRoom.body).toBe(200);
    const place = await call('POST', `/events/${eventUuid}/waiting-room/join`, user!.token);
    expect(place.statusCode).toBe(201);
    const crossed = await call('POST', `/subscriptions/${eventUuid}/waiting-room/join`, user!.token);
    expect(crossed.json().name).toBe('waitingRoomNotFound');
    const crossedStatus = await call(
      'GET',
      `/subscriptions/${eventUuid}/waiting-room?token=${encodeURIComponent(place.json().token)}`,
    );
    expect(crossedStatus.statusCode).toBe(404);
  });

  it('refuses joining before the room opens (subscriptionNotSellable)', async () => {
    const [user] = await users(1);
    const plan = await membership();
    await setRoom(plan.uuid, { opensAt: iso(hour / 2) });
    const early = await call('POST', `/subscriptions/${plan.uuid}/waiting-room/join`, user!.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().name).toBe('subscriptionNotSellable');
  });

  it('shuffles the early ones at the start, lets them in by place, and sells the membership with the pass only', async () => {
    const plan = await membership(100);
    await setRoom(plan.uuid);
    const publicAnswer = (await call('GET', `/subscriptions/${plan.uuid}`)).json();
    expect(publicAnswer.waitingRoom).toMatchObject({ paused: false, closed: false });
    const people = await users(12);
    const places: WaitingRoomPlace[] = [];
    for (const person of people) places.push(await join(person, plan.uuid));
    for (const place of places) expect(place).toMatchObject({ status: 'waiting', position: null });
    expect((await join(people[0]!, plan.uuid, 200)).token).toBe(places[0]!.token);

    // Before the room's sale starts nobody orders the membership.
    const early = await orderMembership(people[0]!, plan.price);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      name: 'waitingRoomPassRequired',
      details: { reason: 'notStarted', subscriptionUuid: plan.uuid },
    });

    await setRoom(plan.uuid, { saleStartsAt: iso(-1000), rate: 360 });
    await admit();
    const after = await Promise.all(places.map((place) => status(plan.uuid, place.token)));
    const positions = after.map((place) => place.position!);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // 360 a minute: six let in at the first tick, in the order of their places.
    for (const place of after) expect(place.status).toBe(place.position! <= 6 ? 'admitted' : 'waiting');

    const firstIndex = after.findIndex((place) => place.position === 1);
    const lastIndex = after.findIndex((place) => place.position === 12);
    const buyer = people[firstIndex]!;
    const pass = after[firstIndex]!.pass!;
    const refused = async (user: User, value: string | null, reason: string) => {
      const res = await orderMembership(user, plan.price, value);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ name: 'waitingRoomPassRequired', details: { reason } });
    };
    await refused(buyer, null, 'missing');
    await refused(buyer, `${pass.slice(0, -2)}xx`, 'invalid');
    // Someone still waiting cannot use the first one's pass.
    await refused(people[lastIndex]!, pass, 'otherUser');

    const ordered = await orderMembership(buyer, plan.price, pass);
    expect(ordered.statusCode, ordered.body).toBe(201);
    await pay(buyer, ordered.json().uuid);
    const me = await call('GET', '/auth/logged-user', buyer.token);
    expect((me.json() as LoggedUser).activeUserSubscriptions.map((m) => m.subscription.uuid)).toContain(
      plan.uuid,
    );
    const stats = await call('GET', `/admin/subscriptions/${plan.uuid}/waiting-room/stats`, membershipAdmin);
    expect(stats.json()).toMatchObject({ done: 1, admitted: 5, waiting: 6, lastAdmittedPosition: 6 });

    // The rest come in with the next ticks.
    await ctx.database.db.execute(
      sql`update waiting_rooms set ticked_at = now() - interval '1 second' where subject_uuid = ${plan.uuid}`,
    );
    await admit();
    expect((await status(plan.uuid, places[lastIndex]!.token)).status).toBe('admitted');

    // Switched off: the sale is open to all again.
    await setRoom(plan.uuid, { enabled: false, saleStartsAt: iso(-1000) });
    expect((await call('GET', `/subscriptions/${plan.uuid}`)).json().waitingRoom).toBeNull();
    expect((await orderMembership(people[lastIndex]!, plan.price)).statusCode).toBe(201);
  });
});
