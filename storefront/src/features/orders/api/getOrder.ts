import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import type { CurrentOrder } from '../../../lib/currentOrder';

/** `GET /orders/{uuid}` by the order's hash (it works signed in or not). */
export function getOrder(order: CurrentOrder) {
  return call(
    api.GET('/orders/{uuid}', {
      params: { path: { uuid: order.uuid }, query: { orderHash: order.orderHash } },
    }),
  );
}

export const orderQueryOptions = (order: CurrentOrder) =>
  queryOptions({ queryKey: ['orders', order.uuid], queryFn: () => getOrder(order) });

export function useOrder(order: CurrentOrder | null) {
  return useQuery({
    ...orderQueryOptions(order ?? { uuid: '', orderHash: '' }),
    enabled: order !== null,
  });
}
