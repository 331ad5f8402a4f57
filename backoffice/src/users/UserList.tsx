import { EditButton, FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { adminUserSortFields } from '@tribuna/common/schemas/users';
import { DateTimeField } from '../fields/DateTimeField';
import { ResponsiveList } from '../layout/ResponsiveList';
import { AccountStatusField } from './AccountStatusField';
import { RolesField } from './RolesField';
import { fullName, roleChoices, type UserRecord } from './userRecord';
import { SearchFilter } from '../inputs/SearchFilter';

/** Users: no create (users sign up) and no export (personal data stays in the back office). */
export default function UserList() {
  const translate = useTranslate();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.users.fields.q" />,
    <SelectInput key="role" source="role" choices={roleChoices} alwaysOn sx={{ minWidth: 260 }} />,
  ];
  const name = (record: UserRecord) => fullName(record) ?? translate('resources.users.noName');
  const roleNames = (record: UserRecord) =>
    record.roles.map((role) => translate(`admin.roles.${role}`)).join(', ');

  return (
    <ResponsiveList<UserRecord>
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminUserSortFields}
      phone={{
        primaryText: (record) => record.email,
        secondaryText: (record) => `${name(record)} · ${roleNames(record)}`,
        tertiaryText: (record) => (record.disabled ? translate('resources.users.account.disabled') : ''),
      }}
      rowLink="edit"
    >
      <TextField source="email" />
      <FunctionField<UserRecord> label="resources.users.fields.name" sortBy="lastName" render={name} />
      <RolesField source="roles" sortable={false} />
      <AccountStatusField source="disabled" sortable={false} />
      <DateTimeField source="createdAt" />
      <EditButton />
    </ResponsiveList>
  );
}
