import { data } from '@tribuna/common/api/calls';
import type { UpdateOrderStatusBody } from '@tribuna/common/schemas/orders';
import type { Identifier } from 'react-admin';
import { defineResourceData } from '../providers/resourceData';

/** Orders: staff change an order's status and send its confirmation again. */
export const ordersData = defineResourceData({
  resource: 'orders',
  actions: ({ api, call }) => ({
    /** `POST /admin/order/update-status`: staff accept an order by hand (delivering it) or reject it. */
    updateOrderStatus: (body: UpdateOrderStatusBody) =>
      call(async () => {
        const order = await data(api.POST('/admin/order/update-status', { body }));
        return { data: { ...order, id: order.uuid } };
      }),
    /** `POST /admin/order/resend-successfull-email`: the confirmation e-mail of an accepted order, again. */
    resendOrderEmail: (orderUuid: Identifier) =>
      call(async () => {
        await data(
          api.POST('/admin/order/resend-successfull-email', { body: { orderUuid: String(orderUuid) } }),
        );
      }),
  }),
});
