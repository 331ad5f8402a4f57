import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `GET /events/{uuid}` in the page's language; null when there is no such published event. */
export async function getEvent(uuid: string, locale: Locale) {
  try {
    return await call(
      api.GET('/events/{uuid}', { params: { path: { uuid } }, headers: { 'X-App-Lang': locale } }),
      { quiet: true },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const eventQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({ queryKey: ['events', 'detail', uuid, locale], queryFn: () => getEvent(uuid, locale) });

export function useEvent(uuid: string, locale: Locale) {
  return useQuery(eventQueryOptions(uuid, locale));
}
