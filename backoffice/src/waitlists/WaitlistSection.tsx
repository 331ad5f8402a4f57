import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  useAddUndoableMutation,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AdminWaitlist, WaitlistSettingsInput, WaitlistStats } from '@tribuna/common/schemas/waitlists';
import { errorMessage, errorText } from '../errorMessage';
import { FigureGrid } from '../layout/FigureGrid';
import { Section } from '../layout/Section';
import type { AdminDataProvider } from '../providers/dataProvider';
import { listCalls, resourceOf, WAITLIST_POLL_MS, waitlistKey, type ListSubject } from './subject';
import { WaitlistEntries } from './WaitlistEntries';
import { settingsOf, WaitlistSettingsDialog } from './WaitlistSettingsDialog';

const key = (name: string) => `waitlists.${name}`;

const figures: (keyof WaitlistStats)[] = [
  'waiting',
  'waitingQuantity',
  'offered',
  'ordered',
  'bought',
  'lapsed',
  'left',
];

/** The list's counts as a list of figures, two a row on a phone. */
function Figures({ stats }: { stats: WaitlistStats }) {
  const translate = useTranslate();
  return (
    <FigureGrid
      label={translate(key('stats.label'))}
      figures={figures.map((name) => ({
        name,
        label: translate(key(`stats.${name}`)),
        value: stats[name],
      }))}
    />
  );
}

/**
 * Closing the list after a confirmation, sent only once the "undo" notification is gone (as the
 * back office's other edits); a closed list opens again at once (its own undo).
 */
function CloseActions({ subject, list }: { subject: ListSubject; list: AdminWaitlist }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const addUndoableMutation = useAddUndoableMutation();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const put = (next: AdminWaitlist) => queryClient.setQueryData(waitlistKey(subject), next);
  const close = useMutation({
    mutationFn: () => listCalls(dataProvider, subject).close(),
    onSuccess: (next) => {
      put(next);
      notify(key('close.closed'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: waitlistKey(subject) });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
    onSettled: () => setClosing(false),
  });
  const reopen = useMutation({
    mutationFn: () => listCalls(dataProvider, subject).save(settingsOf(list, { closed: false })),
    onSuccess: (next) => {
      put(next);
      notify(key('close.reopened'), { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const confirmClose = () => {
    setConfirming(false);
    setClosing(true);
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) setClosing(false);
      else close.mutate();
    });
    notify(key('close.closing'), { type: 'info', undoable: true });
  };
  if (list.closed) {
    return (
      <Button
        variant="outlined"
        startIcon={<LockOpenIcon />}
        disabled={reopen.isPending}
        onClick={() => reopen.mutate()}
      >
        {translate(key('close.reopen'))}
      </Button>
    );
  }
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<LockIcon />}
        disabled={closing || close.isPending}
        onClick={() => setConfirming(true)}
      >
        {translate(key('close.action'))}
      </Button>
      <Confirm
        isOpen={confirming}
        title={key('close.title')}
        content={key('close.content')}
        confirm={key('close.action')}
        confirmColor="warning"
        onConfirm={confirmClose}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The waiting list of the record's sale on its page (an event's or a membership's), for staff who
 * read the record: whether it is on or closed, its settings, its counts and the people in line with
 * their offers, read again every few seconds. Those who edit the record change the settings, offer
 * places by hand and close the list (or open it again).
 */
export function WaitlistSection({ kind }: { kind: ListSubject['kind'] }) {
  const record = useRecordContext<RaRecord & { uuid: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const subject: ListSubject = { kind, uuid: record?.uuid ?? '' };
  const { canAccess: mayEdit } = useCanAccess({ resource: resourceOf(subject), action: 'edit' });
  const [editing, setEditing] = useState(false);
  const list = useQuery({
    queryKey: waitlistKey(subject),
    queryFn: () => listCalls(dataProvider, subject).get(),
    enabled: subject.uuid !== '',
    refetchInterval: WAITLIST_POLL_MS,
  });
  const save = useMutation({
    mutationFn: (body: WaitlistSettingsInput) => listCalls(dataProvider, subject).save(body),
    onSuccess: (next) => {
      queryClient.setQueryData(waitlistKey(subject), next);
      setEditing(false);
      notify(key('settings.saved'), { type: 'success' });
    },
  });
  if (!record) return null;
  const data = list.data;
  const state = !data ? null : data.closed ? 'closed' : data.enabled ? 'on' : 'off';

  return (
    <Section title={translate(key('title'))}>
      {list.isPending && list.fetchStatus !== 'idle' && (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      )}
      {list.isError && !data && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {translate('ra.action.refresh')}
            </Button>
          }
        >
          {translate(key('loadFailed'))} {errorText(translate, list.error)}
        </Alert>
      )}
      {data && state && (
        <Stack spacing={2}>
          <Box role="status">
            <Chip
              label={translate(key(`state.${state}`))}
              color={state === 'on' ? 'success' : state === 'closed' ? 'error' : 'default'}
              // The state is a sentence: on a phone it wraps instead of widening the page.
              sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            />
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(key('summary.maxQuantity'))}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {data.maxQuantity}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(key('summary.offerHours'))}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {translate(key('summary.hours'), { count: data.offerHours })}
            </Typography>
          </Box>
          <Figures stats={data.stats} />
          {mayEdit && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button
                variant="outlined"
                startIcon={<SettingsIcon />}
                onClick={() => {
                  save.reset();
                  setEditing(true);
                }}
              >
                {translate(key('settings.open'))}
              </Button>
              {/* A closed list opens again even while switched off: switching it on keeps it closed. */}
              {(data.enabled || data.closed) && <CloseActions subject={subject} list={data} />}
            </Stack>
          )}
          <WaitlistEntries subject={subject} list={data} mayEdit={mayEdit === true} />
          {editing && (
            <WaitlistSettingsDialog
              list={data}
              onClose={() => setEditing(false)}
              onSave={(body) => save.mutate(body)}
              saving={save.isPending}
              error={save.error}
            />
          )}
        </Stack>
      )}
    </Section>
  );
}
