import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Pagination, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Locale } from '@tribuna/common/routes';
import { useLocale } from '../lib/locale';
import { ActionButton } from './Action';
import { ContentCard, ContentCardSkeletons, type ContentSummary } from './ContentCard';
import { Notice } from './Notice';

/**
 * A paged public list of content cards (galleries, video archives, audio archives): the title,
 * loading skeletons, the error with a retry, the empty state, cards with a lock for members-only
 * items, and pagination in `?strana=`.
 */
export function ContentListPage<T extends ContentSummary>({
  title,
  empty,
  pageSize,
  useList,
  itemPath,
  caption,
}: {
  title: string;
  empty: string;
  pageSize: number;
  useList(params: {
    locale: Locale;
    limit: number;
    offset: number;
  }): UseQueryResult<{ data: T[]; total: number }>;
  itemPath(item: T): string;
  /** The small line under the perex (how many photos, videos, recordings), if any. */
  caption?(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('strana') ?? '1') || 1);
  const query = useList({ locale, limit: pageSize, offset: (page - 1) * pageSize });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {query.isError && (
        <Notice
          severity="error"
          action={
            <ActionButton tone="inherit" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </ActionButton>
          }
        >
          {t('common.error')}
        </Notice>
      )}
      {query.isPending && <ContentCardSkeletons count={3} label={t('common.loading')} />}
      {query.data?.data.length === 0 && <Box sx={{ py: 4, color: 'text.secondary' }}>{empty}</Box>}
      <ul className="card-grid">
        {query.data?.data.map((item, index) => (
          <li key={item.uuid}>
            <ContentCard item={item} to={itemPath(item)} index={index} caption={caption?.(item)} />
          </li>
        ))}
      </ul>
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
