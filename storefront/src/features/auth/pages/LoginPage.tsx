import { Link as MuiLink, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { openBackOffice } from '../../../lib/backOffice';
import { useLocale, usePaths } from '../../../lib/locale';
import { afterLogin, landingAfterLogin, safeReturnPath } from '../../../lib/loginHooks';
import { LoginForm } from '../../../components/LoginForm';

/**
 * The login of spec section 4: the form signs in (server gate, provider, verified e-mail, logged
 * user), then the membership and order steps may name a page; otherwise back to where the user
 * came from, to the back office for staff coming from it (`?from=admin`), or home, in the
 * language the user saved.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  async function continueAfterLogin(user: LoggedUser) {
    const next = await afterLogin({ user, locale });
    if (next) {
      void navigate(next, { replace: true });
    } else if (search.get('from') === 'admin' && user.resolvedRoles.includes('admin')) {
      openBackOffice();
    } else {
      const target = safeReturnPath(search.get('redirect')) ?? paths('home');
      void navigate(landingAfterLogin(target, user.language, locale), { replace: true });
    }
  }

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.loginTitle')}
      </Typography>
      <LoginForm onSuccess={continueAfterLogin} autoFocus />
      <Typography sx={{ mt: 3 }}>
        {t('auth.noAccount')}{' '}
        <MuiLink component={Link} to={paths('auth-registrationPage')}>
          {t('auth.registerLink')}
        </MuiLink>
      </Typography>
    </Paper>
  );
}

export default LoginPage;
