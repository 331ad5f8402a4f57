import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import type { Locale } from '@tribuna/common/routes';
import { api } from '../../../lib/api';

export const ARTICLES_PAGE_SIZE = 9;

export interface ArticlesPage {
  data: PublicArticleSummary[];
  total: number;
}

export function getArticles(params: {
  locale: Locale;
  limit: number;
  offset: number;
}): Promise<ArticlesPage> {
  return api.get<ArticlesPage>('/articles', {
    query: { limit: params.limit, offset: params.offset },
    headers: { 'X-App-Lang': params.locale },
  });
}

export const articlesQueryOptions = (params: { locale: Locale; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: () => getArticles(params),
    placeholderData: keepPreviousData,
  });

export function useArticles(params: { locale: Locale; limit: number; offset: number }) {
  return useQuery(articlesQueryOptions(params));
}
