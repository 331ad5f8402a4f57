import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export function getGallery(uuid: string, locale: Locale) {
  const request = api.GET('/galleries/{uuid}', {
    params: { path: { uuid } },
    headers: { 'X-App-Lang': locale },
  });
  // The page shows every failure itself (the paywall, the not-found screen): no toast on top.
  return call(request, { quiet: true });
}

/** A members-only gallery answers each reader differently: the reader is part of the key. */
export const galleryQueryOptions = (uuid: string, locale: Locale, reader: string | null = null) =>
  queryOptions({
    queryKey: ['galleries', 'detail', uuid, locale, reader],
    queryFn: () => getGallery(uuid, locale),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** `reader` is undefined while the session is restored (`useReader`): the request waits for it. */
export function useGallery(uuid: string, locale: Locale, reader: string | null | undefined) {
  return useQuery({ ...galleryQueryOptions(uuid, locale, reader ?? null), enabled: reader !== undefined });
}
