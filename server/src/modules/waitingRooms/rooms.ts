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

/** A place's answer without its signatures (cheap: the streams compare these at every tick). */
export type PlaceFacts = Omit<WaitingRoomPlace, 'token' | 'pass'>;

/** A room's times as answers write them, made once per room state (not once per visitor and update). */
const roomTimes = new WeakMap<RoomState, { opensAt: string; saleStartsAt: string }>();
function timesOf(room: RoomState) {
  let times = roomTimes.get(room);
  if (!times) {
    times = { opensAt: room.opensAt.toISOString(), saleStartsAt: room.saleStartsAt.toISOString() };
    roomTimes.set(room, times);
  }
  return times;
}

/** What tells two facts of one place apart, cheaper than comparing them whole. */
export const factsKey = (facts: PlaceFacts) =>
  `${facts.status}|${facts.position}|${facts.ahead}|${facts.estimatedWaitSeconds}|${facts.paused}|${facts.passExpiresAt}|${facts.opensAt}|${facts.saleStartsAt}`;

/**
 * A visitor's place from memory: the room's last admitted position and rate say how many are ahead
 * and how long it may take, so the streams need no database read.
 */
export function placeFacts(room: RoomState, place: PlaceState, now: number): PlaceFacts {
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
  return {
    status,
    position,
    ahead,
    estimatedWaitSeconds:
      ahead === null || room.paused ? null : Math.ceil(((ahead + 1) * 60) / estimateRate(room)),
    ...timesOf(room),
    paused: room.paused,
    passExpiresAt: status === 'admitted' && place.passExpiresAt ? place.passExpiresAt.toISOString() : null,
  };
}

/** The signatures of a place, kept by a stream so that an update signs only what changed. */
export interface PlaceSignatures {
  token?: string;
  pass?: { until: string; value: string };
}

/** The place as the API answers it: the facts, its token and (admitted) its pass. */
export function placeAnswer(
  room: RoomState,
  place: PlaceState,
  now: number,
  signed: PlaceSignatures = {},
): WaitingRoomPlace {
  const facts = placeFacts(room, place, now);
  return withSignatures(room, place, facts, signed);
}

export function withSignatures(
  room: RoomState,
  place: PlaceState,
  facts: PlaceFacts,
  signed: PlaceSignatures = {},
): WaitingRoomPlace {
  signed.token ??= signPlaceToken(room.secret, place.uuid);
  const until = facts.passExpiresAt;
  if (until && signed.pass?.until !== until)
    signed.pass = {
      until,
      value: signPass(room.secret, {
        e: room.subjectUuid,
        u: place.userUuid,
        n: place.uuid,
        x: Date.parse(until),
      }),
    };
  return { ...facts, token: signed.token, pass: until ? signed.pass!.value : null };
}

/** A JSON string of text that needs no escaping (ISO times, base64url, uuids, statuses), or null. */
const jsonText = (text: string | null) => (text === null ? 'null' : `"${text}"`);

/**
 * The place's answer as JSON text, the same text `JSON.stringify(withSignatures(...))` writes, built
 * from its numbers without an object per visitor: the streams write one for each open stream at
 * every admission tick (thousands a second). Signs what changed as `withSignatures` does.
 */
export function placeJson(
  room: RoomState,
  place: PlaceState,
  facts: PlaceFacts,
  signed: PlaceSignatures,
): string {
  signed.token ??= signPlaceToken(room.secret, place.uuid);
  const until = facts.passExpiresAt;
  if (until && signed.pass?.until !== until)
    signed.pass = {
      until,
      value: signPass(room.secret, {
        e: room.subjectUuid,
        u: place.userUuid,
        n: place.uuid,
        x: Date.parse(until),
      }),
    };
  return (
    `{"status":"${facts.status}","position":${facts.position},"ahead":${facts.ahead},` +
    `"estimatedWaitSeconds":${facts.estimatedWaitSeconds},"opensAt":${jsonText(facts.opensAt)},` +
    `"saleStartsAt":${jsonText(facts.saleStartsAt)},"paused":${facts.paused},` +
    `"passExpiresAt":${jsonText(facts.passExpiresAt)},"token":${jsonText(signed.token)},` +
    `"pass":${jsonText(until ? signed.pass!.value : null)}}`
  );
}
