import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  ShowButton,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useLocaleState,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { fileKindChoices, formatSize } from './fileChoices';
import { useFileInUse } from './FileInUse';

const sortFields = ['createdAt', 'originalName', 'size'];

function FileListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

function Thumbnail({ record }: { record: RaRecord }) {
  const url = record.variants?.[0]?.url as string | undefined;
  return url ? (
    <Box component="img" src={url} alt="" loading="lazy" sx={{ width: 64, height: 40, objectFit: 'cover' }} />
  ) : null;
}

export default function FileList() {
  const [locale] = useLocaleState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.files.fields.q" />,
    <SelectInput key="kind" source="kind" choices={fileKindChoices} alwaysOn />,
  ];
  const size = (record: RaRecord) => formatSize(Number(record.size), locale);
  // Pessimistic: a file still in use is refused at once, and the dialog names what uses it.
  const { onError, dialog } = useFileInUse();
  return (
    <List
      filters={filters}
      actions={<FileListActions compact={compact} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList primaryText={(record) => record.originalName} secondaryText={size} linkType="show" />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />}
        >
          <FunctionField
            label="resources.files.fields.preview"
            render={(record) => <Thumbnail record={record} />}
          />
          <TextField source="originalName" />
          <SelectField source="kind" choices={fileKindChoices} sortable={false} />
          <FunctionField source="size" render={size} />
          <DateTimeField source="createdAt" />
          <ShowButton />
        </Datagrid>
      )}
      {dialog}
    </List>
  );
}
