import type { FastifyBaseLogger } from 'fastify';
import { featureInput } from '@tribuna/common/schemas/features';
import { subscriptionInput } from '@tribuna/common/schemas/subscriptions';
import type { Db, Tx } from '../db/client';
import { createFeaturesRepository } from '../modules/features/features.repository';
import { createFeaturesService } from '../modules/features/features.service';
import { createSubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';
import { createSubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { createVouchersRepository } from '../modules/vouchers/vouchers.repository';

/** The season a date falls in: July to June, as Czech and Slovak leagues play. */
function currentSeason(now: Date) {
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return {
    validFrom: `${start}-07-01`,
    validTo: `${start + 1}-06-30`,
    label: `${start}/${String(start + 1).slice(2)}`,
  };
}

/**
 * Three demo plans (permanent, this season, monthly renewing) with display and presale features and
 * CZK and EUR prices, for an empty database; added only when there are no plans.
 */
export async function seedDemoMemberships(db: Db, log: Pick<FastifyBaseLogger, 'info'>, now = new Date()) {
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
  });
  const existing = await subscriptions.list({ limit: 1, offset: 0, order: 'asc' });
  if (existing.total > 0) return;

  const feature = async (input: unknown) => (await features.create(featureInput.parse(input))).uuid;
  const memberContent = await feature({
    name: { cs: 'Obsah pro členy', sk: 'Obsah pre členov', en: 'Members-only content' },
    type: 'display',
  });
  const vipContent = await feature({
    name: { cs: 'Rozhovory ze zákulisí', sk: 'Rozhovory zo zákulisia', en: 'Behind-the-scenes interviews' },
    type: 'display',
  });
  const presale = await feature({
    name: { cs: 'Předprodej vstupenek', sk: 'Predpredaj vstupeniek', en: 'Ticket presale' },
    type: 'presale',
    presaleLimit: 4,
  });
  const season = currentSeason(now);

  const plans = [
    {
      name: { cs: 'Věrný fanoušek', sk: 'Verný fanúšik', en: 'Loyal fan' },
      text: {
        cs: '<p>Členství napořád: obsah pro členy a předprodej vstupenek na každou akci.</p>',
        sk: '<p>Členstvo navždy: obsah pre členov a predpredaj vstupeniek na každé podujatie.</p>',
      },
      type: 'permanent',
      featureUuids: [memberContent, presale],
      requiredDisplayFeatureUuids: [memberContent],
      voucherPurchasable: true,
      position: 1,
      prices: [
        {
          label: { cs: 'Jednorázově', sk: 'Jednorazovo', en: 'One-off' },
          amountCzk: 249000,
          amountEur: 9990,
        },
      ],
    },
    {
      name: { cs: `Sezóna ${season.label}`, sk: `Sezóna ${season.label}`, en: `Season ${season.label}` },
      text: {
        cs: '<p>Všechno pro členy po celou sezónu včetně rozhovorů ze zákulisí.</p>',
        sk: '<p>Všetko pre členov počas celej sezóny vrátane rozhovorov zo zákulisia.</p>',
      },
      type: 'seasonal',
      validFrom: season.validFrom,
      validTo: season.validTo,
      featureUuids: [memberContent, vipContent, presale],
      requiredDisplayFeatureUuids: [memberContent, vipContent],
      capacity: 500,
      voucherPurchasable: true,
      position: 2,
      prices: [
        { label: { cs: 'Dospělý', sk: 'Dospelý', en: 'Adult' }, amountCzk: 129000, amountEur: 4990 },
        {
          label: { cs: 'Student a senior', sk: 'Študent a senior', en: 'Student and senior' },
          amountCzk: 69000,
          amountEur: 2790,
        },
      ],
    },
    {
      name: { cs: 'Měsíční členství', sk: 'Mesačné členstvo', en: 'Monthly membership' },
      text: {
        cs: '<p>Obsah pro členy na měsíc; obnovuje se, dokud ho nezrušíte.</p>',
        sk: '<p>Obsah pre členov na mesiac; obnovuje sa, kým ho nezrušíte.</p>',
      },
      type: 'periodic',
      periodCount: 1,
      periodUnit: 'month',
      renewing: true,
      featureUuids: [memberContent],
      requiredDisplayFeatureUuids: [memberContent],
      position: 3,
      prices: [{ label: { cs: 'Měsíčně', sk: 'Mesačne', en: 'Monthly' }, amountCzk: 12900, amountEur: 490 }],
    },
  ];
  for (const plan of plans) await subscriptions.create(subscriptionInput.parse(plan));
  log.info(`demo data: ${plans.length} membership plans added`);
}
