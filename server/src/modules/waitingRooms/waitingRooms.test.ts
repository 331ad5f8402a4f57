import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingRoomPlace, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { hour, iso, tokenCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, postEvent, testEvent } from '../../../test/orders';
import { readPass, signPass } from './signing';
import { roomCalls } from './testRoom';

let ctx: TestContext;
let eventAdmin: string;

const call = tokenCaller(() => ctx.app);
type User = { token: string; uuid: string };

const { settings, join, status } = roomCalls(call, 'events', 60);

/** An event on sale with a room switched on (the room's sale starting in an hour unless said). */
async function roomEvent(over: Partial<WaitingRoomSettingsInput> = {}) {
  const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
  await setRoom(eventUuid, over);
  return eventUuid;
}

async function setRoom(eventUuid: string, over: Partial<WaitingRoomSettingsInput> = {}) {
  const res = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, settings(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const admit = () => ctx.app.jobs.runOnce('waitingRoomAdmission');

/** Runs the admission job (it ticks every room of the file); answers the room's last admitted place. */
async function admitIn(eventUuid: string): Promise<number> {
  await admit();
  const res = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
  return res.json().lastAdmittedPosition as number;
}

/** As if the room's last admission tick was `seconds` earlier (the bucket fills with the time). */
const ticksAgo = (eventUuid: string, seconds: number) =>
  ctx.database.db.execute(
    sql`update waiting_rooms set ticked_at = now() - make_interval(secs => ${seconds}) where subject_uuid = ${eventUuid}`,
  );

const startSale = (eventUuid: string, over: Partial<WaitingRoomSettingsInput> = {}) =>
  setRoom(eventUuid, { saleStartsAt: iso(-1000), ...over });

const users = (count: number) => Promise.all(Array.from({ length: count }, () => ctx.signInAs(['user'])));

async function holdToken(user: User) {
  const res = await call('POST', '/hold-tokens', user.token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().holdToken as string;
}

function hold(
  user: User,
  eventUuid: string,
  holdTokenValue: string,
  objects: string[],
  pass?: string | null,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventUuid}/actions/hold`,
    headers: { 'id-token': user.token, ...(pass && { 'x-waiting-room-pass': pass }) },
    payload: { holdToken: holdTokenValue, objects },
  });
}

const withPass = (pass?: string | null) => (pass ? { 'x-waiting-room-pass': pass } : {});

const postOrder = (user: User, payload: object, pass?: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'id-token': user.token, ...withPass(pass) },
    payload,
  });

/** Pays the order at the gateway (the payment needs no pass: the order's tickets had it). */
async function pay(user: User, orderUuid: string) {
  const form = await call('PUT', '/orders/pre-complete', user.token, { orderUuid });
  expect(form.statusCode, form.body).toBe(200);
  const fields = await payAtGateway(ctx.app, form.json(), 'paid');
  const done = await call('PUT', '/orders/complete', user.token, fields);
  expect(done.statusCode, done.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createShopContext();
  eventAdmin = await ctx.tokenAs(['event_admin']);
});

afterAll(() => ctx.close());

describe('joining and the shuffle at the sale start', () => {
  it('gives everyone who came before the start exactly one place of a random permutation, later ones in order', async () => {
    const eventUuid = await roomEvent();
    const early = await users(24);
    const places: WaitingRoomPlace[] = [];
    for (const user of early) places.push(await join(user, eventUuid));
    for (const place of places)
      expect(place).toMatchObject({ status: 'waiting', position: null, ahead: null, pass: null });

    // Another tab or device of the same account: the same token and place, never a second one.
    const again = await join(early[3]!, eventUuid, 200);
    expect(again.token).toBe(places[3]!.token);

    await startSale(eventUuid);
    await admit();
    const after = await Promise.all(places.map((place) => status(eventUuid, place.token)));
    const positions = after.map((place) => place.position!);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    // The join order does not decide the places (24! orders; the identity is one of them).
    expect(positions).not.toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect((await join(early[3]!, eventUuid, 200)).position).toBe(positions[3]);

    const late = await users(3);
    const latePlaces = [];
    for (const user of late) latePlaces.push(await join(user, eventUuid));
    expect(latePlaces.map((place) => place.position)).toEqual([25, 26, 27]);
    // One was let in at the start (a minute's rate of 60 is one a second).
    expect(latePlaces[2]).toMatchObject({ status: 'waiting', ahead: 27 - 1 - 1 });
  });

  it('draws the places from random keys, not from the join order', async () => {
    const people = await users(12);
    const orders: number[][] = [];
    for (let run = 0; run < 2; run++) {
      const eventUuid = await roomEvent();
      const tokens = [];
      for (const user of people) tokens.push((await join(user, eventUuid)).token);
      await startSale(eventUuid);
      await admit();
      orders.push(await Promise.all(tokens.map(async (token) => (await status(eventUuid, token)).position!)));
    }
    // The same people joining in the same order twice get two different draws (1 in 12! alike).
    expect(orders[0]).not.toEqual(orders[1]);
    const keys = await ctx.database.db.execute(sql`select shuffle_key from waiting_room_entries`);
    const values = (keys as unknown as { rows: { shuffle_key: string }[] }).rows.map(
      (row) => row.shuffle_key,
    );
    expect(new Set(values).size).toBe(values.length);
    for (const key of values) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 404 waitingRoomNotFound without a room, or for a token of another room', async () => {
    const [user] = await users(1);
    const plain = await postEvent(ctx.app, eventAdmin, testEvent());
    const res = await call('POST', `/events/${plain}/waiting-room/join`, user!.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().name).toBe('waitingRoomNotFound');

    const eventUuid = await roomEvent();
    const other = await roomEvent();
    const place = await join(user!, eventUuid);
    const foreign = await call('GET', `/events/${other}/waiting-room?token=${place.token}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().name).toBe('waitingRoomNotFound');
    const forged = await call('GET', `/events/${eventUuid}/waiting-room?token=${randomUUID()}.AAAA`);
    expect(forged.json().name).toBe('waitingRoomNotFound');

    // Switched off: nobody joins; the public event no longer sends visitors to the room.
    expect((await call('GET', `/events/${eventUuid}`)).json().waitingRoom).toMatchObject({ paused: false });
    await setRoom(eventUuid, { enabled: false });
    expect((await call('POST', `/events/${eventUuid}/waiting-room/join`, user!.token)).statusCode).toBe(404);
    expect((await call('GET', `/events/${eventUuid}`)).json().waitingRoom).toBeNull();
  });

  it('refuses joining before the room opens, and anonymous visitors', async () => {
    const [user] = await users(1);
    const eventUuid = await roomEvent({ opensAt: iso(hour / 2) });
    const early = await call('POST', `/events/${eventUuid}/waiting-room/join`, user!.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().name).toBe('eventNotOnSale');
    expect((await call('POST', `/events/${eventUuid}/waiting-room/join`)).statusCode).toBe(401);
  });
});

