import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /auth/tickets?period=all`: the tickets the caller holds, upcoming events first (soonest
 * first), then past ones; named in the page's language.
 */
export function getMyTickets(locale: Locale) {
  return call(
    api.GET('/auth/tickets', { params: { query: { period: 'all' } }, headers: { 'X-App-Lang': locale } }),
    { quiet: true },
  );
}

export const myTicketsKey = ['tickets', 'mine'] as const;

export const myTicketsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: [...myTicketsKey, locale], queryFn: () => getMyTickets(locale) });

export function useMyTickets(locale: Locale) {
  return useQuery(myTicketsQueryOptions(locale));
}
