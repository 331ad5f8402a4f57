import { data } from '@tribuna/common/api/calls';
import { downloadFile } from '@tribuna/common/api/download';
import type { CreateRefundBody, RefundStatus } from '@tribuna/common/schemas/refunds';
import { defineResourceData } from '../providers/resourceData';

/** A list filter's value as the query's text (the filter form's values are whatever its inputs hold). */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
// The schema's own list would bring zod into the first bundle (the data provider loads with the login).
const refundStatuses = ['pending', 'refunded', 'failed'] as const satisfies readonly RefundStatus[];
const choice = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((one) => one === text(value));

/**
 * Refunds: staff with `order_admin` return money for a paid order (its page's "Refund" action);
 * accountants read the list and export it as CSV. The generic list and record come from
 * `/admin/refunds(/{uuid})`.
 */
export const refundsData = defineResourceData({
  resource: 'refunds',
  actions: ({ api, call }) => ({
    /**
     * `POST /admin/orders/{uuid}/refunds`: the whole order, some lines or an amount. The body's
     * `uuid` makes a repeated click (or a retry after a lost answer) the same refund.
     */
    createRefund: (orderUuid: string, body: CreateRefundBody) =>
      call(() =>
        data(api.POST('/admin/orders/{uuid}/refunds', { params: { path: { uuid: orderUuid } }, body })),
      ),
    /** `GET /admin/refunds/export-csv`: the refunds with the list's filters, as the server names the file. */
    refundsCsv: (filter: Record<string, unknown>) =>
      call(() =>
        downloadFile(
          api.send,
          '/admin/refunds/export-csv',
          {
            query: {
              orderUuid: text(filter.orderUuid),
              eventUuid: text(filter.eventUuid),
              status: choice(refundStatuses, filter.status),
              from: text(filter.from),
              to: text(filter.to),
              eventCancellationUuid: text(filter.eventCancellationUuid),
            },
          },
          { fallbackName: 'refunds.csv' },
        ),
      ),
  }),
});
