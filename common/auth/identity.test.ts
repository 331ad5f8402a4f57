import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getIdentityClient } from './identity';

// The SDK keeps the `fetch` it finds when it loads: put the stand-in's in place before that.
const network = vi.hoisted(() => {
  const state: { handler: typeof fetch | null } = { handler: null };
  globalThis.fetch = (input, init) => {
    if (!state.handler) throw new Error('no provider stand-in');
    return state.handler(input, init);
  };
  return state;
});

/**
 * The token timing of spec sections 4 and 9 as the Firebase SDK delivers it once the identity
 * client turns its proactive refresh on: these tests drive the SDK against a stand-in of the
 * provider's REST endpoints on a fake clock.
 */
const HOUR_S = 3600;
const MINUTE_MS = 60_000;

const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function idToken(nowMs: number) {
  const iat = Math.floor(nowMs / 1000);
  return `${base64({ alg: 'none' })}.${base64({ iat, auth_time: iat, exp: iat + HOUR_S, user_id: 'u1' })}.`;
}

type TokenAnswer = 'ok' | 'offline' | 'disabled';

function provider() {
  const tokenAnswers: TokenAnswer[] = [];
  const tokenCalls: number[] = [];
  const json = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('accounts:signInWithPassword')) {
      return json(200, {
        idToken: idToken(Date.now()),
        refreshToken: 'refresh',
        expiresIn: String(HOUR_S),
        localId: 'u1',
        email: 'fan@example.com',
      });
    }
    if (url.includes('accounts:lookup')) {
      return json(200, { users: [{ localId: 'u1', email: 'fan@example.com', emailVerified: true }] });
    }
    if (url.includes('securetoken')) {
      tokenCalls.push(Date.now());
      const answer = tokenAnswers.shift() ?? 'ok';
      if (answer === 'offline') throw new TypeError('fetch failed');
      if (answer === 'disabled') return json(400, { error: { message: 'USER_DISABLED' } });
      return json(200, {
        access_token: idToken(Date.now()),
        expires_in: String(HOUR_S),
        refresh_token: 'refresh',
      });
    }
    return json(404, { error: { message: 'NOT_FOUND' } });
  });
  return { fetchMock, tokenAnswers, tokenCalls };
}

let projects = 0;
async function signedIn() {
  const stand = provider();
  network.handler = stand.fetchMock;
  const client = getIdentityClient({
    apiKey: 'key',
    authDomain: 'demo.firebaseapp.com',
    projectId: `demo-refresh-${projects++}`,
    emulatorUrl: null,
  });
  await client.signIn('fan@example.com', 'Heslo123');
  const signedInAt = Date.now();
  return { client, signedInAt, ...stand };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.UTC(2026, 0, 1, 12) });
});

afterEach(() => {
  vi.useRealTimers();
  network.handler = null;
});

describe('identity session timing', () => {
  it('refreshes the token about 5 minutes before it expires', async () => {
    const { signedInAt, tokenCalls } = await signedIn();
    await vi.advanceTimersByTimeAsync(55 * MINUTE_MS - 1000);
    expect(tokenCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tokenCalls).toEqual([signedInAt + 55 * MINUTE_MS]);
    // The new token is good for another hour: the next refresh is 55 minutes after this one.
    await vi.advanceTimersByTimeAsync(55 * MINUTE_MS);
    expect(tokenCalls).toHaveLength(2);
  });

  it('after a network failure retries from 30 s, doubling up to 16 minutes', async () => {
    const { tokenAnswers, tokenCalls } = await signedIn();
    tokenAnswers.push(...Array<TokenAnswer>(8).fill('offline'));
    await vi.advanceTimersByTimeAsync(55 * MINUTE_MS);
    const first = tokenCalls[0] ?? 0;
    await vi.advanceTimersByTimeAsync(31 * MINUTE_MS + 30_000 + 2 * 16 * MINUTE_MS);
    const gaps = tokenCalls.slice(1).map((at, i) => at - (tokenCalls[i] ?? first));
    expect(gaps).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000]);
  });

  it('signs out a user whose account was disabled', async () => {
    const { client, tokenAnswers } = await signedIn();
    const changes: (string | null)[] = [];
    client.onChange((user) => changes.push(user?.uid ?? null));
    tokenAnswers.push('disabled');
    await vi.advanceTimersByTimeAsync(55 * MINUTE_MS);
    expect(client.currentUser()).toBeNull();
    expect(changes.at(-1)).toBeNull();
  });
});
