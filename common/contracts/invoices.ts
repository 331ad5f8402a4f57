import {
  adminInvoiceListQuery,
  invoiceExportInput,
  invoiceDocumentSchema,
  invoiceExportSchema,
  orderFromInvoiceBody,
  orderFromInvoiceDraft,
  orderFromInvoiceResult,
  zipFile,
} from '../schemas/invoices';
import { listResponse, uuidParams } from '../schemas/common';
import { pdfFile } from '../schemas/vouchers';
import { accountErrors, adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: invoices'];

export const adminInvoiceContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/invoices',
    tags: adminTags,
    query: adminInvoiceListQuery,
    summary: 'The invoices and the credit notes that correct them (kind), newest first by default',
    responses: { 200: listResponse(invoiceDocumentSchema), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/invoices/{uuid}',
    tags: adminTags,
    summary: 'An invoice or a credit note',
    params: uuidParams,
    responses: { 200: invoiceDocumentSchema, ...adminErrors },
  }),
  pdf: contract({
    method: 'GET',
    path: '/admin/invoices/{uuid}/pdf',
    tags: adminTags,
    summary: "An invoice's or a credit note's PDF",
    params: uuidParams,
    responses: { 200: pdfFile, ...adminErrors },
  }),
  startExport: contract({
    method: 'POST',
    path: '/admin/invoices/export',
    tags: adminTags,
    summary:
      'Starts a ZIP of the PDFs of every invoice and credit note issued in the period; follow it with GET .../export/{uuid}',
    body: invoiceExportInput,
    responses: { 202: invoiceExportSchema, ...adminErrors },
  }),
  exportStatus: contract({
    method: 'GET',
    path: '/admin/invoices/export/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: invoiceExportSchema, ...adminErrors },
  }),
  exportZip: contract({
    method: 'GET',
    path: '/admin/invoices/export/{uuid}/zip',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: zipFile, ...adminErrors, ...errorResponses(500) },
  }),
};

export const accountInvoiceContracts = {
  pdf: contract({
    method: 'GET',
    path: '/users/me/invoices/{uuid}/pdf',
    tags: ['users'],
    summary: "One of the caller's own invoices or credit notes as a PDF",
    params: uuidParams,
    responses: { 200: pdfFile, ...accountErrors, ...errorResponses(404) },
  }),
};

/** Staff record an order (and deliver it) for an invoice paid by bank transfer, after its draft. */
export const orderFromInvoiceContracts = {
  draft: contract({
    method: 'POST',
    path: '/admin/order/generate/order-from-invoice-draft',
    tags: adminTags,
    summary: 'What the order and its invoice will say; nothing is stored',
    body: orderFromInvoiceBody,
    responses: { 200: orderFromInvoiceDraft, ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/order/generate/order-from-invoice',
    tags: adminTags,
    summary:
      'Makes the order, delivers its lines, accepts it as paid by bank transfer and issues its invoice',
    body: orderFromInvoiceBody,
    responses: { 201: orderFromInvoiceResult, ...adminErrors },
  }),
};
