import { api } from '../../../lib/api';

/** `POST /auth/change-password`; a wrong current password comes back as a field problem. */
export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  return api.post<void>('/auth/change-password', body, { quiet: true });
}
