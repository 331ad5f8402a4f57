import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { formatDate } from '@tribuna/common/dateFormat';
import { useLocale, usePaths } from '../../../lib/locale';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useContentRefusal } from '../../../lib/errorScreen';
import { useReader } from '../../../lib/session';
import { useArticle } from '../api/getArticle';

export function ArticlePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const query = useArticle(uuid, locale, useReader());
  // Members-only content the reader may not open shows the error screen.
  const refusal = useContentRefusal(query.error);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (refusal === 'contentHasNotBeenPublishedYet') {
    const at = query.error instanceof ApiError ? query.error.details?.publishedAt : undefined;
    return (
      <Notice severity="info">
        {t('articles.notPublishedYet', { date: formatDate(typeof at === 'string' ? at : '') })}
      </Notice>
    );
  }
  // Drawn with the shell's CSS (`.article-page` in app/styles/pages.css): a first visit loads no MUI.
  return (
    <article className="article-page">
      <ActionLink to={paths('articles')} className="back-link">
        ← {t('articles.back')}
      </ActionLink>
      {query.isError && !refusal && <Notice severity="error">{t('common.error')}</Notice>}
      {query.isPending && (
        <>
          <span className="skeleton skeleton--text article-page__title-skeleton" />
          <span className="skeleton skeleton--media" />
        </>
      )}
      {query.data && (
        <div lang={query.data.language === locale ? undefined : query.data.language}>
          <PageMeta
            title={query.data.title}
            description={query.data.perex}
            image={query.data.image}
            kind="article"
          />
          {query.data.language !== locale && (
            <Notice severity="info" lang={locale} className="article-page__notice">
              {t('articles.onlyInCzech')}
            </Notice>
          )}
          <h1 className="type type--h3 type--title type--gutter">{query.data.title}</h1>
          <p className="type type--body2 type--secondary type--gutter" lang={locale}>
            {t('articles.published', { date: formatDate(query.data.publishedAt) })}
            {query.data.author && ` · ${t('articles.author', { name: query.data.author })}`}
          </p>
          <p className="type type--h6 article-page__perex">{query.data.perex}</p>
          {query.data.image && (
            <ResponsiveImage
              image={query.data.image}
              priority="high"
              sizes="(min-width: 860px) 820px, 100vw"
              className="article-page__image"
            />
          )}
          {/* The body is sanitised on the server before it is stored. */}
          <div
            className="type--body1 article-page__body"
            dangerouslySetInnerHTML={{ __html: query.data.body }}
          />
        </div>
      )}
    </article>
  );
}

export default ArticlePage;
