import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import {
  HttpError,
  Title,
  useDataProvider,
  useGetOne,
  useRequireAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AdminDataProvider } from '../providers/dataProvider';

type Mode = 'order' | 'free' | 'batch';

/** The event's categories, to issue free tickets of one. */
function useCategories(eventUuid: string) {
  const { data } = useGetOne<RaRecord & { categories?: { key: string; name: { cs: string } }[] }>(
    'events',
    { id: eventUuid },
    { enabled: Boolean(eventUuid) },
  );
  return data?.categories ?? [];
}

/**
 * Issuing tickets by hand (`/admin/tickets/create?eventUuid=`): the missing tickets of a paid order
 * (`POST /admin/order/generate/ticket`), one free ticket (`/free-ticket`) or one for each name of a
 * list (`/tickets`). The catalogue errors (`ticketAlreadyExists`, `ticketNotFound`,
 * `ticketOderDoesNotExistsBadRequest`, …) are shown translated.
 */
export default function TicketGenerate() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.tickets.generate.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [params] = useSearchParams();
  const { isPending } = useRequireAccess({ resource: 'tickets', action: 'create' });
  const [mode, setMode] = useState<Mode>('order');
  const [eventUuid, setEventUuid] = useState(params.get('eventUuid') ?? '');
  const [orderUuid, setOrderUuid] = useState('');
  const [category, setCategory] = useState('');
  const [holderName, setHolderName] = useState('');
  const [names, setNames] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const categories = useCategories(eventUuid);
  const tabsId = useId();
  if (isPending) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const issued =
        mode === 'order'
          ? await dataProvider.generateOrderTickets(orderUuid.trim())
          : mode === 'free'
            ? [
                await dataProvider.generateFreeTicket({
                  eventUuid,
                  category,
                  ...(holderName.trim() && { holderName: holderName.trim() }),
                }),
              ]
            : await dataProvider.generateTicketBatch({
                eventUuid,
                category,
                names: names
                  .split('\n')
                  .map((name) => name.trim())
                  .filter(Boolean),
              });
      setResult({
        ok: true,
        text: `${t('issued', { count: issued.length })}: ${issued.map((x) => x.code).join(', ')}`,
      });
    } catch (error) {
      const key = error instanceof HttpError || error instanceof Error ? error.message : '';
      setResult({
        ok: false,
        text: translate(key || 'apiError.errorFallback', { _: translate('apiError.errorFallback') }),
      });
    } finally {
      setBusy(false);
    }
  };

  const eventFields = (
    <>
      <TextField
        label={translate('resources.tickets.fields.eventUuid')}
        value={eventUuid}
        onChange={(e) => setEventUuid(e.target.value.trim())}
        required
      />
      <TextField
        select
        label={translate('resources.tickets.fields.category')}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        required
      >
        {categories.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.key} – {c.name.cs}
          </MenuItem>
        ))}
      </TextField>
    </>
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {t('title')}
        </Typography>
        <Tabs
          value={mode}
          onChange={(_, next: Mode) => {
            setMode(next);
            setResult(null);
          }}
          variant="scrollable"
          aria-label={t('title')}
        >
          {(['order', 'free', 'batch'] as const).map((m) => (
            <Tab
              key={m}
              value={m}
              id={`${tabsId}-${m}`}
              aria-controls={`${tabsId}-panel`}
              label={t(m === 'order' ? 'forOrder' : m)}
            />
          ))}
        </Tabs>
        <Box
          component="form"
          id={`${tabsId}-panel`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-${mode}`}
          onSubmit={submit}
          sx={{ mt: 2, maxWidth: 560 }}
        >
          <Stack spacing={2}>
            {mode === 'order' && (
              <>
                <Typography variant="body2">{t('forOrderHint')}</Typography>
                <TextField
                  label={t('orderUuid')}
                  value={orderUuid}
                  onChange={(e) => setOrderUuid(e.target.value)}
                  required
                />
              </>
            )}
            {mode === 'free' && (
              <>
                {eventFields}
                <TextField
                  label={translate('resources.tickets.fields.holderName')}
                  value={holderName}
                  onChange={(e) => setHolderName(e.target.value)}
                />
              </>
            )}
            {mode === 'batch' && (
              <>
                {eventFields}
                <TextField
                  label={t('names')}
                  value={names}
                  onChange={(e) => setNames(e.target.value)}
                  multiline
                  minRows={6}
                  required
                />
              </>
            )}
            {result && (
              <Alert severity={result.ok ? 'success' : 'error'} role="alert">
                {result.text}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
