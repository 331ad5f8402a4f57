import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `GET /season-tickets`: the season tickets on sale, texts and price in the page's language. */
export function getSeasonTickets(locale: Locale) {
  return call(api.GET('/season-tickets', { headers: { 'X-App-Lang': locale } }), { quiet: true });
}

export const seasonTicketsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['seasonTickets', 'list', locale], queryFn: () => getSeasonTickets(locale) });

export function useSeasonTickets(locale: Locale) {
  return useQuery(seasonTicketsQueryOptions(locale));
}

/** `GET /season-tickets/{uuid}`; null when there is no such season ticket on sale. */
export async function getSeasonTicket(uuid: string, locale: Locale) {
  try {
    return await call(
      api.GET('/season-tickets/{uuid}', {
        params: { path: { uuid } },
        headers: { 'X-App-Lang': locale },
      }),
      { quiet: true },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const seasonTicketQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({
    queryKey: ['seasonTickets', 'detail', uuid, locale],
    queryFn: () => getSeasonTicket(uuid, locale),
  });

export function useSeasonTicket(uuid: string, locale: Locale) {
  return useQuery(seasonTicketQueryOptions(uuid, locale));
}
