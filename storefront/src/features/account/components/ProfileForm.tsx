import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { dateToIso, isoToDate } from '@tribuna/common/dates';
import { pastDate, phone, requiredString } from '@tribuna/common/validation';
import { notifyApiError } from '../../../app/api';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { serverFieldErrors } from '../../../components/form/fieldErrors';
import { FormTextField } from '../../../components/form/FormTextField';
import { MaskedTextField } from '../../../components/form/MaskedTextField';
import { useZodForm } from '../../../components/form/useZodForm';
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
  const form = useZodForm(profileSchema, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    birthDate: isoToDate(user.birthDate),
    favoriteDriver: user.favoriteDriver ?? '',
    favoriteTeam: user.favoriteTeam ?? '',
    pushNotifications: user.pushNotifications as boolean,
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      const updated = await updateLoggedUser(data);
      session.setUser(updated ?? { ...user, ...data });
      toast.show({ type: 'success', content: t('account.saved') });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      notifyApiError(error);
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
            {...form.field('firstName')}
            label={t('account.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            {...form.field('lastName')}
            label={t('account.lastName')}
            autoComplete="family-name"
            required
          />
          <FormTextField {...form.field('phone')} label={t('account.phone')} type="tel" autoComplete="tel" />
          <MaskedTextField
            {...form.field('birthDate')}
            mask="##.##.####"
            label={t('account.birthDate')}
            autoComplete="bday"
            helperText={t('account.birthDateHint')}
          />
          <FormTextField {...form.field('favoriteDriver')} label={t('account.favoriteDriver')} />
          <FormTextField {...form.field('favoriteTeam')} label={t('account.favoriteTeam')} />
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              name="pushNotifications"
              checked={form.values.pushNotifications}
              onChange={(e) => form.set('pushNotifications', e.target.checked)}
            />
          }
          label={t('account.pushNotifications')}
        />
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ justifySelf: { sm: 'start' } }}>
          {form.busy ? t('account.saving') : t('account.save')}
        </Button>
      </Box>
    </AccountSection>
  );
}
