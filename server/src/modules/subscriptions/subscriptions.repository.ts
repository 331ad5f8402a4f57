import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptionPreRegistrations } from '../../db/schema';

export function createSubscriptionsRepository(db: DbOrTx) {
  return {
    async findPreRegisteredPrice(userUuid: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ priceUuid: subscriptionPreRegistrations.subscriptionPriceUuid })
        .from(subscriptionPreRegistrations)
        .where(eq(subscriptionPreRegistrations.userUuid, userUuid))
        .limit(1);
      return row?.priceUuid ?? null;
    },
    async savePreRegisteredPrice(userUuid: string, priceUuid: string, tx: DbOrTx = db) {
      await tx
        .insert(subscriptionPreRegistrations)
        .values({ userUuid, subscriptionPriceUuid: priceUuid })
        .onConflictDoUpdate({
          target: subscriptionPreRegistrations.userUuid,
          set: { subscriptionPriceUuid: priceUuid, createdAt: new Date() },
        });
    },
    async deletePreRegisteredPrice(userUuid: string, tx: DbOrTx = db) {
      await tx
        .delete(subscriptionPreRegistrations)
        .where(eq(subscriptionPreRegistrations.userUuid, userUuid));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
