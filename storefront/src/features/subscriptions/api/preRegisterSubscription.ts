import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { api, call } from '../../../lib/api';

/** Keeps the chosen price variant on the account (`preRegisteredSubscriptionPriceUuid`); null forgets it. */
export function preRegisterSubscription(user: LoggedUser, priceVariantUuid: string | null) {
  return call(
    api.PUT('/auth/logged-user', {
      body: {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        preRegisteredSubscriptionPriceUuid: priceVariantUuid,
      },
    }),
  );
}
