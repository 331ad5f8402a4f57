import type { VoucherOrderBody } from '@tribuna/common/schemas/vouchers';
import { api, call } from '../../../lib/api';
import { bindOrder } from '../../../lib/currentOrder';

/** `POST /orders/voucher`: a gift voucher order without an account (answers it with its hash). */
export function orderVoucher(body: VoucherOrderBody) {
  return call(api.POST('/orders/voucher', { body }), { quiet: true });
}

/**
 * `PUT /orders/pre-complete` by the order's hash: the form to post to the payment gateway. The order
 * is then bound to this browser: back from the gateway, its hash is what shows the order (and its
 * vouchers) to the buyer, who may have no account.
 */
export async function payVoucherOrder(order: { uuid: string; orderHash: string }) {
  const form = await call(
    api.PUT('/orders/pre-complete', { body: { orderUuid: order.uuid, orderHash: order.orderHash } }),
  );
  bindOrder(order);
  return form;
}
