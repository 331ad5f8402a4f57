import {
  BulkDeleteButton,
  FunctionField,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminContactMessageSortFields } from '@tribuna/common/schemas/contact';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

export default function ContactMessageList() {
  const translate = useTranslate();
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
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      sortFields={adminContactMessageSortFields}
      exportable
      phone={{
        primaryText: (record) => record.subject,
        secondaryText: (record: RaRecord) => `${record.name} · ${formatDateTime(record.createdAt)}`,
        tertiaryText: state,
      }}
      rowLink="show"
      bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}
    >
      <DateTimeField source="createdAt" />
      <TextField source="subject" />
      <TextField source="name" />
      <TextField source="email" sortable={false} />
      <FunctionField label="resources.contact-messages.fields.state" render={state} />
    </ResponsiveList>
  );
}
