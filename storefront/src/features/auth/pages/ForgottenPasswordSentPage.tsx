import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/locale';

export function ForgottenPasswordSentPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('forgottenPassword.sentTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('forgottenPassword.sentText')}</Typography>
      <Button component={Link} to={paths('auth-loginPage')} variant="contained">
        {t('auth.backToLogin')}
      </Button>
    </Paper>
  );
}

export default ForgottenPasswordSentPage;
