import { describe, expect, it } from 'vitest';
import { landingAfterLogin, safeReturnPath } from './loginHooks';

describe('return paths', () => {
  it('follows only paths on this site', () => {
    expect(safeReturnPath('/app/ucet?x=1')).toBe('/app/ucet?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('one language model: the path speaks, the saved language decides where a login lands', () => {
  it('takes a Slovak user to the Slovak twin of the page they came for, a Czech user to the Czech one', () => {
    expect(landingAfterLogin('/', 'sk', 'cs')).toBe('/sk');
    expect(landingAfterLogin('/app/ucet?preRegisteredVoucherCode=X1', 'sk', 'cs')).toBe(
      '/sk/app/ucet?preRegisteredVoucherCode=X1',
    );
    expect(landingAfterLogin('/sk/clanky', 'cs', 'sk')).toBe('/clanky');
    expect(landingAfterLogin('/sk', 'sk', 'sk')).toBe('/sk');
  });

  it('keeps the language of the login page for English, which the storefront does not speak', () => {
    expect(landingAfterLogin('/sk/clanky', 'en', 'sk')).toBe('/sk/clanky');
    expect(landingAfterLogin('/', 'en', 'cs')).toBe('/');
  });

  it('leaves a path that is no route as it is', () => {
    expect(landingAfterLogin('/nic-takoveho', 'sk', 'cs')).toBe('/nic-takoveho');
  });
});
