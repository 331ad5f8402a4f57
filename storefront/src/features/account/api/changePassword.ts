import type { z } from 'zod';
import type { changePasswordBody } from '@tribuna/common/schemas/auth';
import { api, call } from '../../../lib/api';

/** `POST /auth/change-password`; a wrong current password comes back as a field problem. */
export async function changePassword(body: z.infer<typeof changePasswordBody>): Promise<void> {
  await call(api.POST('/auth/change-password', { body }), { quiet: true });
}
