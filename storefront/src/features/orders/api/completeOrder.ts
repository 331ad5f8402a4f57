import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/**
 * `PUT /orders/complete` with every field the gateway sent back, and the hash of the order this
 * browser made (the server shows the order only to its owner: signed in, or holding its hash).
 * The page says what went wrong itself, so no toast.
 */
export function completeOrder(fields: Record<string, string>, orderHash?: string) {
  return call(
    api.PUT('/orders/complete', {
      params: { query: orderHash === undefined ? {} : { orderHash } },
      body: fields,
    }),
    { quiet: true },
  );
}

/** One call per answer (its ORDERNUMBER), however often the page renders or mounts. */
export const completeOrderQueryOptions = (fields: Record<string, string>, orderHash?: string) =>
  queryOptions({
    queryKey: ['orders', 'complete', fields.ORDERNUMBER ?? '', fields.DIGEST ?? ''],
    queryFn: () => completeOrder(fields, orderHash),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
