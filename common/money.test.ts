import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates thousands and the symbol with no-break spaces; the test reads them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows crowns and euros as Czech and Slovak visitors read them', () => {
    expect(plain(formatMoney(129000, 'CZK'))).toBe('1 290 Kč');
    expect(plain(formatMoney(4990, 'EUR'))).toBe('49,90 €');
    expect(plain(formatMoney(12950, 'CZK'))).toBe('129,50 Kč');
    expect(plain(formatMoney(5000, 'EUR'))).toBe('50 €');
  });

  it("writes a document's amounts in its language by the same rule: no decimals for whole amounts", () => {
    // The cart and e-mails once wrote "1 290,00 Kč" where the plan page wrote "1 290 Kč".
    expect(plain(formatMoney(129000, 'CZK', 'cs'))).toBe('1 290 Kč');
    expect(plain(formatMoney(3990, 'EUR', 'sk'))).toBe('39,90 €');
    expect(plain(formatMoney(3990, 'EUR', 'en'))).toBe('€39.90');
    expect(plain(formatMoney(4000, 'EUR', 'en'))).toBe('€40');
    expect(plain(formatMoney(45000, 'CZK', 'de'))).toBe('450 Kč');
  });
});
