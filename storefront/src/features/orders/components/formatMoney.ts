import type { Currency } from '@tribuna/common/schemas/orders';

const numberLocales = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' } as const;

/** Minor units as the page's language writes money ("450 Kč", "18,00 €"). */
export function formatMoney(minor: number, currency: Currency, language: string): string {
  const locale = numberLocales[language as keyof typeof numberLocales] ?? 'cs-CZ';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
