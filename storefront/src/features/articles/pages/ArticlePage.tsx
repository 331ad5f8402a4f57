import { Box, Skeleton, Typography } from '@mui/material';
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
    const at = (query.error as ApiError).body as { details?: { publishedAt?: string } };
    return (
      <Notice severity="info">
        {t('articles.notPublishedYet', { date: formatDate(at.details?.publishedAt ?? '') })}
      </Notice>
    );
  }
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto' }}>
      <ActionLink to={paths('articles')} sx={{ mb: 2 }}>
        ← {t('articles.back')}
      </ActionLink>
      {query.isError && !refusal && <Notice severity="error">{t('common.error')}</Notice>}
      {query.isPending && (
        <>
          <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
        </>
      )}
      {query.data && (
        <Box lang={query.data.language === locale ? undefined : query.data.language}>
          <PageMeta
            title={query.data.title}
            description={query.data.perex}
            image={query.data.image}
            kind="article"
          />
          {query.data.language !== locale && (
            <Notice severity="info" lang={locale} sx={{ mb: 2 }}>
              {t('articles.onlyInCzech')}
            </Notice>
          )}
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '3rem' } }} gutterBottom>
            {query.data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom lang={locale}>
            {t('articles.published', { date: formatDate(query.data.publishedAt) })}
            {query.data.author && ` · ${t('articles.author', { name: query.data.author })}`}
          </Typography>
          <Typography variant="h6" component="p" sx={{ my: 2, fontWeight: 400 }}>
            {query.data.perex}
          </Typography>
          {query.data.image && (
            <ResponsiveImage
              image={query.data.image}
              priority="high"
              sizes="(min-width: 860px) 820px, 100vw"
              sx={{ borderRadius: 2 }}
            />
          )}
          {/* The body is sanitised on the server before it is stored. */}
          <Box
            sx={{ mt: 3, typography: 'body1', '& img': { maxWidth: '100%', height: 'auto' } }}
            dangerouslySetInnerHTML={{ __html: query.data.body }}
          />
        </Box>
      )}
    </Box>
  );
}

export default ArticlePage;
