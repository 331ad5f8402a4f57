import type { VoucherOrderBody } from '@tribuna/common/schemas/vouchers';
import { api, call } from '../../../lib/api';

/** `POST /orders/voucher`: a gift voucher order without an account (answers it with its hash). */
export function orderVoucher(body: VoucherOrderBody) {
  return call(api.POST('/orders/voucher', { body }), { quiet: true });
}

/** `PUT /orders/pre-complete` by the order's hash: the form to post to the payment gateway. */
export function payVoucherOrder(order: { uuid: string; orderHash: string }) {
  return call(
    api.PUT('/orders/pre-complete', { body: { orderUuid: order.uuid, orderHash: order.orderHash } }),
  );
}
