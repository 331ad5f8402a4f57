import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export const ARTICLES_PAGE_SIZE = 9;
/** The newest articles the home page shows. */
export const HOME_ARTICLES = 6;

/** The page of the article list a query string asks for (`?strana=2`); the first for anything odd. */
export function articlesPageOf(search: URLSearchParams): number {
  return Math.max(1, Number(search.get('strana') ?? '1') || 1);
}

/** The list query of the articles page `page`. */
export function articlesPageParams(locale: Locale, page: number) {
  return { locale, limit: ARTICLES_PAGE_SIZE, offset: (page - 1) * ARTICLES_PAGE_SIZE };
}

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
