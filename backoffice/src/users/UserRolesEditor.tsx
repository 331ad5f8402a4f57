import { Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Form,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type Validator,
} from 'react-admin';
import { errorMessage } from '../errorMessage';
import { Section } from '../layout/Section';
import { SET_ROLES } from '../providers/authProvider';
import type { AdminDataProvider } from '../providers/dataProvider';
import { RolesField } from './RolesField';
import { isRole, roleChoices, type UserRecord } from './userRecord';

/** `POST /auth/set-roles` takes at least one role. No asterisk: the rule is told when it fails. */
const atLeastOneRole: Validator = (value) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'resources.users.roleEditor.atLeastOne';

function RolesForm({ record }: { record: UserRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  // The roles change through their own endpoint; useUpdate still refreshes the cached user.
  const [update] = useUpdate<UserRecord>('users', undefined, {
    mutationFn: async ({ id, data }) =>
      (await dataProvider.setRoles(id ?? record.id, data?.roles ?? [])).data,
  });
  // The form stays submitting (its button busy) until the API has answered; onError tells why it
  // failed. Nothing is returned: react-admin would read a returned value as the form's field errors.
  const save = async (values: Record<string, unknown>) => {
    const roles = Array.isArray(values.roles) ? values.roles.filter(isRole) : [];
    await update(
      'users',
      { id: record.id, data: { roles }, previousData: record },
      {
        returnPromise: true,
        onSuccess: () => notify('resources.users.roleEditor.saved', { type: 'info' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    ).catch(() => undefined);
  };

  return (
    <Form record={{ id: record.id, roles: record.roles }} onSubmit={save}>
      <CheckboxGroupInput
        source="roles"
        label="resources.users.roleEditor.label"
        choices={roleChoices}
        validate={atLeastOneRole}
        sx={{
          '& .MuiFormGroup-root': {
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          },
        }}
      />
      <SaveButton label="resources.users.roleEditor.save" />
    </Form>
  );
}

/**
 * The user's roles: an editor for those who may change this user's roles (`canSetRoles`: user and
 * super admins, and only super admins for holders of privileged roles — the rules the API holds),
 * read-only chips for everyone else.
 */
export function UserRolesEditor() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'users', action: SET_ROLES });
  // Asked again whenever the record changes: while that answer is pending the form stays, so that
  // a save in flight is not unmounted.
  const forRecord = useCanAccess({ resource: 'users', action: SET_ROLES, record });
  if (!record || isPending) return null;
  return (
    <Section title={translate('resources.users.roleEditor.title')}>
      {canAccess && forRecord.canAccess !== false ? (
        <RolesForm record={record} />
      ) : (
        <>
          <RolesField source="roles" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.users.roleEditor.readOnly')}
          </Typography>
        </>
      )}
    </Section>
  );
}
