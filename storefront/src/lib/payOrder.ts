import { api, call } from './api';
import type { CurrentOrder } from './currentOrder';

/** `PUT /orders/pre-complete`: a new payment attempt, as the form to post to the gateway. */
export function payOrder(order: Pick<CurrentOrder, 'uuid' | 'orderHash'>) {
  return call(
    api.PUT('/orders/pre-complete', { body: { orderUuid: order.uuid, orderHash: order.orderHash } }),
  );
}
