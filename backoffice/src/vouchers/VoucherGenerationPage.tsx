import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, Title, useCanAccess, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { MAX_VOUCHER_BATCH } from '@tribuna/common/schemas/vouchers';
import { JobProgress } from '../jobs/JobProgress';
import { useBackgroundJob } from '../jobs/useBackgroundJob';
import type { AdminDataProvider } from '../providers/dataProvider';
import { usePriceVariantChoices } from './PriceVariantInput';

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
  const [priceVariantUuid, setPriceVariantUuid] = useState('');
  const [count, setCount] = useState('100');
  const poll = useCallback((uuid: string) => dataProvider.voucherBatch(uuid), [dataProvider]);
  const {
    job: batch,
    running,
    starting,
    downloading,
    error,
    start: startJob,
    download,
  } = useBackgroundJob(poll);
  const countNumber = Number(count);
  const countValid = Number.isInteger(countNumber) && countNumber >= 1 && countNumber <= MAX_VOUCHER_BATCH;

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (priceVariantUuid && countValid)
      void startJob(() =>
        dataProvider.startVoucherBatch({ subscriptionPriceUuid: priceVariantUuid, count: countNumber }),
      );
  };

  if (accessPending) return null;
  if (!canAccess) return <Alert severity="warning">{translate('ra.page.access_denied')}</Alert>;

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
              value={priceVariantUuid}
              disabled={running || choicesPending}
              onChange={(event) => setPriceVariantUuid(event.target.value)}
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
                disabled={!priceVariantUuid || !countValid || running || starting}
              >
                {t('start')}
              </Button>
            </Box>
          </Stack>
        </Box>
        <JobProgress job={batch} error={error} text={t}>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={downloading}
              onClick={() => void download((done) => dataProvider.voucherBatchCsv(done.uuid))}
            >
              {t('downloadCsv')}
            </Button>
            <Button
              component={Link}
              to={`${createPath({ resource: 'vouchers', type: 'list' })}?filter=${encodeURIComponent(
                JSON.stringify({ batchUuid: batch?.uuid }),
              )}`}
            >
              {t('showInList')}
            </Button>
          </Stack>
        </JobProgress>
      </CardContent>
    </Card>
  );
}
