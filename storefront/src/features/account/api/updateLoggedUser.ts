import type { LoggedUser, UpdateLoggedUserBody } from '@tribuna/common/schemas/auth';
import { api } from '../../../lib/api';

/** `PUT /auth/logged-user`; the form shows field problems itself. */
export function updateLoggedUser(body: UpdateLoggedUserBody): Promise<LoggedUser | undefined> {
  return api.put<LoggedUser | undefined>('/auth/logged-user', body, { quiet: true });
}
