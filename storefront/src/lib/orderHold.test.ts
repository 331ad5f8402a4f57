import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '../test/helpers';
import { bindOrder, currentOrder, unbindCurrentOrder } from './currentOrder';
import { forgetHoldToken, storedHoldToken } from './holdToken';
import {
  bindHeldOrder,
  HELD_ORDER_DELETE_AFTER_MS,
  restoreHeldOrder,
  restoreHeldOrderAtStart,
  unbindHeldOrder,
} from './orderHold';

const TOKEN = 'hold-token-0001';
const ORDER = { uuid: '0c0b0a09-0807-4605-8403-020100000001', orderHash: 'secret-hash' };
const minute = 60_000;

/** The API as the hold's order stands: answers by method and path, and records every call. */
function api(answer: (method: string, url: string) => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(method, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const holder = (expiresInMs: number) =>
  testUser({
    seatsIoHoldToken: TOKEN,
    seatsIoHoldTokenExpiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  });

const order = (status: string) => ({ ...ORDER, status, holdToken: TOKEN });

beforeEach(() => {
  unbindCurrentOrder();
  forgetHoldToken();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order hold', () => {
  it('restores the pending order of a hold in force, and deletes it 30 minutes after the hold expires', async () => {
    vi.useFakeTimers();
    const calls = api((method) =>
      method === 'GET' ? jsonResponse(200, order('pending')) : jsonResponse(200, order('rejected')),
    );
    expect(await restoreHeldOrder(holder(10 * minute), 1)).toBe('restored');
    expect(currentOrder()).toEqual({ ...ORDER, holdToken: TOKEN });
    expect(storedHoldToken(1)?.holdToken).toBe(TOKEN);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/v1/orders/seats-io-hold-token/${TOKEN}`,
    ]);

    await vi.advanceTimersByTimeAsync(10 * minute + HELD_ORDER_DELETE_AFTER_MS - 1_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      url: `/api/v1/orders/seats-io-hold-token/${TOKEN}`,
      body: { ignorePaymentStatus: true },
    });
    expect(currentOrder()).toBeNull();
    expect(storedHoldToken(0)).toBeNull();
  });

  it('does not restore a token valid for less than the minimum, and unbinds the order of such a hold', async () => {
    const calls = api(() => jsonResponse(200, order('pending')));
    expect(await restoreHeldOrder(holder(30_000), 1)).toBe('none');
    expect(calls).toHaveLength(0);

    bindOrder({ ...ORDER, holdToken: TOKEN });
    expect(await restoreHeldOrder(holder(30_000), 1)).toBe('unbound');
    expect(currentOrder()).toBeNull();
    // The order of something else (a membership on its way back from the gateway) stays bound.
    bindOrder(ORDER);
    expect(
      await restoreHeldOrder(testUser({ seatsIoHoldToken: null, seatsIoHoldTokenExpiresAt: null }), 1),
    ).toBe('none');
    expect(currentOrder()).toEqual(ORDER);
    expect(calls).toHaveLength(0);
  });

  it('unbinds permanently when the bound order is not found: the user’s hold token is cleared', async () => {
    bindOrder({ ...ORDER, holdToken: TOKEN });
    const calls = api((method) =>
      method === 'GET'
        ? jsonResponse(404, { name: 'orderNotFound', message: 'No order' })
        : jsonResponse(200, testUser()),
    );
    expect(await restoreHeldOrder(holder(10 * minute), 1)).toBe('unbound');
    expect(currentOrder()).toBeNull();
    expect(storedHoldToken(0)).toBeNull();
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/v1/auth/logged-user',
      body: { firstName: 'Petr', lastName: 'Fanoušek', seatsIoHoldToken: null },
    });
  });

  it('keeps the token of seats held on the chart before any order was made', async () => {
    const calls = api(() => jsonResponse(404, { name: 'orderNotFound', message: 'No order' }));
    expect(await restoreHeldOrder(holder(10 * minute), 1)).toBe('none');
    expect(storedHoldToken(1)?.holdToken).toBe(TOKEN);
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('unbinds, not permanently, on any other failure', async () => {
    bindOrder({ ...ORDER, holdToken: TOKEN });
    const calls = api(() => jsonResponse(503, { name: 'serviceUnavailable', message: 'Down' }));
    expect(await restoreHeldOrder(holder(10 * minute), 1)).toBe('unbound');
    expect(currentOrder()).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('a paid order of the hold is over: unbound permanently', async () => {
    const calls = api((method) =>
      method === 'GET' ? jsonResponse(200, order('accepted')) : jsonResponse(200, testUser()),
    );
    expect(await restoreHeldOrder(holder(10 * minute), 1)).toBe('unbound');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
  });

  it('an unbind stops the timer', async () => {
    vi.useFakeTimers();
    const calls = api(() => jsonResponse(200, order('rejected')));
    bindHeldOrder(ORDER, { holdToken: TOKEN, expiresAt: new Date(Date.now() + minute).toISOString() });
    await unbindHeldOrder({ permanent: false });
    await vi.advanceTimersByTimeAsync(minute + HELD_ORDER_DELETE_AFTER_MS + 1_000);
    expect(calls).toHaveLength(0);
    expect(currentOrder()).toBeNull();
  });
});

describe('application start', () => {
  it('does not ask for the order of a hold this browser has no order of (seats given back): no 404 on every load', async () => {
    const calls = api(() => jsonResponse(404, { name: 'orderNotFound', message: 'No order' }));
    expect(await restoreHeldOrderAtStart(holder(10 * minute), 1)).toBe('none');
    expect(await restoreHeldOrderAtStart(holder(10 * minute), 1)).toBe('none');
    expect(calls).toHaveLength(0);
    // The chart still finds the seats the token holds.
    expect(storedHoldToken(1)?.holdToken).toBe(TOKEN);
  });

  it('verifies and keeps the bound order of the hold', async () => {
    bindOrder({ ...ORDER, holdToken: TOKEN });
    const calls = api(() => jsonResponse(200, order('pending')));
    expect(await restoreHeldOrderAtStart(holder(10 * minute), 1)).toBe('restored');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/v1/orders/seats-io-hold-token/${TOKEN}`,
    ]);
    await unbindHeldOrder({ permanent: false });
  });

  it('unbinds the order of a hold no longer in force without asking', async () => {
    bindOrder({ ...ORDER, holdToken: TOKEN });
    const calls = api(() => jsonResponse(200, order('pending')));
    expect(await restoreHeldOrderAtStart(holder(30_000), 1)).toBe('unbound');
    expect(currentOrder()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
