import {
  BulkDeleteButton,
  EditButton,
  FunctionField,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminBenefitSortFields } from '@tribuna/common/schemas/benefits';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

export default function BenefitList() {
  const translate = useTranslate();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.benefits.fields.q" />,
    <SelectInput
      key="published"
      source="published"
      label="resources.benefits.fields.state"
      choices={[
        { id: 'true', name: 'resources.benefits.published' },
        { id: 'false', name: 'resources.benefits.unpublished' },
      ]}
      alwaysOn
    />,
  ];
  const published = (record: RaRecord) =>
    record.publishedAt ? formatDateTime(record.publishedAt) : translate('resources.benefits.unpublished');
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminBenefitSortFields}
      create
      exportable
      phone={{ primaryText: (record) => record.title?.cs, secondaryText: published }}
      rowLink="edit"
      bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}
    >
      <TextField source="title.cs" label="resources.benefits.fields.title" sortBy="title" />
      <FunctionField
        label="resources.benefits.fields.requiredFeatureUuids"
        render={(record) =>
          translate(
            record.requiredFeatureUuids?.length
              ? 'resources.benefits.membersOnly'
              : 'resources.benefits.everyone',
          )
        }
      />
      <DateTimeField source="publishedAt" emptyKey="resources.benefits.unpublished" />
      <DateTimeField source="updatedAt" />
      <EditButton />
    </ResponsiveList>
  );
}
