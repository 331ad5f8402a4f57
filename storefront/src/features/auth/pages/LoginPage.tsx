import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { identityErrorKey } from '@tribuna/common/auth/identity';
import { email as emailRule } from '@tribuna/common/validation';
import { usePaths } from '../../../app/locale';
import { useSession } from '../../../app/session';

export function LoginPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'signedIn' && !busy) return <Navigate to={paths('home')} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailCheck = emailRule().safeParse(email);
    const errors = {
      email: emailCheck.success ? undefined : emailCheck.error.issues[0]?.message,
      password: password ? undefined : 'formError.requiredError',
    };
    setFieldErrors(errors);
    if (errors.email || errors.password || !emailCheck.success) return;
    setBusy(true);
    setError(null);
    try {
      await session.signIn(emailCheck.data, password);
      void navigate(paths('home'), { replace: true });
    } catch (e) {
      setError(identityErrorKey(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.loginTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        {error && (
          <Alert severity="error" role="alert">
            {t(error)}
          </Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email ? t(fieldErrors.email) : undefined}
          required
          autoFocus
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password ? t(fieldErrors.password) : undefined}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('common.loading') : t('auth.submit')}
        </Button>
      </Box>
    </Paper>
  );
}

export default LoginPage;
