/** The export screen, under the invoices resource's own path. */
export const INVOICE_EXPORT_PATH = '/invoices/export';

/** Recording an invoice paid by bank transfer as an order. */
export const ORDER_FROM_INVOICE_PATH = '/invoices/from-invoice';
