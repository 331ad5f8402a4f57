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

/** The locale cookie lasts 365 days (spec section 9). */
export const LOCALE_COOKIE = 'tribuna-locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
