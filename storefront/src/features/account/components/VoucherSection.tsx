import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { deliveryIdentitySchema, voucherCodeSchema } from '@tribuna/common/schemas/vouchers';
import { notifyApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { applyVoucherCode, type VoucherApplyResult } from '../../../lib/voucherHooks';
import { serverFieldErrors, showFieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { getDeliveryIdentity, saveDeliveryIdentity } from '../api/deliveryIdentity';
import { useVoucherApplied } from '../hooks/useVoucherApplied';
import { AccountSection } from './AccountSection';

const codeSchema = z.object({ code: voucherCodeSchema });
const identityForm = deliveryIdentitySchema.omit({ country: true });

/** The delivery identity the server asks for (412) before the first voucher is applied. */
function DeliveryIdentityForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const form = useForm({
    resolver: formResolver(identityForm),
    // The name and phone the user already gave; an identity saved before replaces them below.
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
      street: '',
      city: '',
      zip: '',
    },
  });
  const { reset } = form;
  useEffect(() => {
    getDeliveryIdentity().then(
      (identity) => identity && reset(identity),
      () => undefined,
    );
  }, [reset]);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (data) => {
    try {
      await saveDeliveryIdentity(data);
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(form, fields);
      else notifyApiError(error);
    }
  });
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="voucher-identity"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2, mt: 2 }}
    >
      <Typography id="voucher-identity" variant="subtitle1" component="h3">
        {t('vouchers.identityTitle')}
      </Typography>
      <Alert severity="info">{t('apiError.voucherDeliveryIdentityNotSet')}</Alert>
      <Typography color="text.secondary">{t('vouchers.identityIntro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="firstName"
          label={t('vouchers.firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={form.control}
          name="lastName"
          label={t('vouchers.lastName')}
          autoComplete="family-name"
          required
        />
        <FormTextField
          control={form.control}
          name="phone"
          type="tel"
          label={t('vouchers.phone')}
          autoComplete="tel"
          required
        />
        <FormTextField
          control={form.control}
          name="street"
          label={t('vouchers.street')}
          autoComplete="street-address"
          required
        />
        <FormTextField
          control={form.control}
          name="city"
          label={t('vouchers.city')}
          autoComplete="address-level2"
          required
        />
        <FormTextField
          control={form.control}
          name="zip"
          label={t('vouchers.zip')}
          autoComplete="postal-code"
          required
        />
      </Box>
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: { sm: 'start' } }}>
        {t('vouchers.identitySave')}
      </Button>
    </Box>
  );
}

/**
 * "Apply a voucher code" on the account page. A 412 (no delivery identity) opens the identity form
 * with the code kept; once it is saved, the code is applied again. `pending` is a result the page
 * already has (a `preRegisteredVoucherCode` it was opened with).
 */
export function VoucherSection({ pending }: { pending: VoucherApplyResult | null }) {
  const { t } = useTranslation();
  const voucherApplied = useVoucherApplied();
  const [result, setResult] = useState<VoucherApplyResult | null>(pending);
  useEffect(() => {
    if (pending) setResult(pending);
  }, [pending]);
  const form = useForm({
    resolver: formResolver(codeSchema),
    defaultValues: { code: pending?.status === 'identityNeeded' ? pending.code : '' },
  });
  const busy = form.formState.isSubmitting;

  async function apply(code: string) {
    const outcome = await applyVoucherCode(code);
    setResult(outcome);
    if (outcome.status === 'applied') {
      form.reset({ code: '' });
      await voucherApplied();
    }
  }

  const submit = form.handleSubmit(async ({ code }) => apply(code));
  const waitingCode = result?.status === 'identityNeeded' ? result.code : null;

  return (
    <AccountSection id="account-voucher" title={t('vouchers.applyTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('vouchers.applyIntro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <FormTextField
          control={form.control}
          name="code"
          label={t('vouchers.code')}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {busy ? t('vouchers.applying') : t('vouchers.apply')}
        </Button>
      </Box>
      {result?.status === 'applied' && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('vouchers.applied', { name: result.applied.subscriptionName })}
        </Alert>
      )}
      {waitingCode && <DeliveryIdentityForm onSaved={() => void apply(waitingCode)} />}
    </AccountSection>
  );
}
