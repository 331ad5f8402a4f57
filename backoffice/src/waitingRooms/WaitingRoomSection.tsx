import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { errorText } from '../errorMessage';
import { Section } from '../layout/Section';
import type { AdminDataProvider } from '../providers/dataProvider';
import { resourceOf, roomCalls, type RoomSubject } from './subject';
import { WaitingRoomLive } from './WaitingRoomLive';
import { WaitingRoomSettingsDialog } from './WaitingRoomSettingsDialog';
import { useSaveWaitingRoom, WAITING_ROOM_POLL_MS, waitingRoomQueryKey } from './useWaitingRoom';

/**
 * The waiting room of the record's sale on its page (an event's, or a membership's; staff who read
 * the record, as the page and the API ask): the room's settings and its figures, refreshed every
 * two seconds while it is on; those who edit the record set it up, pause and resume admission,
 * change the rate and close it. A membership without a capacity gets no room: the section says why.
 */
export function WaitingRoomSection({ kind }: { kind: RoomSubject['kind'] }) {
  const record = useRecordContext<RaRecord & { uuid: string; capacity?: number | null }>();
  const translate = useTranslate();
  const t = (key: string) => translate(`waitingRoom.${key}`);
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const subject: RoomSubject = { kind, uuid: record?.uuid ?? '' };
  const { canAccess: mayEdit } = useCanAccess({ resource: resourceOf(subject), action: 'edit' });
  const [editing, setEditing] = useState(false);
  const room = useQuery({
    queryKey: waitingRoomQueryKey(subject),
    queryFn: () => roomCalls(dataProvider, subject).get(),
    enabled: subject.uuid !== '',
    refetchInterval: (query) => (query.state.data?.enabled ? WAITING_ROOM_POLL_MS : false),
  });
  const save = useSaveWaitingRoom(subject);
  if (!record) return null;
  // Only a membership whose sale is limited may have a room (one switched on stays manageable).
  const unlimited = kind === 'subscription' && record.capacity === null;

  const saveSettings = (body: WaitingRoomSettingsInput) =>
    save.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        notify('waitingRoom.saved', { type: 'success' });
      },
    });
  const openSettings = () => {
    save.reset();
    setEditing(true);
  };

  return (
    <Section title={t('title')}>
      {room.isPending && room.fetchStatus !== 'idle' && (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      )}
      {room.isError && !room.data && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void room.refetch()}>
              {translate('ra.action.refresh')}
            </Button>
          }
        >
          {t('loadFailed')} {errorText(translate, room.error)}
        </Alert>
      )}
      {room.data && (
        <Stack spacing={2}>
          {room.data.enabled ? (
            <WaitingRoomLive
              subject={subject}
              room={room.data}
              updatedAt={room.dataUpdatedAt}
              stale={room.isError}
              mayEdit={mayEdit === true}
            />
          ) : (
            <Typography>{t('off')}</Typography>
          )}
          {unlimited && !room.data.enabled && <Alert severity="info">{t('needsCapacity')}</Alert>}
          {mayEdit && !(unlimited && !room.data.enabled) && (
            <Box>
              <Button variant="outlined" startIcon={<SettingsIcon />} onClick={openSettings}>
                {room.data.enabled ? t('edit') : t('configure')}
              </Button>
            </Box>
          )}
          {editing && (
            <WaitingRoomSettingsDialog
              kind={kind}
              room={room.data}
              onClose={() => setEditing(false)}
              onSave={saveSettings}
              saving={save.isPending}
              error={save.error}
            />
          )}
        </Stack>
      )}
    </Section>
  );
}
