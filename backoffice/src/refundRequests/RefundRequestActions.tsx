import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import { errorMessage, errorText } from '../errorMessage';
import type { AdminDataProvider } from '../providers/dataProvider';

type RequestRecord = RefundRequest & { id: string };

function RejectDialog({ request, onClose }: { request: RequestRecord; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.refund-requests.reject.${key}`);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [reason, setReason] = useState('');
  const reject = useMutation({
    mutationFn: () =>
      dataProvider.rejectRefundRequest(request.uuid, reason.trim() ? { reason: reason.trim() } : {}),
    onSuccess: () => {
      notify('resources.refund-requests.reject.done', { type: 'info' });
      onClose();
      refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reject.isPending) reject.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              multiline
              minRows={3}
              label={t('reason')}
              helperText={t('reasonHint')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            {reject.isError && (
              <Alert severity="error" role="alert">
                {errorText(translate, reject.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={reject.isPending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * An open request's decision, for staff who may make it: approve (the refund is made and linked) or
 * reject (with a reason, if they give one). A decided request links its refund.
 */
export function RefundRequestActions() {
  const record = useRecordContext<RequestRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'refund-requests', action: 'edit' });
  const [rejecting, setRejecting] = useState(false);
  const approve = useMutation({
    mutationFn: () => dataProvider.approveRefundRequest(record!.uuid),
    onSuccess: () => {
      notify('resources.refund-requests.approve.done', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  if (!record) return null;
  if (record.refundUuid)
    return (
      <Button
        component={Link}
        size="small"
        to={createPath({ resource: 'refunds', type: 'show', id: record.refundUuid })}
        // The row opens the order; the link opens the refund.
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {translate('resources.refund-requests.showRefund')}
      </Button>
    );
  if (record.status !== 'requested' || !canAccess) return null;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={approve.isPending} onClick={() => approve.mutate()}>
        {translate('resources.refund-requests.approve.button')}
      </Button>
      <Button size="small" onClick={() => setRejecting(true)}>
        {translate('resources.refund-requests.reject.button')}
      </Button>
      {rejecting && <RejectDialog request={record} onClose={() => setRejecting(false)} />}
    </Stack>
  );
}
