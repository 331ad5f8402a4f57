import type { Language } from '@tribuna/common/schemas/common';
import { api, call } from '../../../lib/api';

/** `PUT /auth/language`: the language of the user's e-mails and of the site. */
export function changeUserLanguage(language: Language) {
  return call(api.PUT('/auth/language', { body: { language } }));
}
