import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const InvoiceList = lazy(() => import('./InvoiceList'));
const InvoiceShow = lazy(() => import('./InvoiceShow'));

/** Invoices are issued when orders are accepted; accountants read them, download PDFs and export periods. */
export default {
  list: InvoiceList,
  show: InvoiceShow,
  icon: RequestQuoteIcon,
  recordRepresentation: (record: RaRecord) => String(record.number ?? ''),
};
