import type { Language } from '@tribuna/common/schemas/common';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { api } from '../../../lib/api';

/** `PUT /auth/language`: the language of the user's e-mails and of the site. */
export function changeUserLanguage(language: Language): Promise<LoggedUser | undefined> {
  return api.put<LoggedUser | undefined>('/auth/language', { language });
}
