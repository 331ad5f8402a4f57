import type { Currency } from '@tribuna/common/schemas/orders';
import { api, call } from '../../../lib/api';

/** `POST /orders` with the hold token: an order of the seats it holds (the same one when asked again). */
export function orderTickets(holdToken: string, currency: Currency) {
  return call(api.POST('/orders', { body: { currency, holdToken, lines: [] } }));
}
