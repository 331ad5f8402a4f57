import { createApiClient } from '@tribuna/common/api/client';
import { i18n } from './i18n';
import { identityToken } from './identityToken';

/** The storefront's one API client: identity token, language header, errors to the caller. */
export const api = createApiClient({
  getIdToken: identityToken,
  getLanguage: () => i18n.language,
});
