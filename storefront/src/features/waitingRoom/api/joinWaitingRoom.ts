import { api, call } from '../../../lib/api';

/**
 * `POST /events/{uuid}/waiting-room/join`: the signed-in account's place in the event's room (the
 * same place again when it has one), with a captcha token when a captcha is configured.
 */
export function joinWaitingRoom(eventUuid: string) {
  return call(
    api.POST('/events/{uuid}/waiting-room/join', {
      params: { path: { uuid: eventUuid } },
      middleware: [api.captcha('loged_user')],
    }),
    { quiet: true },
  );
}
