import { Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@tribuna/common/api/client';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';
import { email, phone, requiredString, requiredTrue } from '@tribuna/common/validation';
import { notifyApiError } from '../../../lib/api';
import { preloadIdentity } from '../../../lib/identity';
import { useLocale, usePaths } from '../../../lib/locale';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { serverFieldErrors, showFieldErrors, type FieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordFields, withNewPassword } from '../../../components/form/PasswordFields';
import { passwordPolicyError } from '../../../components/form/passwordPolicy';
import { signUp } from '../api/signUp';

const languages = languageSchema.options;

const registrationSchema = withNewPassword({
  firstName: requiredString(100),
  lastName: requiredString(100),
  email: email(),
  phone: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(phone().optional()),
  language: languageSchema,
  gdprAccepted: requiredTrue(),
});

export function RegistrationPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const interfaceLanguage = useLocale();
  const form = useForm({
    resolver: formResolver(registrationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
      language: interfaceLanguage,
      gdprAccepted: false,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    const found = await register(data);
    if (found) showFieldErrors(form, found);
  });
  // The provider's password policy is checked on submit.
  useEffect(preloadIdentity, []);

  async function register(data: z.output<typeof registrationSchema>): Promise<FieldErrors | void> {
    const policy = await passwordPolicyError(data.password);
    if (policy) return { password: policy };
    try {
      await signUp({
        email: data.email,
        password: data.password,
        firstName: data.firstName,
        lastName: data.lastName,
        phone: data.phone,
        language: data.language,
        gdprAccepted: data.gdprAccepted,
      });
      void navigate(paths('auth-registrationConfirmationPage'));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      if (error instanceof ApiError && error.errorName === 'emailAlreadyExists') {
        return { email: { key: 'apiError.emailAlreadyExists' } };
      }
      if (error instanceof ApiError && error.errorName === 'phoneAlreadyExists') {
        return { phone: { key: 'apiError.phoneAlreadyExists' } };
      }
      if (error instanceof ApiError && error.errorName === 'dgprNotAccepted') {
        return { gdprAccepted: { key: 'apiError.dgprNotAccepted' } };
      }
      notifyApiError(error);
    }
  }

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('registration.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('registration.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('registration.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('registration.lastName')}
            autoComplete="family-name"
            required
          />
        </Box>
        <FormTextField
          control={form.control}
          name="email"
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('registration.phone')}
          type="tel"
          autoComplete="tel"
          helperText={t('registration.phoneHint')}
        />
        <PasswordFields
          control={form.control}
          passwordLabel={t('registration.password')}
          confirmationLabel={t('registration.passwordConfirmation')}
        />
        <FormTextField
          control={form.control}
          name="language"
          select
          label={t('registration.language')}
          // The device's own picker: easier on a phone, and a plain select for screen readers.
          slotProps={{ select: { native: true } }}
        >
          {languages.map((language: Language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </FormTextField>
        <FormCheckbox control={form.control} name="gdprAccepted" label={t('registration.gdpr')} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        {t('registration.haveAccount')}{' '}
        <MuiLink component={Link} to={paths('auth-loginPage')}>
          {t('registration.loginLink')}
        </MuiLink>
      </Typography>
    </Paper>
  );
}

export default RegistrationPage;
