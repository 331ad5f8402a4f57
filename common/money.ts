import { intlLocaleOf, isLanguage } from './languages';
import type { Currency } from './schemas/subscriptions';

/** Prices are shown in the locale of their currency (spec section 9): crowns in Czech, euros in Slovak. */
const localeOf: Record<Currency, string> = { CZK: 'cs-CZ', EUR: 'sk-SK' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units (haléře, cents) as a price, the one money format of every screen, e-mail
 * and document: "1 290 Kč", "39,90 €". Whole amounts show no decimals; others show two. Written in
 * the locale of the currency, or in `language`'s when a document is in one ("€39.90" in English;
 * an unknown language writes Czech).
 */
export function formatMoney(minor: number, currency: Currency | string, language?: string): string {
  const locale =
    language === undefined
      ? (localeOf[currency as Currency] ?? intlLocaleOf.cs)
      : intlLocaleOf[isLanguage(language) ? language : 'cs'];
  const digits = minor % 100 === 0 ? 0 : 2;
  const key = `${locale}:${currency}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(minor / 100);
}
