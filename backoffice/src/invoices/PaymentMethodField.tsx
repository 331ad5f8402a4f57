import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

export function PaymentMethodField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (typeof record?.paymentMethod !== 'string') return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.invoices.paymentMethods.${record.paymentMethod}`)}
    </Typography>
  );
}
