import { Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { ActionButton } from '../../../components/Action';
import { Notice } from '../../../components/Notice';
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

/** One column on a phone, two on a tablet, three on a wide screen (a CSS grid: no grid component to load). */
const columns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** A responsive grid of article cards with loading, error and empty states. */
export function ArticleGrid({ articles, loading, error, onRetry, placeholders = 3 }: Props) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Notice
        severity="error"
        action={
          <ActionButton tone="inherit" onClick={onRetry}>
            {t('common.retry')}
          </ActionButton>
        }
      >
        {t('common.error')}
      </Notice>
    );
  }
  if (loading && !articles) {
    return (
      <Box sx={columns} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: placeholders }, (_, i) => (
          <div key={i}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
            <Skeleton width="60%" />
            <Skeleton />
          </div>
        ))}
      </Box>
    );
  }
  if (!articles || articles.length === 0) {
    return <Box sx={{ py: 4, color: 'text.secondary' }}>{t('articles.empty')}</Box>;
  }
  return (
    <Box sx={columns}>
      {articles.map((article, index) => (
        <ArticleCard key={article.uuid} article={article} imagePriority={imagePriority(index)} />
      ))}
    </Box>
  );
}
