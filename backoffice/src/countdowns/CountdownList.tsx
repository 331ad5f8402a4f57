import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  EditButton,
  ExportButton,
  List,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';

const sortFields = ['title', 'targetAt', 'createdAt', 'updatedAt'];

function CountdownListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function CountdownList() {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
    <List
      filters={filters}
      actions={<CountdownListActions compact={compact} />}
      sort={{ field: 'targetAt', order: 'ASC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList
          primaryText={(record) => record.title?.cs}
          secondaryText={(record: RaRecord) => formatDateTime(record.targetAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <TextField source="title.cs" label="resources.countdowns.fields.title" sortBy="title" />
          <DateTimeField source="targetAt" />
          <TextField source="link" emptyText="–" sortable={false} />
          <DateTimeField source="updatedAt" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
