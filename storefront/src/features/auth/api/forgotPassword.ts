import { api, call } from '../../../lib/api';

/** `POST /auth/forgot-password`: always 204, whether or not the e-mail has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await call(
    api.POST('/auth/forgot-password', { body: { email }, middleware: [api.captcha('password_reset')] }),
  );
}
