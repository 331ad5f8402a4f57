import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { statusChoices } from './statusChoices';

const sortFields = ['createdAt', 'name', 'medium', 'status'];

function Actions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <ExportButton />
    </TopToolbar>
  );
}

/** Applications for media accreditation, waiting ones first to find by the state filter. */
export default function MediaAccreditationList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const status = (record: RaRecord) => translate(`resources.media-accreditations.statuses.${record.status}`);
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.media-accreditations.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <TextInput key="event" source="event" />,
  ];
  return (
    <List
      filters={filters}
      actions={<Actions compact={compact} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      {compact ? (
        <SimpleList
          primaryText={(record) => `${record.name} · ${record.medium}`}
          secondaryText={(record: RaRecord) => `${record.event} · ${formatDateTime(record.createdAt)}`}
          tertiaryText={status}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <DateTimeField source="createdAt" />
          <TextField source="name" />
          <TextField source="medium" />
          <TextField source="event" sortable={false} />
          <FunctionField source="status" render={status} />
        </Datagrid>
      )}
    </List>
  );
}
