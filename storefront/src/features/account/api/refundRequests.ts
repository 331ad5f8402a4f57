import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /events/{uuid}`: whether a ticket's event was cancelled, or moved with a time until which
 * holders may ask for their money; null when it is no longer published.
 */
async function getTicketEvent(uuid: string, locale: Locale) {
  try {
    return await call(
      api.GET('/events/{uuid}', { params: { path: { uuid } }, headers: { 'X-App-Lang': locale } }),
      { quiet: true },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function useTicketEvent(uuid: string, locale: Locale) {
  return useQuery(
    queryOptions({
      queryKey: ['events', 'detail', uuid, locale],
      queryFn: () => getTicketEvent(uuid, locale),
    }),
  );
}

export const orderRefundRequestsKey = (orderUuid: string) => [
  'account',
  'orders',
  orderUuid,
  'refundRequests',
];

/** `GET /auth/orders/{uuid}/refund-requests`: the caller's requests for the order. */
export function useOrderRefundRequests(orderUuid: string, enabled: boolean) {
  return useQuery({
    queryKey: orderRefundRequestsKey(orderUuid),
    queryFn: () =>
      call(api.GET('/auth/orders/{uuid}/refund-requests', { params: { path: { uuid: orderUuid } } }), {
        quiet: true,
      }),
    enabled,
  });
}

/**
 * `POST /auth/orders/{uuid}/refund-requests`: asks for the money for the order's tickets of the moved
 * event; a refusal shows as its catalogue text (`refundRequestClosed` once the time is over).
 */
export function requestRefund(orderUuid: string, eventUuid: string) {
  return call(
    api.POST('/auth/orders/{uuid}/refund-requests', {
      params: { path: { uuid: orderUuid } },
      body: { eventUuid },
    }),
  );
}
