import { BulkDeleteButton, EditButton, SelectInput, TextField, type RaRecord } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminCountdownSortFields } from '@tribuna/common/schemas/countdowns';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

export default function CountdownList() {
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.countdowns.fields.q" />,
    <SelectInput
      key="upcoming"
      source="upcoming"
      label="resources.countdowns.fields.state"
      choices={[
        { id: 'true', name: 'resources.countdowns.running' },
        { id: 'false', name: 'resources.countdowns.ended' },
      ]}
      alwaysOn
    />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'targetAt', order: 'ASC' }}
      perPage={25}
      sortFields={adminCountdownSortFields}
      create
      exportable
      phone={{
        primaryText: (record) => record.title?.cs,
        secondaryText: (record: RaRecord) => formatDateTime(record.targetAt),
      }}
      rowLink="show"
      bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}
    >
      <TextField source="title.cs" label="resources.countdowns.fields.title" sortBy="title" />
      <DateTimeField source="targetAt" />
      <TextField source="link" emptyText="–" sortable={false} />
      <DateTimeField source="updatedAt" />
      <EditButton />
    </ResponsiveList>
  );
}
