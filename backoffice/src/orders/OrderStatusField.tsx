import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

const colors = { pending: 'default', accepted: 'success', admin_granted: 'info', rejected: 'error' } as const;

/** The order's status as a translated chip, with the staff flag beside it when raised. */
export function OrderStatusField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = String(record.status) as keyof typeof colors;
  return (
    <>
      <Chip size="small" label={translate(`resources.orders.statuses.${status}`)} color={colors[status]} />
      {record.flaggedForStaff === true && (
        <Chip
          size="small"
          sx={{ ml: 1 }}
          color="warning"
          label={translate(`resources.orders.flags.${String(record.flagReason)}`, {
            _: translate('resources.orders.fields.flaggedForStaff'),
          })}
        />
      )}
    </>
  );
}
