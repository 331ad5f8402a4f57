import { api, call } from '../../../lib/api';

/** `POST /hold-tokens`: a new hold token of the signed-in buyer (it becomes their seatsIoHoldToken). */
export function createHoldToken() {
  return call(api.POST('/hold-tokens', {}));
}

/** `GET /hold-tokens/{holdToken}`: the token's expiry and the seats it holds (fails when not the buyer's). */
export function getHoldToken(holdToken: string) {
  return call(api.GET('/hold-tokens/{holdToken}', { params: { path: { holdToken } } }), { quiet: true });
}
