import type { Tx } from '../../db/client';
import type { SubscriptionsRepository } from './subscriptions.repository';

/** Memberships. For now only the price a user chose before signing in (login step 4). */
export function createSubscriptionsService(deps: { subscriptions: SubscriptionsRepository }) {
  const { subscriptions } = deps;
  return {
    preRegisteredPrice: (userUuid: string, tx?: Tx) => subscriptions.findPreRegisteredPrice(userUuid, tx),

    /** Null forgets the choice. */
    setPreRegisteredPrice: (userUuid: string, priceUuid: string | null, tx?: Tx) =>
      priceUuid === null
        ? subscriptions.deletePreRegisteredPrice(userUuid, tx)
        : subscriptions.savePreRegisteredPrice(userUuid, priceUuid, tx),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
