/** The export screen, under the invoices resource's own path. */
export const INVOICE_EXPORT_PATH = '/invoices/export';
