import { intlLocaleOf, isLanguage } from './languages';
import type { Currency } from './schemas/subscriptions';

/** Prices are shown in the locale of their currency (spec section 9): crowns in Czech, euros in Slovak. */
const localeOf: Record<Currency, string> = { CZK: 'cs-CZ', EUR: 'sk-SK' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units (haléře, cents) as a price: "1 290 Kč", "49,90 €". Whole amounts show no
 * decimals; others show two.
 */
export function formatMoney(minor: number, currency: Currency): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  const key = `${currency}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(minor / 100);
}

/**
 * An amount in minor units as the language writes it, always with two decimals: "1 290,00 Kč",
 * "€49.90". For what is written in one person's language (invoices, e-mails, order pages); an
 * unknown language writes Czech.
 */
export function formatMoneyIn(language: string, minor: number, currency: string): string {
  const locale = isLanguage(language) ? intlLocaleOf[language] : intlLocaleOf.cs;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
