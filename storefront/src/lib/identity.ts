import type { IdentityClient, PasswordPolicyResult } from '@tribuna/common/auth/identity';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import { setIdentityClient } from './identityToken';

/*
 * The storefront's one door to the identity provider. The Firebase SDK is heavy, so it loads on
 * first use (after the public configuration has named the project or the emulator): for a saved
 * session at start, or when a form that signs in or checks a password is shown. Everything else
 * in the storefront calls these functions.
 */
let provideConfig: (config: PublicConfig['identity']) => void = () => undefined;
const identityConfig = new Promise<PublicConfig['identity']>((resolve) => {
  provideConfig = resolve;
});
let client: Promise<IdentityClient> | null = null;

export function setIdentityConfig(config: PublicConfig['identity']) {
  provideConfig(config);
}

export function getIdentity(): Promise<IdentityClient> {
  client ??= identityConfig
    .then(async (config) => {
      const { getIdentityClient } = await import('@tribuna/common/auth/identity');
      const loaded = getIdentityClient(config);
      setIdentityClient(loaded);
      return loaded;
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** For a form that will need the SDK: it loads while the visitor types. */
export function preloadIdentity() {
  getIdentity().catch(() => undefined);
}

export async function confirmPasswordReset(code: string, newPassword: string): Promise<void> {
  return (await getIdentity()).confirmPasswordReset(code, newPassword);
}

export async function applyActionCode(code: string): Promise<void> {
  return (await getIdentity()).applyActionCode(code);
}

export async function checkActionCode(code: string): Promise<{ email: string | null; operation: string }> {
  return (await getIdentity()).checkActionCode(code);
}

/** The provider's own password policy (spec section 5), on top of the product's `password()` rule. */
export async function validatePassword(password: string): Promise<PasswordPolicyResult> {
  return (await getIdentity()).validatePassword(password);
}
