import { createApiClient, type ApiClient } from '@tribuna/common/api/client';
import type { IdentityClient } from '@tribuna/common/auth/identity';
import { currentLocale } from './i18nProvider';

/**
 * The one API client of the back office: every call carries the signed-in user's identity token
 * and the admin language, so the API answers in the language the staff member reads.
 */
export function createAdminApiClient(identity: Pick<IdentityClient, 'getIdToken'>): ApiClient {
  return createApiClient({
    getIdToken: () => identity.getIdToken(),
    getLanguage: currentLocale,
  });
}
