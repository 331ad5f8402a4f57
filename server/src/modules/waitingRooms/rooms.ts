import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import type { WaitingRoomEntryRow, WaitingRoomRow } from '../../db/schema';
import { AUTOMATIC_START_RATE } from './admission';
import { signPass, signPlaceToken } from './signing';

/** What a server keeps of a place to answer it (a stream keeps this much per visitor). */
export type PlaceState = Pick<
  WaitingRoomEntryRow,
  'uuid' | 'userUuid' | 'position' | 'status' | 'passExpiresAt'
>;

/** What a server keeps of a room: the stored row, updated by the admission's news in between reads. */
export type RoomState = WaitingRoomRow;

export const placeState = (entry: WaitingRoomEntryRow): PlaceState => ({
  uuid: entry.uuid,
  userUuid: entry.userUuid,
  position: entry.position,
  status: entry.status,
  passExpiresAt: entry.passExpiresAt,
});

/** The rate the estimates use: the last tick's, else the set one, else where "automatic" starts. */
const estimateRate = (room: RoomState) =>
  room.currentRate > 0 ? room.currentRate : (room.rate ?? AUTOMATIC_START_RATE);

/**
 * A visitor's place as the API answers it, from memory: the room's last admitted position and rate
 * say how many are ahead and how long it may take, so the streams need no database read.
 */
export function placeAnswer(
  room: RoomState,
  place: PlaceState,
  now: number,
  /** The place's token when already signed (a stream signs it once, not at every update). */
  token = signPlaceToken(room.secret, place.uuid),
): WaitingRoomPlace {
  const lapsed = place.passExpiresAt !== null && place.passExpiresAt.getTime() <= now;
  const status =
    place.status === 'expired' || (place.status === 'admitted' && lapsed)
      ? 'expired'
      : place.status === 'admitted'
        ? 'admitted'
        : room.closed
          ? 'closed'
          : 'waiting';
  const position = room.shuffledAt ? place.position : null;
  const ahead =
    status === 'waiting' && position !== null ? Math.max(0, position - room.lastAdmittedPosition - 1) : null;
  const estimatedWaitSeconds =
    ahead === null || room.paused ? null : Math.ceil(((ahead + 1) * 60) / estimateRate(room));
  const pass =
    status === 'admitted' && place.passExpiresAt
      ? signPass(room.secret, {
          e: room.subjectUuid,
          u: place.userUuid,
          n: place.uuid,
          x: place.passExpiresAt.getTime(),
        })
      : null;
  return {
    token,
    status,
    position,
    ahead,
    estimatedWaitSeconds,
    opensAt: room.opensAt.toISOString(),
    saleStartsAt: room.saleStartsAt.toISOString(),
    paused: room.paused,
    pass,
    passExpiresAt: pass ? place.passExpiresAt!.toISOString() : null,
  };
}
