import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `GET /events/{uuid}/seats`: the plan and every seat's state; the buyer's token marks their seats. */
export function getEventSeats(uuid: string, locale: Locale, holdToken: string | null) {
  return call(
    api.GET('/events/{uuid}/seats', {
      params: { path: { uuid }, query: holdToken ? { holdToken } : {} },
      headers: { 'X-App-Lang': locale },
    }),
  );
}

/**
 * Read once per visit: the stream's news keep the states current after that, so a refetch on focus
 * would only throw away the buyer's view.
 */
export const eventSeatsQueryOptions = (uuid: string, locale: Locale, holdToken: string | null) =>
  queryOptions({
    queryKey: ['events', 'seats', uuid, locale, holdToken],
    queryFn: () => getEventSeats(uuid, locale, holdToken),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useEventSeats(uuid: string, locale: Locale, holdToken: string | null, enabled: boolean) {
  return useQuery({ ...eventSeatsQueryOptions(uuid, locale, holdToken), enabled });
}
