import type { Locale } from '../routes';

/** The locale table of spec section 9. */
export interface LocaleInfo {
  code: Locale;
  name: string;
  language: string;
  currency: 'CZK' | 'EUR';
  currencyLabel: string;
}

export const localeTable: Record<Locale, LocaleInfo> = {
  cs: { code: 'cs', name: 'Čeština', language: 'cs-CZ', currency: 'CZK', currencyLabel: 'Kč' },
  sk: { code: 'sk', name: 'Slovenčina', language: 'sk-SK', currency: 'EUR', currencyLabel: '€' },
};

/**
 * The currency a visitor pays and sees prices in (spec section 9): the one of their locale, Czech
 * crowns in Czech (and in English, which has no locale of its own), euros in Slovak. Always the
 * visitor's language, never the one a text fell back to. The one copy of this rule.
 */
export function currencyOf(language: string): LocaleInfo['currency'] {
  return localeTable[language === 'sk' ? 'sk' : 'cs'].currency;
}

/** How a currency is written after an amount: "Kč", "€". */
export function currencyLabelOf(currency: LocaleInfo['currency']): string {
  return currency === 'EUR' ? localeTable.sk.currencyLabel : localeTable.cs.currencyLabel;
}

/** The locale cookie lasts 365 days (spec section 9). */
export const LOCALE_COOKIE = 'tribuna-locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
