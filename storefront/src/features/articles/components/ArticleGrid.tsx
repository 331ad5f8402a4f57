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

/**
 * A responsive grid of article cards with loading, error and empty states: one column on a phone,
 * two on a tablet, three on a wide screen (`.card-grid`, a CSS grid: no grid component to load).
 */
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
      <div className="card-grid" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: placeholders }, (_, i) => (
          <div key={i}>
            <span className="skeleton skeleton--media" />
            <span className="skeleton skeleton--text" style={{ width: '60%' }} />
            <span className="skeleton skeleton--text" />
          </div>
        ))}
      </div>
    );
  }
  if (!articles || articles.length === 0) {
    return <div className="card-grid__empty">{t('articles.empty')}</div>;
  }
  return (
    <div className="card-grid">
      {articles.map((article, index) => (
        <ArticleCard key={article.uuid} article={article} imagePriority={imagePriority(index)} />
      ))}
    </div>
  );
}
