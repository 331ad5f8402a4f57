import { Box, Link } from '@mui/material';
import {
  DeleteButton,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { fileKindChoices, formatSize } from './fileChoices';
import { useFileInUse } from './FileInUse';

function FileShowActions() {
  // Pessimistic: a file still in use is refused at once, and the dialog names what uses it.
  const { onError, dialog } = useFileInUse();
  return (
    <TopToolbar>
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />
      {dialog}
    </TopToolbar>
  );
}

export default function FileShow() {
  const [locale] = useLocaleState();
  return (
    <Show actions={<FileShowActions />}>
      <SimpleShowLayout>
        <FunctionField
          label="resources.files.fields.preview"
          render={(record) =>
            record.kind === 'image' ? (
              <Box
                component="img"
                src={record.variants?.at(-1)?.url ?? record.url}
                alt=""
                sx={{ maxWidth: 480, width: '100%', height: 'auto' }}
              />
            ) : null
          }
        />
        <TextField source="originalName" />
        <SelectField source="kind" choices={fileKindChoices} />
        <TextField source="mime" />
        <FunctionField source="size" render={(record) => formatSize(Number(record.size), locale)} />
        <NumberField source="width" emptyText="–" />
        <NumberField source="height" emptyText="–" />
        <FunctionField
          source="url"
          render={(record) => (
            <Link href={record.url} target="_blank" rel="noopener">
              {record.url}
            </Link>
          )}
        />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
