import { api, call } from '../../../lib/api';
import type { CurrentOrder } from '../../../lib/currentOrder';

/** `DELETE /orders/{uuid}`; a paid order answers ORDER_PAYMENT_STATUS_CONFLICT, silently (spec section 8). */
export function removeOrder(order: CurrentOrder) {
  return call(
    api.DELETE('/orders/{uuid}', {
      params: { path: { uuid: order.uuid }, query: { orderHash: order.orderHash } },
    }),
  );
}
