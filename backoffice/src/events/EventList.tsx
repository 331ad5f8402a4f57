import {
  BooleanField,
  BulkDeleteButton,
  EditButton,
  NumberField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminEventSortFields } from '@tribuna/common/schemas/events';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

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

/** Events: search, upcoming or past, published or not, cancelled ones marked; bulk delete and CSV export. */
export default function EventList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminEventSortFields}
      create
      exportable
      phone={{
        primaryText: (record) => record.name?.cs,
        secondaryText: (record) =>
          [
            formatDateTime(record.startsAt),
            record.venue,
            record.cancelledAt ? translate('resources.events.fields.cancelledAt') : null,
          ]
            .filter(Boolean)
            .join(' · '),
      }}
      rowLink="show"
      bulkActionButtons={<BulkDeleteButton />}
    >
      <TextField source="name.cs" label="resources.events.fields.name" sortBy="name" />
      <DateTimeField source="startsAt" />
      <TextField source="venue" sortable={false} />
      <BooleanField source="seated" sortable={false} />
      <NumberField source="seatCount" sortable={false} />
      <BooleanField source="published" sortable={false} />
      {/* A cancelled event sells nothing more: the column says since when. */}
      <DateTimeField source="cancelledAt" sortable={false} />
      <EditButton />
    </ResponsiveList>
  );
}
