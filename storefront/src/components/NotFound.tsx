import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ActionLink } from './Action';
import { usePaths } from '../lib/locale';
import { RouteMeta } from './PageMeta';

/** The 404 page of spec section 2: 'Page Not Found: {path}', in the page's language. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const paths = usePaths();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <RouteMeta metaKey="notFound" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" data-testid="not-found-path">
        {t('notFound.path', { path: pathname })}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('notFound.description')}</Typography>
      <ActionLink to={paths('home')} variant="contained" sx={{ mt: 3 }}>
        {t('notFound.home')}
      </ActionLink>
    </Box>
  );
}
