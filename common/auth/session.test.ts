import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionKeeper, REFRESH_BEFORE_EXPIRY_MS, RETRY_MAX_MS, RETRY_MIN_MS } from './session';

const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function keeperWith(refresh: () => Promise<void>) {
  let expiration: number | null = Date.now() + HOUR;
  const signOut = vi.fn(async () => {});
  const keeper = createSessionKeeper({
    getExpirationTime: () => expiration,
    refresh: async () => {
      await refresh();
      expiration = Date.now() + HOUR;
    },
    signOut,
  });
  return { keeper, signOut };
}

describe('identity session keeper', () => {
  it('refreshes about 5 minutes before the token expires, and again for the next token', async () => {
    const refresh = vi.fn(async () => {});
    const { keeper } = keeperWith(refresh);
    keeper.start();
    await vi.advanceTimersByTimeAsync(HOUR - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR - REFRESH_BEFORE_EXPIRY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    keeper.stop();
  });

  it('retries after a network failure from 30 s, doubling up to 16 minutes', async () => {
    const refresh = vi.fn(async () => {
      throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    });
    const { keeper, signOut } = keeperWith(refresh);
    keeper.start();
    await vi.advanceTimersByTimeAsync(HOUR - REFRESH_BEFORE_EXPIRY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    const waits: number[] = [];
    let delay = RETRY_MIN_MS;
    for (let attempt = 2; attempt <= 8; attempt++) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(refresh).toHaveBeenCalledTimes(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refresh).toHaveBeenCalledTimes(attempt);
      waits.push(delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000]);
    expect(signOut).not.toHaveBeenCalled();
    keeper.stop();
  });

  it('signs out a user whose account was disabled', async () => {
    const refresh = vi.fn(async () => {
      throw { code: 'auth/user-disabled' };
    });
    const { keeper, signOut } = keeperWith(refresh);
    keeper.start();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(signOut).toHaveBeenCalledWith('auth/user-disabled');
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
