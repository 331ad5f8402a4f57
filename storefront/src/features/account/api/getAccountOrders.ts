import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/** `GET /users/me/orders`: the signed-in user's orders with their tickets, vouchers and invoice. */
export function getAccountOrders() {
  return call(api.GET('/users/me/orders'));
}

export const accountOrdersQueryOptions = queryOptions({
  queryKey: ['account', 'orders'],
  queryFn: getAccountOrders,
});

export function useAccountOrders() {
  return useQuery(accountOrdersQueryOptions);
}

/** `GET /users/me/invoices/{uuid}/pdf`: one of the user's own invoices (it needs the identity token). */
export function getInvoicePdf(invoiceUuid: string): Promise<Blob> {
  return call(
    api.GET('/users/me/invoices/{uuid}/pdf', { params: { path: { uuid: invoiceUuid } }, parseAs: 'blob' }),
  ) as Promise<Blob>;
}
