import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Typography } from '@mui/material';
import {
  Button,
  Labeled,
  Link,
  TextField,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Refund } from '@tribuna/common/schemas/refunds';
import { download } from '../download';
import { errorMessage } from '../errorMessage';
import { DateTimeField } from '../fields/DateTimeField';
import { OrderLinkButton } from '../layout/OrderLinkButton';
import { RecordTable } from '../layout/RecordTable';
import { FieldRow, RecordShow } from '../layout/RecordShow';
import { Section } from '../layout/Section';
import { MoneyField, useMoney } from '../orders/MoneyField';
import type { AdminDataProvider } from '../providers/dataProvider';
import { RefundStatusField } from './RefundStatusField';

type RefundRecord = Refund & { id: string };

/** The credit note the refund issued: its page and its PDF, for staff who read invoices. */
function CreditNoteButtons() {
  const record = useRecordContext<RefundRecord>();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'invoices', action: 'show' });
  const creditNoteUuid = record?.creditNoteUuid;
  if (!creditNoteUuid || !canAccess) return null;
  const save = async () => {
    setBusy(true);
    try {
      const { file, filename } = await dataProvider.invoicePdf(creditNoteUuid);
      download(file, filename);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        component={Link}
        to={createPath({ resource: 'invoices', type: 'show', id: creditNoteUuid })}
        label="resources.refunds.creditNote"
      />
      <Button
        label="resources.refunds.creditNotePdf"
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() => void save()}
      />
    </>
  );
}

function Lines() {
  const record = useRecordContext<RefundRecord>();
  const translate = useTranslate();
  const money = useMoney(record?.currency);
  if (!record) return null;
  const t = (key: string) => translate(`resources.refunds.lines.${key}`);
  return (
    <Section title={t('title')}>
      {record.lines.length === 0 ? (
        <Typography variant="body2">{t('empty')}</Typography>
      ) : (
        <RecordTable
          rows={record.lines}
          rowKey={(line) => line.orderLineUuid}
          columns={[
            { label: t('label'), cell: (line) => line.label },
            {
              label: t('kind'),
              cell: (line) => translate(`resources.orders.lines.kinds.${line.kind}`, { _: line.kind }),
            },
            { label: t('amount'), align: 'right', cell: (line) => money(line.amount) },
          ]}
        />
      )}
    </Section>
  );
}

/** How the money goes back: through the card's gateway (its payment number and attempts) or by transfer. */
function Gateway() {
  const record = useRecordContext<RefundRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const t = (key: string) => translate(`resources.refunds.${key}`);
  return (
    <Section title={t('gateway')}>
      <FieldRow>
        <Labeled label="resources.refunds.fields.paymentOrderNumber">
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {record.paymentOrderNumber ?? t('notByCard')}
          </Typography>
        </Labeled>
        <TextField source="attempts" />
        {record.lastError && <TextField source="lastError" />}
      </FieldRow>
    </Section>
  );
}

/** Why: a staff member's reason, an event's cancellation, or a holder's request. */
function Origin() {
  const record = useRecordContext<RefundRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const origin = record.eventCancellationUuid
    ? 'eventCancellation'
    : record.refundRequestUuid
      ? 'refundRequest'
      : 'staff';
  return (
    <Labeled label="resources.refunds.fields.origin">
      <Typography variant="body2">{translate(`resources.refunds.origins.${origin}`)}</Typography>
    </Labeled>
  );
}

function Options() {
  const record = useRecordContext<RefundRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const takesMembership = record.lines.some((line) => line.kind === 'subscription');
  const takesTicket = record.lines.some((line) => line.kind === 'ticket');
  return (
    <>
      {takesMembership && (
        <Labeled label="resources.refunds.fields.membershipEnd">
          <Typography variant="body2">
            {translate(`resources.refunds.membershipEnds.${record.membershipEnd}`)}
          </Typography>
        </Labeled>
      )}
      {takesTicket && record.allowUsedTickets && (
        <Labeled label="resources.refunds.fields.allowUsedTickets">
          <Typography variant="body2">{translate('ra.boolean.true')}</Typography>
        </Labeled>
      )}
    </>
  );
}

/** One refund (`/admin/refunds/{uuid}/show`): amounts, status, the lines taken back, its credit note. */
export default function RefundShow() {
  return (
    <RecordShow
      toolbar={
        <>
          <OrderLinkButton label="resources.refunds.showOrder" />
          <CreditNoteButtons />
        </>
      }
    >
      <FieldRow>
        <RefundStatusField source="status" />
        <MoneyField source="amount" />
        <TextField source="orderEmail" emptyText="—" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="settledAt" emptyKey="resources.refunds.notSettled" />
        <Origin />
        <Options />
      </FieldRow>
      <Labeled source="reason">
        <TextField source="reason" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
      <Lines />
      <Gateway />
    </RecordShow>
  );
}
