import { i18n } from '../../lib/i18n';
import { validatePassword } from '../../lib/identity';
import type { FieldError } from './fieldErrors';

/**
 * The identity provider's own password policy (spec section 5), checked after the product's
 * `password()` rule: the message lists what the password misses. A provider that cannot be asked
 * leaves the decision to the sign-up or reset call itself.
 */
export async function passwordPolicyError(password: string): Promise<FieldError | null> {
  try {
    const result = await validatePassword(password);
    if (result.valid) return null;
    const requirements = result.missing
      .map((requirement) =>
        i18n.t(`passwordPolicy.${requirement}`, { min: result.minLength, max: result.maxLength }),
      )
      .join(', ');
    return { key: 'passwordPolicy.notMet', params: { requirements } };
  } catch {
    return null;
  }
}
