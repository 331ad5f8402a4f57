import { api, call } from '../../../lib/api';

/**
 * `POST /season-tickets/{uuid}/holds`: the seat held at every event of the season at once, or at
 * none. Quiet: the page says itself at which events a taken seat is taken.
 */
export function holdSeasonSeat(seasonTicketUuid: string, seatId: string) {
  return call(
    api.POST('/season-tickets/{uuid}/holds', {
      params: { path: { uuid: seasonTicketUuid } },
      body: { seatId },
    }),
    { quiet: true },
  );
}

/** `DELETE /season-tickets/{uuid}/holds/{token}`: the buyer lets the seat go at every event. */
export function releaseSeasonHold(seasonTicketUuid: string, token: string) {
  return call(
    api.DELETE('/season-tickets/{uuid}/holds/{token}', {
      params: { path: { uuid: seasonTicketUuid, token } },
    }),
    { quiet: true },
  );
}
