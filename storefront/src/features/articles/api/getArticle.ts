import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
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

/**
 * A members-only article answers differently to each reader, so the reader (the user's uuid, or
 * null for a visitor: what the pages rendered on the server hold) is part of the key, and a login
 * asks again.
 */
export const articleQueryOptions = (uuid: string, locale: Locale, reader: string | null = null) =>
  queryOptions({
    queryKey: ['articles', 'detail', uuid, locale, reader],
    queryFn: () => getArticle(uuid, locale),
    // A refusal (paywall, not yet published) is an answer, not a failure worth asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** `reader` is undefined while the session is restored (`useReader`): the request waits for it. */
export function useArticle(uuid: string, locale: Locale, reader: string | null | undefined) {
  return useQuery({ ...articleQueryOptions(uuid, locale, reader ?? null), enabled: reader !== undefined });
}
