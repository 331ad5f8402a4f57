import { describe, expect, it } from 'vitest';
import {
  normalizeVoucherCode,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
  voucherCodeSchema,
} from '@tribuna/common/schemas/vouchers';
import { formatVoucherCode, generateVoucherCode } from './voucherCodes';

describe('voucher codes', () => {
  it('use 32 distinct letters and digits without the look-alikes 0, O, 1 and I', () => {
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(VOUCHER_CODE_ALPHABET).not.toContain(lookAlike);
    expect(VOUCHER_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('are twelve characters of the alphabet, each drawn evenly from the random bytes', () => {
    const code = generateVoucherCode();
    expect(code).toHaveLength(VOUCHER_CODE_LENGTH);
    expect([...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c))).toBe(true);
    // Byte b picks letter b mod 32: 0 → A, 31 → 9, 32 → A again.
    const fixed = generateVoucherCode((size) =>
      Buffer.from(Array.from({ length: size }, (_, i) => i * 32 + i)),
    );
    expect(fixed).toBe(VOUCHER_CODE_ALPHABET.slice(0, 12));
    expect(generateVoucherCode((size) => Buffer.alloc(size, 255))).toBe('9'.repeat(12));
  });

  it('do not repeat in a hundred thousand draws and use every letter about equally', () => {
    const codes = Array.from({ length: 100_000 }, () => generateVoucherCode());
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const code of codes) for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = (codes.length * VOUCHER_CODE_LENGTH) / 32;
    expect(counts.size).toBe(32);
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.05);
  });

  it('are printed in groups of four and read back however they are typed', () => {
    expect(formatVoucherCode('ABCDEFGHJKLM')).toBe('ABCD-EFGH-JKLM');
    expect(normalizeVoucherCode(' abcd-efgh jklm ')).toBe('ABCDEFGHJKLM');
    expect(voucherCodeSchema.parse('abcd-efgh-jklm')).toBe('ABCDEFGHJKLM');
    expect(voucherCodeSchema.safeParse('ab').success).toBe(false);
    expect(voucherCodeSchema.safeParse('ABCD;DROP').success).toBe(false);
  });
});
