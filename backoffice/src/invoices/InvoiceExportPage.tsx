import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { HttpError, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { InvoiceExport } from '@tribuna/common/schemas/invoices';
import { download } from '../download';
import type { AdminDataProvider } from '../providers/dataProvider';

/** How often the progress is asked for while the archive is being made. */
export const EXPORT_POLL_MS = 500;

function errorText(translate: ReturnType<typeof useTranslate>, error: unknown): string {
  const key = error instanceof HttpError || error instanceof Error ? error.message : '';
  return translate(key || 'ra.notification.http_error', { _: translate('ra.notification.http_error') });
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The previous calendar month: what accountants export most often. */
function lastMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  return { from: dayOf(first), to: dayOf(last) };
}

/**
 * The ZIP export (`/admin/invoices/export`): the PDFs of every invoice issued in a period. The server
 * makes the archive in the background; the page polls its progress, then offers the file.
 */
export default function InvoiceExportPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.invoices.export.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess, isPending: accessPending } = useCanAccess({ resource: 'invoices', action: 'list' });
  const [range, setRange] = useState(lastMonth);
  const [job, setJob] = useState<InvoiceExport | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const progressLabel = useId();

  const running = job?.status === 'running';
  const rangeValid = range.from !== '' && range.to !== '' && range.from <= range.to;

  useEffect(() => {
    if (!job || job.status !== 'running') return;
    let stopped = false;
    const timer = setTimeout(() => {
      dataProvider
        .invoiceExport(job.uuid)
        .then((next) => {
          if (!stopped) setJob(next);
        })
        .catch((e: unknown) => {
          if (!stopped) setError(errorText(translate, e));
        });
    }, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [job, dataProvider, translate]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!rangeValid) return;
    setError(null);
    setJob(null);
    setStarting(true);
    try {
      setJob(await dataProvider.startInvoiceExport(range));
    } catch (e) {
      setError(errorText(translate, e));
    } finally {
      setStarting(false);
    }
  };

  const downloadZip = async () => {
    if (!job) return;
    setError(null);
    setDownloading(true);
    try {
      const { file, filename } = await dataProvider.invoiceExportZip(job.uuid);
      download(file, filename);
    } catch (e) {
      setError(errorText(translate, e));
    } finally {
      setDownloading(false);
    }
  };

  if (accessPending) return null;
  if (!canAccess) return <Alert severity="warning">{translate('ra.page.access_denied')}</Alert>;

  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Box component="form" onSubmit={start} noValidate>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <TextField
                required
                type="date"
                label={t('from')}
                value={range.from}
                disabled={running}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => setRange({ ...range, from: event.target.value })}
              />
              <TextField
                required
                type="date"
                label={t('to')}
                value={range.to}
                disabled={running}
                error={range.from !== '' && range.to !== '' && !rangeValid}
                helperText={range.from !== '' && range.to !== '' && !rangeValid ? t('rangeInvalid') : ' '}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => setRange({ ...range, to: event.target.value })}
              />
            </Stack>
            <Box>
              <Button type="submit" variant="contained" disabled={!rangeValid || running || starting}>
                {t('start')}
              </Button>
            </Box>
          </Stack>
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {job && (
          <Box sx={{ mt: 3 }}>
            <Typography id={progressLabel} gutterBottom aria-live="polite">
              {job.status === 'failed'
                ? t('failed')
                : job.status === 'done'
                  ? t('done', { total: job.total })
                  : t('progress', { done: job.done, total: job.total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={job.status === 'failed' ? 'error' : 'primary'}
              aria-labelledby={progressLabel}
            />
            {job.status === 'done' && (
              <Button
                sx={{ mt: 2 }}
                variant="contained"
                startIcon={<DownloadIcon />}
                disabled={downloading}
                onClick={() => void downloadZip()}
              >
                {t('download')}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
