import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

const OrderVoucherList = lazy(() => import('./OrderVoucherList'));
const OrderVoucherShow = lazy(() => import('./OrderVoucherShow'));

/**
 * Voucher orders (`/admin/order/vouchers`): the invoices of gift vouchers and the dispatch of the
 * printed ones, which a package dispatcher marks sent.
 */
export default {
  list: OrderVoucherList,
  show: OrderVoucherShow,
  icon: LocalShippingIcon,
  recordRepresentation: (record: RaRecord) => String(record.email ?? record.uuid ?? ''),
};
