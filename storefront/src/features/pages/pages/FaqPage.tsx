import { Box, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/locale';
import { faqItems } from '../faqItems';

/** `/faq`: every question with its answer, on one page (the accordion variant is at `/faq/Accordion`). */
export function FaqPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('faq.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('faq.intro')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {faqItems.map((key) => (
          <Box key={key} sx={{ mb: 3 }}>
            <Typography component="dt" variant="h6">
              {t(`faq.items.${key}.q`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {t(`faq.items.${key}.a`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <MuiLink component={Link} to={paths('contact')}>
        {t('about.contactLink')}
      </MuiLink>
    </Paper>
  );
}

export default FaqPage;
