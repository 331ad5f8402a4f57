import { Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../components/Action';
import { useLocale, usePaths } from '../../lib/locale';
import { HOME_ARTICLES, useArticles } from '../../features/articles/api/getArticles';
import { ArticleGrid } from '../../features/articles/components/ArticleGrid';
import { Countdowns } from '../../features/countdowns/components/Countdowns';
import { lazyScreen } from '../lazyScreen';

/**
 * The sections below the newest articles come in a file of their own: the first scripts a phone
 * runs hold less, and that file runs in a task of its own. The page loads it before the server's
 * markup is taken over (`HomePage.preload`, as a lazy screen's), so the markup stays as it is.
 */
const Sections = lazyScreen(() => import('./HomeSections'));

function Home() {
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
      <Suspense>
        <Sections />
      </Suspense>
    </>
  );
}

export const HomePage = Object.assign(Home, { preload: Sections.preload });
