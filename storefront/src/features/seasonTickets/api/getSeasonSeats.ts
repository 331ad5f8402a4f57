import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /season-tickets/{uuid}/seats`: the chart of the season's sections, a seat free only when it
 * is free at every event; the buyer's hold token marks their seat.
 */
export function getSeasonSeats(uuid: string, locale: Locale, holdToken: string | null) {
  return call(
    api.GET('/season-tickets/{uuid}/seats', {
      params: { path: { uuid }, query: holdToken ? { holdToken } : {} },
      headers: { 'X-App-Lang': locale },
    }),
  );
}

/** Read once per visit and after each hold: a refetch on focus would throw the buyer's view away. */
export const seasonSeatsQueryOptions = (uuid: string, locale: Locale, holdToken: string | null) =>
  queryOptions({
    queryKey: ['seasonTickets', 'seats', uuid, locale, holdToken],
    queryFn: () => getSeasonSeats(uuid, locale, holdToken),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useSeasonSeats(uuid: string, locale: Locale, holdToken: string | null) {
  return useQuery(seasonSeatsQueryOptions(uuid, locale, holdToken));
}
