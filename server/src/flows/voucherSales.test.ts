import { describe, expect, it } from 'vitest';
import { currencyOfLanguage, languageOfCurrency, voucherLineLabel } from './voucherSales';

describe('voucher price choice', () => {
  it('prices Czech visitors in CZK and Slovak ones in EUR, and reads each currency from its language', () => {
    expect(currencyOfLanguage('cs')).toBe('CZK');
    expect(currencyOfLanguage('sk')).toBe('EUR');
    expect(currencyOfLanguage('en')).toBe('CZK');
    expect(languageOfCurrency('CZK')).toBe('cs');
    expect(languageOfCurrency('EUR')).toBe('sk');
  });

  it("names the line in the buyer's language", () => {
    expect(voucherLineLabel('cs', 'Věrný fanoušek', 'Dospělý')).toBe(
      'Dárkový voucher na členství: Věrný fanoušek – Dospělý',
    );
    expect(voucherLineLabel('sk', 'Verný fanúšik', 'Dospelý')).toBe(
      'Darčeková poukážka na členstvo: Verný fanúšik – Dospelý',
    );
  });
});
