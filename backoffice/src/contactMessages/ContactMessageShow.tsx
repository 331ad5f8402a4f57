import { Box, Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import ReplyIcon from '@mui/icons-material/Reply';
import UndoIcon from '@mui/icons-material/Undo';
import {
  DeleteButton,
  EmailField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';

/** Marks the message answered (or waiting again): the list's state filter follows it. */
function HandledButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const handled = Boolean(record.handledAt);
  return (
    <Button
      startIcon={handled ? <UndoIcon /> : <DoneIcon />}
      disabled={isPending}
      onClick={() =>
        void update(
          'contact-messages',
          { id: record.id, data: { handled: !handled }, previousData: record },
          {
            onSuccess: () =>
              notify(
                handled
                  ? 'resources.contact-messages.markedWaiting'
                  : 'resources.contact-messages.markedHandled',
                {
                  type: 'info',
                },
              ),
          },
        )
      }
    >
      {translate(
        handled ? 'resources.contact-messages.markWaiting' : 'resources.contact-messages.markHandled',
      )}
    </Button>
  );
}

function ReplyButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const href = `mailto:${encodeURIComponent(record.email)}?subject=${encodeURIComponent(`Re: ${record.subject}`)}`;
  return (
    <Button startIcon={<ReplyIcon />} href={href}>
      {translate('resources.contact-messages.reply')}
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ReplyButton />
      <HandledButton />
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

export default function ContactMessageShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <DateTimeField source="createdAt" />
        <TextField source="subject" />
        <TextField source="name" />
        <EmailField source="email" />
        <FunctionField
          source="language"
          render={(record) => translate(`resources.contact-messages.languages.${record.language}`)}
        />
        <FunctionField
          source="message"
          render={(record) => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{record.message}</Box>}
        />
        <DateTimeField source="handledAt" emptyKey="resources.contact-messages.waiting" />
      </SimpleShowLayout>
    </Show>
  );
}
