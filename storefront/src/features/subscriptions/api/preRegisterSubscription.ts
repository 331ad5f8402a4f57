import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { api, call } from '../../../lib/api';

/** Keeps the chosen price variant on the account (`preRegisteredSubscriptionPriceUuid`). */
export function preRegisterSubscription(user: LoggedUser, priceUuid: string) {
  return call(
    api.PUT('/auth/logged-user', {
      body: {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        preRegisteredSubscriptionPriceUuid: priceUuid,
      },
    }),
  );
}
