import type { Currency } from '@tribuna/common/schemas/orders';
import { api, call } from '../../../lib/api';

/** `POST /orders` with the hold token: an order of the seats it holds (the same one when asked again). */
export function orderTickets(holdToken: string, currency: Currency) {
  return call(api.POST('/orders', { body: { currency, holdToken, lines: [] } }));
}

/** `POST /orders` of general-admission tickets: a line a ticket, naming its category. */
export function orderAdmissions(
  eventUuid: string,
  counts: { category: string; count: number }[],
  currency: Currency,
) {
  const lines = counts.flatMap(({ category, count }) =>
    Array.from({ length: count }, () => ({
      kind: 'ticket',
      refUuid: eventUuid,
      option: category,
      quantity: 1,
    })),
  );
  return call(api.POST('/orders', { body: { currency, lines } }));
}
