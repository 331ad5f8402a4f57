import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../lib/locale';

/** Where every page leads while the public configuration says maintenance (spec section 2). */
export function MaintenancePage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('maintenance.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('maintenance.text')}</Typography>
      {/* A full load asks for the configuration again; the guard lets the visitor in once it is over. */}
      <Button variant="contained" href={paths('home')}>
        {t('maintenance.retry')}
      </Button>
    </Paper>
  );
}

export default MaintenancePage;
