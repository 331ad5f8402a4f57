import { Link as MuiLink, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePaths } from '../../../lib/locale';
import { withReturnPath } from '../../../lib/returnPath';
import { LoginForm } from '../../../components/LoginForm';
import { useContinueLogin } from '../hooks/useContinueLogin';

/**
 * The login of spec section 4: the form signs in (server gate, provider, verified e-mail, logged
 * user), then the login goes on where `useContinueLogin` says.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const continueLogin = useContinueLogin();
  const [search] = useSearchParams();

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.loginTitle')}
      </Typography>
      <LoginForm onSuccess={continueLogin} autoFocus />
      <Typography sx={{ mt: 3 }}>
        {t('auth.noAccount')}{' '}
        <MuiLink component={Link} to={withReturnPath(paths('auth-registrationPage'), search.get('redirect'))}>
          {t('auth.registerLink')}
        </MuiLink>
      </Typography>
    </Paper>
  );
}

export default LoginPage;
