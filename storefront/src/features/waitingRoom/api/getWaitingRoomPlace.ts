import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/** `GET /events/{uuid}/waiting-room?token=`: the place a token holds (no sign-in: the token is signed). */
export function getWaitingRoomPlace(eventUuid: string, token: string) {
  return call(
    api.GET('/events/{uuid}/waiting-room', { params: { path: { uuid: eventUuid }, query: { token } } }),
    { quiet: true },
  );
}

export const waitingRoomPlaceQuery = (eventUuid: string, token: string | null) =>
  queryOptions({
    queryKey: ['waitingRoom', 'place', eventUuid, token],
    queryFn: () => getWaitingRoomPlace(eventUuid, token ?? ''),
    enabled: token !== null,
    // A place just answered (the join's, the stream's) is not asked for again at once.
    staleTime: 2_000,
    retry: false,
  });
