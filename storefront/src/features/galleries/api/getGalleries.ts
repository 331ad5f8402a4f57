import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export const GALLERIES_PAGE_SIZE = 12;
/** The newest galleries the home page shows. */
export const HOME_GALLERIES = 3;

export function getGalleries(params: { locale: Locale; limit: number; offset: number }) {
  return call(
    api.GET('/galleries', {
      params: { query: { limit: params.limit, offset: params.offset } },
      headers: { 'X-App-Lang': params.locale },
    }),
  );
}

export const galleriesQueryOptions = (params: { locale: Locale; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['galleries', 'list', params],
    queryFn: () => getGalleries(params),
    placeholderData: keepPreviousData,
  });

export function useGalleries(params: { locale: Locale; limit: number; offset: number }) {
  return useQuery(galleriesQueryOptions(params));
}
