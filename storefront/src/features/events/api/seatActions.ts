import { api, call } from '../../../lib/api';

/**
 * The seats.io-shaped actions. They are quiet: the page answers `seatsAlreadyOccupied` itself (it
 * names the seats and marks them taken) and passes other failures on to the toasts.
 */
export function holdSeats(eventUuid: string, holdToken: string, objects: string[]) {
  return call(
    api.POST('/events/{uuid}/actions/hold', {
      params: { path: { uuid: eventUuid } },
      body: { holdToken, objects },
    }),
    { quiet: true },
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
  return call(
    api.POST('/events/{uuid}/actions/hold-best-available', {
      params: { path: { uuid: eventUuid } },
      body: { holdToken, number, category },
    }),
    { quiet: true },
  );
}
