import { Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '@tribuna/common/api/calls';
import { email } from '@tribuna/common/validation';
import { notifyApiError } from '../../../lib/api';
import { preloadIdentity } from '../../../lib/identity';
import { peekSubscriptionChoice } from '../../../lib/subscriptionChoice';
import { useLocale, usePaths } from '../../../lib/locale';
import { rememberReturnPath, withReturnPath } from '../../../lib/returnPath';
import { showFieldErrors, type FieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordFields, withNewPassword } from '../../../components/form/PasswordFields';
import { passwordPolicyError } from '../../../components/form/passwordPolicy';
import { signUp } from '../api/signUp';
import {
  SignUpDetailsFields,
  signUpDetailsDefaults,
  signUpDetailsErrors,
  signUpDetailsShape,
} from '../components/SignUpDetailsFields';

const registrationSchema = withNewPassword({ ...signUpDetailsShape, email: email() });

export function RegistrationPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  // The page the sign-in was asked for: the new fan is brought back there after the first login.
  const returnPath = useSearchParams()[0].get('redirect');
  const { firstName, lastName, ...details } = signUpDetailsDefaults(useLocale());
  const form = useForm({
    resolver: formResolver(registrationSchema),
    // In the order of the screen, which is the order server messages take the focus in.
    defaultValues: { firstName, lastName, email: '', password: '', passwordConfirmation: '', ...details },
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
        // The membership chosen before registering waits on the account, whichever device logs in next.
        preRegisteredSubscriptionPriceUuid: peekSubscriptionChoice() ?? undefined,
      });
      rememberReturnPath(returnPath);
      void navigate(withReturnPath(paths('auth-registrationConfirmationPage'), returnPath));
    } catch (error) {
      if (error instanceof ApiError && error.errorName === 'emailAlreadyExists') {
        return { email: { key: 'apiError.emailAlreadyExists' } };
      }
      const fields = signUpDetailsErrors(error);
      if (fields) return fields;
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
        <SignUpDetailsFields control={form.control}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('registration.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <PasswordFields
            control={form.control}
            passwordLabel={t('registration.password')}
            confirmationLabel={t('registration.passwordConfirmation')}
          />
        </SignUpDetailsFields>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        {t('registration.haveAccount')}{' '}
        <MuiLink component={Link} to={withReturnPath(paths('auth-loginPage'), returnPath)}>
          {t('registration.loginLink')}
        </MuiLink>
      </Typography>
    </Paper>
  );
}

export default RegistrationPage;
