import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState, type FormEvent } from 'react';
import { Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { JobProgress } from '../jobs/JobProgress';
import { useBackgroundJob } from '../jobs/useBackgroundJob';
import type { AdminDataProvider } from '../providers/dataProvider';

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
  const poll = useCallback((uuid: string) => dataProvider.invoiceExport(uuid), [dataProvider]);
  const { job, running, starting, downloading, error, start: startJob, download } = useBackgroundJob(poll);
  const rangeValid = range.from !== '' && range.to !== '' && range.from <= range.to;

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (rangeValid) void startJob(() => dataProvider.startInvoiceExport(range));
  };

  if (accessPending) return null;
  if (!canAccess) return <Alert severity="warning">{translate('ra.page.access_denied')}</Alert>;

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
        <JobProgress job={job} error={error} text={t}>
          <Button
            sx={{ mt: 2 }}
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={downloading}
            onClick={() => void download((done) => dataProvider.invoiceExportZip(done.uuid))}
          >
            {t('download')}
          </Button>
        </JobProgress>
      </CardContent>
    </Card>
  );
}
