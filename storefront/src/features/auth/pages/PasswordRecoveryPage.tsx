import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { mapIdentityError } from '@tribuna/common/auth/identityErrors';
import { applyActionCode, checkActionCode, confirmPasswordReset } from '../../../lib/identity';
import { usePaths } from '../../../lib/locale';
import { rememberedReturnPath, withReturnPath } from '../../../lib/returnPath';
import { showFieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { newPasswordSchema, PasswordFields } from '../../../components/form/PasswordFields';
import { passwordPolicyError } from '../../../components/form/passwordPolicy';
import { PageLoading } from '../../../components/PageLoading';

/** An action code can be used once: a query runs it once however often the page renders. */
const actionCodeQuery = {
  retry: false,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
} as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="contained" sx={{ mt: 3 }}>
      {children}
    </Button>
  );
}

function VerifyEmail({ code }: { code: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const verification = useQuery({
    queryKey: ['identity', 'applyActionCode', code],
    queryFn: () => applyActionCode(code).then(() => true),
    ...actionCodeQuery,
  });
  return (
    <Card title={t('passwordRecovery.verifyTitle')}>
      {verification.isPending && <PageLoading />}
      {verification.isError && (
        <Alert severity="error">{t(mapIdentityError(verification.error).messageKey)}</Alert>
      )}
      {verification.isSuccess && <Alert severity="success">{t('passwordRecovery.verified')}</Alert>}
      {!verification.isPending && (
        // A fan who signed up from a sign-in redirect goes on to the page they came for.
        <LinkButton to={withReturnPath(paths('auth-loginPage'), rememberedReturnPath())}>
          {t('passwordRecovery.goToLogin')}
        </LinkButton>
      )}
    </Card>
  );
}

function ResetPassword({ code }: { code: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: ['identity', 'checkActionCode', code],
    queryFn: () => checkActionCode(code),
    ...actionCodeQuery,
  });
  const form = useForm({
    resolver: formResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    setFailure(null);
    const policy = await passwordPolicyError(data.password);
    if (policy) {
      showFieldErrors(form, { password: policy });
      return;
    }
    try {
      await confirmPasswordReset(code, data.password);
      setDone(true);
    } catch (error) {
      setFailure(mapIdentityError(error).messageKey);
    }
  });

  if (check.isPending) return <Card title={t('passwordRecovery.title')}>{<PageLoading />}</Card>;
  if (check.isError || done) {
    return (
      <Card title={t('passwordRecovery.title')}>
        {done ? (
          <Alert severity="success">{t('passwordRecovery.resetDone')}</Alert>
        ) : (
          <Alert severity="error">{t(mapIdentityError(check.error).messageKey)}</Alert>
        )}
        {done ? (
          <LinkButton to={paths('auth-loginPage')}>{t('passwordRecovery.goToLogin')}</LinkButton>
        ) : (
          <LinkButton to={paths('auth-forgottenPasswordPage')}>{t('passwordRecovery.requestNew')}</LinkButton>
        )}
      </Card>
    );
  }
  return (
    <Card title={t('passwordRecovery.title')}>
      {check.data.email && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('passwordRecovery.forAccount', { email: check.data.email })}
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        {check.data.email && (
          // Lets password managers file the new password under the right account.
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={check.data.email}
            readOnly
            hidden
          />
        )}
        <PasswordFields
          control={form.control}
          passwordLabel={t('passwordRecovery.newPassword')}
          confirmationLabel={t('passwordRecovery.passwordConfirmation')}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('passwordRecovery.submitting') : t('passwordRecovery.submit')}
        </Button>
      </Box>
    </Card>
  );
}

/**
 * Where the identity provider's e-mail links lead: `?mode=resetPassword&oobCode=…` sets a new
 * password, `?mode=verifyEmail&oobCode=…` verifies the e-mail. Expired and invalid codes say so.
 */
export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [search] = useSearchParams();
  const mode = search.get('mode');
  const code = search.get('oobCode');
  if (code && mode === 'verifyEmail') return <VerifyEmail code={code} />;
  if (code && mode === 'resetPassword') return <ResetPassword code={code} />;
  return (
    <Card title={t('passwordRecovery.title')}>
      <Alert severity="error">{t('passwordRecovery.invalidLink')}</Alert>
      <LinkButton to={paths('auth-forgottenPasswordPage')}>{t('passwordRecovery.requestNew')}</LinkButton>
    </Card>
  );
}

export default PasswordRecoveryPage;
