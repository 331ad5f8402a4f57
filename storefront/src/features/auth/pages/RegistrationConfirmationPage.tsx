import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePaths } from '../../../lib/locale';
import { withReturnPath } from '../../../lib/returnPath';

export function RegistrationConfirmationPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [search] = useSearchParams();
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('registrationConfirmation.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('registrationConfirmation.text')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('registrationConfirmation.spam')}
      </Typography>
      <Button
        component={Link}
        to={withReturnPath(paths('auth-loginPage'), search.get('redirect'))}
        variant="contained"
      >
        {t('registrationConfirmation.login')}
      </Button>
    </Paper>
  );
}

export default RegistrationConfirmationPage;
