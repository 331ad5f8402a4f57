import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const RefundList = lazy(() => import('./RefundList'));
const RefundShow = lazy(() => import('./RefundShow'));

/**
 * Money returned for paid orders: staff with `order_admin` make refunds from an order's page (or an
 * event's cancellation makes them); accountants read them and export the list.
 */
export default {
  list: RefundList,
  show: RefundShow,
  icon: CurrencyExchangeIcon,
  recordRepresentation: (record: RaRecord) => String(record.orderEmail ?? ''),
};
