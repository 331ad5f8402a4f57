import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import {
  Button,
  Labeled,
  Link,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { InvoiceDocument } from '@tribuna/common/schemas/invoices';
import { download } from '../download';
import { OrderLinkButton } from '../layout/OrderLinkButton';
import { RecordTable, type RecordColumn } from '../layout/RecordTable';
import { Section } from '../layout/Section';
import { MoneyField, useMoney } from '../orders/MoneyField';
import type { AdminDataProvider } from '../providers/dataProvider';
import { DayField } from './DayField';
import { PaymentMethodField } from './PaymentMethodField';

type InvoiceRecord = InvoiceDocument & { id: string };

export function DownloadPdfButton() {
  const record = useRecordContext<InvoiceRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const save = async () => {
    setBusy(true);
    try {
      const { file, filename } = await dataProvider.invoicePdf(record.uuid);
      download(file, filename);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="resources.invoices.downloadPdf"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void save()}
    />
  );
}

function KindText(_props: { source?: string }) {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Typography variant="body2">{translate(`resources.invoices.kinds.${record.kind}`)}</Typography>;
}

/** A credit note's corrected invoice and the refund's reason. */
function Correction() {
  const record = useRecordContext<InvoiceRecord>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record?.correctedInvoice) return null;
  return (
    <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
      <Labeled label="resources.invoices.fields.correctedInvoice">
        <Link to={createPath({ resource: 'invoices', type: 'show', id: record.correctedInvoice.uuid })}>
          {record.correctedInvoice.number}
        </Link>
      </Labeled>
      {record.reason && (
        <Labeled label="resources.invoices.fields.reason">
          <Typography variant="body2">{record.reason}</Typography>
        </Labeled>
      )}
      {record.refundUuid && (
        <Labeled label="resources.refunds.name">
          <Link to={createPath({ resource: 'refunds', type: 'show', id: record.refundUuid })}>
            {translate('resources.refunds.name', { smart_count: 1 })}
          </Link>
        </Labeled>
      )}
    </Stack>
  );
}

function Party({ title, lines }: { title: string; lines: (string | null | false)[] }) {
  return (
    <Section title={title}>
      {lines.filter(Boolean).map((line, i) => (
        <Typography key={i} variant="body2" fontWeight={i === 0 ? 'bold' : undefined}>
          {line}
        </Typography>
      ))}
    </Section>
  );
}

function Parties() {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const { supplier, buyer } = record;
  return (
    <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
      <Party
        title={translate('resources.invoices.fields.supplier')}
        lines={[
          supplier.name,
          supplier.address,
          `IČO: ${supplier.ico}`,
          supplier.dic && `DIČ: ${supplier.dic}`,
          !supplier.vatPayer && translate('resources.invoices.notVatPayer'),
        ]}
      />
      <Party
        title={translate('resources.invoices.fields.buyer')}
        lines={[
          buyer.name,
          buyer.street,
          [buyer.zip, buyer.city].filter(Boolean).join(' '),
          buyer.ico && `IČO: ${buyer.ico}`,
          buyer.dic && `DIČ: ${buyer.dic}`,
          buyer.email,
        ]}
      />
    </Stack>
  );
}

function Lines() {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const money = useMoney(record?.currency);
  if (!record) return null;
  const t = (key: string) => translate(`resources.invoices.lines.${key}`);
  type Amounts = { base: number; vat: number; total: number };
  const amounts: RecordColumn<Amounts>[] = [
    { label: t('base'), align: 'right', cell: (row) => money(row.base) },
    { label: t('vat'), align: 'right', cell: (row) => money(row.vat) },
    { label: t('total'), align: 'right', cell: (row) => money(row.total) },
  ];
  return (
    <Section title={t('title')}>
      <RecordTable
        rows={record.lines}
        rowKey={(_, i) => i}
        columns={[
          { label: t('label'), cell: (line) => line.label },
          { label: t('quantity'), align: 'right', cell: (line) => line.quantity },
          { label: t('unitAmount'), align: 'right', cell: (line) => money(line.unitAmount) },
          { label: t('vatRate'), align: 'right', cell: (line) => `${line.vatRate} %` },
          ...amounts,
        ]}
      />
      {record.supplier.vatPayer && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('resources.invoices.vatRecap')}
          </Typography>
          <RecordTable
            label={translate('resources.invoices.vatRecap')}
            rows={record.vatRecap}
            rowKey={(row) => row.vatRate}
            columns={[{ label: t('vatRate'), cell: (row) => `${row.vatRate} %` }, ...amounts]}
          />
        </>
      )}
    </Section>
  );
}

/** One invoice or credit note (`/admin/invoices/{uuid}/show`): as issued, with its PDF. */
export default function InvoiceShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <OrderLinkButton label="resources.invoices.showOrder" />
          <DownloadPdfButton />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
          <Labeled source="kind">
            <KindText />
          </Labeled>
          <Labeled source="number">
            <TextField source="number" />
          </Labeled>
          <Labeled source="issuedOn">
            <DayField source="issuedOn" />
          </Labeled>
          <Labeled source="taxableSupplyOn">
            <DayField source="taxableSupplyOn" />
          </Labeled>
          <Labeled source="variableSymbol">
            <TextField source="variableSymbol" />
          </Labeled>
          <Labeled source="paymentMethod">
            <PaymentMethodField source="paymentMethod" />
          </Labeled>
          <Labeled source="total">
            <MoneyField source="total" />
          </Labeled>
          <Labeled source="language">
            <TextField source="language" />
          </Labeled>
        </Stack>
        <Correction />
        <Parties />
        <Lines />
      </Stack>
    </Show>
  );
}
