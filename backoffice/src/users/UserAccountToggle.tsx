import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId, useState } from 'react';
import {
  Confirm,
  useCanAccess,
  useGetIdentity,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { errorMessage } from '../errorMessage';
import { Section } from '../layout/Section';
import type { UserRecord } from './userRecord';

/**
 * Disabling or enabling the account, after a confirmation; the change waits a few seconds behind an
 * "undo" notification like every other edit of the back office.
 */
export function UserAccountToggle() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const representation = useGetRecordRepresentation('users');
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate<UserRecord>();
  // Only a super admin disables administrators and user administrators; nobody disables themself.
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit', record });
  const { data: identity } = useGetIdentity();
  if (!record) return null;
  const allowed = canAccess === true && identity?.id !== record.id;

  const disabled = record.disabled;
  const name = String(representation(record));
  const toggle = () => {
    setConfirming(false);
    update(
      'users',
      { id: record.id, data: { disabled: !disabled }, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify(disabled ? 'resources.users.account.enabledDone' : 'resources.users.account.disabledDone', {
            type: 'info',
            undoable: true,
          }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <Section title={translate('resources.users.account.title')}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            color="warning"
            onChange={() => setConfirming(true)}
            disabled={isPending || !allowed}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={translate('resources.users.account.toggle')}
      />
      <FormHelperText id={hintId}>{translate('resources.users.account.toggleHint')}</FormHelperText>
      <Confirm
        isOpen={confirming}
        title={disabled ? 'resources.users.account.enableTitle' : 'resources.users.account.disableTitle'}
        content={
          disabled ? 'resources.users.account.enableContent' : 'resources.users.account.disableContent'
        }
        confirm={disabled ? 'resources.users.account.enable' : 'resources.users.account.disable'}
        confirmColor="warning"
        titleTranslateOptions={{ name }}
        onConfirm={toggle}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}
