import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SelectField,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SearchFilter } from '../inputs/SearchFilter';
import { subscriptionTypeChoices } from './subscriptionChoices';

const sortFields = ['position', 'name', 'type', 'createdAt', 'updatedAt'];

function SubscriptionListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
    </TopToolbar>
  );
}

export default function SubscriptionList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [<SearchFilter key="q" source="q" alwaysOn label="resources.subscriptions.fields.q" />];
  const capacity = (record: RaRecord) =>
    record.capacity === null
      ? translate('resources.subscriptions.unlimited')
      : `${record.activeCount} / ${record.capacity}`;
  return (
    <List
      filters={filters}
      actions={<SubscriptionListActions compact={compact} />}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList primaryText={(record) => record.name?.cs} secondaryText={capacity} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name.cs" label="resources.subscriptions.fields.name" sortBy="name" />
          <SelectField source="type" choices={subscriptionTypeChoices} />
          <BooleanField source="sellable" />
          <NumberField source="activeCount" sortable={false} />
          <FunctionField source="capacity" sortable={false} render={capacity} />
          <NumberField source="position" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
