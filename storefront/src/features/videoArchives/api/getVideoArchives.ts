import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export const VIDEO_ARCHIVES_PAGE_SIZE = 12;
/** The newest video archives the home page shows. */
export const HOME_VIDEO_ARCHIVES = 3;

export function getVideoArchives(params: { locale: Locale; limit: number; offset: number }) {
  return call(
    api.GET('/video-archives', {
      params: { query: { limit: params.limit, offset: params.offset } },
      headers: { 'X-App-Lang': params.locale },
    }),
  );
}

export const videoArchivesQueryOptions = (params: { locale: Locale; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['video-archives', 'list', params],
    queryFn: () => getVideoArchives(params),
    placeholderData: keepPreviousData,
  });

export function useVideoArchives(params: { locale: Locale; limit: number; offset: number }) {
  return useQuery(videoArchivesQueryOptions(params));
}
