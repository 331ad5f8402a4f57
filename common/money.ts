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
