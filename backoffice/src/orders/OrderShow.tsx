import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Link,
  TextField,
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
import { RecordTable } from '../layout/RecordTable';
import { FieldRow, RecordShow } from '../layout/RecordShow';
import { Section } from '../layout/Section';
import type { AdminDataProvider } from '../providers/dataProvider';
import { OrderRefunds } from '../refunds/OrderRefunds';
import { RefundOrderButton } from '../refunds/RefundOrderButton';
import { MoneyField, useMoney } from './MoneyField';
import { OrderStatusField } from './OrderStatusField';

type OrderRecord = AdminOrderDetail & { id: string };

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
    <>
      <InvoiceButton />
      <RefundOrderButton />
      {canAccess && (
        <>
          <AcceptButton />
          <ResendButton />
        </>
      )}
    </>
  );
}

function Lines() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const money = useMoney(record?.currency);
  if (!record?.lines) return null;
  const t = (key: string) => translate(`resources.orders.lines.${key}`);
  return (
    <Section title={t('title')}>
      <RecordTable
        rows={record.lines}
        rowKey={(line) => line.uuid}
        columns={[
          { label: t('label'), cell: (line) => line.label },
          {
            label: t('kind'),
            cell: (line) => translate(`resources.orders.lines.kinds.${line.kind}`, { _: line.kind }),
          },
          { label: t('quantity'), align: 'right', cell: (line) => line.quantity },
          { label: t('unitAmount'), align: 'right', cell: (line) => money(line.unitAmount) },
          { label: t('amount'), align: 'right', cell: (line) => money(line.amount) },
        ]}
      />
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
        <RecordTable
          rows={record.attempts}
          rowKey={(attempt) => attempt.uuid}
          columns={[
            {
              label: t('orderNumber'),
              sx: { fontFamily: 'monospace' },
              cell: (attempt) =>
                `${attempt.orderNumber}${attempt.kind === 'recurring' ? ` (${t('recurring')})` : ''}${
                  attempt.recurringMaster ? ` (${t('master')})` : ''
                }`,
            },
            {
              label: t('status'),
              cell: (attempt) => translate(`resources.orders.attemptStatuses.${attempt.status}`),
            },
            {
              label: t('codes'),
              cell: (attempt) =>
                `${attempt.prCode === null ? '' : `${attempt.prCode}/${attempt.srCode ?? ''}`}${
                  attempt.resultText ? ` ${attempt.resultText}` : ''
                }`,
            },
            { label: t('createdAt'), cell: (attempt) => formatDateTime(attempt.createdAt) },
            {
              label: t('completedAt'),
              cell: (attempt) => (attempt.completedAt ? formatDateTime(attempt.completedAt) : ''),
            },
            {
              label: t('answer'),
              cell: (attempt) =>
                attempt.gatewayAnswer && (
                  <Box
                    component="pre"
                    sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                  >
                    {JSON.stringify(attempt.gatewayAnswer, null, 1)}
                  </Box>
                ),
            },
          ]}
        />
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
      <RecordTable
        rows={record.history}
        rowKey={(change) => `${change.at}-${change.to}`}
        columns={[
          { label: t('at'), cell: (change) => formatDateTime(change.at) },
          {
            label: t('change'),
            cell: (change) =>
              change.from ? `${status(change.from)} → ${status(change.to)}` : status(change.to),
          },
          { label: t('actor'), cell: (change) => translate(`resources.orders.actors.${change.actorKind}`) },
          {
            label: t('reason'),
            cell: (change) =>
              change.reason
                ? translate(`resources.orders.reasons.${change.reason}`, { _: change.reason })
                : '',
          },
        ]}
      />
    </Section>
  );
}

/** One order (`/admin/orders/{uuid}/show`): its state, lines, refunds, payment attempts with the gateway's answers, and history. */
export default function OrderShow() {
  return (
    <RecordShow toolbar={<OrderActions />}>
      <FieldRow>
        <TextField source="uuid" />
        <OrderStatusField source="status" />
        <MoneyField source="total" />
        <TextField source="email" emptyText="—" />
        <TextField source="language" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="expiresAt" />
      </FieldRow>
      <Lines />
      <OrderRefunds />
      <Attempts />
      <History />
    </RecordShow>
  );
}
