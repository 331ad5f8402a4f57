import type { TFunction } from 'i18next';
import { currencyLabelOf } from '@tribuna/common/i18n/locales';
import { formatMoney } from '@tribuna/common/money';
import type { Currency } from '@tribuna/common/schemas/orders';

/**
 * Whether a price variant or ticket category is sold in the visitor's currency: an amount of 0 is
 * no price in it (the API answers prices in the visitor's currency only, never the other one).
 */
export const isSold = (amount: number) => amount > 0;

/** A price as shown: the amount, or the words saying it cannot be bought in this currency. */
export function priceText(t: TFunction, amount: number, currency: Currency): string {
  return isSold(amount)
    ? formatMoney(amount, currency)
    : t('common.notSoldInCurrency', { currency: currencyLabelOf(currency) });
}
