import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { AccountStatusField } from './AccountStatusField';
import { RolesField } from './RolesField';
import { fullName, roleChoices, type UserRecord } from './userRecord';
import { SearchFilter } from '../inputs/SearchFilter';

/** The sort fields of `GET /admin/users`. */
const sortFields = ['email', 'lastName', 'createdAt'];

/** No create (users sign up) and no export (personal data stays in the back office). */
function UserListActions({ compact }: { compact: boolean }) {
  return <TopToolbar>{compact && <SortButton fields={sortFields} />}</TopToolbar>;
}

export default function UserList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.users.fields.q" />,
    <SelectInput key="role" source="role" choices={roleChoices} alwaysOn sx={{ minWidth: 260 }} />,
  ];
  const name = (record: UserRecord) => fullName(record) ?? translate('resources.users.noName');
  const roleNames = (record: UserRecord) =>
    record.roles.map((role) => translate(`admin.roles.${role}`)).join(', ');

  return (
    <List
      filters={filters}
      actions={<UserListActions compact={compact} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList<UserRecord>
          primaryText={(record) => record.email}
          secondaryText={(record) => `${name(record)} · ${roleNames(record)}`}
          tertiaryText={(record) => (record.disabled ? translate('resources.users.account.disabled') : '')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="email" />
          <FunctionField<UserRecord> label="resources.users.fields.name" sortBy="lastName" render={name} />
          <RolesField source="roles" sortable={false} />
          <AccountStatusField source="disabled" sortable={false} />
          <DateTimeField source="createdAt" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
