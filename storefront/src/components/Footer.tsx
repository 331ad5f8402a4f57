import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@tribuna/common/dateFormat';
import { openConsentSettings } from '../lib/consentSettings';
import { usePaths } from '../lib/locale';

/** The year in Prague: the same on the server as in the browser on New Year's Eve. */
const pragueYear = () => formatDate(Date.now()).slice(-4);

export function Footer() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, bgcolor: 'grey.100' }}>
      <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          © {pragueYear()} {t('common.footer')}
        </Typography>
        <Box
          component="nav"
          aria-label={t('common.footerLinks')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {(['about', 'faq', 'contact', 'media'] as const).map((page) => (
            <MuiLink key={page} component={Link} to={paths(page)} variant="body2">
              {t(`pageMeta.${page}.title`)}
            </MuiLink>
          ))}
          <MuiLink component="button" type="button" variant="body2" onClick={openConsentSettings}>
            {t('consent.footerLink')}
          </MuiLink>
        </Box>
      </Container>
    </Box>
  );
}
