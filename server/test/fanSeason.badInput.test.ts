import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorName } from '@tribuna/common/errors';
import { apiCaller, type ApiMethod } from './api';
import type { TestContext } from './harness';
import { createShopContext, postEvent, testEvent } from './orders';

let ctx: TestContext;
let user: { token: string };
let admin: string;
let eventUuid: string;

const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createShopContext();
  [user, admin] = await Promise.all([ctx.signInAs(['user']), ctx.tokenAs(['super_admin'])]);
  eventUuid = await postEvent(ctx.app, admin, testEvent());
});
afterAll(() => ctx?.close());

describe("the waiting lists', transfers', wallets' and season tickets' endpoints answer bad input with catalogue errors, never 5xx", () => {
  it('answers unknown subjects, foreign tokens, wrong types and huge numbers with 4xx', async () => {
    const unknown = randomUUID();
    const token = 'x'.repeat(43);
    const cases: [ApiMethod, string, unknown?, ('user' | 'admin')?][] = [
      ['GET', `/events/${unknown}/waitlist`],
      ['POST', `/events/${unknown}/waitlist`, { quantity: 1 }],
      ['POST', `/events/${eventUuid}/waitlist`, { quantity: 1e12 }],
      ['POST', `/events/${eventUuid}/waitlist`, { quantity: '2' }],
      ['POST', `/events/${eventUuid}/waitlist`, { quantity: 1, category: 'NOPE' }],
      ['POST', `/events/${eventUuid}/waitlist`, []],
      ['POST', `/subscriptions/${eventUuid}/waitlist`, { quantity: 1 }],
      ['DELETE', `/events/${unknown}/waitlist?category=A`],
      ['POST', `/auth/waitlists/${unknown}/order`, { currency: 'CZK' }],
      ['POST', `/auth/waitlists/${unknown}/order`, { currency: 'USD' }],
      ['POST', `/auth/waitlists/not-a-uuid/order`, {}],
      ['GET', `/admin/events/${unknown}/waitlist`, undefined, 'admin'],
      ['PUT', `/admin/events/${unknown}/waitlist`, { enabled: true }, 'admin'],
      ['PUT', `/admin/events/${eventUuid}/waitlist`, { enabled: true, maxQuantity: 1e9 }, 'admin'],
      ['GET', `/admin/events/${eventUuid}/waitlist/entries?limit=1000000&offset=-1`, undefined, 'admin'],
      ['POST', `/admin/events/${eventUuid}/waitlist/offers`, { entryUuid: unknown }, 'admin'],
      ['POST', `/admin/events/${eventUuid}/waitlist/offers`, { entryUuid: unknown, quantity: 0 }, 'admin'],
      ['POST', `/admin/subscriptions/${unknown}/waitlist/close`, undefined, 'admin'],
      ['POST', `/tickets/${unknown}/transfers`, { email: 'someone@example.com' }],
      ['POST', `/tickets/${unknown}/transfers`, { email: 'a'.repeat(5000) + '@example.com' }],
      ['DELETE', `/tickets/${unknown}/transfers`],
      ['GET', `/ticket-transfers/${token}`],
      ['GET', `/ticket-transfers/${'%00'.repeat(10)}${token}`],
      ['POST', `/ticket-transfers/${token}/accept`],
      ['GET', `/tickets/${unknown}/wallet/apple`],
      ['GET', `/tickets/${unknown}/wallet/google`],
      ['GET', `/season-tickets/${unknown}`],
      ['GET', `/season-tickets/${unknown}/seats?holdToken=abc`],
      ['POST', `/season-tickets/${unknown}/holds`, { seatId: 'A-1-1' }],
      ['POST', `/season-tickets/${unknown}/holds`, { seatId: 'x'.repeat(10_000) }],
      ['DELETE', `/season-tickets/${unknown}/holds/${token}`],
      ['POST', `/auth/season-seats/${unknown}/events/${unknown}/release`],
      ['GET', `/admin/season-tickets/${unknown}/seats`, undefined, 'admin'],
      ['POST', '/admin/season-tickets', { subscriptionUuid: unknown, eventUuids: [unknown] }, 'admin'],
      [
        'POST',
        '/admin/season-tickets',
        { subscriptionUuid: unknown, eventUuids: [eventUuid, eventUuid], sections: ['A'] },
        'admin',
      ],
      ['GET', `/admin/tickets/${unknown}/history`, undefined, 'admin'],
      [
        'POST',
        '/orders',
        { currency: 'CZK', lines: [{ kind: 'season_ticket', refUuid: unknown, quantity: 1, option: token }] },
      ],
      [
        'POST',
        '/orders',
        { currency: 'CZK', lines: [{ kind: 'season_ticket', refUuid: unknown, quantity: 1e9 }] },
      ],
    ];
    const failures: string[] = [];
    for (const [method, url, payload, who] of cases) {
      const res = await api(method, url, {
        token: who === 'admin' ? admin : user.token,
        ...(payload !== undefined && { payload: payload as object }),
      });
      const body = res.body ? (res.json() as { name?: string }) : {};
      const named = body.name && isErrorName(body.name) ? errorCatalogue[body.name].status : null;
      if (res.statusCode >= 500 || (res.statusCode >= 400 && named !== res.statusCode))
        failures.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
