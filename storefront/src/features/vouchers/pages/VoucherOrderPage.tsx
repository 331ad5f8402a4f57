import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { formatMoney } from '@tribuna/common/money';
import type { PaymentFormResponse } from '@tribuna/common/schemas/orders';
import {
  voucherDeliveryTypeSchema,
  voucherOrderBody,
  type VoucherDeliveryType,
} from '@tribuna/common/schemas/vouchers';
import { notifyApiError } from '../../../lib/api';
import { GatewayForm } from '../../../components/GatewayForm';
import { isSold, priceText } from '../../../lib/price';
import { releaseOrder } from '../../../lib/releaseOrder';
import { PageLoading } from '../../../components/PageLoading';
import { TermsConsent } from '../../../components/TermsConsent';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { serverFieldErrors, showFieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { useVoucherMembership } from '../api/getVoucherMembership';
import { orderVoucher, payVoucherOrder } from '../api/orderVoucher';

const text = z.string();

/**
 * The form's values, checked by the API's own rules (`voucherOrderBody`): the delivery address only
 * for a printed voucher, the invoice fields only for a company invoice. The fields are named as the
 * body's, so a rule's message lands on its field.
 */
const formSchema = (priceVariantUuid: string) =>
  z
    .object({
      quantity: text,
      email: text,
      deliveryType: voucherDeliveryTypeSchema,
      deliveryAddress: z.object({ name: text, street: text, city: text, zip: text }),
      company: z.boolean(),
      invoice: z.object({
        invoiceName: text,
        invoiceStreet: text,
        invoiceCity: text,
        invoiceZip: text,
        cin: text,
        tin: text,
      }),
      consent: z.boolean(),
    })
    .transform((values, ctx) => {
      const parsed = voucherOrderBody.safeParse({
        subscriptionPriceUuid: priceVariantUuid,
        quantity: Number(values.quantity),
        email: values.email,
        deliveryType: values.deliveryType,
        deliveryAddress: values.deliveryType === 'physical' ? values.deliveryAddress : undefined,
        invoice: values.company ? values.invoice : undefined,
        consent: values.consent,
      });
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    });

const quantities = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/**
 * A gift voucher for a price variant (`subscription-voucherOrder`), bought without an account: the
 * buyer's e-mail, how it is delivered, an optional company invoice; then the card payment. The
 * gateway brings the buyer back to the order completed page, which offers the PDF.
 */
export function VoucherOrderPage() {
  const { t, i18n } = useTranslation();
  const { subscriptionPriceUuid: priceVariantUuid = '' } = useParams();
  const membership = useVoucherMembership(priceVariantUuid, i18n.language);
  const schema = useMemo(() => formSchema(priceVariantUuid), [priceVariantUuid]);
  const [gatewayForm, setGatewayForm] = useState<PaymentFormResponse | null>(null);
  const [gatewayFailed, setGatewayFailed] = useState(false);
  const ordered = useRef<{ uuid: string; orderHash: string } | null>(null);
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: {
      quantity: '1',
      email: '',
      deliveryType: 'electronic' as VoucherDeliveryType,
      deliveryAddress: { name: '', street: '', city: '', zip: '' },
      company: false,
      invoice: { invoiceName: '', invoiceStreet: '', invoiceCity: '', invoiceZip: '', cin: '', tin: '' },
      consent: false,
    },
  });
  const delivery = useController({ control: form.control, name: 'deliveryType' });
  const [deliveryType, company, quantity] = useWatch({
    control: form.control,
    name: ['deliveryType', 'company', 'quantity'],
  });
  const busy = form.formState.isSubmitting || gatewayForm !== null;

  /** The browser never left for the gateway: the buyer is told, and the order let go. */
  const gatewayBlocked = () => {
    setGatewayForm(null);
    setGatewayFailed(true);
    if (ordered.current) void releaseOrder(ordered.current).catch(() => undefined);
    ordered.current = null;
  };

  const submit = form.handleSubmit(async (body) => {
    setGatewayFailed(false);
    try {
      const order = await orderVoucher(body);
      ordered.current = order;
      try {
        setGatewayForm(await payVoucherOrder(order));
      } catch (error) {
        gatewayBlocked();
        throw error;
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(form, fields);
      else notifyApiError(error);
    }
  });

  const title = (
    <Typography variant="h4" component="h1">
      {t('vouchers.orderTitle')}
    </Typography>
  );
  if (membership.isPending) return <PageLoading />;
  if (!membership.data || !membership.data.subscription.voucherPurchasable) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 800, mx: 'auto' }}>
        {title}
        <Alert severity="warning">{t('vouchers.membershipNotForVoucher')}</Alert>
      </Box>
    );
  }
  const { subscription, price } = membership.data;
  if (!isSold(price.amount)) {
    // No price in the visitor's currency: the voucher is not sold to them, never in the other one.
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 800, mx: 'auto' }}>
        {title}
        <Alert severity="warning">
          {subscription.name} – {price.label}: {priceText(t, price.amount, price.currency)}
        </Alert>
      </Box>
    );
  }
  const total = formatMoney(price.amount * Number(quantity || 1), price.currency);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 800, mx: 'auto' }}>
      {title}
      <Typography color="text.secondary">{t('vouchers.orderIntro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" lang={subscription.language}>
          {subscription.name} – {price.label}
        </Typography>
        <Typography>{formatMoney(price.amount, price.currency)}</Typography>
      </Paper>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '2fr 1fr' } }}>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('vouchers.email')}
            helperText={t('vouchers.emailHint')}
            autoComplete="email"
            required
          />
          <FormTextField control={form.control} name="quantity" select label={t('vouchers.quantity')}>
            {quantities.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>

        <Typography variant="h6" component="h2" id="voucher-delivery">
          {t('vouchers.deliveryTitle')}
        </Typography>
        <RadioGroup
          aria-labelledby="voucher-delivery"
          name={delivery.field.name}
          value={delivery.field.value}
          onChange={(event) => delivery.field.onChange(event.target.value)}
        >
          <FormControlLabel value="electronic" control={<Radio />} label={t('vouchers.electronic')} />
          <FormControlLabel value="physical" control={<Radio />} label={t('vouchers.physical')} />
        </RadioGroup>
        {deliveryType === 'physical' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField
              control={form.control}
              name="deliveryAddress.name"
              label={t('vouchers.addressName')}
              autoComplete="name"
              required
            />
            <FormTextField
              control={form.control}
              name="deliveryAddress.street"
              label={t('vouchers.street')}
              autoComplete="street-address"
              required
            />
            <FormTextField
              control={form.control}
              name="deliveryAddress.city"
              label={t('vouchers.city')}
              autoComplete="address-level2"
              required
            />
            <FormTextField
              control={form.control}
              name="deliveryAddress.zip"
              label={t('vouchers.zip')}
              autoComplete="postal-code"
              required
            />
          </Box>
        )}

        <FormCheckbox control={form.control} name="company" label={t('vouchers.company')} />
        {company && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField
              control={form.control}
              name="invoice.invoiceName"
              label={t('vouchers.invoiceName')}
              autoComplete="organization"
              required
            />
            <FormTextField
              control={form.control}
              name="invoice.invoiceStreet"
              label={t('vouchers.invoiceStreet')}
              required
            />
            <FormTextField
              control={form.control}
              name="invoice.invoiceCity"
              label={t('vouchers.invoiceCity')}
              required
            />
            <FormTextField
              control={form.control}
              name="invoice.invoiceZip"
              label={t('vouchers.invoiceZip')}
              required
            />
            <FormTextField control={form.control} name="invoice.cin" label={t('vouchers.cin')} required />
            <FormTextField control={form.control} name="invoice.tin" label={t('vouchers.tin')} />
          </Box>
        )}

        <Controller
          control={form.control}
          name="consent"
          render={({ field, fieldState }) => (
            <TermsConsent
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              missing={fieldState.error !== undefined}
            />
          )}
        />
        <Typography variant="h6" component="p" data-testid="voucher-total">
          {t('vouchers.total', { total })}
        </Typography>
        {gatewayFailed && (
          <Alert severity="error" role="alert">
            {t('orders.gatewayNotStarted')}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ justifySelf: { sm: 'start' } }}
        >
          {busy ? t('vouchers.submitting') : t('vouchers.submit')}
        </Button>
      </Box>
      {gatewayForm && <GatewayForm form={gatewayForm} onBlocked={gatewayBlocked} />}
    </Box>
  );
}

export default VoucherOrderPage;
