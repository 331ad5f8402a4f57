import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export const ARTICLES_PAGE_SIZE = 9;

export function getArticles(params: { locale: Locale; limit: number; offset: number }) {
  return call(
    api.GET('/articles', {
      params: { query: { limit: params.limit, offset: params.offset } },
      headers: { 'X-App-Lang': params.locale },
    }),
  );
}

export type ArticlesPage = Awaited<ReturnType<typeof getArticles>>;

export const articlesQueryOptions = (params: { locale: Locale; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: () => getArticles(params),
    placeholderData: keepPreviousData,
  });

export function useArticles(params: { locale: Locale; limit: number; offset: number }) {
  return useQuery(articlesQueryOptions(params));
}
