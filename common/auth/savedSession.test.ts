import { describe, expect, it } from 'vitest';
import { hasSavedIdentitySession } from './savedSession';

function storage(keys: string[]) {
  return () => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
}

describe('saved identity session', () => {
  const saved = 'firebase:authUser:demo-api-key:tribuna-0';

  it('is found in either storage the identity client uses', () => {
    expect(hasSavedIdentitySession([storage(['theme', saved]), storage([])])).toBe(true);
    expect(hasSavedIdentitySession([storage([]), storage([saved])])).toBe(true);
  });

  it('is absent when only other keys are stored', () => {
    expect(
      hasSavedIdentitySession([storage(['pwaNotificationShown', 'firebase:persistence']), storage([])]),
    ).toBe(false);
  });

  it('is absent when the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(hasSavedIdentitySession([refused, storage([saved])])).toBe(true);
    expect(hasSavedIdentitySession([refused, refused])).toBe(false);
  });
});
