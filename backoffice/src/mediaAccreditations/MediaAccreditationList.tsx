import {
  BulkDeleteButton,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminMediaAccreditationSortFields } from '@tribuna/common/schemas/mediaAccreditations';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';
import { statusChoices } from './statusChoices';

/** Applications for media accreditation, waiting ones first to find by the state filter. */
export default function MediaAccreditationList() {
  const translate = useTranslate();
  const status = (record: RaRecord) => translate(`resources.media-accreditations.statuses.${record.status}`);
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.media-accreditations.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <TextInput key="event" source="event" />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      sortFields={adminMediaAccreditationSortFields}
      exportable
      phone={{
        primaryText: (record) => `${record.name} · ${record.medium}`,
        secondaryText: (record: RaRecord) => `${record.event} · ${formatDateTime(record.createdAt)}`,
        tertiaryText: status,
      }}
      rowLink="show"
      bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}
    >
      <DateTimeField source="createdAt" />
      <TextField source="name" />
      <TextField source="medium" />
      <TextField source="event" sortable={false} />
      <FunctionField source="status" render={status} />
    </ResponsiveList>
  );
}
