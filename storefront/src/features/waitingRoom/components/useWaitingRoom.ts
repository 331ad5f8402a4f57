import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import {
  storedWaitingRoomPlace,
  storeWaitingRoomPlace,
  useStoredWaitingRoomPlace,
} from '../../../lib/waitingRoomPlace';
import { waitingRoomPlaceQuery } from '../api/getWaitingRoomPlace';
import { joinWaitingRoom } from '../api/joinWaitingRoom';
import { useWaitingRoomStream } from '../api/useWaitingRoomStream';
import type { RoomSubject } from '../subject';

/** How often the page asks for the place itself while the stream is down. */
export const POLL_MS = 5_000;

export type WaitingRoomView =
  | { kind: 'joining' }
  | { kind: 'joinFailed'; retry(): void }
  /** The event (membership) has no room switched on (or no longer). */
  | { kind: 'noRoom' }
  /** The room is not open for joining yet. */
  | { kind: 'notOpen'; retry(): void }
  | {
      kind: 'place';
      place: WaitingRoomPlace;
      /** Whether the stream is connected (else the page polls). */
      live: boolean;
      firstAhead: number | null;
      /** The seat holds refused the pass the visitor had: why they are back. */
      passRefused: boolean;
      joinAgain(): void;
      joiningAgain: boolean;
      joinAgainFailed: boolean;
      /** The visitor goes on to the seats despite a refused pass: the message is done. */
      tryPassAgain(): void;
    };

const isNamed = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The signed-in visitor's place in an event's (a membership's) room. The place is the stored token's (so a reload,
 * another tab or another device resumes it; the server answers the account's token on joining
 * again); without one the visitor joins. The stream keeps it live; while the stream is down the
 * page asks every few seconds. Each answer is kept with its pass, which the seat holds (the order
 * of the membership) send.
 */
export function useWaitingRoom(subject: RoomSubject, userUuid: string): WaitingRoomView {
  const queryClient = useQueryClient();
  const subjectUuid = subject.uuid;
  const stored = useStoredWaitingRoomPlace(subjectUuid);
  const mine = stored?.userUuid === userUuid ? stored : null;
  const token = mine?.token ?? null;

  const keep = useCallback(
    (place: WaitingRoomPlace, { fresh = false, newlyAdmitted = false } = {}) => {
      const before = storedWaitingRoomPlace(subjectUuid);
      const same = !fresh && before?.userUuid === userUuid && before.token === place.token ? before : null;
      const admitted = place.status === 'admitted';
      const next = {
        userUuid,
        token: place.token,
        firstAhead: same?.firstAhead ?? place.ahead,
        pass: admitted ? place.pass : null,
        passExpiresAt: admitted ? place.passExpiresAt : null,
        // The seat holds refused the pass: said until the visitor is let in anew or tries again.
        passRefused: (same?.passRefused ?? false) && !newlyAdmitted,
      };
      if (JSON.stringify(next) !== JSON.stringify(same)) storeWaitingRoomPlace(subjectUuid, next);
    },
    [subjectUuid, userUuid],
  );

  const join = useMutation({
    mutationFn: () => joinWaitingRoom(subject),
    onSuccess: (place) => {
      queryClient.setQueryData(waitingRoomPlaceQuery(subject, place.token).queryKey, place);
      keep(place, { fresh: place.token !== token || place.status === 'waiting' });
    },
  });

  const liveRef = useRef(false);
  const place = useQuery({
    ...waitingRoomPlaceQuery(subject, token),
    refetchInterval: (query) =>
      query.state.data?.status === 'waiting' && !liveRef.current ? POLL_MS : false,
  });
  const live = useWaitingRoomStream(subject, token, place.data?.status === 'waiting', (next) =>
    queryClient.setQueryData(waitingRoomPlaceQuery(subject, next.token).queryKey, next),
  );
  liveRef.current = live;

  // Without a place of this account's, the visitor joins; a token the room does not know (it was
  // switched off and on, or the place belongs elsewhere) is given up for a new join, once.
  const joinedFor = useRef<string | null | undefined>(undefined);
  const tokenRefused = isNamed(place.error, 404) || isNamed(place.error, 400);
  useEffect(() => {
    const reason = token === null ? null : tokenRefused ? token : undefined;
    if (reason === undefined || joinedFor.current === reason || join.isPending) return;
    joinedFor.current = reason;
    join.mutate();
  }, [token, tokenRefused, join]);

  const lastStatus = useRef<WaitingRoomPlace['status'] | null>(null);
  useEffect(() => {
    if (!place.data) return;
    const newlyAdmitted = place.data.status === 'admitted' && lastStatus.current === 'waiting';
    lastStatus.current = place.data.status;
    keep(place.data, { newlyAdmitted });
  }, [place.data, keep]);

  if (join.isError) {
    if (isNamed(join.error, 404)) return { kind: 'noRoom' };
    if (isNamed(join.error, 409)) return { kind: 'notOpen', retry: () => join.mutate() };
    if (!place.data || tokenRefused) return { kind: 'joinFailed', retry: () => join.mutate() };
  }
  if (!place.data || tokenRefused) return { kind: 'joining' };
  return {
    kind: 'place',
    place: place.data,
    live,
    firstAhead: mine?.firstAhead ?? null,
    passRefused: mine?.passRefused ?? false,
    joinAgain: () => join.mutate(),
    joiningAgain: join.isPending,
    joinAgainFailed: join.isError,
    tryPassAgain: () => {
      if (mine) storeWaitingRoomPlace(subjectUuid, { ...mine, passRefused: false });
    },
  };
}
