import { describe, expect, it } from 'vitest';
import { currencyOf } from '@tribuna/common/i18n/locales';
import { languageOfCurrency, voucherLineLabel } from './voucher';

describe('voucher price choice', () => {
  it('prices Czech visitors in CZK and Slovak ones in EUR, and reads each currency from its language', () => {
    expect(currencyOf('cs')).toBe('CZK');
    expect(currencyOf('sk')).toBe('EUR');
    expect(currencyOf('en')).toBe('CZK');
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
