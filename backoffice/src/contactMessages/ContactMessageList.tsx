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
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';

const sortFields = ['createdAt', 'name', 'subject'];

function Actions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <ExportButton />
    </TopToolbar>
  );
}

export default function ContactMessageList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const state = (record: RaRecord) =>
    translate(record.handledAt ? 'resources.contact-messages.handled' : 'resources.contact-messages.waiting');
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.contact-messages.fields.q" />,
    <SelectInput
      key="handled"
      source="handled"
      label="resources.contact-messages.fields.state"
      choices={[
        { id: 'false', name: 'resources.contact-messages.waiting' },
        { id: 'true', name: 'resources.contact-messages.handled' },
      ]}
      alwaysOn
    />,
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
          primaryText={(record) => record.subject}
          secondaryText={(record: RaRecord) => `${record.name} · ${formatDateTime(record.createdAt)}`}
          tertiaryText={state}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <DateTimeField source="createdAt" />
          <TextField source="subject" />
          <TextField source="name" />
          <TextField source="email" sortable={false} />
          <FunctionField label="resources.contact-messages.fields.state" render={state} />
        </Datagrid>
      )}
    </List>
  );
}
