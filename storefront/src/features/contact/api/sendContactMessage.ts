import type { ContactMessageInput } from '@tribuna/common/schemas/contact';
import { api, call } from '../../../lib/api';

/** `POST /contact` with the invisible captcha's `contact-form` token; the form shows field errors itself. */
export function sendContactMessage(body: ContactMessageInput) {
  return call(api.POST('/contact', { body, middleware: [api.captcha('contact-form')] }), { quiet: true });
}
