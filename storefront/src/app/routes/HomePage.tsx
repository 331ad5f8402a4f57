import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../components/Action';
import { useLocale, usePaths } from '../../lib/locale';
import { HOME_ARTICLES, useArticles } from '../../features/articles/api/getArticles';
import { ArticleGrid } from '../../features/articles/components/ArticleGrid';
import { Countdowns } from '../../features/countdowns/components/Countdowns';
import { UpcomingEvents } from '../../features/events/components/UpcomingEvents';
import { LatestGalleries } from '../../features/galleries/components/LatestGalleries';
import { MembershipCallToAction } from '../../features/subscriptions/components/MembershipCallToAction';
import { LatestVideoArchives } from '../../features/videoArchives/components/LatestVideoArchives';

export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const latest = useArticles({ locale, limit: HOME_ARTICLES, offset: 0 });
  return (
    <>
      <Box sx={{ py: { xs: 3, sm: 6 } }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '3rem' } }}
        >
          {t('home.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {t('home.subtitle')}
        </Typography>
      </Box>
      <Countdowns />
      <Typography variant="h5" component="h2" gutterBottom>
        {t('home.latestArticles')}
      </Typography>
      <ArticleGrid
        articles={latest.data?.data}
        loading={latest.isPending}
        error={latest.isError}
        onRetry={() => void latest.refetch()}
      />
      <Box sx={{ mt: 3 }}>
        <ActionLink to={paths('articles')} variant="outlined">
          {t('home.allArticles')}
        </ActionLink>
      </Box>
      <UpcomingEvents />
      <LatestGalleries />
      <LatestVideoArchives />
      <MembershipCallToAction />
    </>
  );
}
