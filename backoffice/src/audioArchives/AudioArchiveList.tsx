import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EditButton,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { PublishBulkButtons } from '../content/PublishBulkButtons';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';

const sortFields = ['title', 'publishedAt', 'createdAt', 'updatedAt'];

function AudioArchiveListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function AudioArchiveList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.audio-archives.fields.q" />,
    <SelectInput
      key="published"
      source="published"
      label="resources.audio-archives.fields.state"
      choices={[
        { id: 'true', name: 'resources.galleries.published' },
        { id: 'false', name: 'resources.galleries.unpublished' },
      ]}
      alwaysOn
    />,
    <SelectInput
      key="membersOnly"
      source="membersOnly"
      label="resources.audio-archives.fields.access"
      choices={[
        { id: 'true', name: 'resources.galleries.membersOnly' },
        { id: 'false', name: 'resources.galleries.everyone' },
      ]}
    />,
  ];
  const published = (record: RaRecord) =>
    record.publishedAt ? formatDateTime(record.publishedAt) : translate('resources.galleries.unpublished');
  return (
    <List
      filters={filters}
      actions={<AudioArchiveListActions compact={compact} />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList primaryText={(record) => record.title?.cs} secondaryText={published} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<PublishBulkButtons />}>
          <TextField source="title.cs" label="resources.audio-archives.fields.title" sortBy="title" />
          <NumberField source="audioCount" sortable={false} />
          <FunctionField
            label="resources.audio-archives.fields.access"
            render={(record) =>
              translate(
                record.requiredFeatureUuids?.length
                  ? 'resources.galleries.membersOnly'
                  : 'resources.galleries.everyone',
              )
            }
          />
          <DateTimeField source="publishedAt" emptyKey="resources.galleries.unpublished" />
          <DateTimeField source="updatedAt" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
