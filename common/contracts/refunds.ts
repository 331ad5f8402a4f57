import { listResponse, uuidParams } from '../schemas/common';
import {
  adminRefundCsvQuery,
  adminRefundListQuery,
  createRefundBody,
  refundSchema,
} from '../schemas/refunds';
import { csvFile } from '../schemas/vouchers';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: refunds'];

/** Money returned for paid orders (staff with `order_admin` make them; `accountant` reads them). */
export const adminRefundContracts = {
  create: contract({
    method: 'POST',
    path: '/admin/orders/{uuid}/refunds',
    tags: adminTags,
    summary:
      'Refunds the whole order, some of its lines or an amount; the same body uuid again answers the same refund (200)',
    params: uuidParams,
    body: createRefundBody,
    // 409: orderNotPaid, refundAmountTooHigh, orderLineAlreadyRefunded, voucherAlreadyClaimed, ticketAlreadyUsed.
    responses: { 201: refundSchema, 200: refundSchema, ...adminErrors, ...errorResponses(409) },
  }),
  list: contract({
    method: 'GET',
    path: '/admin/refunds',
    tags: adminTags,
    query: adminRefundListQuery,
    responses: { 200: listResponse(refundSchema), ...adminErrors },
  }),
  exportCsv: contract({
    method: 'GET',
    path: '/admin/refunds/export-csv',
    tags: adminTags,
    summary: "The refunds as CSV, with the list's filters",
    query: adminRefundCsvQuery,
    responses: { 200: csvFile, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/refunds/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: refundSchema, ...adminErrors },
  }),
};
