import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './loginHooks';

describe('return paths', () => {
  it('follows only paths on this site', () => {
    expect(safeReturnPath('/app/ucet?x=1')).toBe('/app/ucet?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
