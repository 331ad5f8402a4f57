import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link as MuiLink,
  Paper,
  Typography,
  Button,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@tribuna/common/api/client';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';
import { email, formError, password, phone, requiredString, requiredTrue } from '@tribuna/common/validation';
import { notifyApiError } from '../../../app/api';
import { useLocale, usePaths } from '../../../app/locale';
import { serverFieldErrors, type FieldErrors } from '../../../components/form/fieldErrors';
import { FormTextField } from '../../../components/form/FormTextField';
import { passwordPolicyError } from '../../../components/form/passwordPolicy';
import { useZodForm } from '../../../components/form/useZodForm';
import { signUp } from '../api/signUp';
import { matchingPasswords } from '../../../components/form/matchingPasswords';

const languages = languageSchema.options;

const registrationSchema = z
  .object({
    firstName: requiredString(100),
    lastName: requiredString(100),
    email: email(),
    phone: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(phone().optional()),
    password: password(),
    passwordConfirmation: z.string().min(1, formError.required),
    language: languageSchema,
    gdprAccepted: requiredTrue(),
  })
  .superRefine(matchingPasswords('password', 'passwordConfirmation'));

export function RegistrationPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const interfaceLanguage = useLocale();
  const form = useZodForm(registrationSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    passwordConfirmation: '',
    language: interfaceLanguage as string,
    gdprAccepted: false as boolean,
  });

  const submit = form.handleSubmit(async (data): Promise<FieldErrors | void> => {
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
  });

  const gdprError = form.errors.gdprAccepted;
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
            {...form.field('firstName')}
            label={t('registration.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            {...form.field('lastName')}
            label={t('registration.lastName')}
            autoComplete="family-name"
            required
          />
        </Box>
        <FormTextField
          {...form.field('email')}
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormTextField
          {...form.field('phone')}
          label={t('registration.phone')}
          type="tel"
          autoComplete="tel"
          helperText={t('registration.phoneHint')}
        />
        <FormTextField
          {...form.field('password')}
          label={t('registration.password')}
          type="password"
          autoComplete="new-password"
          helperText={t('registration.passwordHint')}
          required
        />
        <FormTextField
          {...form.field('passwordConfirmation')}
          label={t('registration.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormTextField
          {...form.field('language')}
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
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                name="gdprAccepted"
                checked={form.values.gdprAccepted}
                onChange={(e) => form.set('gdprAccepted', e.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(gdprError),
                    'aria-describedby': gdprError ? 'gdpr-error' : undefined,
                  } as object,
                }}
              />
            }
            label={t('registration.gdpr')}
          />
          {gdprError && (
            <FormHelperText id="gdpr-error" error>
              {t(gdprError.key, gdprError.params)}
            </FormHelperText>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={form.busy}>
          {form.busy ? t('registration.submitting') : t('registration.submit')}
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
