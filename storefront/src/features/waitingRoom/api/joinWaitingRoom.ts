import { api, call } from '../../../lib/api';
import type { RoomSubject } from '../subject';

/**
 * `POST /events|subscriptions/{uuid}/waiting-room/join`: the signed-in account's place in the
 * subject's room (the same place again when it has one), with a captcha token when a captcha is
 * configured.
 */
export function joinWaitingRoom(subject: RoomSubject) {
  const init = {
    params: { path: { uuid: subject.uuid } },
    middleware: [api.captcha('loged_user')],
  };
  return call(
    subject.kind === 'event'
      ? api.POST('/events/{uuid}/waiting-room/join', init)
      : api.POST('/subscriptions/{uuid}/waiting-room/join', init),
    { quiet: true },
  );
}
