import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReplayIcon from '@mui/icons-material/Replay';
import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminEvent } from '@tribuna/common/schemas/events';
import type { EventCancellation } from '@tribuna/common/schemas/eventCancellations';
import { errorText } from '../errorMessage';
import { RecordTable } from '../layout/RecordTable';
import { Section } from '../layout/Section';
import type { AdminDataProvider } from '../providers/dataProvider';

/** How often a running cancellation's progress is asked for. */
export const CANCELLATION_POLL_MS = 1000;

type EventRecord = AdminEvent & { id: string };

const queryKey = (eventUuid: string) => ['events', 'cancellation', eventUuid];

/**
 * The event page's "Cancel event" action, for staff who may cancel (event_admin, order_admin): a
 * reason, whether the paid orders are refunded, and a confirmation; then the progress shows.
 */
export function CancelEventButton() {
  const record = useRecordContext<EventRecord>();
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.events.cancel.${key}`);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'event-cancellations', action: 'create' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelEvent(record!.uuid, { reason: reason.trim(), refund }),
    onSuccess: (job) => {
      queryClient.setQueryData(queryKey(job.eventUuid), job);
      setOpen(false);
      refresh();
    },
  });
  if (!record || !canAccess || record.cancelledAt) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (reason.trim() !== '' && !cancel.isPending) cancel.mutate();
  };
  const missing = submitted && reason.trim() === '';
  return (
    <>
      <Button color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
      >
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('warning')}</DialogContentText>
              <TextField
                required
                autoFocus
                multiline
                minRows={3}
                label={t('reason')}
                value={reason}
                error={missing}
                helperText={missing ? translate('formError.requiredError') : t('reasonHint')}
                onChange={(event) => setReason(event.target.value)}
              />
              <FormControlLabel
                control={<Checkbox checked={refund} onChange={(event) => setRefund(event.target.checked)} />}
                label={t('refund')}
              />
              {cancel.isError && (
                <Alert severity="error" role="alert">
                  {errorText(translate, cancel.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

function Failures({ job }: { job: EventCancellation }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const t = (key: string) => translate(`resources.events.cancellation.${key}`);
  if (job.failures.length === 0) return null;
  return (
    <RecordTable
      label={t('failures')}
      rows={job.failures}
      rowKey={(failure) => failure.orderUuid}
      columns={[
        {
          label: t('order'),
          cell: (failure) => (
            <Link to={createPath({ resource: 'orders', type: 'show', id: failure.orderUuid })}>
              {failure.orderUuid.slice(0, 8)}
            </Link>
          ),
        },
        {
          label: t('error'),
          // A catalogue name reads as its text; the gateway's own answer as it came.
          cell: (failure) => translate(`apiError.${failure.error}`, { _: failure.error }),
        },
        {
          label: t('refund'),
          cell: (failure) =>
            failure.refundUuid && (
              <Link to={createPath({ resource: 'refunds', type: 'show', id: failure.refundUuid })}>
                {t('showRefund')}
              </Link>
            ),
        },
      ]}
    />
  );
}

/**
 * A cancelled event's job on its page: the reason, a bar of the refunded and failed orders of the
 * total (asked again while it runs), the orders it could not refund, and "Retry" for them.
 */
export function EventCancellationProgress() {
  const record = useRecordContext<EventRecord>();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.events.cancellation.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const labelId = useId();
  const { canAccess: mayRetry } = useCanAccess({ resource: 'event-cancellations', action: 'edit' });
  const eventUuid = record?.uuid ?? '';
  const cancelled = Boolean(record?.cancelledAt);
  const job = useQuery({
    queryKey: queryKey(eventUuid),
    queryFn: () => dataProvider.eventCancellation(eventUuid),
    enabled: cancelled,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? CANCELLATION_POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: () => dataProvider.retryEventCancellation(eventUuid),
    onSuccess: (next) => queryClient.setQueryData(queryKey(eventUuid), next),
  });
  if (!record || !cancelled) return null;
  const progress = job.data;
  const settled = progress ? progress.done + progress.failed : 0;
  const percent = progress && progress.total > 0 ? Math.round((settled / progress.total) * 100) : 100;
  return (
    <Section title={t('title')}>
      <Stack spacing={2}>
        <Alert severity="warning">{t('cancelled', { reason: record.cancelReason ?? '' })}</Alert>
        {job.isError && (
          <Alert severity="error" role="alert">
            {errorText(translate, job.error)}
          </Alert>
        )}
        {progress && (
          <Box>
            <Typography id={labelId} gutterBottom aria-live="polite">
              {progress.refund
                ? t(progress.status === 'running' ? 'running' : 'done', {
                    done: progress.done,
                    failed: progress.failed,
                    total: progress.total,
                  })
                : t('noRefund')}
            </Typography>
            {progress.refund && (
              <LinearProgress
                variant="determinate"
                value={percent}
                color={progress.failed > 0 ? 'warning' : 'primary'}
                aria-labelledby={labelId}
              />
            )}
          </Box>
        )}
        {progress && <Failures job={progress} />}
        {retry.isError && (
          <Alert severity="error" role="alert">
            {errorText(translate, retry.error)}
          </Alert>
        )}
        {progress && progress.failed > 0 && progress.status === 'done' && mayRetry && (
          <Box>
            <Button
              variant="outlined"
              startIcon={<ReplayIcon />}
              disabled={retry.isPending}
              onClick={() => retry.mutate()}
            >
              {t('retry')}
            </Button>
          </Box>
        )}
      </Stack>
    </Section>
  );
}
