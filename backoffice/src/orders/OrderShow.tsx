import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Labeled,
  Link,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dates';
import type { AdminOrderDetail } from '@tribuna/common/schemas/orders';
import { DateTimeField } from '../fields/DateTimeField';
import { Section } from '../layout/Section';
import type { AdminDataProvider } from '../providers/dataProvider';
import { MoneyField } from './MoneyField';
import { OrderStatusField } from './OrderStatusField';

type OrderRecord = AdminOrderDetail & { id: string };

function money(minor: number, currency: string) {
  return new Intl.NumberFormat('cs-CZ', { style: 'currency', currency }).format(minor / 100);
}

/** Accept by hand (the lines are delivered) with a reason kept in the history. */
function AcceptButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const accept = useMutation({
    mutationFn: () =>
      dataProvider.updateOrderStatus({
        orderUuid: record!.uuid,
        status: 'admin_granted',
        reason: reason.trim(),
      }),
    onSuccess: () => {
      setOpen(false);
      notify('resources.orders.accept.done', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || record.status === 'accepted' || record.status === 'admin_granted') return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{translate('resources.orders.accept.button')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="accept-order-title">
        <DialogTitle id="accept-order-title">{translate('resources.orders.accept.title')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('resources.orders.accept.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={reason.trim() === '' || accept.isPending}
            onClick={() => accept.mutate()}
          >
            {translate('resources.orders.accept.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ResendButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendOrderEmail(record!.uuid),
    onSuccess: () => notify('resources.orders.resend.done', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || (record.status !== 'accepted' && record.status !== 'admin_granted')) return null;
  return (
    <Button disabled={resend.isPending} onClick={() => resend.mutate()}>
      {translate('resources.orders.resend.button')}
    </Button>
  );
}

/** The order's invoice, for staff who may read invoices. */
function InvoiceButton() {
  const record = useRecordContext<OrderRecord>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'invoices', action: 'show' });
  const { data } = useGetList(
    'invoices',
    { filter: { orderUuid: record?.uuid }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(canAccess && record) },
  );
  const invoice = data?.[0];
  if (!canAccess || !invoice) return null;
  return (
    <Button component={Link} to={createPath({ resource: 'invoices', type: 'show', id: invoice.id })}>
      {`${translate('resources.invoices.name', { smart_count: 1 })} ${String(invoice.number)}`}
    </Button>
  );
}

function OrderActions() {
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'edit' });
  return (
    <TopToolbar>
      <InvoiceButton />
      {canAccess && (
        <>
          <AcceptButton />
          <ResendButton />
        </>
      )}
    </TopToolbar>
  );
}

function Lines() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record?.lines) return null;
  const t = (key: string) => translate(`resources.orders.lines.${key}`);
  return (
    <Section title={t('title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('label')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unitAmount')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.lines.map((line) => (
            <TableRow key={line.uuid}>
              <TableCell>{line.label}</TableCell>
              <TableCell>{line.kind}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitAmount, record.currency)}</TableCell>
              <TableCell align="right">{money(line.amount, record.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

function Attempts() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record?.attempts) return null;
  const t = (key: string) => translate(`resources.orders.attempts.${key}`);
  return (
    <Section title={t('title')}>
      {record.attempts.length === 0 ? (
        t('empty')
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('orderNumber')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('codes')}</TableCell>
              <TableCell>{t('createdAt')}</TableCell>
              <TableCell>{t('completedAt')}</TableCell>
              <TableCell>{t('answer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.attempts.map((attempt) => (
              <TableRow key={attempt.uuid}>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  {attempt.orderNumber}
                  {attempt.kind === 'recurring' ? ` (${t('recurring')})` : ''}
                  {attempt.recurringMaster ? ` (${t('master')})` : ''}
                </TableCell>
                <TableCell>{translate(`resources.orders.attemptStatuses.${attempt.status}`)}</TableCell>
                <TableCell>
                  {attempt.prCode === null ? '' : `${attempt.prCode}/${attempt.srCode ?? ''}`}
                  {attempt.resultText ? ` ${attempt.resultText}` : ''}
                </TableCell>
                <TableCell>{formatDateTime(attempt.createdAt)}</TableCell>
                <TableCell>{attempt.completedAt ? formatDateTime(attempt.completedAt) : ''}</TableCell>
                <TableCell>
                  {attempt.gatewayAnswer && (
                    <Box
                      component="pre"
                      sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                    >
                      {JSON.stringify(attempt.gatewayAnswer, null, 1)}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function History() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record?.history) return null;
  const t = (key: string) => translate(`resources.orders.history.${key}`);
  const status = (value: string | null) => (value ? translate(`resources.orders.statuses.${value}`) : '');
  return (
    <Section title={t('title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('at')}</TableCell>
            <TableCell>{t('change')}</TableCell>
            <TableCell>{t('actor')}</TableCell>
            <TableCell>{t('reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.history.map((change) => (
            <TableRow key={`${change.at}-${change.to}`}>
              <TableCell>{formatDateTime(change.at)}</TableCell>
              <TableCell>
                {change.from ? `${status(change.from)} → ${status(change.to)}` : status(change.to)}
              </TableCell>
              <TableCell>{translate(`resources.orders.actors.${change.actorKind}`)}</TableCell>
              <TableCell>
                {change.reason
                  ? translate(`resources.orders.reasons.${change.reason}`, { _: change.reason })
                  : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** One order (`/admin/orders/{uuid}/show`): its state, lines, payment attempts with the gateway's answers, and history. */
export default function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
          <Labeled source="uuid">
            <TextField source="uuid" />
          </Labeled>
          <Labeled source="status">
            <OrderStatusField source="status" />
          </Labeled>
          <Labeled source="total">
            <MoneyField source="total" />
          </Labeled>
          <Labeled source="email">
            <TextField source="email" emptyText="—" />
          </Labeled>
          <Labeled source="language">
            <TextField source="language" />
          </Labeled>
          <Labeled source="createdAt">
            <DateTimeField source="createdAt" />
          </Labeled>
          <Labeled source="expiresAt">
            <DateTimeField source="expiresAt" />
          </Labeled>
        </Stack>
        <Lines />
        <Attempts />
        <History />
      </Stack>
    </Show>
  );
}
