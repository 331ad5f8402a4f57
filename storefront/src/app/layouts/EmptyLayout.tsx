import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PageFrame } from '../../components/PageFrame';
import { usePaths } from '../../lib/locale';

/** Pages without the site navigation (sign-in, maintenance). */
export function EmptyLayout() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Box
          component="header"
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3 }}
        >
          <Typography
            variant="h5"
            component={Link}
            to={paths('home')}
            sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}
          >
            {t('common.appName')}
          </Typography>
          <LanguageSwitch />
        </Box>
        <Box component="main">
          <PageFrame>
            <Outlet />
          </PageFrame>
        </Box>
      </Container>
    </Box>
  );
}
