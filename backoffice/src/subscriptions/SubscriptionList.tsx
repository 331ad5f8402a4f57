import {
  BooleanField,
  EditButton,
  FunctionField,
  NumberField,
  SelectField,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { adminSubscriptionSortFields } from '@tribuna/common/schemas/subscriptions';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';
import { subscriptionTypeChoices } from './subscriptionChoices';

export default function SubscriptionList() {
  const translate = useTranslate();
  const filters = [<SearchFilter key="q" source="q" alwaysOn label="resources.subscriptions.fields.q" />];
  const capacity = (record: RaRecord) =>
    record.capacity === null
      ? translate('resources.subscriptions.unlimited')
      : `${record.activeCount} / ${record.capacity}`;
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      sortFields={adminSubscriptionSortFields}
      create
      phone={{ primaryText: (record) => record.name?.cs, secondaryText: capacity }}
      rowLink="edit"
    >
      <TextField source="name.cs" label="resources.subscriptions.fields.name" sortBy="name" />
      <SelectField source="type" choices={subscriptionTypeChoices} />
      <BooleanField source="sellable" />
      <NumberField source="activeCount" sortable={false} />
      <FunctionField source="capacity" sortable={false} render={capacity} />
      <NumberField source="position" />
      <EditButton />
    </ResponsiveList>
  );
}
