import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `POST /orders` with one membership line (the price variant) in the currency of the page's language. */
export function orderSubscription(priceVariantUuid: string, locale: Locale) {
  return call(
    api.POST('/orders', {
      headers: { 'X-App-Lang': locale },
      body: {
        currency: currencyOf(locale),
        lines: [{ kind: 'subscription', refUuid: priceVariantUuid, quantity: 1 }],
      },
    }),
    { quiet: true },
  );
}
