import { Alert, Box, Button, Grid, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { ArticleCard, type ImagePriority } from './ArticleCard';

interface Props {
  articles: PublicArticleSummary[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
  placeholders?: number;
}

/** The first card's image is the largest paint; the first row shows without scrolling on a wide screen. */
function imagePriority(index: number): ImagePriority {
  return index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy';
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
      <Grid container spacing={3} aria-busy="true" aria-label={t('common.loading')}>
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
      {articles.map((article, index) => (
        <Grid key={article.uuid} size={{ xs: 12, sm: 6, md: 4 }}>
          <ArticleCard article={article} imagePriority={imagePriority(index)} />
        </Grid>
      ))}
    </Grid>
  );
}
