import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatMoney } from '@tribuna/common/money';

/** Formats minor units of `currency` in the back office's language, as every screen writes money ("450 Kč"). */
export function useMoney(currency: string | undefined) {
  const [locale] = useLocaleState();
  return (minor: number) => (currency ? formatMoney(minor, currency, locale) : '');
}

/** An amount in minor units with the record's currency ("450 Kč", "39,90 €"). */
export function MoneyField({ source = 'total' }: FieldProps) {
  const record = useRecordContext();
  const money = useMoney(typeof record?.currency === 'string' ? record.currency : undefined);
  const amount: unknown = record?.[source];
  if (typeof amount !== 'number' || typeof record?.currency !== 'string') return null;
  return (
    <Typography component="span" variant="body2">
      {money(amount)}
    </Typography>
  );
}
