import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/locale';

/** `/o-nas`: who the club's platform is for and what it offers. */
export function AboutPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const sections = [
    ['about.missionTitle', 'about.mission'],
    ['about.membersTitle', 'about.members'],
    ['about.contactTitle', 'about.contact'],
  ] as const;
  return (
    <Paper component="article" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('about.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {t('about.intro')}
      </Typography>
      {sections.map(([title, text]) => (
        <Box component="section" key={title} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(title)}
          </Typography>
          <Typography>{t(text)}</Typography>
        </Box>
      ))}
      <Button component={Link} to={paths('contact')} variant="contained">
        {t('about.contactLink')}
      </Button>
    </Paper>
  );
}

export default AboutPage;
