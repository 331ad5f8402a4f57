import { api } from '../../../lib/api';

/** `POST /auth/forgot-password`: always 204, whether or not the e-mail has an account. */
export function forgotPassword(email: string): Promise<void> {
  return api.post<void>('/auth/forgot-password', { email }, { captchaAction: 'password_reset' });
}
