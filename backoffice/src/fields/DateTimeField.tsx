import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';

export interface DateTimeFieldProps extends FieldProps {
  /** i18n key of the text shown when the value is empty. */
  emptyKey?: string;
}

/** A date-time column: dd.MM.yyyy HH:mm in Prague time; the column header comes from `source`. */
export function DateTimeField({ source, emptyKey }: DateTimeFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = source ? record?.[source] : undefined;
  const text =
    typeof value === 'string' && value !== '' ? formatDateTime(value) : emptyKey ? translate(emptyKey) : '';
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
