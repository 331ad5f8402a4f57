import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Card, CardContent, Chip, Pagination, Skeleton, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Locale } from '@tribuna/common/routes';
import type { PublicImage } from '@tribuna/common/schemas/files';
import { useLocale } from '../lib/locale';
import { ActionButton } from './Action';
import { Notice } from './Notice';
import { ResponsiveImage } from './ResponsiveImage';

const columns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** What a card of a content list shows: every public summary (gallery, video or audio archive) has it. */
export interface ContentSummary {
  uuid: string;
  language: string;
  title: string;
  perex: string;
  image: PublicImage | null;
  requiredFeatureUuids: string[];
}

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
      {query.isPending && (
        <Box sx={columns} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
              <Skeleton width="60%" />
            </div>
          ))}
        </Box>
      )}
      {query.data?.data.length === 0 && <Box sx={{ py: 4, color: 'text.secondary' }}>{empty}</Box>}
      <Box component="ul" sx={{ ...columns, listStyle: 'none', p: 0, m: 0 }}>
        {query.data?.data.map((item, index) => (
          <li key={item.uuid}>
            <Card component="article" sx={{ height: '100%' }}>
              <Box
                component={Link}
                to={itemPath(item)}
                sx={{ display: 'block', height: '100%', color: 'inherit', textDecoration: 'none' }}
              >
                {item.image && (
                  <ResponsiveImage
                    image={item.image}
                    priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
                    sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
                    sx={{ aspectRatio: '1200 / 630' }}
                  />
                )}
                <CardContent>
                  {item.requiredFeatureUuids.length > 0 && (
                    <Chip
                      icon={<LockIcon />}
                      label={t('articles.membersOnly')}
                      color="secondary"
                      size="small"
                      sx={{ mb: 1 }}
                    />
                  )}
                  <Typography
                    variant="h6"
                    component="h2"
                    gutterBottom
                    lang={item.language === locale ? undefined : item.language}
                  >
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.perex}
                  </Typography>
                  {caption && (
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                      {caption(item)}
                    </Typography>
                  )}
                </CardContent>
              </Box>
            </Card>
          </li>
        ))}
      </Box>
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
