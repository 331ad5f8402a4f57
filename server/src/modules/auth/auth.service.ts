import type { FastifyBaseLogger } from 'fastify';
import {
  resolveRoles,
  type LoggedUser,
  type Role,
  type SignUpBody,
  type UpdateLoggedUserBody,
  type UserStatistics,
} from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import type { UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { IdentityEmailExistsError, type IdentityProvider } from '../../integrations/identity/identity';
import type { NewUser, UsersRepository } from '../users/users.repository';
import type { AccountEmails } from './accountEmails';

export function toLoggedUser(user: UserRow): LoggedUser {
  const roles = user.roles as Role[];
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    birthDate: user.birthDate,
    favoriteDriver: user.favoriteDriver,
    favoriteTeam: user.favoriteTeam,
    pushNotifications: user.pushNotifications,
    language: user.language,
    roles,
    resolvedRoles: resolveRoles(roles),
    preRegisteredSubscriptionPriceUuid: user.preRegisteredSubscriptionPriceUuid,
    preRegisteredSubscriptionVoucherCode: user.preRegisteredSubscriptionVoucherCode,
    seatsIoHoldToken: user.seatsIoHoldToken,
    seatsIoHoldTokenExpiresAt: user.seatsIoHoldTokenExpiresAt?.toISOString() ?? null,
    statistics: null,
    activeUserSubscriptions: [],
  };
}

function profileValues(user: UserRow, input: UpdateLoggedUserBody): Partial<NewUser> {
  // Optional fields left out keep their value; null clears them.
  const values: Partial<NewUser> = { firstName: input.firstName, lastName: input.lastName };
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.pushNotifications !== undefined) values.pushNotifications = input.pushNotifications;
  if (input.preRegisteredSubscriptionPriceUuid !== undefined)
    values.preRegisteredSubscriptionPriceUuid = input.preRegisteredSubscriptionPriceUuid;
  if (input.birthDate !== undefined) values.birthDate = input.birthDate;
  if (input.favoriteDriver !== undefined) values.favoriteDriver = input.favoriteDriver;
  if (input.favoriteTeam !== undefined) values.favoriteTeam = input.favoriteTeam;
  if (input.seatsIoHoldToken !== undefined) {
    values.seatsIoHoldToken = input.seatsIoHoldToken;
    // The expiry belongs to the hold it was stored with; a different token's expiry is not known here.
    if (input.seatsIoHoldToken !== user.seatsIoHoldToken) values.seatsIoHoldTokenExpiresAt = null;
  }
  return values;
}

export function createAuthService(deps: {
  identity: IdentityProvider;
  users: UsersRepository;
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

  async function updated(uuid: string, values: Partial<NewUser>): Promise<UserRow> {
    const row = await deps.users.update(uuid, values);
    if (!row) throw new ProductError('userNotFound', { uuid });
    return row;
  }

  return {
    /**
     * Creates the identity account and the Tribuna user, then sends the verification e-mail. If
     * storing the user fails, the identity account is removed again so that a retry can succeed.
     */
    async signUp(input: SignUpBody): Promise<UserRow> {
      if (!input.gdprAccepted) throw new ProductError('dgprNotAccepted', { field: 'gdprAccepted' });
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
        user = await deps.users.insert({
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
      await mailSafely('verification', () => deps.emails.sendVerification(user.email, user.language));
      return user;
    },

    updateProfile: (user: UserRow, input: UpdateLoggedUserBody) =>
      updated(user.uuid, profileValues(user, input)),

    setLanguage: (user: UserRow, language: Language) => updated(user.uuid, { language }),

    /** Checks the current password with the identity provider before setting the new one. */
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
    },

    /** Orders, tickets and memberships are counted by their domains once they exist; none yet. */
    statistics(user: UserRow): UserStatistics {
      return { orders: 0, tickets: 0, activeMemberships: 0, memberSince: user.createdAt.toISOString() };
    },

    /**
     * Sends the reset e-mail when the account exists and is enabled. The caller answers the same
     * either way, so that nobody learns from it which e-mails have accounts.
     */
    async forgotPassword(email: string, requested: Language | null) {
      const user = await deps.users.findByEmail(email);
      if (user?.disabled) return;
      await mailSafely('password reset', () =>
        deps.emails.sendPasswordReset(user?.email ?? email, requested ?? user?.language ?? 'cs'),
      );
    },

    async sendVerification(user: UserRow, requested: Language | null, alreadyVerified: boolean) {
      if (alreadyVerified) return;
      await deps.emails.sendVerification(user.email, requested ?? user.language);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
