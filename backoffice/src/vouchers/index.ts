import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const VoucherList = lazy(() => import('./VoucherList'));
const VoucherCreate = lazy(() => import('./VoucherCreate'));
const VoucherEdit = lazy(() => import('./VoucherEdit'));
const VoucherShow = lazy(() => import('./VoucherShow'));

/** Voucher codes: made by staff (one by one or generated in bulk) or by a paid voucher order. */
export default {
  list: VoucherList,
  create: VoucherCreate,
  edit: VoucherEdit,
  show: VoucherShow,
  icon: ConfirmationNumberIcon,
  recordRepresentation: (record: RaRecord) => formatVoucherCode(String(record.code ?? '')),
};

/** A code as people read it: groups of four (ABCD-EFGH-JKLM). */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
