import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';

const numberLocales: Record<string, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

/** An amount in minor units with the record's currency ("450,00 Kč"). */
export function MoneyField({ source = 'total' }: FieldProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const amount: unknown = record?.[source];
  if (typeof amount !== 'number' || typeof record?.currency !== 'string') return null;
  const text = new Intl.NumberFormat(numberLocales[locale] ?? 'cs-CZ', {
    style: 'currency',
    currency: record.currency,
  }).format(amount / 100);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
