import { z } from 'zod';
import { listResponse, uuidParams } from '../schemas/common';
import { order } from '../schemas/orders';
import {
  adminOrderVoucher,
  adminOrderVoucherDetail,
  adminOrderVoucherListQuery,
  adminVoucher,
  adminVoucherListQuery,
  appliedVoucher,
  applyVoucherBody,
  csvFile,
  deliveryIdentity,
  deliveryIdentitySchema,
  orderVoucherShipBody,
  pdfFile,
  voucherBatch,
  voucherBatchInput,
  voucherCreateInput,
  voucherOrderBody,
  voucherPdfByOrderQuery,
  voucherPdfLanguageParams,
  voucherPdfParams,
  voucherUpdateInput,
} from '../schemas/vouchers';
import { accountErrors, adminErrors, contract, errorResponses } from './contract';

const tags = ['vouchers'];
const adminTags = ['admin: vouchers'];
const adminOrderTags = ['admin: orders'];

/**
 * Gift vouchers, public side: buying one without an account, its PDF (public with the voucher's
 * uuid or the order's hash), and applying a code to the signed-in user's account.
 */
export const voucherContracts = {
  order: contract({
    method: 'POST',
    path: '/orders/voucher',
    tags: ['orders', ...tags],
    summary:
      'A gift voucher order without an account: answers the pending order (with its hash) to pay with PUT /orders/pre-complete',
    body: voucherOrderBody,
    responses: { 201: order, ...errorResponses(400, 404, 409) },
  }),
  exportPdf: contract({
    method: 'GET',
    path: '/vouchers/export-pdf/{uuid}',
    tags,
    summary: 'The voucher as a PDF, in the X-App-Lang language (Czech by default)',
    params: voucherPdfParams,
    responses: { 200: pdfFile, ...errorResponses(400, 404) },
  }),
  exportPdfInLanguage: contract({
    method: 'GET',
    path: '/vouchers/export-pdf/{uuid}/{language}',
    tags,
    summary: 'The voucher as a PDF in this language',
    params: voucherPdfLanguageParams,
    responses: { 200: pdfFile, ...errorResponses(400, 404) },
  }),
  exportPdfByOrder: contract({
    method: 'GET',
    path: '/vouchers/export-pdf',
    tags,
    summary: "The vouchers of a paid voucher order as one PDF (a page each), by the order's hash",
    query: voucherPdfByOrderQuery,
    responses: { 200: pdfFile, ...errorResponses(400, 404, 409) },
  }),
  apply: contract({
    method: 'POST',
    path: '/vouchers/apply-subscription-voucher',
    tags,
    summary:
      "Claims the code for the caller and starts its membership; 412 voucherDeliveryIdentityNotSet until the caller's delivery identity is filled in",
    body: applyVoucherBody,
    responses: { 200: appliedVoucher, ...errorResponses(404, 409, 412), ...accountErrors },
  }),
  updateDeliveryIdentity: contract({
    method: 'POST',
    path: '/vouchers/update-delivery-address-for-subscription-voucher',
    tags,
    summary: "Saves the caller's delivery identity (name, phone, postal address)",
    body: deliveryIdentitySchema,
    responses: { 200: deliveryIdentity, ...accountErrors },
  }),
  deliveryIdentity: contract({
    method: 'GET',
    path: '/vouchers/delivery-identity',
    tags,
    summary: "The caller's delivery identity, null when not filled in",
    responses: { 200: z.object({ identity: deliveryIdentity.nullable() }), ...accountErrors },
  }),
};

export const adminVoucherContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/vouchers',
    tags: adminTags,
    query: adminVoucherListQuery,
    responses: { 200: listResponse(adminVoucher), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/vouchers',
    tags: adminTags,
    body: voucherCreateInput,
    responses: { 201: adminVoucher, ...errorResponses(409), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/vouchers/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminVoucher, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/vouchers/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: voucherUpdateInput,
    responses: { 200: adminVoucher, ...errorResponses(409), ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/vouchers/{uuid}',
    tags: adminTags,
    summary: 'Deletes a voucher nobody claimed (a claimed one answers voucherCodeAlreadyClaimed)',
    params: uuidParams,
    responses: { 200: adminVoucher, ...errorResponses(409), ...adminErrors },
  }),
  startBatch: contract({
    method: 'POST',
    path: '/admin/vouchers/batches',
    tags: adminTags,
    summary: 'Starts generating `count` codes for a price variant; follow it with GET .../batches/{uuid}',
    body: voucherBatchInput,
    responses: { 202: voucherBatch, ...adminErrors },
  }),
  batch: contract({
    method: 'GET',
    path: '/admin/vouchers/batches/{uuid}',
    tags: adminTags,
    summary: "A generation's progress (done of total)",
    params: uuidParams,
    responses: { 200: voucherBatch, ...adminErrors },
  }),
  batchCsv: contract({
    method: 'GET',
    path: '/admin/vouchers/batches/{uuid}/csv',
    tags: adminTags,
    summary: 'The codes of a generation as CSV (code, plan, price variant, valid until)',
    params: uuidParams,
    responses: { 200: csvFile, ...adminErrors },
  }),
};

/** Voucher orders for staff: invoices and the dispatch of printed vouchers. */
export const adminOrderVoucherContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/order/vouchers',
    tags: adminOrderTags,
    query: adminOrderVoucherListQuery,
    responses: { 200: listResponse(adminOrderVoucher), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/order/voucher/{uuid}',
    tags: adminOrderTags,
    summary: "A voucher order by the order's uuid, with its vouchers",
    params: uuidParams,
    responses: { 200: adminOrderVoucherDetail, ...adminErrors },
  }),
  markShipped: contract({
    method: 'POST',
    path: '/admin/order/voucher/{uuid}/shipped',
    tags: adminOrderTags,
    summary: 'Marks the printed vouchers of a paid order sent (or not sent again, `shipped: false`)',
    params: uuidParams,
    body: orderVoucherShipBody,
    responses: { 200: adminOrderVoucherDetail, ...errorResponses(409), ...adminErrors },
  }),
};
