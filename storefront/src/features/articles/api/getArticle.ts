import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicArticle } from '@tribuna/common/schemas/articles';
import type { Locale } from '@tribuna/common/routes';
import { api } from '../../../lib/api';

export function getArticle(uuid: string, locale: Locale): Promise<PublicArticle> {
  return api.get<PublicArticle>(`/articles/${uuid}`, { headers: { 'X-App-Lang': locale } });
}

export const articleQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({ queryKey: ['articles', 'detail', uuid, locale], queryFn: () => getArticle(uuid, locale) });

export function useArticle(uuid: string, locale: Locale) {
  return useQuery(articleQueryOptions(uuid, locale));
}
