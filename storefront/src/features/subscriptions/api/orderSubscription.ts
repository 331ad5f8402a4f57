import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Locale } from '@tribuna/common/routes';
import { WAITING_ROOM_PASS_HEADER } from '@tribuna/common/schemas/waitingRooms';
import { api, call } from '../../../lib/api';

/**
 * `POST /orders` with one membership line (the price variant) in the currency of the page's language;
 * a membership whose sale has a waiting room enters the order only with the room's pass.
 */
export function orderSubscription(priceVariantUuid: string, locale: Locale, pass: string | null = null) {
  return call(
    api.POST('/orders', {
      headers: { 'X-App-Lang': locale },
      params: { header: pass ? { [WAITING_ROOM_PASS_HEADER]: pass } : undefined },
      body: {
        currency: currencyOf(locale),
        lines: [{ kind: 'subscription', refUuid: priceVariantUuid, quantity: 1 }],
      },
    }),
    { quiet: true },
  );
}
