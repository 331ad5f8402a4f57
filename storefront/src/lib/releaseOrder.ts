import { api, call } from './api';
import type { CurrentOrder } from './currentOrder';

/**
 * `DELETE /orders/{uuid}`: lets a pending order go (its seats and capacity with it) when its payment
 * could not start. Quiet: the page already says the payment did not start, and an order that was
 * paid meanwhile stays (the server answers a conflict).
 */
export function releaseOrder(order: Pick<CurrentOrder, 'uuid' | 'orderHash'>) {
  return call(
    api.DELETE('/orders/{uuid}', {
      params: { path: { uuid: order.uuid }, query: { orderHash: order.orderHash } },
    }),
    { quiet: true },
  );
}
