import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { CameraScanner } from './CameraScanner';
import { GateAnswerPanel, useTicketPlace } from './GateAnswerPanel';
import { readGateName, saveGateName } from './gateStorage';
import { normaliseCode } from './offlineCheck';
import { useGate } from './useGate';

/** The list shows this many matches; the search narrows the rest down. */
const LIST_LIMIT = 50;

/**
 * One event's gate, made for a phone: the code field (typed, or filled by a keyboard-wedge scanner
 * ending with Enter), the camera, the answer, counters and the searchable list. Works offline.
 */
export function GateScreen({ eventUuid }: { eventUuid: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`admin.ticketReview.${key}`, options);
  const gate = useGate(eventUuid);
  const place = useTicketPlace();
  // The gate's name goes with every check-in: it is asked once before the first scan, so that no
  // scan is ever made without one (and left unanswered).
  const [gateName, setGateName] = useState(() => readGateName().trim());
  const [askingGate, setAskingGate] = useState(!gateName);
  const [input, setInput] = useState('');
  const [camera, setCamera] = useState(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const field = useRef<HTMLInputElement>(null);

  const check = async (text: string) => {
    if (!text.trim()) return;
    await gate.submit(text.trim(), gateName);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = input;
    setInput('');
    void check(text);
    field.current?.focus();
  };

  const tickets = gate.pack?.tickets;
  const counters = useMemo(() => {
    const list = tickets ?? [];
    return { checked: list.filter((ticket) => ticket.checkedAt).length, expected: list.length };
  }, [tickets]);
  const matches = useMemo(() => {
    const query = deferredSearch.trim().toLowerCase();
    const code = normaliseCode(deferredSearch);
    const list = tickets ?? [];
    return query
      ? list.filter(
          (ticket) =>
            ticket.code.includes(code) ||
            (ticket.seatId ?? '').toLowerCase().includes(query) ||
            (ticket.holderName ?? '').toLowerCase().includes(query),
        )
      : list;
  }, [tickets, deferredSearch]);

  if (!gate.pack) {
    return gate.loadError ? (
      <Alert severity="error">{t('unknownEvent')}</Alert>
    ) : (
      <Box>
        <Typography>{t('loading')}</Typography>
        <LinearProgress aria-label={t('loading')} />
      </Box>
    );
  }

  const doubleAdmissions = gate.pack.event.counters.doubleAdmissions;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {gate.pack.event.name}
        </Typography>
        <Box role="status" aria-live="polite">
          {gate.online && gate.queued === 0 ? (
            <Chip icon={<CloudDoneIcon />} color="success" label={t('online')} />
          ) : gate.online ? (
            <Chip
              label={gate.syncing ? t('syncing') : t('waiting', { count: gate.queued })}
              color="primary"
            />
          ) : (
            <Chip icon={<CloudOffIcon />} color="error" label={t('offline', { count: gate.queued })} />
          )}
        </Box>
      </Stack>

      <Typography component="p" variant="h6" data-testid="gate-counters">
        {t('counters', counters)}
        {doubleAdmissions > 0 && ` · ${t('doubleAdmissionCount', { count: doubleAdmissions })}`}
      </Typography>

      {gate.synced !== null && gate.online && gate.queued === 0 && (
        <Alert severity="success">{t('synced', { count: gate.synced })}</Alert>
      )}
      {gate.doubles.length > 0 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={gate.dismissDoubles}>
              {t('dismiss')}
            </Button>
          }
        >
          <AlertTitle>{t('doubleTitle')}</AlertTitle>
          <List dense disablePadding>
            {gate.doubles.map((item) => (
              <ListItem key={item.id} disableGutters>
                {item.outcome === 'superseded'
                  ? t('supersededItem', {
                      code: item.ticket?.code ?? '?',
                      scannedAt: formatDateTime(item.scannedAt),
                      gate: item.gate,
                    })
                  : t('doubleItem', {
                      code: item.ticket?.code ?? '?',
                      scannedAt: formatDateTime(item.scannedAt),
                      gate: item.gate,
                      firstAt: item.firstCheckedAt ? formatDateTime(item.firstCheckedAt) : '?',
                      firstGate: item.firstGate ?? '?',
                    })}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}

      {askingGate ? (
        <GateNameStep
          initial={gateName}
          onDone={(name) => {
            saveGateName(name);
            setGateName(name);
            setAskingGate(false);
          }}
        />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flexGrow: 1 }}>{t('gateNamed', { gate: gateName })}</Typography>
            <Button onClick={() => setAskingGate(true)}>{t('changeGate')}</Button>
          </Stack>

          <Box
            component="form"
            onSubmit={onSubmit}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              inputRef={field}
              label={t('input')}
              helperText={t('inputHint')}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              autoFocus
              autoComplete="off"
              fullWidth
              slotProps={{
                htmlInput: { autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go' },
              }}
            />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
              {t('check')}
            </Button>
          </Box>

          <GateAnswerPanel answer={gate.answer} />

          <Box>
            <Button
              variant="outlined"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setCamera((on) => !on)}
              aria-pressed={camera}
            >
              {camera ? t('stopCamera') : t('camera')}
            </Button>
            {camera && (
              <Box sx={{ mt: 1 }}>
                <CameraScanner onScan={(text) => void check(text)} />
              </Box>
            )}
          </Box>
        </>
      )}

      <Box component="section" aria-labelledby="gate-ticket-list">
        <Typography id="gate-ticket-list" component="h3" variant="h6">
          {t('ticketList')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('downloaded', { time: formatDateTime(gate.pack.generatedAt) })}
        </Typography>
        <TextField
          label={t('search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          sx={{ mt: 1 }}
        />
        <List dense>
          {matches.slice(0, LIST_LIMIT).map((ticket) => (
            <ListItem key={ticket.uuid} divider>
              <ListItemText
                primary={[ticket.code, place(ticket), ticket.holderName].filter(Boolean).join(' · ')}
                secondary={
                  ticket.checkedAt
                    ? t('checkedAt', {
                        time: formatDateTime(ticket.checkedAt),
                        gate: ticket.checkedGate ?? '?',
                      })
                    : t('notChecked')
                }
              />
            </ListItem>
          ))}
          {matches.length === 0 && (
            <ListItem>
              <ListItemText primary={t('noTickets')} />
            </ListItem>
          )}
          {matches.length > LIST_LIMIT && (
            <ListItem>
              <ListItemText primary={t('more', { count: matches.length - LIST_LIMIT })} />
            </ListItem>
          )}
        </List>
      </Box>
    </Stack>
  );
}

/** Asks for the gate's name (kept on the device); scanning starts once it has one. */
function GateNameStep({ initial, onDone }: { initial: string; onDone: (name: string) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`admin.ticketReview.${key}`);
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) onDone(trimmed);
    else setMissing(true);
  };
  return (
    <Stack component="form" onSubmit={onSubmit} spacing={1} noValidate>
      <Typography>{t('gateFirst')}</Typography>
      <TextField
        label={t('gate')}
        helperText={missing ? t('gateRequired') : t('gateHint')}
        error={missing}
        value={name}
        required
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
        }}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large">
          {t('startChecking')}
        </Button>
      </Box>
    </Stack>
  );
}
