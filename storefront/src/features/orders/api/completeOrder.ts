import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/**
 * `PUT /orders/complete` with every field the gateway sent back. The page says what went wrong
 * itself, so no toast.
 */
export function completeOrder(fields: Record<string, string>) {
  return call(api.PUT('/orders/complete', { body: fields }), { quiet: true });
}

/** One call per answer (its ORDERNUMBER), however often the page renders or mounts. */
export const completeOrderQueryOptions = (fields: Record<string, string>) =>
  queryOptions({
    queryKey: ['orders', 'complete', fields.ORDERNUMBER ?? '', fields.DIGEST ?? ''],
    queryFn: () => completeOrder(fields),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
