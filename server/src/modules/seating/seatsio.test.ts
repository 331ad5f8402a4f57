import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { CompleteOrderResponse, Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  payAtGateway,
  postEvent,
  seatedSection,
  seatingPlan,
  testEvent,
} from '../../../test/orders';
import { createSeatsioStandin } from '../../integrations/seatmap/standin';

// The seats.io path against the local stand-in of its API, reached through the client's region URL.
let standin: FastifyInstance;
let standinUrl: string;
let ctx: TestContext;
let eventAdmin: string;
let buyer: { token: string; uuid: string };
let rival: { token: string; uuid: string };
/** The stand-in as staff would look at it in seats.io's own back office. */
let seatsio: SeatsioClient;

const api = apiCaller(() => ctx.app);

const event = (): EventInput =>
  testEvent({
    name: { cs: 'Derby', sk: 'Derby SK' },
    venue: 'Štadión',
    // The events domain knows a seated event by its plan; this one mirrors the stand-in's chart.
    seatingPlan: seatingPlan(seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: 4, seats: 10 })),
  });

const createEvent = () => postEvent(ctx.app, eventAdmin, event());

async function holdToken(user: { token: string }) {
  const res = await api('POST', '/hold-tokens', { token: user.token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().holdToken as string;
}

const hold = (user: { token: string }, eventUuid: string, token: string, objects: string[]) =>
  api('POST', `/events/${eventUuid}/actions/hold`, {
    token: user.token,
    payload: { holdToken: token, objects },
  });

const status = async (eventUuid: string, id: string) =>
  (await seatsio.events.retrieveObjectInfo(eventUuid, id)).status;

beforeAll(async () => {
  standin = createSeatsioStandin({ secretKey: 'secret-key', publicKey: 'public-key' });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}`;
  seatsio = new SeatsioClient(new Region(standinUrl), 'secret-key');
  ctx = await createShopContext({
    SEATSIO_SECRET_KEY: 'secret-key',
    SEATSIO_PUBLIC_KEY: 'public-key',
    SEATSIO_API_URL: standinUrl,
    SEATSIO_CHART_JS_URL: `${standinUrl}/chart.js`,
  });
  [eventAdmin, buyer, rival] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await standin?.close();
});

describe('seats.io as the seat engine', () => {
  it('tells the browsers to use the seats.io chart with the public key and the stand-in script', async () => {
    const res = await api('GET', '/public-config');
    expect(res.json()).toMatchObject({
      seatMapProvider: 'seatsio',
      seatsio: { workspaceKey: 'public-key', region: 'eu', chartJsUrl: `${standinUrl}/chart.js` },
    });
    expect(JSON.stringify(res.json())).not.toContain('secret-key');
  });

  it('refuses the stand-in without the secret key, as seats.io does', async () => {
    const wrong = new SeatsioClient(new Region(standinUrl), 'other-key');
    await expect(wrong.holdTokens.create()).rejects.toMatchObject({ errors: [{ code: 'UNAUTHORIZED' }] });
  });

  it('holds through seats.io; a seat another buyer holds is 409 seatsAlreadyOccupied with its objects', async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    // The token is seats.io's own: it knows it with the same end.
    const known = await seatsio.holdTokens.retrieve(token);
    expect(known.expiresInSeconds).toBeGreaterThan(14 * 60);
    const held = await hold(buyer, eventUuid, token, ['A-1-1', 'A-1-2']);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ holdToken: token, objects: ['A-1-1', 'A-1-2'] });
    expect(await status(eventUuid, 'A-1-1')).toBe('reservedByToken');

    const rivalToken = await holdToken(rival);
    const conflict = await hold(rival, eventUuid, rivalToken, ['A-1-2', 'A-1-3']);
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json()).toMatchObject({ name: 'seatsAlreadyOccupied', details: { objects: ['A-1-2'] } });
    // All or nothing: the free one was not taken either.
    expect(await status(eventUuid, 'A-1-3')).toBe('free');

    const detail = await api('GET', `/hold-tokens/${token}`, { token: buyer.token });
    expect(detail.json().objects).toEqual([
      { eventUuid, id: 'A-1-1' },
      { eventUuid, id: 'A-1-2' },
    ]);
  });

  it('counts the seats held and booked through seats.io in the public availability', async () => {
    const eventUuid = await createEvent();
    const available = async () =>
      (
        (await api('GET', `/events/${eventUuid}`)).json() as {
          categories: { key: string; available: number }[];
        }
      ).categories[0]!.available;
    expect(await available()).toBe(40);
    const token = await holdToken(buyer);
    expect((await hold(buyer, eventUuid, token, ['A-2-5', 'A-2-6', 'A-2-7'])).statusCode).toBe(200);
    expect(await available()).toBe(37);
    const released = await api('POST', `/events/${eventUuid}/actions/release`, {
      token: buyer.token,
      payload: { holdToken: token, objects: ['A-2-7'] },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await available()).toBe(38);
  });

  it("refuses another buyer's token and unknown seats", async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    const stolen = await hold(rival, eventUuid, token, ['A-2-1']);
    expect(stolen.statusCode, stolen.body).toBe(409);
    expect(stolen.json()).toMatchObject({ name: 'holdTokenInvalid' });
    expect(await status(eventUuid, 'A-2-1')).toBe('free');
    const order = await api('POST', '/orders', {
      token: rival.token,
      payload: { currency: 'CZK', holdToken: token },
    });
    expect(order.json()).toMatchObject({ name: 'holdTokenInvalid' });
    const unknown = await hold(buyer, eventUuid, token, ['Z-9-9']);
    expect(unknown.statusCode, unknown.body).toBe(400);
  });

  it('releases only what the token holds, and holds the best available block', async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    await hold(buyer, eventUuid, token, ['A-3-1']);
    const released = await api('POST', `/events/${eventUuid}/actions/release`, {
      token: buyer.token,
      payload: { holdToken: token, objects: ['A-3-1', 'A-3-2'] },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ objects: ['A-3-1'] });
    expect(await status(eventUuid, 'A-3-1')).toBe('free');

    const best = await api('POST', `/events/${eventUuid}/actions/hold-best-available`, {
      token: buyer.token,
      payload: { holdToken: token, number: 3, category: 'A' },
    });
    expect(best.statusCode, best.body).toBe(200);
    expect(best.json().objects).toEqual(['A-1-1', 'A-1-2', 'A-1-3']);
    const none = await api('POST', `/events/${eventUuid}/actions/hold-best-available`, {
      token: buyer.token,
      payload: { holdToken: token, number: 2, category: 'B' },
    });
    expect(none.json()).toMatchObject({ name: 'seatsAlreadyOccupied' });
  });

  it('orders the held seats, extends the hold when the payment starts and books them on payment', async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    await hold(buyer, eventUuid, token, ['A-4-5', 'A-4-6']);
    const made = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', holdToken: token },
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as Order;
    expect(order).toMatchObject({ total: 100_000, holdToken: token });
    expect(order.lines.map((line) => line.label)).toEqual([
      expect.stringContaining('řada 4, sedadlo 5'),
      expect.stringContaining('řada 4, sedadlo 6'),
    ]);

    const before = (await seatsio.holdTokens.retrieve(token)).expiresAt.getTime();
    const form = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: order.uuid },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await seatsio.holdTokens.retrieve(token)).expiresAt.getTime()).toBeGreaterThan(before);

    const fields = await payAtGateway(ctx.app, form.json(), 'paid');
    const done = (
      await api('PUT', '/orders/complete', { token: buyer.token, payload: fields })
    ).json() as CompleteOrderResponse;
    expect([done.outcome, done.order?.status]).toEqual(['paid', 'accepted']);
    const info = await seatsio.events.retrieveObjectInfo(eventUuid, 'A-4-5');
    expect([info.status, info.orderId]).toEqual(['booked', order.uuid]);
    expect(await status(eventUuid, 'A-4-6')).toBe('booked');
  });

  it("an event's own seats.io key: the chart is told it, holds and bookings use it, the uuid when empty", async () => {
    const bad = await api('POST', '/admin/events', {
      token: eventAdmin,
      payload: { ...event(), seatsioEventKey: 'derby 2027/podzim' },
    });
    expect(bad.statusCode, bad.body).toBe(400);

    const key = `derby-${Date.now()}`;
    const made = await api('POST', '/admin/events', {
      token: eventAdmin,
      payload: { ...event(), seatsioEventKey: ` ${key} ` },
    });
    expect(made.statusCode, made.body).toBe(201);
    const eventUuid = made.json().uuid as string;
    expect(made.json().seatsioEventKey).toBe(key);
    expect((await api('GET', `/events/${eventUuid}`)).json().seatsioEventKey).toBe(key);

    const token = await holdToken(buyer);
    expect((await hold(buyer, eventUuid, token, ['A-1-4'])).statusCode).toBe(200);
    expect(await status(key, 'A-1-4')).toBe('reservedByToken');
    expect(await status(eventUuid, 'A-1-4')).toBe('free');

    // A save without the key keeps it; an empty one is none: the event's uuid again.
    const { seatingPlan: _plan, ...withoutPlan } = event();
    const kept = await api('PUT', `/admin/events/${eventUuid}`, { token: eventAdmin, payload: withoutPlan });
    expect([kept.statusCode, kept.json().seatsioEventKey]).toEqual([200, key]);
    const cleared = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: { ...withoutPlan, seatsioEventKey: '' },
    });
    expect([cleared.statusCode, cleared.json().seatsioEventKey]).toEqual([200, null]);
    expect((await api('GET', `/events/${eventUuid}`)).json().seatsioEventKey).toBe(eventUuid);
  });

  it('cancelling the order of a hold lets its seats go in seats.io', async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    await hold(buyer, eventUuid, token, ['A-2-8']);
    await api('POST', '/orders', { token: buyer.token, payload: { currency: 'CZK', holdToken: token } });
    const removed = await api('DELETE', `/orders/seats-io-hold-token/${token}`, {
      token: buyer.token,
      payload: {},
    });
    expect([removed.statusCode, removed.json().status]).toEqual([200, 'rejected']);
    expect(await status(eventUuid, 'A-2-8')).toBe('free');
  });
});
