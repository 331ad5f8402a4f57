import { Alert, Box, Button, Grid, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { ArticleCard } from './ArticleCard';

interface Props {
  articles: PublicArticleSummary[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
  placeholders?: number;
}

/** A responsive grid of article cards with loading, error and empty states. */
export function ArticleGrid({ articles, loading, error, onRetry, placeholders = 3 }: Props) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.error')}
      </Alert>
    );
  }
  if (loading && !articles) {
    return (
      <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
            <Skeleton width="60%" />
            <Skeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!articles || articles.length === 0) {
    return <Box sx={{ py: 4, color: 'text.secondary' }}>{t('articles.empty')}</Box>;
  }
  return (
    <Grid container spacing={3}>
      {articles.map((article) => (
        <Grid key={article.uuid} size={{ xs: 12, sm: 6, md: 4 }}>
          <ArticleCard article={article} />
        </Grid>
      ))}
    </Grid>
  );
}
