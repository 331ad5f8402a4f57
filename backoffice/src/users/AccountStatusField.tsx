import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { UserRecord } from './userRecord';

/** Whether the user may sign in: active, or disabled (in a warning colour). */
export function AccountStatusField(_props: FieldProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return record.disabled ? (
    <Chip size="small" color="error" label={translate('resources.users.account.disabled')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.users.account.active')} />
  );
}