describe('admission', () => {
  it('lets the next ones in by place at the set rate; pause lets nobody in; close tells the rest', async () => {
    const eventUuid = await roomEvent({ rate: 120 });
    const people = await users(16);
    const tokens = [];
    for (const user of people) tokens.push((await join(user, eventUuid)).token);
    await startSale(eventUuid, { rate: 120 });
    expect(await admitIn(eventUuid)).toBe(2);
    await ticksAgo(eventUuid, 3);
    expect(await admitIn(eventUuid)).toBe(8);
    const places = await Promise.all(tokens.map((token) => status(eventUuid, token)));
    for (const place of places) {
      if (place.position! <= 8) {
        expect(place.status).toBe('admitted');
        expect(place.pass).toBeTruthy();
        expect(Date.parse(place.passExpiresAt!)).toBeGreaterThan(Date.now() + 9 * 60_000);
      } else {
        expect(place).toMatchObject({ status: 'waiting', ahead: place.position! - 9, pass: null });
        // Two a minute: the visitor's turn in (ahead + 1) / 2 minutes.
        expect(place.estimatedWaitSeconds).toBe(Math.ceil(((place.position! - 8) * 60) / 120));
      }
    }

    await setRoom(eventUuid, { saleStartsAt: iso(-1000), rate: 120, paused: true });
    await ticksAgo(eventUuid, 3);
    expect(await admitIn(eventUuid)).toBe(8);
    const paused = places.find((place) => place.position === 9)!;
    expect(await status(eventUuid, paused.token)).toMatchObject({
      status: 'waiting',
      paused: true,
      estimatedWaitSeconds: null,
    });

    await setRoom(eventUuid, { saleStartsAt: iso(-1000), rate: 120, closed: true });
    await ticksAgo(eventUuid, 3);
    expect(await admitIn(eventUuid)).toBe(8);
    expect((await status(eventUuid, paused.token)).status).toBe('closed');
    const first = places.find((place) => place.position === 1)!;
    expect((await status(eventUuid, first.token)).status).toBe('admitted');
    const stats = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
    expect(stats.json()).toMatchObject({
      waiting: 8,
      admitted: 8,
      lastAdmittedPosition: 8,
      currentRate: 120,
    });
  });

  it('expires a pass that lapses unused; its visitor joins again at the end of the line', async () => {
    const eventUuid = await roomEvent();
    const people = await users(3);
    const tokens = [];
    for (const user of people) tokens.push((await join(user, eventUuid)).token);
    await startSale(eventUuid);
    expect(await admitIn(eventUuid)).toBe(1);
    const places = await Promise.all(tokens.map((token) => status(eventUuid, token)));
    const firstIndex = places.findIndex((place) => place.position === 1);
    await ctx.database.db.execute(
      sql`update waiting_room_entries set pass_expires_at = now() - interval '1 second' where position = 1
          and room_uuid = (select uuid from waiting_rooms where subject_uuid = ${eventUuid})`,
    );
    expect((await status(eventUuid, tokens[firstIndex]!)).status).toBe('expired');
    await ticksAgo(eventUuid, 1);
    expect(await admitIn(eventUuid)).toBe(2);
    const stats = await call('GET', `/admin/events/${eventUuid}/waiting-room`, eventAdmin);
    expect(stats.json().stats).toMatchObject({
      expired: 1,
      admitted: 1,
      waiting: 1,
      lastAdmittedPosition: 2,
    });

    const rejoined = await join(people[firstIndex]!, eventUuid, 200);
    expect(rejoined).toMatchObject({ token: tokens[firstIndex], status: 'waiting', position: 4, ahead: 1 });
  });
});

