import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import type { RoomSubject } from '../subject';

/** `GET /events|subscriptions/{uuid}/waiting-room?token=`: the place a token holds (no sign-in: the token is signed). */
export function getWaitingRoomPlace(subject: RoomSubject, token: string) {
  const init = { params: { path: { uuid: subject.uuid }, query: { token } } };
  return call(
    subject.kind === 'event'
      ? api.GET('/events/{uuid}/waiting-room', init)
      : api.GET('/subscriptions/{uuid}/waiting-room', init),
    { quiet: true },
  );
}

export const waitingRoomPlaceQuery = (subject: RoomSubject, token: string | null) =>
  queryOptions({
    queryKey: ['waitingRoom', 'place', subject.uuid, token],
    queryFn: () => getWaitingRoomPlace(subject, token ?? ''),
    enabled: token !== null,
    // A place just answered (the join's, the stream's) is not asked for again at once.
    staleTime: 2_000,
    retry: false,
  });
