import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EditButton,
  ExportButton,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';

const sortFields = ['startsAt', 'name', 'createdAt', 'updatedAt'];

function EventListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn label="resources.events.fields.q" />,
  <SelectInput
    key="period"
    source="period"
    choices={[
      { id: 'upcoming', name: 'resources.events.periods.upcoming' },
      { id: 'past', name: 'resources.events.periods.past' },
    ]}
  />,
  <SelectInput
    key="published"
    source="published"
    choices={[
      { id: 'true', name: 'resources.events.yesNo.yes' },
      { id: 'false', name: 'resources.events.yesNo.no' },
    ]}
  />,
];

/** Events: search, upcoming or past, published or not; bulk delete and CSV export. */
export default function EventList() {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={<EventListActions compact={compact} />}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList
          primaryText={(record) => record.name?.cs}
          secondaryText={(record) => `${formatDateTime(record.startsAt)} · ${record.venue}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="show">
          <TextField source="name.cs" label="resources.events.fields.name" sortBy="name" />
          <DateTimeField source="startsAt" />
          <TextField source="venue" sortable={false} />
          <BooleanField source="seated" sortable={false} />
          <NumberField source="seatCount" sortable={false} />
          <BooleanField source="published" sortable={false} />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
