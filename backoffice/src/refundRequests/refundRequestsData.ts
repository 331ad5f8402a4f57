import { data } from '@tribuna/common/api/calls';
import type { RejectRefundRequestBody } from '@tribuna/common/schemas/eventCancellations';
import { defineResourceData } from '../providers/resourceData';

/**
 * Refund requests: ticket holders of a moved event ask for their money from the account; staff with
 * `order_admin` approve them (a refund of the order's tickets of the event is made) or reject them.
 * The generic list and record come from `/admin/refund-requests(/{uuid})`.
 */
export const refundRequestsData = defineResourceData({
  resource: 'refund-requests',
  actions: ({ api, call }) => ({
    /** `POST /admin/refund-requests/{uuid}/approve`: the refund is made; the request answers its uuid. */
    approveRefundRequest: (requestUuid: string) =>
      call(() =>
        data(api.POST('/admin/refund-requests/{uuid}/approve', { params: { path: { uuid: requestUuid } } })),
      ),
    /** `POST /admin/refund-requests/{uuid}/reject`: with the reason told to the holder, if staff give one. */
    rejectRefundRequest: (requestUuid: string, body: RejectRefundRequestBody) =>
      call(() =>
        data(
          api.POST('/admin/refund-requests/{uuid}/reject', {
            params: { path: { uuid: requestUuid } },
            body,
          }),
        ),
      ),
  }),
});
