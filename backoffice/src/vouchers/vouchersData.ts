import { data } from '@tribuna/common/api/calls';
import { downloadFile } from '@tribuna/common/api/download';
import type { VoucherBatchInput } from '@tribuna/common/schemas/vouchers';
import { defineResourceData } from '../providers/resourceData';

/** Vouchers: codes generated in batches, in the background, and their CSV. */
export const vouchersData = defineResourceData({
  resource: 'vouchers',
  actions: ({ api, call }) => ({
    /** `POST /admin/vouchers/batches`: starts generating codes; follow it with `voucherBatch`. */
    startVoucherBatch: (body: VoucherBatchInput) =>
      call(() => data(api.POST('/admin/vouchers/batches', { body }))),
    /** `GET /admin/vouchers/batches/{uuid}`: a generation's progress. */
    voucherBatch: (batchUuid: string) =>
      call(() => data(api.GET('/admin/vouchers/batches/{uuid}', { params: { path: { uuid: batchUuid } } }))),
    /** `GET /admin/vouchers/batches/{uuid}/csv`: the generated codes as a CSV file, as the server names it. */
    voucherBatchCsv: (batchUuid: string) =>
      call(() =>
        downloadFile(
          api.send,
          '/admin/vouchers/batches/{uuid}/csv',
          { path: { uuid: batchUuid } },
          { fallbackName: `vouchers-${batchUuid}.csv` },
        ),
      ),
  }),
});
