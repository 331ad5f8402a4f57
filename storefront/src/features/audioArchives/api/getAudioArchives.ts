import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export const AUDIO_ARCHIVES_PAGE_SIZE = 12;

export function getAudioArchives(params: { locale: Locale; limit: number; offset: number }) {
  return call(
    api.GET('/audio-archives', {
      params: { query: { limit: params.limit, offset: params.offset } },
      headers: { 'X-App-Lang': params.locale },
    }),
  );
}

export const audioArchivesQueryOptions = (params: { locale: Locale; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['audio-archives', 'list', params],
    queryFn: () => getAudioArchives(params),
    placeholderData: keepPreviousData,
  });

export function useAudioArchives(params: { locale: Locale; limit: number; offset: number }) {
  return useQuery(audioArchivesQueryOptions(params));
}
