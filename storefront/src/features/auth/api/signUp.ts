import type { LoggedUser, SignUpBody } from '@tribuna/common/schemas/auth';
import { api } from '../../../lib/api';

/** `POST /auth/sign-up`: creates the account and sends the verification e-mail. */
export function signUp(body: SignUpBody): Promise<LoggedUser> {
  // The form shows field problems, a taken e-mail and a missing consent itself.
  return api.post<LoggedUser>('/auth/sign-up', body, { captchaAction: 'signup', quiet: true });
}
