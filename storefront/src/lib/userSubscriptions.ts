import { api, call } from './api';

/** `GET /auth/logged-user` now (the session's own refresh waits a minute between reads). */
export function fetchLoggedUser() {
  return call(api.GET('/auth/logged-user', { middleware: [api.captcha('loged_user')] }), { quiet: true });
}

/** `DELETE /auth/subscription/{uuid}`: the membership ends now. */
export function cancelUserSubscription(uuid: string) {
  return call(api.DELETE('/auth/subscription/{uuid}', { params: { path: { uuid } } }));
}

/** `DELETE /auth/subscription/{uuid}/recurrent-payment`: no more renewals. */
export function stopRenewal(uuid: string) {
  return call(api.DELETE('/auth/subscription/{uuid}/recurrent-payment', { params: { path: { uuid } } }));
}
