import { randomBytes } from 'node:crypto';
import type { IdentityProvider } from '../integrations/identity/identity';
import type { AccountEmails } from '../modules/auth/accountEmails';
import type { UsersService } from '../modules/users/users.service';

/**
 * `npm run create-admin -- --email …`: how a deployment gets its first super_admin (demo data, with
 * its published password, is refused in production). The identity account is made if missing, with
 * a random password nobody learns; the person sets their own through the reset link, which is
 * e-mailed and also answered, for the operator to hand over when e-mail is not set up yet.
 */
export function createAdminFlow(deps: {
  identity: IdentityProvider;
  users: Pick<UsersService, 'promoteToSuperAdmin'>;
  emails: Pick<AccountEmails, 'sendPasswordReset'>;
}) {
  return async function createAdmin(email: string): Promise<{ created: boolean; resetLink: string }> {
    const existing = await deps.identity.findUserByEmail(email);
    const uid =
      existing?.uid ??
      (await deps.identity.createUser({
        email,
        // Meets every password policy and is thrown away at once.
        password: `${randomBytes(24).toString('base64url')}aA1!`,
        // The operator vouches for the address; the reset link proves it again.
        emailVerified: true,
      }));
    if (existing) await deps.identity.updateUser(uid, { disabled: false });
    const user = await deps.users.promoteToSuperAdmin({ firebaseUid: uid, email });
    const resetLink = await deps.emails.sendPasswordReset(email, user.language);
    if (!resetLink) throw new Error(`The identity provider made no reset link for ${email}`);
    return { created: !existing, resetLink };
  };
}
