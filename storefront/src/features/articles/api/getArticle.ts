import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicArticle } from '@tribuna/common/schemas/articles';
import type { Locale } from '@tribuna/common/routes';
import { api } from '../../../app/api';

export function getArticle(uuid: string, locale: Locale): Promise<PublicArticle> {
  // The page shows every failure itself (the not-found screen, an alert): no toast on top.
  return api.get<PublicArticle>(`/articles/${uuid}`, { headers: { 'X-App-Lang': locale }, quiet: true });
}

export const articleQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({ queryKey: ['articles', 'detail', uuid, locale], queryFn: () => getArticle(uuid, locale) });

export function useArticle(uuid: string, locale: Locale) {
  return useQuery(articleQueryOptions(uuid, locale));
}
