import { ApiError } from '@tribuna/common/api/calls';
import { WAITING_ROOM_PASS_HEADER } from '@tribuna/common/schemas/waitingRooms';
import { api, call } from '../../../lib/api';
import { refuseWaitingRoomPass, renewWaitingRoomPass, waitingRoomPass } from '../../../lib/waitingRoomPlace';

/** The waiting room's pass on a hold, when the visitor was let in (events without a room need none). */
const passHeader = (eventUuid: string) => {
  const pass = waitingRoomPass(eventUuid);
  return pass ? { [WAITING_ROOM_PASS_HEADER]: pass } : undefined;
};

/**
 * A hold through the waiting room: the renewed pass it answers is kept for the next hold, and a
 * refused pass is forgotten, which sends the visitor back to the room.
 */
async function withPass<Result extends { data?: unknown; error?: unknown; response: Response }>(
  eventUuid: string,
  request: Promise<Result>,
) {
  try {
    return await call(
      request.then((result) => {
        const renewed = result.response.headers.get(WAITING_ROOM_PASS_HEADER);
        if (renewed) renewWaitingRoomPass(eventUuid, renewed);
        return result;
      }),
      { quiet: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.errorName === 'waitingRoomPassRequired')
      refuseWaitingRoomPass(eventUuid);
    throw error;
  }
}

/**
 * The seats.io-shaped actions. They are quiet: the page answers `seatsAlreadyOccupied` itself (it
 * names the seats and marks them taken) and passes other failures on to the toasts.
 */
export function holdSeats(eventUuid: string, holdToken: string, objects: string[]) {
  return withPass(
    eventUuid,
    api.POST('/events/{uuid}/actions/hold', {
      params: { path: { uuid: eventUuid }, header: passHeader(eventUuid) },
      body: { holdToken, objects },
    }),
  );
}

export function releaseSeats(eventUuid: string, holdToken: string, objects: string[]) {
  return call(
    api.POST('/events/{uuid}/actions/release', {
      params: { path: { uuid: eventUuid } },
      body: { holdToken, objects },
    }),
    { quiet: true },
  );
}

export function holdBestAvailable(eventUuid: string, holdToken: string, number: number, category: string) {
  return withPass(
    eventUuid,
    api.POST('/events/{uuid}/actions/hold-best-available', {
      params: { path: { uuid: eventUuid }, header: passHeader(eventUuid) },
      body: { holdToken, number, category },
    }),
  );
}
