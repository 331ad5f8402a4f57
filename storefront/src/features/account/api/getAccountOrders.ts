import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@tribuna/common/api/download';
import { api, call, handled } from '../../../lib/api';

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
export async function getInvoicePdf(invoiceUuid: string): Promise<Blob> {
  const { file } = await handled(
    downloadFile(
      api.send,
      '/users/me/invoices/{uuid}/pdf',
      { path: { uuid: invoiceUuid } },
      { fallbackName: `invoice-${invoiceUuid}.pdf` },
    ),
  );
  return file;
}
