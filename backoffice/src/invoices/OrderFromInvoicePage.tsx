import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, Title, useCanAccess, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { currencyOf } from '@tribuna/common/i18n/locales';
import { formatMoney } from '@tribuna/common/money';
import type { Language } from '@tribuna/common/schemas/common';
import type {
  OrderFromInvoiceBody,
  OrderFromInvoiceDraft,
  OrderFromInvoiceResult,
} from '@tribuna/common/schemas/invoices';
import type { Currency } from '@tribuna/common/schemas/orders';
import { errorText } from '../errorMessage';
import type { AdminDataProvider } from '../providers/dataProvider';

const lineKinds = ['subscription', 'ticket', 'voucher'] as const;
const companyFields = ['invoiceName', 'invoiceStreet', 'invoiceCity', 'invoiceZip', 'cin', 'tin'] as const;

interface LineDraft {
  kind: (typeof lineKinds)[number];
  refUuid: string;
  option: string;
  quantity: string;
}

const emptyLine: LineDraft = { kind: 'subscription', refUuid: '', option: '', quantity: '1' };

/**
 * An order from an invoice paid by bank transfer (`/admin/invoices/from-invoice`): the user, the
 * items and the payment; the draft first, then the order (its items delivered, its invoice issued).
 */
export default function OrderFromInvoicePage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.invoices.fromInvoice.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const createPath = useCreatePath();
  const { canAccess, isPending } = useCanAccess({ resource: 'invoices', action: 'create' });
  const [userEmail, setUserEmail] = useState('');
  const [language, setLanguage] = useState<Language>('cs');
  const [currency, setCurrency] = useState<Currency>('CZK');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine]);
  const [company, setCompany] = useState(false);
  const [billTo, setBillTo] = useState<Record<(typeof companyFields)[number], string>>({
    invoiceName: '',
    invoiceStreet: '',
    invoiceCity: '',
    invoiceZip: '',
    cin: '',
    tin: '',
  });
  const [variableSymbol, setVariableSymbol] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const [draft, setDraft] = useState<OrderFromInvoiceDraft | null>(null);
  const [result, setResult] = useState<OrderFromInvoiceResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const body = (): OrderFromInvoiceBody => ({
    userEmail: userEmail.trim(),
    language,
    currency,
    lines: lines.map((line) => ({
      kind: line.kind,
      refUuid: line.refUuid.trim(),
      quantity: Number(line.quantity),
      ...(line.option.trim() && { option: line.option.trim() }),
    })),
    ...(company && { billTo: { ...billTo, tin: billTo.tin || undefined } }),
    ...(variableSymbol.trim() && { variableSymbol: variableSymbol.trim() }),
    paidOn,
  });

  const run = async (step: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await step();
    } catch (e) {
      setError(errorText(translate, e));
    } finally {
      setBusy(false);
    }
  };
  // Any change makes the draft stale: it is asked for again before the order is made.
  const changed = () => {
    setDraft(null);
    setResult(null);
  };
  const preview = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setDraft(await dataProvider.orderFromInvoiceDraft(body())));
  };
  const create = () =>
    void run(async () => {
      setResult(await dataProvider.orderFromInvoice(body()));
      setDraft(null);
    });

  if (isPending) return null;
  if (!canAccess) return <Alert severity="warning">{translate('ra.page.access_denied')}</Alert>;

  const setLine = (index: number, values: Partial<LineDraft>) => {
    changed();
    setLines(lines.map((line, i) => (i === index ? { ...line, ...values } : line)));
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Box component="form" onSubmit={preview} noValidate>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <TextField
                required
                type="email"
                label={t('userEmail')}
                value={userEmail}
                onChange={(event) => {
                  changed();
                  setUserEmail(event.target.value);
                }}
              />
              <TextField
                select
                label={t('language')}
                value={language}
                onChange={(event) => {
                  changed();
                  const next = event.target.value as Language;
                  setLanguage(next);
                  if (next !== 'en') setCurrency(currencyOf(next));
                }}
              >
                {(['cs', 'sk', 'en'] as const).map((id) => (
                  <MenuItem key={id} value={id}>
                    {translate(`admin.localeNames.${id}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('currency')}
                value={currency}
                onChange={(event) => {
                  changed();
                  setCurrency(event.target.value as Currency);
                }}
              >
                {(['CZK', 'EUR'] as const).map((id) => (
                  <MenuItem key={id} value={id}>
                    {id}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {lines.map((line, index) => (
              <Stack key={index} direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                <TextField
                  select
                  label={t('kind')}
                  value={line.kind}
                  onChange={(event) => setLine(index, { kind: event.target.value as LineDraft['kind'] })}
                >
                  {lineKinds.map((id) => (
                    <MenuItem key={id} value={id}>
                      {t(`kinds.${id}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  required
                  label={t('refUuid')}
                  value={line.refUuid}
                  sx={{ minWidth: 320 }}
                  onChange={(event) => setLine(index, { refUuid: event.target.value })}
                />
                {line.kind === 'ticket' && (
                  <TextField
                    label={t('option')}
                    value={line.option}
                    onChange={(event) => setLine(index, { option: event.target.value })}
                  />
                )}
                <TextField
                  required
                  type="number"
                  label={t('quantity')}
                  value={line.quantity}
                  sx={{ width: 100 }}
                  slotProps={{ htmlInput: { min: 1, max: 100 } }}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                />
                {lines.length > 1 && (
                  <Button
                    onClick={() => {
                      changed();
                      setLines(lines.filter((_, i) => i !== index));
                    }}
                  >
                    {t('removeLine')}
                  </Button>
                )}
              </Stack>
            ))}
            <Box>
              <Button
                onClick={() => {
                  changed();
                  setLines([...lines, emptyLine]);
                }}
              >
                {t('addLine')}
              </Button>
            </Box>
            <Box>
              <Button
                variant={company ? 'contained' : 'outlined'}
                aria-pressed={company}
                onClick={() => {
                  changed();
                  setCompany(!company);
                }}
              >
                {t('company')}
              </Button>
            </Box>
            {company && (
              <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                {companyFields.map((field) => (
                  <TextField
                    key={field}
                    required={field !== 'tin'}
                    label={t(field)}
                    value={billTo[field]}
                    onChange={(event) => {
                      changed();
                      setBillTo({ ...billTo, [field]: event.target.value });
                    }}
                  />
                ))}
              </Stack>
            )}
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <TextField
                label={t('variableSymbol')}
                value={variableSymbol}
                onChange={(event) => {
                  changed();
                  setVariableSymbol(event.target.value);
                }}
              />
              <TextField
                required
                type="date"
                label={t('paidOn')}
                value={paidOn}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => {
                  changed();
                  setPaidOn(event.target.value);
                }}
              />
            </Stack>
            <Box>
              <Button type="submit" variant="contained" disabled={busy || !userEmail || !paidOn}>
                {t('preview')}
              </Button>
            </Box>
          </Stack>
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {draft && (
          <Box component="section" aria-label={t('draftTitle')} sx={{ mt: 3 }}>
            <Typography variant="h6">{t('draftTitle')}</Typography>
            <Typography>
              {draft.buyer.name} ({draft.user.email})
            </Typography>
            {draft.lines.map((line, i) => (
              <Typography key={i}>
                {line.quantity} × {line.label}: {formatMoney(line.total, draft.currency)} ({line.vatRate} %)
              </Typography>
            ))}
            <Typography fontWeight="bold">
              {translate('resources.invoices.fields.total')}: {formatMoney(draft.total, draft.currency)}
            </Typography>
            <Button sx={{ mt: 2 }} variant="contained" disabled={busy} onClick={create}>
              {t('create')}
            </Button>
          </Box>
        )}
        {result && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('created', { number: result.invoice.number })}{' '}
            <Link to={createPath({ resource: 'invoices', type: 'show', id: result.invoice.uuid })}>
              {t('showInvoice')}
            </Link>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
