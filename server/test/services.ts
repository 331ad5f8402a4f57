import type { Database, Tx } from '../src/db/client';
import { createFeaturesRepository } from '../src/modules/features/features.repository';
import { createFeaturesService } from '../src/modules/features/features.service';
import { createSubscriptionsRepository } from '../src/modules/subscriptions/subscriptions.repository';
import { createSubscriptionsService } from '../src/modules/subscriptions/subscriptions.service';
import { createVouchersRepository } from '../src/modules/vouchers/vouchers.repository';

/**
 * The membership services wired as the app wires them, for tests of what later callers (orders,
 * payments, vouchers) do through them; `now` fixes the clock.
 */
export function membershipServices(database: Database, now?: () => Date) {
  const { db } = database;
  const transaction = <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run);
  const features = createFeaturesService({
    features: createFeaturesRepository(db),
    isInUse: (uuid, tx) => subscriptions.featureInUse(uuid, tx),
    transaction,
  });
  const vouchers = createVouchersRepository(db);
  const subscriptions = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(db),
    features,
    transaction,
    pricesInVouchers: (priceUuids, tx) => vouchers.refersToPrices(priceUuids, tx),
    now,
  });
  return { features, subscriptions };
}

/** Makes the user a member (granted by staff) of a membership whose presale feature allows `presaleLimit` tickets. */
export async function grantPresale(database: Database, userUuid: string, presaleLimit: number) {
  const { features, subscriptions } = membershipServices(database);
  const feature = await features.create({ name: { cs: 'Předprodej' }, type: 'presale', presaleLimit });
  const plan = await subscriptions.create({
    name: { cs: 'Člen' },
    text: { cs: '<p>Člen</p>' },
    type: 'permanent',
    featureUuids: [feature.uuid],
    requiredDisplayFeatureUuids: [],
    renewing: false,
    sellable: true,
    voucherPurchasable: false,
    position: 0,
    prices: [{ label: { cs: 'Člen' }, amountCzk: 100, amountEur: 4 }],
  });
  await subscriptions.activate({ userUuid, priceUuid: plan.prices[0]!.uuid, source: { type: 'admin' } });
}
