import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { notifyApiError } from '../../../lib/api';
import { useLocale, usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { showFieldErrors, type FieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { useContinueLogin } from '../hooks/useContinueLogin';
import {
  SignUpDetailsFields,
  signUpDetailsDefaults,
  signUpDetailsErrors,
  signUpDetailsShape,
} from '../components/SignUpDetailsFields';

const acceptTermsSchema = z.object(signUpDetailsShape);

/**
 * "Complete your registration": an account made directly at the identity provider has no Tribuna
 * user until it gives what a sign-up asks and the consent. Then the login goes on as usual; the
 * cancel signs out of the provider.
 */
export function AcceptTermsPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const session = useSession();
  const continueLogin = useContinueLogin();
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    resolver: formResolver(acceptTermsSchema),
    defaultValues: signUpDetailsDefaults(useLocale()),
  });
  const busy = form.formState.isSubmitting || leaving;

  const submit = form.handleSubmit(async (data) => {
    const found = await accept(data);
    if (found) showFieldErrors(form, found);
  });

  async function accept(data: z.output<typeof acceptTermsSchema>): Promise<FieldErrors | void> {
    let user;
    try {
      user = await session.acceptTerms(data);
    } catch (error) {
      const fields = signUpDetailsErrors(error);
      if (fields) return fields;
      notifyApiError(error);
      return;
    }
    await continueLogin(user);
  }

  async function cancel() {
    setLeaving(true);
    try {
      await session.signOut();
      void navigate(paths('auth-loginPage'), { replace: true });
    } finally {
      setLeaving(false);
    }
  }

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('acceptTerms.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('acceptTerms.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <SignUpDetailsFields control={form.control} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {form.formState.isSubmitting ? t('acceptTerms.submitting') : t('acceptTerms.submit')}
          </Button>
          <Button variant="outlined" size="large" disabled={busy} onClick={() => void cancel()}>
            {t('acceptTerms.cancel')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export default AcceptTermsPage;
