import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoorFrontIcon from '@mui/icons-material/DoorFront';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useAddUndoableMutation, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, TIME_ZONE } from '@tribuna/common/dateFormat';
import type { AdminWaitingRoom, WaitingRoomStats } from '@tribuna/common/schemas/waitingRooms';
import { errorMessage } from '../errorMessage';
import { FigureGrid } from '../layout/FigureGrid';
import { useSaveWaitingRoom, waitingRoomQueryKey } from './useWaitingRoom';
import { rateError, settingsOf } from './waitingRoomSettings';
import type { RoomSubject } from './subject';

const key = (name: string) => `waitingRoom.${name}`;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Where the room is in its day: before opening, open before the sale, letting in (the places were
 * drawn at the sale's start), paused, closed.
 */
export function roomState(room: AdminWaitingRoom, now: number) {
  if (room.closed) return 'closed' as const;
  if (room.shuffledAt) return room.paused ? ('paused' as const) : ('admitting' as const);
  return now < Date.parse(room.opensAt) ? ('scheduled' as const) : ('open' as const);
}

const stateColour = {
  scheduled: 'default',
  open: 'info',
  admitting: 'success',
  paused: 'warning',
  closed: 'error',
} as const;

const figures: (keyof WaitingRoomStats)[] = [
  'waiting',
  'admitted',
  'buying',
  'done',
  'expired',
  'currentRate',
  'lastAdmittedPosition',
];

/**
 * The room's counts as a list of figures, two a row on a phone. Once the room is closed, those
 * still waiting were turned away, and the figure says so.
 */
function Figures({ stats, closed }: { stats: WaitingRoomStats; closed: boolean }) {
  const translate = useTranslate();
  return (
    <FigureGrid
      label={translate(key('stats.label'))}
      figures={figures.map((name) => ({
        name,
        label: translate(key(closed && name === 'waiting' ? 'stats.turnedAway' : `stats.${name}`)),
        value: stats[name],
      }))}
    />
  );
}

/** The rate changed in place: a number of buyers a minute, or back to automatic. */
function RateChange({ subject, room }: { subject: RoomSubject; room: AdminWaitingRoom }) {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useSaveWaitingRoom(subject);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const rate = text.trim() === '' ? NaN : Number(text);
  const problem = checked ? rateError(rate) : undefined;
  const change = (next: number | null) =>
    save.mutate(settingsOf(room, { rate: next }), {
      onSuccess: () => {
        setText('');
        setChecked(false);
        notify(next === null ? key('actions.rateAutomatic') : key('actions.rateChanged'), {
          type: 'success',
          messageArgs: { rate: next },
        });
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rateError(rate) === undefined && !save.isPending) change(rate);
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        size="small"
        type="number"
        label={translate(key('actions.newRate'))}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem !== undefined}
        helperText={problem ? translate(problem.message, problem.args) : ' '}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {translate(key('actions.setRate'))}
        </Button>
      </Box>
      {room.rate !== null && (
        <Box>
          <Button disabled={save.isPending} onClick={() => change(null)}>
            {translate(key('actions.setAutomatic'))}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Pausing or resuming admission (each the other's undo), and closing the room: after a
 * confirmation, and only once the "undo" notification is gone, as the back office's other edits.
 */
function RoomActions({ subject, room }: { subject: RoomSubject; room: AdminWaitingRoom }) {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useSaveWaitingRoom(subject);
  const addUndoableMutation = useAddUndoableMutation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const togglePause = () =>
    save.mutate(settingsOf(room, { paused: !room.paused }), {
      onSuccess: (next) =>
        notify(key(next.paused ? 'actions.paused' : 'actions.resumed'), { type: 'success' }),
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  const close = () => {
    setConfirming(false);
    setClosing(true);
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) {
        setClosing(false);
        return;
      }
      // Sent seconds later: what another staff member changed meanwhile (a pause) is kept.
      const latest = queryClient.getQueryData<AdminWaitingRoom>(waitingRoomQueryKey(subject)) ?? room;
      save.mutate(settingsOf(latest, { closed: true }), {
        onSuccess: () => notify(key('actions.closed'), { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
        onSettled: () => setClosing(false),
      });
    });
    notify(key('actions.closing'), { type: 'info', undoable: true });
  };
  if (room.closed) return null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="contained"
          color={room.paused ? 'primary' : 'warning'}
          startIcon={room.paused ? <PlayArrowIcon /> : <PauseIcon />}
          disabled={save.isPending || closing}
          onClick={togglePause}
        >
          {translate(key(room.paused ? 'actions.resume' : 'actions.pause'))}
        </Button>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DoorFrontIcon />}
          disabled={save.isPending || closing}
          onClick={() => setConfirming(true)}
        >
          {translate(key('actions.close'))}
        </Button>
      </Stack>
      <RateChange subject={subject} room={room} />
      <Confirm
        isOpen={confirming}
        title={key('actions.closeTitle')}
        content={key('actions.closeContent')}
        confirm={key('actions.close')}
        confirmColor="warning"
        onConfirm={close}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/**
 * A switched-on room as staff run it: where it is in its day, what was set, the figures with the
 * time they were read, and (for those who edit events) the actions.
 */
export function WaitingRoomLive({
  subject,
  room,
  updatedAt,
  stale,
  mayEdit,
}: {
  subject: RoomSubject;
  room: AdminWaitingRoom;
  updatedAt: number;
  stale: boolean;
  mayEdit: boolean;
}) {
  const translate = useTranslate();
  const state = roomState(room, updatedAt);
  const stateText = translate(key(`state.${state}`), {
    date: formatDateTime(state === 'scheduled' ? room.opensAt : room.saleStartsAt),
  });
  const time = clock.format(updatedAt);
  return (
    <Stack spacing={2}>
      {/* The room's state is announced when it changes (paused, closed); the figures are not. */}
      <Box role="status">
        <Chip label={stateText} color={stateColour[state]} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {(
          [
            ['opensAt', formatDateTime(room.opensAt)],
            ['saleStartsAt', formatDateTime(room.saleStartsAt)],
            [
              'rate',
              room.rate === null
                ? translate(key('automatic'))
                : translate(key('perMinute'), { rate: room.rate }),
            ],
            ['passMinutes', translate(key('summary.minutes'), { count: room.passMinutes })],
          ] as const
        ).map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(key(`summary.${name}`))}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Figures stats={room.stats} closed={room.closed} />
      {stale ? (
        <Alert severity="warning">{translate(key('stale'), { time })}</Alert>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate(key('updatedAt'), { time })}
        </Typography>
      )}
      {mayEdit && <RoomActions subject={subject} room={room} />}
    </Stack>
  );
}
