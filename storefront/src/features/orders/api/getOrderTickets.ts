import { api, call } from '../../../lib/api';

/** `GET /tickets?orderHash=`: the tickets of a paid order. */
export function getOrderTickets(orderHash: string) {
  return call(api.GET('/tickets', { params: { query: { orderHash } } }));
}
