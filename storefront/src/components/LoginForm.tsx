import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Link as MuiLink } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@tribuna/common/api/calls';
import { mapIdentityError } from '@tribuna/common/auth/identityErrors';
import { matchPath } from '@tribuna/common/routes';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { email, formError } from '@tribuna/common/validation';
import { preloadIdentity } from '../lib/identity';
import { usePaths } from '../lib/locale';
import { useSession } from '../lib/session';
import { FormCheckbox } from './form/FormCheckbox';
import { formResolver } from './form/formResolver';
import { FormTextField } from './form/FormTextField';

/** Spec sections 3 and 5, login form: e-mail and password required (e-mail trimmed), rememberMe false. */
const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, formError.required),
  rememberMe: z.boolean(),
});

/**
 * E-mail and password, the forgotten-password link and the login button: the login page and the
 * error screen's "log in to see this" both use it. A failed login is shown on the form (identity
 * errors) or as a toast (the API's, such as too many attempts). An account made at the identity
 * provider without Tribuna's sign-up goes on to the terms screen, which then lands where the login
 * would have.
 */
export function LoginForm(props: {
  onSuccess(user: LoggedUser): Promise<void> | void;
  /** More buttons beside the login button (the error screen's close). */
  actions?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const busy = form.formState.isSubmitting;
  useEffect(preloadIdentity, []);

  const submit = form.handleSubmit(async ({ email: address, password, rememberMe }) => {
    setFailure(null);
    try {
      await props.onSuccess(await session.signIn(address, password, rememberMe));
    } catch (error) {
      if (error instanceof ApiError && error.errorName === 'termsNotAccepted') {
        // From the login page its own `redirect` and `from` carry over; elsewhere, back here.
        const onLoginPage = matchPath(location.pathname)?.name === 'auth-loginPage';
        const query = onLoginPage
          ? location.search
          : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
        void navigate(paths('auth-acceptTermsPage') + query);
      } else if (!(error instanceof ApiError)) {
        setFailure(mapIdentityError(error).messageKey);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus={props.autoFocus}
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormCheckbox control={form.control} name="rememberMe" label={t('auth.rememberMe')} />
      <MuiLink component={Link} to={paths('auth-forgottenPasswordPage')} sx={{ justifySelf: 'start' }}>
        {t('auth.forgottenPasswordLink')}
      </MuiLink>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('auth.loggingIn') : t('auth.submit')}
        </Button>
        {props.actions}
      </Box>
    </Box>
  );
}
