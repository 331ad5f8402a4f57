import { Box } from '@mui/material';
import {
  BulkDeleteButton,
  FunctionField,
  SelectField,
  SelectInput,
  ShowButton,
  TextField,
  useLocaleState,
  type RaRecord,
} from 'react-admin';
import { adminFileSortFields } from '@tribuna/common/schemas/files';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';
import { fileKindChoices, formatSize } from './fileChoices';
import { useFileInUse } from './FileInUse';

function Thumbnail({ record }: { record: RaRecord }) {
  const url = record.variants?.[0]?.url as string | undefined;
  return url ? (
    <Box component="img" src={url} alt="" loading="lazy" sx={{ width: 64, height: 40, objectFit: 'cover' }} />
  ) : null;
}

export default function FileList() {
  const [locale] = useLocaleState();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.files.fields.q" />,
    <SelectInput key="kind" source="kind" choices={fileKindChoices} alwaysOn />,
  ];
  const size = (record: RaRecord) => formatSize(Number(record.size), locale);
  // Pessimistic: a file still in use is refused at once, and the dialog names what uses it.
  const { onError, dialog } = useFileInUse();
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminFileSortFields}
      create
      exportable
      phone={{ primaryText: (record) => record.originalName, secondaryText: size }}
      rowLink="show"
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />}
      after={dialog}
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
    </ResponsiveList>
  );
}
