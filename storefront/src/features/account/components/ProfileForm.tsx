import { Box, Button, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { dateToIso, isoToDate } from '@tribuna/common/dates';
import { pastDate, phone, requiredString } from '@tribuna/common/validation';
import { notifyApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { serverFieldErrors, showFieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { MaskedTextField } from '../../../components/form/MaskedTextField';
import { updateLoggedUser } from '../api/updateLoggedUser';
import { AccountSection } from './AccountSection';

const optionalText = z
  .string()
  .trim()
  .max(100, 'formError.lengthMaxError')
  .transform((v) => (v === '' ? null : v));

const profileSchema = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  phone: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(phone().nullable()),
  // Shown as dd.MM.yyyy, sent as yyyy-MM-dd; a birth date lies in the past.
  birthDate: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(
      pastDate()
        .transform((v) => dateToIso(v))
        .nullable(),
    ),
  favoriteDriver: optionalText,
  favoriteTeam: optionalText,
  pushNotifications: z.boolean(),
});

export function ProfileForm({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const form = useForm({
    resolver: formResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      birthDate: isoToDate(user.birthDate),
      favoriteDriver: user.favoriteDriver ?? '',
      favoriteTeam: user.favoriteTeam ?? '',
      pushNotifications: user.pushNotifications,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    try {
      const updated = await updateLoggedUser(data);
      session.setUser(updated ?? { ...user, ...data });
      toast.show({ type: 'success', content: t('account.saved') });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(form, fields);
      else notifyApiError(error);
    }
  });

  return (
    <AccountSection id="account-profile" title={t('account.profileTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('account.email', { email: user.email })}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('account.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('account.lastName')}
            autoComplete="family-name"
            required
          />
          <FormTextField
            control={form.control}
            name="phone"
            label={t('account.phone')}
            type="tel"
            autoComplete="tel"
          />
          <MaskedTextField
            control={form.control}
            name="birthDate"
            mask="##.##.####"
            label={t('account.birthDate')}
            autoComplete="bday"
            helperText={t('account.birthDateHint')}
          />
          <FormTextField control={form.control} name="favoriteDriver" label={t('account.favoriteDriver')} />
          <FormTextField control={form.control} name="favoriteTeam" label={t('account.favoriteTeam')} />
        </Box>
        <FormCheckbox
          control={form.control}
          name="pushNotifications"
          label={t('account.pushNotifications')}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: { sm: 'start' } }}>
          {busy ? t('account.saving') : t('account.save')}
        </Button>
      </Box>
    </AccountSection>
  );
}
