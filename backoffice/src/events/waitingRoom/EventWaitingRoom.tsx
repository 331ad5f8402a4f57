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
import { errorText } from '../../errorMessage';
import { Section } from '../../layout/Section';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { WaitingRoomLive } from './WaitingRoomLive';
import { WaitingRoomSettingsDialog } from './WaitingRoomSettingsDialog';
import { useSaveWaitingRoom, WAITING_ROOM_POLL_MS, waitingRoomQueryKey } from './useWaitingRoom';

/**
 * The event's waiting room on its page (staff who read events, as the page and the API ask): the
 * room's settings and its figures, refreshed every two seconds while it is on; those who edit
 * events set it up, pause and resume admission, change the rate and close it.
 */
export function EventWaitingRoom() {
  const record = useRecordContext<RaRecord & { uuid: string }>();
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.events.waitingRoom.${key}`);
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'events', action: 'edit' });
  const eventUuid = record?.uuid ?? '';
  const [editing, setEditing] = useState(false);
  const room = useQuery({
    queryKey: waitingRoomQueryKey(eventUuid),
    queryFn: () => dataProvider.waitingRoom(eventUuid),
    enabled: eventUuid !== '',
    refetchInterval: (query) => (query.state.data?.enabled ? WAITING_ROOM_POLL_MS : false),
  });
  const save = useSaveWaitingRoom(eventUuid);
  if (!record) return null;

  const saveSettings = (body: WaitingRoomSettingsInput) =>
    save.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        notify('resources.events.waitingRoom.saved', { type: 'success' });
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
              room={room.data}
              updatedAt={room.dataUpdatedAt}
              stale={room.isError}
              mayEdit={mayEdit === true}
            />
          ) : (
            <Typography>{t('off')}</Typography>
          )}
          {mayEdit && (
            <Box>
              <Button variant="outlined" startIcon={<SettingsIcon />} onClick={openSettings}>
                {room.data.enabled ? t('edit') : t('configure')}
              </Button>
            </Box>
          )}
          {editing && (
            <WaitingRoomSettingsDialog
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
