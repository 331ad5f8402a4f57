import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';

/** A calendar day (`2026-03-05`) as dd.MM.yyyy. */
export const formatDay = (day: string) => day.split('-').reverse().join('.');

export function DayField({ source }: FieldProps) {
  const record = useRecordContext();
  const value: unknown = source ? record?.[source] : undefined;
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' ? formatDay(value) : ''}
    </Typography>
  );
}
