import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `GET /auth/season-seats`: the caller's season seats with each event's state, and seats kept for renewal. */
export function getMySeasonSeats(locale: Locale) {
  return call(api.GET('/auth/season-seats', { headers: { 'X-App-Lang': locale } }), { quiet: true });
}

export const mySeasonSeatsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['seasonTickets', 'mine', locale], queryFn: () => getMySeasonSeats(locale) });

export function useMySeasonSeats(locale: Locale, enabled = true) {
  return useQuery({ ...mySeasonSeatsQueryOptions(locale), enabled });
}

/** `POST /auth/season-seats/{uuid}/events/{eventUuid}/release`: the holder gives the seat up for one event. */
export function releaseSeasonSeatEvent(seasonSeatUuid: string, eventUuid: string, locale: Locale) {
  return call(
    api.POST('/auth/season-seats/{uuid}/events/{eventUuid}/release', {
      params: { path: { uuid: seasonSeatUuid, eventUuid } },
      headers: { 'X-App-Lang': locale },
    }),
    { quiet: true },
  );
}
