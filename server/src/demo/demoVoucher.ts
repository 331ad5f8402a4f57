import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { createFeaturesRepository } from '../modules/features/features.repository';
import { createFeaturesService } from '../modules/features/features.service';
import { createSubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';
import { createSubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { formatVoucherCode } from '../modules/vouchers/voucherCodes';
import { createVouchersRepository } from '../modules/vouchers/vouchers.repository';
import { createVouchersService } from '../modules/vouchers/vouchers.service';

/**
 * One unclaimed demo voucher for the first plan a voucher can buy, on a database without vouchers;
 * its code is printed so a tester can apply it on the account page. Answers the code, or null.
 */
export async function seedDemoVoucher(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Promise<string | null> {
  const transaction = <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run);
  const features = createFeaturesService({
    features: createFeaturesRepository(db),
    isInUse: (uuid, tx) => subscriptions.featureInUse(uuid, tx),
    transaction,
  });
  const subscriptions = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(db),
    features,
    transaction,
    pricesInVouchers: (priceUuids, tx) => vouchers.refersToPrices(priceUuids, tx),
  });
  const vouchers = createVouchersService({
    vouchers: createVouchersRepository(db),
    subscriptions,
    transaction,
  });
  const plans = await subscriptions.listPublic('cs', null);
  const price = plans.find((plan) => plan.voucherPurchasable)?.prices[0];
  if (!price) return null;
  const code = await vouchers.demoVoucher(price.uuid);
  if (code) log.info(`demo data: voucher code ${formatVoucherCode(code)} (unclaimed, apply it on /app/ucet)`);
  return code;
}
