import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export function getAudioArchive(uuid: string, locale: Locale) {
  const request = api.GET('/audio-archives/{uuid}', {
    params: { path: { uuid } },
    headers: { 'X-App-Lang': locale },
  });
  // The page shows every failure itself (the paywall, the not-found screen): no toast on top.
  return call(request, { quiet: true });
}

/** A members-only archive answers each reader differently: the reader is part of the key. */
export const audioArchiveQueryOptions = (uuid: string, locale: Locale, reader: string | null = null) =>
  queryOptions({
    queryKey: ['audio-archives', 'detail', uuid, locale, reader],
    queryFn: () => getAudioArchive(uuid, locale),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** `reader` is undefined while the session is restored (`useReader`): the request waits for it. */
export function useAudioArchive(uuid: string, locale: Locale, reader: string | null | undefined) {
  return useQuery({
    ...audioArchiveQueryOptions(uuid, locale, reader ?? null),
    enabled: reader !== undefined,
  });
}
