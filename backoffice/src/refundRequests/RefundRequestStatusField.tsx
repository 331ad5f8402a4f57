import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { refundRequestStatuses, type RefundRequestStatus } from '@tribuna/common/schemas/eventCancellations';

const colors = { requested: 'warning', approved: 'success', rejected: 'default' } as const;

const isStatus = (value: unknown): value is RefundRequestStatus =>
  refundRequestStatuses.some((status) => status === value);

/** A refund request's status as a translated chip. */
export function RefundRequestStatusField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !isStatus(record.status)) return null;
  return (
    <Chip
      size="small"
      label={translate(`resources.refund-requests.statuses.${record.status}`)}
      color={colors[record.status]}
    />
  );
}
