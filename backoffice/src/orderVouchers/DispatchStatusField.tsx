import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

const colors = { notRequired: 'default', waiting: 'warning', shipped: 'success' } as const;

/** Whether printed vouchers wait to be sent, were sent, or none are to be sent. */
export function DispatchStatusField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = record?.dispatchStatus as keyof typeof colors | undefined;
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={translate(`resources.order-vouchers.dispatchStatuses.${status}`)}
    />
  );
}
