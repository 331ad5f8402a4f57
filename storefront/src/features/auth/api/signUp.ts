import type { SignUpBody } from '@tribuna/common/schemas/auth';
import { api, call } from '../../../lib/api';

/** `POST /auth/sign-up`: creates the account and sends the verification e-mail. */
export function signUp(body: SignUpBody) {
  // The form shows field problems, a taken e-mail and a missing consent itself.
  return call(api.POST('/auth/sign-up', { body, middleware: [api.captcha('signup')] }), { quiet: true });
}
