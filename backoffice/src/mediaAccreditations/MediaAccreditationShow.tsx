import { useState } from 'react';
import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DeleteButton,
  EmailField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { DateTimeField } from '../fields/DateTimeField';
import { MediaAccreditationReviewButtons } from './MediaAccreditationReviewButtons';

/** Saves a file the browser downloads. */
function download(file: Blob, filename: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The press card is read with the staff member's token, so it is fetched, then saved. */
function AttachmentButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (!record.attachment) return <>{translate('resources.media-accreditations.noAttachment')}</>;
  const save = async () => {
    setBusy(true);
    try {
      const { file, filename } = await dataProvider.mediaAccreditationAttachment(String(record.id));
      download(file, filename);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const sizeKb = Math.max(1, Math.round(record.attachment.size / 1024));
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void save()} disabled={busy}>
      {translate('resources.media-accreditations.download')} ({record.attachment.originalName}, {sizeKb} kB)
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <MediaAccreditationReviewButtons />
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

export default function MediaAccreditationShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <DateTimeField source="createdAt" />
        <TextField source="name" />
        <TextField source="medium" />
        <EmailField source="email" />
        <TextField source="phone" />
        <TextField source="event" />
        <FunctionField
          source="note"
          render={(record) => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{record.note}</Box>}
        />
        <FunctionField
          source="language"
          render={(record) => translate(`resources.contact-messages.languages.${record.language}`)}
        />
        <FunctionField source="attachment" render={() => <AttachmentButton />} />
        <FunctionField
          source="status"
          render={(record) => translate(`resources.media-accreditations.statuses.${record.status}`)}
        />
        <FunctionField
          source="reviewNote"
          render={(record) => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{record.reviewNote}</Box>}
        />
        <DateTimeField source="reviewedAt" emptyKey="resources.media-accreditations.statuses.pending" />
      </SimpleShowLayout>
    </Show>
  );
}
