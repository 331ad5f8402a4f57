import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../../components/Action';
import { usePaths } from '../../../lib/locale';

/** The home page's invitation to become a member, leading to the memberships on offer. */
export function MembershipCallToAction() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Box
      component="section"
      aria-labelledby="membership-call"
      sx={{
        mt: 6,
        p: { xs: 3, sm: 4 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Typography id="membership-call" variant="h5" component="h2" gutterBottom>
        {t('home.membership.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '60ch' }}>
        {t('home.membership.text')}
      </Typography>
      <ActionLink to={paths('subscription')} variant="contained">
        {t('home.membership.action')}
      </ActionLink>
    </Box>
  );
}
