import { data } from '@tribuna/common/api/calls';
import { downloadFile } from '@tribuna/common/api/download';
import type { InvoiceExportInput, OrderFromInvoiceBody } from '@tribuna/common/schemas/invoices';
import { defineResourceData } from '../providers/resourceData';

/** Invoices: their PDFs, a period's ZIP made in the background, and orders recorded from a paid invoice. */
export const invoicesData = defineResourceData({
  resource: 'invoices',
  actions: ({ api, call }) => ({
    /** `GET /admin/invoices/{uuid}/pdf`: an invoice's PDF, as the server names it. */
    invoicePdf: (invoiceUuid: string) =>
      call(() =>
        downloadFile(
          api.send,
          '/admin/invoices/{uuid}/pdf',
          { path: { uuid: invoiceUuid } },
          { fallbackName: `invoice-${invoiceUuid}.pdf` },
        ),
      ),
    /** `POST /admin/invoices/export`: starts the ZIP of a period's invoices; follow it with `invoiceExport`. */
    startInvoiceExport: (body: InvoiceExportInput) =>
      call(() => data(api.POST('/admin/invoices/export', { body }))),
    /** `GET /admin/invoices/export/{uuid}`: an export's progress. */
    invoiceExport: (exportUuid: string) =>
      call(() => data(api.GET('/admin/invoices/export/{uuid}', { params: { path: { uuid: exportUuid } } }))),
    /** `GET /admin/invoices/export/{uuid}/zip`: the finished ZIP, as the server names it. */
    invoiceExportZip: (exportUuid: string) =>
      call(() =>
        downloadFile(
          api.send,
          '/admin/invoices/export/{uuid}/zip',
          { path: { uuid: exportUuid } },
          { fallbackName: `invoices-${exportUuid}.zip` },
        ),
      ),
    /** `POST /admin/order/generate/order-from-invoice-draft`: what the order and its invoice will say. */
    orderFromInvoiceDraft: (body: OrderFromInvoiceBody) =>
      call(() => data(api.POST('/admin/order/generate/order-from-invoice-draft', { body }))),
    /** `POST /admin/order/generate/order-from-invoice`: the order made, delivered, accepted and invoiced. */
    orderFromInvoice: (body: OrderFromInvoiceBody) =>
      call(() => data(api.POST('/admin/order/generate/order-from-invoice', { body }))),
  }),
});
