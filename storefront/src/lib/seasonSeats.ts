import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tribuna/common/routes';
import { api, call, notifyApiError } from './api';
import { useLocale } from './locale';
import { showToast } from './toast';

/**
 * A holder's season seats, shared by the screens that show them: the account's season
 * seats, and the season tickets among the holder's tickets.
 */

/** `GET /auth/season-seats`: the caller's season seats with each event's state, and seats kept for renewal. */
export function getMySeasonSeats(locale: Locale) {
  return call(api.GET('/auth/season-seats', { headers: { 'X-App-Lang': locale } }), { quiet: true });
}

export const mySeasonSeatsKey = ['seasonTickets', 'mine'] as const;

export const mySeasonSeatsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: [...mySeasonSeatsKey, locale], queryFn: () => getMySeasonSeats(locale) });

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

/** One event of a season seat to release, and the event's name for the confirmation and the toast. */
export interface SeasonRelease {
  seasonSeatUuid: string;
  eventUuid: string;
  name: string;
}

/**
 * Releasing a season seat for one event: the holder's season seats and tickets are read again
 * after it (the released ticket is void), and a toast says it is done.
 */
export function useReleaseSeasonEvent(onSettled: () => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: SeasonRelease) =>
      releaseSeasonSeatEvent(target.seasonSeatUuid, target.eventUuid, locale),
    onSuccess: (_, target) => {
      onSettled();
      showToast({ type: 'success', content: t('seasonTickets.account.released', { event: target.name }) });
      void queryClient.invalidateQueries({ queryKey: mySeasonSeatsKey });
      // The account's list of tickets (the tickets feature's key) shows the released one void.
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'mine'] });
    },
    onError: (error) => {
      onSettled();
      notifyApiError(error);
    },
  });
}
