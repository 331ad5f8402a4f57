import type { IdentityClient } from '@tribuna/common/auth/identity';

/**
 * The identity SDK is loaded after the first paint (it is not needed to show content), so the
 * API client asks this holder for a token and gets none until someone is signed in.
 */
let client: IdentityClient | null = null;

export function setIdentityClient(next: IdentityClient | null) {
  client = next;
}

export async function identityToken(): Promise<string | null> {
  return client ? client.getIdToken() : null;
}
