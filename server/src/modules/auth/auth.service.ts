import type { FastifyBaseLogger } from 'fastify';
import type { AcceptTermsBody, SignUpBody } from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import type { UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import {
  IdentityEmailExistsError,
  type IdentityProvider,
  type VerifiedIdentity,
} from '../../integrations/identity/identity';
import type { UsersService } from '../users/users.service';
import type { AccountEmails } from './accountEmails';

export function createAuthService(deps: {
  identity: IdentityProvider;
  users: Pick<UsersService, 'findByIdentity' | 'findByEmail' | 'create'>;
  emails: AccountEmails;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  /** E-mails are a courtesy on top of what succeeded: a mail failure is logged, not answered. */
  async function mailSafely(what: string, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (err) {
      deps.log.error({ err }, `sending the ${what} e-mail failed`);
    }
  }

  function requireConsent(input: { gdprAccepted: boolean }) {
    if (!input.gdprAccepted) throw new ProductError('dgprNotAccepted', { field: 'gdprAccepted' });
  }

  return {
    /**
     * Creates the identity account and the Tribuna user, then sends the verification e-mail. If
     * storing the user fails, the identity account is removed again so that a retry can succeed.
     */
    async signUp(input: SignUpBody, origin?: string): Promise<UserRow> {
      requireConsent(input);
      if (await deps.users.findByEmail(input.email)) throw new ProductError('emailAlreadyExists');
      let uid: string;
      try {
        uid = await deps.identity.createUser({
          email: input.email,
          password: input.password,
          displayName: `${input.firstName} ${input.lastName}`,
        });
      } catch (e) {
        if (e instanceof IdentityEmailExistsError) throw new ProductError('emailAlreadyExists');
        throw e;
      }
      let user: UserRow;
      try {
        user = await deps.users.create({
          firebaseUid: uid,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          language: input.language,
          gdprAcceptedAt: new Date(),
        });
      } catch (e) {
        await deps.identity.deleteUser(uid).catch(() => undefined);
        throw e;
      }
      // The account stands even if the e-mail fails: signing in asks for a new one (spec section 5).
      await mailSafely('verification', () => deps.emails.sendVerification(user.email, user.language, origin));
      return user;
    },

    /**
     * The sign-up of an identity account made without Tribuna (directly at the provider): with the
     * consent, it gets its Tribuna user. The e-mail must still be verified before the API opens.
     */
    async acceptTerms(identity: VerifiedIdentity, input: AcceptTermsBody): Promise<UserRow> {
      requireConsent(input);
      if (!identity.email)
        throw new ProductError('badRequest', undefined, 'The identity account has no e-mail address.');
      if (await deps.users.findByIdentity(identity.uid)) throw new ProductError('userAlreadyExists');
      // The same e-mail under another identity (an account deleted and made again at the provider).
      if (await deps.users.findByEmail(identity.email)) throw new ProductError('emailAlreadyExists');
      return deps.users.create({
        firebaseUid: identity.uid,
        email: identity.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        language: input.language,
        gdprAcceptedAt: new Date(),
      });
    },

    /**
     * Checks the current password with the identity provider before setting the new one, then ends
     * every session: tokens issued before the change are refused from now on.
     */
    async changePassword(user: UserRow, input: { currentPassword: string; newPassword: string }) {
      const check = await deps.identity.checkPassword(user.email, input.currentPassword);
      if (check === 'tooManyAttempts') {
        throw new ProductError('tooManyRequests', undefined, 'Too many wrong passwords. Try again later.');
      }
      if (check === 'invalid') {
        throw new ProductError(
          'badRequest',
          { fields: [{ field: 'body.currentPassword', message: 'identityError.wrongPassword' }] },
          'The current password is not correct.',
        );
      }
      await deps.identity.updateUser(user.firebaseUid, { password: input.newPassword });
      await deps.identity.revokeSessions(user.firebaseUid);
    },

    /**
     * Sends the reset e-mail when the account exists and is enabled. The caller answers the same
     * either way, so that nobody learns from it which e-mails have accounts.
     */
    async forgotPassword(email: string, requested: Language | null, origin?: string) {
      const user = await deps.users.findByEmail(email);
      if (user?.disabled) return;
      await mailSafely('password reset', () =>
        deps.emails.sendPasswordReset(user?.email ?? email, requested ?? user?.language ?? 'cs', origin),
      );
    },

    /**
     * A new verification e-mail. The account may have no Tribuna user yet (made at the provider,
     * terms not accepted): the e-mail address is the identity's, the language the asked one.
     */
    async sendVerification(
      identity: VerifiedIdentity,
      user: UserRow | null,
      requested: Language | null,
      origin?: string,
    ) {
      if (identity.emailVerified || !identity.email) return;
      await deps.emails.sendVerification(identity.email, requested ?? user?.language ?? 'cs', origin);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
