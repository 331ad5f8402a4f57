import { data } from '@tribuna/common/api/calls';
import type { Identifier } from 'react-admin';
import { defineResourceData } from '../providers/resourceData';

/** Voucher orders: read at `/admin/order/vouchers` (list) and `/admin/order/voucher/{uuid}` (one). */
export const orderVouchersData = defineResourceData({
  resource: 'order-vouchers',
  paths: { list: '/admin/order/vouchers', one: '/admin/order/voucher/{uuid}' },
  actions: ({ api, call }) => ({
    /** `POST /admin/order/voucher/{uuid}/shipped`: the printed vouchers of an order are sent (or not). */
    markOrderVoucherShipped: (orderUuid: Identifier, shipped: boolean) =>
      call(async () => {
        const order = await data(
          api.POST('/admin/order/voucher/{uuid}/shipped', {
            params: { path: { uuid: String(orderUuid) } },
            body: { shipped },
          }),
        );
        return { data: { ...order, id: order.uuid } };
      }),
  }),
});
