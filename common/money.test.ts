import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyIn } from './money';

// Intl separates thousands and the symbol with no-break spaces; the test reads them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows crowns and euros as Czech and Slovak visitors read them', () => {
    expect(plain(formatMoney(129000, 'CZK'))).toBe('1 290 Kč');
    expect(plain(formatMoney(4990, 'EUR'))).toBe('49,90 €');
    expect(plain(formatMoney(12950, 'CZK'))).toBe('129,50 Kč');
    expect(plain(formatMoney(5000, 'EUR'))).toBe('50 €');
  });
});

describe('formatMoneyIn', () => {
  it("writes an amount the way a document's language writes it, with two decimals", () => {
    expect(plain(formatMoneyIn('cs', 129000, 'CZK'))).toBe('1 290,00 Kč');
    expect(plain(formatMoneyIn('sk', 4990, 'EUR'))).toBe('49,90 €');
    expect(formatMoneyIn('en', 4990, 'EUR')).toBe('€49.90');
    expect(plain(formatMoneyIn('de', 45000, 'CZK'))).toBe('450,00 Kč');
  });
});
