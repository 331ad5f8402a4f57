import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `GET /events/{uuid}` in the page's language, for the room's heading; null when there is no such event. */
export async function getRoomEvent(uuid: string, locale: Locale) {
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

export const roomEventQuery = (uuid: string, locale: Locale) =>
  queryOptions({
    queryKey: ['waitingRoom', 'event', uuid, locale],
    queryFn: () => getRoomEvent(uuid, locale),
  });

export function useRoomEvent(uuid: string, locale: Locale) {
  return useQuery(roomEventQuery(uuid, locale));
}
