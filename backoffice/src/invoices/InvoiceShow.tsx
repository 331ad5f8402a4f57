import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Button,
  Labeled,
  Link,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Invoice } from '@tribuna/common/schemas/invoices';
import { download } from '../download';
import { Section } from '../layout/Section';
import { MoneyField } from '../orders/MoneyField';
import type { AdminDataProvider } from '../providers/dataProvider';
import { DayField } from './DayField';
import { PaymentMethodField } from './PaymentMethodField';

type InvoiceRecord = Invoice & { id: string };

const numberLocales: Record<string, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

function useMoney(currency: string | undefined) {
  const [locale] = useLocaleState();
  return (minor: number) =>
    currency
      ? new Intl.NumberFormat(numberLocales[locale] ?? 'cs-CZ', { style: 'currency', currency }).format(
          minor / 100,
        )
      : '';
}

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

function OrderLink() {
  const record = useRecordContext<InvoiceRecord>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'orders', type: 'show', id: record.orderUuid })}
      label="resources.invoices.showOrder"
    />
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
  return (
    <Section title={t('title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('label')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unitAmount')}</TableCell>
            <TableCell align="right">{t('vatRate')}</TableCell>
            <TableCell align="right">{t('base')}</TableCell>
            <TableCell align="right">{t('vat')}</TableCell>
            <TableCell align="right">{t('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitAmount)}</TableCell>
              <TableCell align="right">{line.vatRate} %</TableCell>
              <TableCell align="right">{money(line.base)}</TableCell>
              <TableCell align="right">{money(line.vat)}</TableCell>
              <TableCell align="right">{money(line.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {record.supplier.vatPayer && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('resources.invoices.vatRecap')}
          </Typography>
          <Table size="small" aria-label={translate('resources.invoices.vatRecap')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('vatRate')}</TableCell>
                <TableCell align="right">{t('base')}</TableCell>
                <TableCell align="right">{t('vat')}</TableCell>
                <TableCell align="right">{t('total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.vatRecap.map((row) => (
                <TableRow key={row.vatRate}>
                  <TableCell>{row.vatRate} %</TableCell>
                  <TableCell align="right">{money(row.base)}</TableCell>
                  <TableCell align="right">{money(row.vat)}</TableCell>
                  <TableCell align="right">{money(row.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Section>
  );
}

/** One invoice (`/admin/invoices/{uuid}/show`): as issued, with its PDF. */
export default function InvoiceShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <OrderLink />
          <DownloadPdfButton />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
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
        <Parties />
        <Lines />
      </Stack>
    </Show>
  );
}
