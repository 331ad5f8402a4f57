import { Suspense } from 'react';
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
const Sections = lazyScreen(() => import('./HomeSections'), 'plain');

function Home() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const latest = useArticles({ locale, limit: HOME_ARTICLES, offset: 0 });
  return (
    <>
      <div className="home-hero">
        <h1 className="type type--h3 type--title home-hero__title">{t('home.title')}</h1>
        <p className="type type--h6 type--secondary">{t('home.subtitle')}</p>
      </div>
      <Countdowns />
      <h2 className="type type--h5 type--gutter">{t('home.latestArticles')}</h2>
      <ArticleGrid
        articles={latest.data?.data}
        loading={latest.isPending}
        error={latest.isError}
        onRetry={() => void latest.refetch()}
      />
      <div className="home-section__more">
        <ActionLink to={paths('articles')} variant="outlined">
          {t('home.allArticles')}
        </ActionLink>
      </div>
      <Suspense>
        <Sections />
      </Suspense>
    </>
  );
}

export const HomePage = Object.assign(Home, { preload: Sections.preload });
