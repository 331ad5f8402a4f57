import { resolveRoles, type LoggedUser, type Role, type SignUpBody } from '@tribuna/common/schemas/auth';
import type { UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { IdentityEmailExistsError, type IdentityProvider } from '../../integrations/identity/identity';
import type { UsersRepository } from './users.repository';

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

export function createAuthService(deps: { identity: IdentityProvider; users: UsersRepository }) {
  return {
    /**
     * Creates the identity account and the Tribuna user. If storing the user fails, the identity
     * account is removed again so that a retry can succeed.
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
      try {
        return await deps.users.insert({
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
    },
  };
}