describe('passes on the holds', () => {
  it('holds with a valid pass and renews it; refuses none, forged, lapsed, another event’s or user’s', async () => {
    const eventUuid = await roomEvent();
    const other = await roomEvent();
    const [buyer, second] = await users(2);
    const place = await join(buyer!, eventUuid);
    const otherPlace = await join(buyer!, other);
    const secondPlace = await join(second!, eventUuid);
    const token = await holdToken(buyer!);

    // Before the room's sale starts nobody holds, even inside the event's sale window.
    const early = await hold(buyer!, eventUuid, token, ['A-1-1']);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      name: 'waitingRoomPassRequired',
      details: { reason: 'notStarted' },
    });

    await startSale(eventUuid, { rate: 600 });
    await startSale(other, { rate: 600 });
    await admit();
    const admitted = await status(eventUuid, place.token);
    expect(admitted.status).toBe('admitted');
    const pass = admitted.pass!;

    const refused = async (value: string | null, reason: string) => {
      const res = await hold(buyer!, eventUuid, token, ['A-1-1'], value);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ name: 'waitingRoomPassRequired', details: { reason } });
    };
    await refused(null, 'missing');
    await refused(`${pass.slice(0, -2)}xx`, 'invalid');
    // Each room signs with its own secret: another event's pass does not even verify here.
    await refused((await status(other, otherPlace.token)).pass, 'invalid');
    await refused((await status(eventUuid, secondPlace.token)).pass, 'otherUser');
    const [room] = (
      (await ctx.database.db.execute(
        sql`select secret from waiting_rooms where subject_uuid = ${eventUuid}`,
      )) as unknown as { rows: { secret: string }[] }
    ).rows;
    const claim = readPass(room!.secret, pass)!;
    await refused(signPass(room!.secret, { ...claim, x: Date.now() - 1 }), 'expired');

    const res = await hold(buyer!, eventUuid, token, ['A-1-1'], pass);
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.headers['x-waiting-room-pass'] as string;
    expect(readPass(room!.secret, renewed)!.x).toBeGreaterThanOrEqual(claim.x);
    expect((await hold(buyer!, eventUuid, token, ['A-1-2'], renewed)).statusCode).toBe(200);
    // Releasing never needs the pass.
    const released = await call('POST', `/events/${eventUuid}/actions/release`, buyer!.token, {
      holdToken: token,
      objects: ['A-1-2'],
    });
    expect(released.statusCode).toBe(200);

    await ctx.app.waitingRooms.flushRenewals();
    const stats = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
    expect(stats.json()).toMatchObject({ buying: 1, admitted: 1, done: 0 });

    // The buyer pays: the room counts them done (and their pass no longer lapses into `expired`).
    const order = await postOrder(buyer!, { currency: 'CZK', holdToken: token }, renewed);
    expect(order.statusCode, order.body).toBe(201);
    await pay(buyer!, order.json().uuid);
    const after = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
    expect(after.json()).toMatchObject({ buying: 0, admitted: 1, done: 1 });
  });

  it('asks for the pass when tickets are ordered and paid, general admission too', async () => {
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
            capacity: 50,
          },
        ],
      }),
    );
    await setRoom(eventUuid);
    const [buyer] = await users(1);
    const place = await join(buyer!, eventUuid);
    await startSale(eventUuid);
    await admit();
    const { pass } = await status(eventUuid, place.token);
    const lines = {
      currency: 'CZK',
      lines: [{ kind: 'ticket', refUuid: eventUuid, option: 'A' }],
    };

    const without = await postOrder(buyer!, lines);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ name: 'waitingRoomPassRequired', details: { reason: 'missing' } });
    const order = await postOrder(buyer!, lines, pass);
    expect(order.statusCode, order.body).toBe(201);
    // Its lines replaced: the tickets need the pass again. Paying needs none.
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order.json().uuid}`,
      headers: { 'id-token': buyer!.token },
      payload: { lines: lines.lines },
    });
    expect(replaced.json().name).toBe('waitingRoomPassRequired');
    await pay(buyer!, order.json().uuid);
    const stats = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
    expect(stats.json()).toMatchObject({ done: 1 });
  });

  it('leaves the holds of an event without a room as they were', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const [buyer] = await users(1);
    const res = await hold(buyer!, eventUuid, await holdToken(buyer!), ['A-1-3']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-waiting-room-pass']).toBeUndefined();
  });
});

describe('staff', () => {
  it('answers the settings with defaults for an event without a room, and checks roles', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const res = await call('GET', `/admin/events/${eventUuid}/waiting-room`, eventAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      eventUuid,
      enabled: false,
      rate: null,
      passMinutes: 10,
      shuffledAt: null,
    });
    const orderAdmin = await ctx.tokenAs(['order_admin']);
    expect((await call('GET', `/admin/events/${eventUuid}/waiting-room`, orderAdmin)).statusCode).toBe(200);
    const put = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, orderAdmin, settings());
    expect(put.statusCode).toBe(403);
    const user = await ctx.tokenAs(['user']);
    expect((await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, user)).statusCode).toBe(403);
    expect((await call('GET', `/admin/events/${randomUUID()}/waiting-room`, eventAdmin)).json().name).toBe(
      'eventNotFound',
    );
    const wrong = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, {
      ...settings(),
      saleStartsAt: iso(-2 * hour),
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('live places', () => {
  it('streams the place at once and again when the admission reaches it', async () => {
    const eventUuid = await roomEvent();
    const [first, second] = await users(2);
    const tokens = [(await join(first!, eventUuid)).token, (await join(second!, eventUuid)).token];
    await startSale(eventUuid);
    await admit();
    const waiting = (await Promise.all(tokens.map((token) => status(eventUuid, token)))).find(
      (place) => place.status === 'waiting',
    )!;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const res = await fetch(
      `http://127.0.0.1:${port}/api/v1/events/${eventUuid}/waiting-room/stream?token=${waiting.token}`,
      { signal: controller.signal },
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const next = async (): Promise<WaitingRoomPlace> => {
      for (;;) {
        const match = /event: status\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as WaitingRoomPlace;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value);
      }
    };
    expect(await next()).toMatchObject({ status: 'waiting', position: 2, ahead: 0 });
    await ticksAgo(eventUuid, 1);
    await admit();
    const admitted = await next();
    expect(admitted).toMatchObject({ status: 'admitted', position: 2, ahead: null });
    expect(admitted.pass).toBeTruthy();
    controller.abort();

    const missing = await fetch(
      `http://127.0.0.1:${port}/api/v1/events/${eventUuid}/waiting-room/stream?token=${randomUUID()}.x`,
    );
    expect(missing.status).toBe(404);
  });
});
