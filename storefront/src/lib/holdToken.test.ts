import { afterEach, describe, expect, it } from 'vitest';
import { forgetHoldToken, storedHoldToken, storeHoldToken } from './holdToken';

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

afterEach(() => sessionStorage.clear());

describe('stored hold token', () => {
  it('keeps the token for the tab while it is valid long enough', () => {
    storeHoldToken({ holdToken: 'hold-1', expiresAt: later(10) });
    expect(sessionStorage.getItem('tribuna.holdToken')).toContain('hold-1');
    expect(storedHoldToken(5)?.holdToken).toBe('hold-1');
    expect(storedHoldToken(15)).toBeNull();
    forgetHoldToken();
    expect(storedHoldToken(1)).toBeNull();
  });

  it('reads a token stored under the earlier key by a buyer mid-purchase during an upgrade', () => {
    const earlier = { holdToken: 'hold-before-upgrade', expiresAt: later(10) };
    sessionStorage.setItem('tribuna.seatsIoHoldToken', JSON.stringify(earlier));
    expect(storedHoldToken(1)).toEqual(earlier);

    storeHoldToken({ holdToken: 'hold-2', expiresAt: later(10) });
    expect(sessionStorage.getItem('tribuna.seatsIoHoldToken')).toBeNull();
    expect(storedHoldToken(1)?.holdToken).toBe('hold-2');
  });

  it('forgets a token stored under the earlier key too', () => {
    sessionStorage.setItem(
      'tribuna.seatsIoHoldToken',
      JSON.stringify({ holdToken: 'hold-before-upgrade', expiresAt: later(10) }),
    );
    forgetHoldToken();
    expect(storedHoldToken(1)).toBeNull();
  });
});
