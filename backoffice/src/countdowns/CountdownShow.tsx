import { Box } from '@mui/material';
import {
  DeleteButton,
  EditButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';

function CountdownShowActions() {
  return (
    <TopToolbar>
      <EditButton />
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

export default function CountdownShow() {
  return (
    <Show actions={<CountdownShowActions />}>
      <SimpleShowLayout>
        <TextField source="title.cs" label="resources.countdowns.fields.title" />
        <DateTimeField source="targetAt" />
        <UrlField source="link" emptyText="–" />
        <FunctionField
          source="image"
          render={(record) =>
            record.imageUrl ? (
              <Box component="img" src={record.imageUrl} alt="" sx={{ maxWidth: 320 }} />
            ) : null
          }
        />
      </SimpleShowLayout>
    </Show>
  );
}
