import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { UserRecord } from './userRecord';

/** The user's roles as chips with their translated names. */
export function RolesField(_props: FieldProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {record.roles.map((role) => (
        <li key={role}>
          <Chip size="small" label={translate(`admin.roles.${role}`)} />
        </li>
      ))}
    </Stack>
  );
}
