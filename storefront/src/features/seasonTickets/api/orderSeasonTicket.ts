import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Locale } from '@tribuna/common/routes';
import { SEASON_TICKET_LINE_KIND } from '@tribuna/common/schemas/seasonTickets';
import { api, call } from '../../../lib/api';

/**
 * `POST /orders` with one season ticket line naming the hold of its seat (a seat picked on the
 * chart, or last season's seat kept for its holder), in the currency of the page's language.
 */
export function orderSeasonTicket(seasonTicketUuid: string, holdToken: string, locale: Locale) {
  return call(
    api.POST('/orders', {
      headers: { 'X-App-Lang': locale },
      body: {
        currency: currencyOf(locale),
        lines: [{ kind: SEASON_TICKET_LINE_KIND, refUuid: seasonTicketUuid, option: holdToken, quantity: 1 }],
      },
    }),
    { quiet: true },
  );
}
