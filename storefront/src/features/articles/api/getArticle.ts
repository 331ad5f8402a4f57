import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export function getArticle(uuid: string, locale: Locale) {
  const request = api.GET('/articles/{uuid}', {
    params: { path: { uuid } },
    headers: { 'X-App-Lang': locale },
  });
  // The page shows every failure itself (the not-found screen, an alert): no toast on top.
  return call(request, { quiet: true });
}

export const articleQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({ queryKey: ['articles', 'detail', uuid, locale], queryFn: () => getArticle(uuid, locale) });

export function useArticle(uuid: string, locale: Locale) {
  return useQuery(articleQueryOptions(uuid, locale));
}
