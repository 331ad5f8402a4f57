import { Card, CardContent } from '@mui/material';
import { Form, SaveButton, Title, Toolbar, useRedirect, useTranslate } from 'react-admin';
import { FileUploadInput } from '../inputs/FileUploadInput';

/**
 * Uploading is the whole of creating a file: the upload input stores it at once (with its
 * progress), and saving goes on to the stored file.
 */
export default function FileCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.files.page.create')} />
      <Form onSubmit={(values: Record<string, unknown>) => redirect('show', 'files', String(values.file))}>
        <CardContent>
          <FileUploadInput source="file" label="resources.files.upload" />
        </CardContent>
        <Toolbar>
          <SaveButton label="resources.files.open" />
        </Toolbar>
      </Form>
    </Card>
  );
}
