import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { hour, iso, tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postEvent, testEvent } from '../../../test/orders';
import { signPass, signPlaceToken } from './signing';

/**
 * The waiting room's endpoints given what a careless client or an attacker sends: every answer is
 * a named error of the catalogue, never a 500.
 */
let ctx: TestContext;
let eventAdmin: string;
let buyer: { token: string; uuid: string };
const call = tokenCaller(() => ctx.app);

const settings = (over: Record<string, unknown> = {}): WaitingRoomSettingsInput =>
  ({
    enabled: true,
    opensAt: iso(-hour),
    saleStartsAt: iso(-1000),
    rate: 60,
    passMinutes: 10,
    paused: false,
    closed: false,
    ...over,
  }) as WaitingRoomSettingsInput;

beforeAll(async () => {
  ctx = await createTestContext();
  eventAdmin = await ctx.tokenAs(['event_admin']);
  buyer = await ctx.signInAs(['user']);
});
afterAll(() => ctx?.close());

/** The answer is a refusal of the catalogue (its name) with this status. */
function refused(res: { statusCode: number; body: string }, status: number, name?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { name?: string };
  expect(typeof body.name, res.body).toBe('string');
  if (name) expect(body.name, res.body).toBe(name);
}

describe('the visitors’ endpoints given bad input', () => {
  it('refuse bad uuids, missing, huge, forged and foreign tokens with named errors', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const other = await postEvent(ctx.app, eventAdmin, testEvent());
    for (const uuid of [eventUuid, other])
      expect(
        (await call('PUT', `/admin/events/${uuid}/waiting-room`, eventAdmin, settings())).statusCode,
      ).toBe(200);
    const joined = await call('POST', `/events/${eventUuid}/waiting-room/join`, buyer.token);
    expect(joined.statusCode, joined.body).toBe(201);
    const { token } = joined.json() as { token: string };
    const entryUuid = token.slice(0, token.indexOf('.'));

    for (const path of ['/waiting-room', '/waiting-room/stream']) {
      refused(await call('GET', `/events/not-a-uuid${path}?token=${encodeURIComponent(token)}`), 400);
      refused(await call('GET', `/events/${eventUuid}${path}`), 400);
      refused(await call('GET', `/events/${eventUuid}${path}?token=`), 400);
      refused(await call('GET', `/events/${eventUuid}${path}?token=${'x'.repeat(5000)}`), 400);
      for (const bad of [
        '.',
        '....',
        'no-dot',
        `${entryUuid}.`,
        `${entryUuid}.!!!`,
        `not-a-uuid.${token.slice(token.indexOf('.') + 1)}`,
        // Signed with another secret: a token another room (or a forger) made.
        signPlaceToken('another secret', entryUuid),
      ])
        refused(
          await call('GET', `/events/${eventUuid}${path}?token=${encodeURIComponent(bad)}`),
          404,
          'waitingRoomNotFound',
        );
      // The token of this room read at another event's room, and at an event without any.
      refused(
        await call('GET', `/events/${other}${path}?token=${encodeURIComponent(token)}`),
        404,
        'waitingRoomNotFound',
      );
      refused(
        await call('GET', `/events/${randomUUID()}${path}?token=${encodeURIComponent(token)}`),
        404,
        'waitingRoomNotFound',
      );
    }
    refused(await call('POST', `/events/not-a-uuid/waiting-room/join`, buyer.token), 400);
    refused(
      await call('POST', `/events/${randomUUID()}/waiting-room/join`, buyer.token),
      404,
      'waitingRoomNotFound',
    );
    refused(await call('POST', `/events/${eventUuid}/waiting-room/join`), 401);
  });

  it('refuse holds with a pass of another room, a pass that is not one, and a header too long', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    expect(
      (await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, settings())).statusCode,
    ).toBe(200);
    const hold = (pass: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/events/${eventUuid}/actions/hold`,
        headers: { 'id-token': buyer.token, 'x-waiting-room-pass': pass },
        payload: { holdToken: randomUUID(), objects: ['A-1'] },
      });
    const farFuture = Date.now() + 365 * 24 * hour;
    for (const pass of [
      'garbage',
      '.',
      'e30.AAAA',
      // Well formed, for this event and user, signed with a secret that is not the room's.
      signPass('not the secret', { e: eventUuid, u: buyer.uuid, n: randomUUID(), x: farFuture }),
    ])
      refused(await hold(pass), 403, 'waitingRoomPassRequired');
    refused(await hold('x'.repeat(5000)), 400);
  });
});

describe('the staff endpoints given bad input', () => {
  it('refuse bad uuids, rates, pass times and dates with named errors, and other roles', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const put = (body: unknown, uuid = eventUuid, token = eventAdmin) =>
      call('PUT', `/admin/events/${uuid}/waiting-room`, token, body as object);
    for (const over of [
      { rate: -1 },
      { rate: 0 },
      { rate: 1.5 },
      { rate: 1e12 },
      { rate: Number.MAX_SAFE_INTEGER + 2 },
      { rate: '60' },
      { passMinutes: 0 },
      { passMinutes: -10 },
      { passMinutes: 100_000 },
      { opensAt: 'tomorrow' },
      { opensAt: '2026-13-45T99:99:99Z' },
      { saleStartsAt: '' },
      { opensAt: iso(hour), saleStartsAt: iso(-hour) },
      { enabled: 'yes' },
    ])
      refused(await put(settings(over)), 400);
    refused(await put({}), 400);
    refused(await put(settings(), 'not-a-uuid'), 400);
    refused(await put(settings(), randomUUID()), 404, 'eventNotFound');
    refused(await call('GET', `/admin/events/not-a-uuid/waiting-room`, eventAdmin), 400);
    refused(
      await call('GET', `/admin/events/${randomUUID()}/waiting-room/stats`, eventAdmin),
      404,
      'eventNotFound',
    );
    // Roles: nobody signed in, a buyer, staff of another area.
    const orderAdmin = await ctx.tokenAs(['order_admin']);
    refused(await call('GET', `/admin/events/${eventUuid}/waiting-room`), 401);
    refused(await put(settings(), eventUuid, buyer.token), 403);
    refused(await put(settings(), eventUuid, orderAdmin), 403);
    refused(await call('GET', `/admin/events/${eventUuid}/waiting-room`, buyer.token), 403);
    refused(await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, buyer.token), 403);
  });
});
