import { Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { email } from '@tribuna/common/validation';
import { usePaths } from '../../../lib/locale';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { forgotPassword } from '../api/forgotPassword';

const schema = z.object({ email: email() });

export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const form = useForm({ resolver: formResolver(schema), defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    try {
      await forgotPassword(data.email);
      void navigate(paths('auth-forgottenPasswordSentPage'));
    } catch {
      // The API client has shown what went wrong (too many attempts, …); the form stays as it is.
    }
  });

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('forgottenPassword.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('forgottenPassword.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('forgottenPassword.submitting') : t('forgottenPassword.submit')}
        </Button>
      </Box>
      <MuiLink component={Link} to={paths('auth-loginPage')} sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.backToLogin')}
      </MuiLink>
    </Paper>
  );
}

export default ForgottenPasswordPage;
