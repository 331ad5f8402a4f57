import type { UpdateLoggedUserBody } from '@tribuna/common/schemas/auth';
import { api, call } from '../../../lib/api';

/** `PUT /auth/logged-user`; the form shows field problems itself. */
export function updateLoggedUser(body: UpdateLoggedUserBody) {
  return call(api.PUT('/auth/logged-user', { body }), { quiet: true });
}
