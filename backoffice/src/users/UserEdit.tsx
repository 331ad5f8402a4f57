import { Divider, Stack } from '@mui/material';
import { phonePattern } from '@tribuna/common/validation';
import {
  Edit,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { Section } from '../layout/Section';
import { UserAccountToggle } from './UserAccountToggle';
import { profileOnly } from './userCallbacks';
import { UserOrders } from './UserOrders';
import type { UserRecord } from './userRecord';
import { UserRolesEditor } from './UserRolesEditor';
import { UserSubscriptions } from './UserSubscriptions';

const nameLength = maxLength(100, 'formError.lengthMaxError');
/** A name once given cannot be removed (the API keeps no empty names); a missing one may stay missing. */
const requiredName = [required('formError.requiredError'), nameLength];
const optionalName = [nameLength];

/** The phone rule of the API (spaces and dashes allowed while typing); empty removes the number. */
const validatePhone: Validator = (value) =>
  typeof value !== 'string' || value.trim() === '' || phonePattern.test(value.trim().replace(/[\s-]/g, ''))
    ? undefined
    : 'formError.invalidPhoneNumber';

function ProfileForm() {
  const translate = useTranslate();
  const record = useRecordContext<UserRecord>();
  // Only a super admin edits the profile of an administrator or user administrator.
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit', record });
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton label="resources.users.profile.save" disabled={canAccess !== true} />
        </Toolbar>
      }
    >
      <Section title={translate('resources.users.profile.title')}>
        <TextInput source="email" type="email" readOnly />
        <TextInput source="firstName" validate={record?.firstName ? requiredName : optionalName} />
        <TextInput source="lastName" validate={record?.lastName ? requiredName : optionalName} />
        <TextInput source="phone" type="tel" autoComplete="off" validate={validatePhone} />
      </Section>
    </SimpleForm>
  );
}

/**
 * The screen of one user (`/admin/users/{uuid}`, spec `/admin/user/{uuid}`): the profile form, the
 * account switch, the roles and what the user has. Saving the profile and disabling are undoable.
 */
export default function UserEdit() {
  return (
    <Edit mutationMode="undoable" redirect={false} transform={profileOnly}>
      <ProfileForm />
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }} divider={<Divider flexItem />}>
        <UserAccountToggle />
        <UserRolesEditor />
        <UserSubscriptions />
        <UserOrders />
      </Stack>
    </Edit>
  );
}
