import { describe, expect, it } from 'vitest';
import { newRoomSecret, placeTokenEntry, readPass, signPass, signPlaceToken } from './signing';

describe('the room’s signatures', () => {
  const secret = newRoomSecret();
  const entry = '6d1f7c1e-4b3a-4a8e-9f44-2b8f0c1d2e3f';

  it('reads back a place token it signed, and nothing forged or of another room', () => {
    const token = signPlaceToken(secret, entry);
    expect(placeTokenEntry(secret, token)).toBe(entry);
    expect(placeTokenEntry(newRoomSecret(), token)).toBeNull();
    expect(placeTokenEntry(secret, `${entry}.${token.split('.')[1]!.slice(1)}`)).toBeNull();
    expect(placeTokenEntry(secret, token.replace(entry[0]!, 'f'))).toBeNull();
    expect(placeTokenEntry(secret, 'no-dot')).toBeNull();
  });

  it('reads a pass’s claim only with the room’s secret and an untouched body', () => {
    const claim = { e: 'event', u: 'user', n: entry, x: 1_900_000_000_000 };
    const pass = signPass(secret, claim);
    expect(readPass(secret, pass)).toEqual(claim);
    expect(readPass(newRoomSecret(), pass)).toBeNull();
    const [, mac] = pass.split('.');
    const longer = Buffer.from(JSON.stringify({ ...claim, x: claim.x + 3_600_000 })).toString('base64url');
    expect(readPass(secret, `${longer}.${mac}`)).toBeNull();
    expect(readPass(secret, 'garbage')).toBeNull();
  });
});
