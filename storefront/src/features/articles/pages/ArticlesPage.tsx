import { Box, Button, Pagination, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale, usePaths } from '../../../lib/locale';
import { ARTICLES_PAGE_SIZE, articlesPageOf, articlesPageParams, useArticles } from '../api/getArticles';
import { Notice } from '../../../components/Notice';
import { ArticleGrid } from '../components/ArticleGrid';

export function ArticlesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const [search, setSearch] = useSearchParams();
  const page = articlesPageOf(search);
  const query = useArticles(articlesPageParams(locale, page));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ARTICLES_PAGE_SIZE));
  const pastEnd = page > 1 && query.isSuccess && !query.isPlaceholderData && query.data.data.length === 0;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('articles.title')}
      </Typography>
      {pastEnd ? (
        <Notice
          severity="info"
          style={{ marginBottom: 24 }}
          action={
            <Button component={Link} to={paths('articles')} color="inherit">
              {t('articles.firstPage')}
            </Button>
          }
        >
          {t('articles.pastEnd')}
        </Notice>
      ) : (
        <ArticleGrid
          articles={query.data?.data}
          loading={query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
          placeholders={6}
        />
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => setSearch(next === 1 ? {} : { strana: String(next) })}
            color="primary"
          />
        </Box>
      )}
    </>
  );
}

export default ArticlesPage;
