import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { refundStatuses, type RefundStatus } from '@tribuna/common/schemas/refunds';

const colors = { pending: 'warning', refunded: 'success', failed: 'error' } as const;

export const isRefundStatus = (value: unknown): value is RefundStatus =>
  refundStatuses.some((status) => status === value);

/** A refund's status as a translated chip (pending: waiting for the gateway; failed: it declined). */
export function RefundStatusChip({ status }: { status: RefundStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" label={translate(`resources.refunds.statuses.${status}`)} color={colors[status]} />
  );
}

/** The record's `status` column. */
export function RefundStatusField(_props: FieldProps) {
  const record = useRecordContext();
  return record && isRefundStatus(record.status) ? <RefundStatusChip status={record.status} /> : null;
}
