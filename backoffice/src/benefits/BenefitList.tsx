import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  EditButton,
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

const sortFields = ['title', 'publishedAt', 'createdAt', 'updatedAt'];

function BenefitListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function BenefitList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
    <List
      filters={filters}
      actions={<BenefitListActions compact={compact} />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList primaryText={(record) => record.title?.cs} secondaryText={published} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
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
        </Datagrid>
      )}
    </List>
  );
}
