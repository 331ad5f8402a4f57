import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Link,
  Title,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useTranslate,
  HttpError,
} from 'react-admin';
import { MAX_VOUCHER_BATCH, type VoucherBatch } from '@tribuna/common/schemas/vouchers';
import { download } from '../download';
import type { AdminDataProvider } from '../providers/dataProvider';
import { usePriceVariantChoices } from './PriceVariantInput';

/** How often the progress is asked for while codes are being made. */
export const BATCH_POLL_MS = 500;

function errorText(translate: ReturnType<typeof useTranslate>, error: unknown): string {
  const key = error instanceof HttpError || error instanceof Error ? error.message : '';
  return translate(key || 'ra.notification.http_error', { _: translate('ra.notification.http_error') });
}

/**
 * Bulk generation (`/admin/vouchers/generate`): N codes for a price variant. The server makes them
 * in the background; the page polls the progress, then offers the codes as CSV.
 */
export default function VoucherGenerationPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.vouchers.generate.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const createPath = useCreatePath();
  const { canAccess, isPending: accessPending } = useCanAccess({ resource: 'vouchers', action: 'create' });
  const { choices, isPending: choicesPending } = usePriceVariantChoices();
  const [priceUuid, setPriceUuid] = useState('');
  const [count, setCount] = useState('100');
  const [batch, setBatch] = useState<VoucherBatch | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const progressLabel = useId();

  const running = batch?.status === 'running';
  const countNumber = Number(count);
  const countValid = Number.isInteger(countNumber) && countNumber >= 1 && countNumber <= MAX_VOUCHER_BATCH;

  useEffect(() => {
    if (!batch || batch.status !== 'running') return;
    let stopped = false;
    const timer = setTimeout(() => {
      dataProvider
        .voucherBatch(batch.uuid)
        .then((next) => {
          if (!stopped) setBatch(next);
        })
        .catch((e: unknown) => {
          if (!stopped) setError(errorText(translate, e));
        });
    }, BATCH_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [batch, dataProvider, translate]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!priceUuid || !countValid) return;
    setError(null);
    setStarting(true);
    try {
      setBatch(
        await dataProvider.startVoucherBatch({ subscriptionPriceUuid: priceUuid, count: countNumber }),
      );
    } catch (e) {
      setError(errorText(translate, e));
    } finally {
      setStarting(false);
    }
  };

  const downloadCsv = async () => {
    if (!batch) return;
    setError(null);
    setDownloading(true);
    try {
      const { file, filename } = await dataProvider.voucherBatchCsv(batch.uuid);
      download(file, filename);
    } catch (e) {
      setError(errorText(translate, e));
    } finally {
      setDownloading(false);
    }
  };

  if (accessPending) return null;
  if (!canAccess) return <Alert severity="warning">{translate('ra.page.access_denied')}</Alert>;

  const percent = batch && batch.total > 0 ? Math.round((batch.done / batch.total) * 100) : 0;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro', { max: MAX_VOUCHER_BATCH })}
        </Typography>
        <Box component="form" onSubmit={start} noValidate>
          <Stack spacing={2}>
            <TextField
              select
              required
              label={t('priceVariant')}
              value={priceUuid}
              disabled={running || choicesPending}
              onChange={(event) => setPriceUuid(event.target.value)}
            >
              {choices.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              type="number"
              label={t('count')}
              value={count}
              disabled={running}
              error={count !== '' && !countValid}
              helperText={count !== '' && !countValid ? t('countInvalid', { max: MAX_VOUCHER_BATCH }) : ' '}
              slotProps={{ htmlInput: { min: 1, max: MAX_VOUCHER_BATCH, step: 1 } }}
              onChange={(event) => setCount(event.target.value)}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={!priceUuid || !countValid || running || starting}
              >
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
        {batch && (
          <Box sx={{ mt: 3 }}>
            <Typography id={progressLabel} gutterBottom aria-live="polite">
              {batch.status === 'failed'
                ? t('failed')
                : batch.status === 'done'
                  ? t('done', { total: batch.total })
                  : t('progress', { done: batch.done, total: batch.total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={batch.status === 'failed' ? 'error' : 'primary'}
              aria-labelledby={progressLabel}
            />
            {batch.status === 'done' && (
              <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={downloading}
                  onClick={() => void downloadCsv()}
                >
                  {t('downloadCsv')}
                </Button>
                <Button
                  component={Link}
                  to={`${createPath({ resource: 'vouchers', type: 'list' })}?filter=${encodeURIComponent(
                    JSON.stringify({ batchUuid: batch.uuid }),
                  )}`}
                >
                  {t('showInList')}
                </Button>
              </Stack>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
