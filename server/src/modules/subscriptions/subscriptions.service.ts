import { addPragueCalendar, pragueStartOfIsoDay } from '@tribuna/common/dates';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type { PublicFeature } from '@tribuna/common/schemas/features';
import type { PublicWaitingRoom } from '@tribuna/common/schemas/waitingRooms';
import { currencyOf } from '@tribuna/common/i18n/locales';
import {
  type AdminSubscription,
  type AdminSubscriptionListQuery,
  type AdminUserSubscription,
  type PublicSubscription,
  type PublicSubscriptionPrice,
  type SubscriptionAvailability,
  type SubscriptionInput,
  type UserSubscription,
} from '@tribuna/common/schemas/subscriptions';
import type { Tx } from '../../db/client';
import type { FeatureRow, SubscriptionPriceRow, SubscriptionRow, UserSubscriptionRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ProductError } from '../../errors';
import { toPublicFeature, type FeaturesService } from '../features/features.service';
import type { FeatureLink, SubscriptionsRepository } from './subscriptions.repository';

/** A plan with what belongs to it: its price variants, its features and how many hold it. */
export interface SubscriptionDetail {
  row: SubscriptionRow;
  prices: SubscriptionPriceRow[];
  grantedUuids: string[];
  requiredDisplayUuids: string[];
  holders: number;
}

/**
 * Where a membership came from. Orders and vouchers activate at most one membership each (a repeated
 * confirmation answers `subscriptionAlreadyExists`, never a second membership).
 */
export type ActivationSource =
  { type: 'order'; uuid: string } | { type: 'voucher'; uuid: string } | { type: 'admin'; uuid?: null };

export function toAdminSubscription(detail: SubscriptionDetail): AdminSubscription {
  const { row } = detail;
  return {
    uuid: row.uuid,
    name: row.name,
    text: row.text,
    image: row.image,
    type: row.type,
    validFrom: row.validFrom,
    validTo: row.validTo,
    periodCount: row.periodCount,
    periodUnit: row.periodUnit,
    renewing: row.renewing,
    featureUuids: detail.grantedUuids,
    requiredDisplayFeatureUuids: detail.requiredDisplayUuids,
    sellable: row.sellable,
    capacity: row.capacity,
    voucherPurchasable: row.voucherPurchasable,
    position: row.position,
    prices: detail.prices.map((price) => ({
      uuid: price.uuid,
      label: price.label,
      amountCzk: price.amountCzk,
      amountEur: price.amountEur,
    })),
    activeCount: detail.holders,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function availabilityOf(detail: SubscriptionDetail): SubscriptionAvailability {
  const { capacity } = detail.row;
  const remaining = capacity === null ? null : Math.max(0, capacity - detail.holders);
  return { uuid: detail.row.uuid, capacity, remaining, soldOut: remaining !== null && remaining <= 0 };
}

/**
 * A price variant in the visitor's currency (`asked`: their language, never the one the plan's texts
 * fell back to), labelled in `language`. An amount of 0 is no price in that currency: the variant is
 * not sold to the visitor, never priced in the other currency.
 */
export function toPublicPrice(
  price: SubscriptionPriceRow,
  language: Language,
  asked: Language = language,
): PublicSubscriptionPrice {
  const currency = currencyOf(asked);
  return {
    uuid: price.uuid,
    label: translate(price.label, language),
    amount: currency === 'EUR' ? price.amountEur : price.amountCzk,
    currency,
  };
}

/** Plans a user holds are `owned`; features that were deleted meanwhile are left out. */
function toPublicSubscription(
  detail: SubscriptionDetail,
  features: Map<string, FeatureRow>,
  asked: Language,
  owned: boolean,
): PublicSubscription {
  const { row } = detail;
  // One language per plan, as with articles: never a Slovak name over a Czech text.
  const language: Language = row.name[asked] ? asked : 'cs';
  return {
    ...availabilityOf(detail),
    language,
    name: translate(row.name, language),
    text: translate(row.text, language),
    image: row.image,
    type: row.type,
    validFrom: row.validFrom,
    validTo: row.validTo,
    periodCount: row.periodCount,
    periodUnit: row.periodUnit,
    renewing: row.renewing,
    sellable: row.sellable,
    voucherPurchasable: row.voucherPurchasable,
    features: detail.grantedUuids.flatMap((uuid) => {
      const feature = features.get(uuid);
      return feature ? [toPublicFeature(feature, language)] : [];
    }),
    requiredDisplayFeatureUuids: detail.requiredDisplayUuids,
    prices: detail.prices.map((price) => toPublicPrice(price, language, asked)),
    owned,
  };
}

/** When a membership bought at `now` is valid: null when the plan can no longer be held. */
export function validityOf(
  row: SubscriptionRow,
  now: Date,
): { validFrom: Date; validTo: Date | null } | null {
  switch (row.type) {
    case 'permanent':
      return { validFrom: now, validTo: null };
    case 'seasonal': {
      const start = row.validFrom ? pragueStartOfIsoDay(row.validFrom) : null;
      const lastDay = row.validTo ? pragueStartOfIsoDay(row.validTo) : null;
      if (!start || !lastDay) return null;
      // The season's last day is included: it ends when the next day starts in Prague.
      const end = addPragueCalendar(lastDay, 1, 'day');
      if (end <= now) return null;
      return { validFrom: start > now ? start : now, validTo: end };
    }
    case 'periodic':
      if (!row.periodCount || !row.periodUnit) return null;
      return { validFrom: now, validTo: addPragueCalendar(now, row.periodCount, row.periodUnit) };
  }
}

function typeFields(input: SubscriptionInput) {
  return {
    validFrom: input.type === 'seasonal' ? (input.validFrom ?? null) : null,
    validTo: input.type === 'seasonal' ? (input.validTo ?? null) : null,
    periodCount: input.type === 'periodic' ? (input.periodCount ?? null) : null,
    periodUnit: input.type === 'periodic' ? (input.periodUnit ?? null) : null,
    renewing: input.type === 'periodic' && input.renewing,
  };
}

function toValues(input: SubscriptionInput) {
  return {
    name: input.name,
    // Already sanitised and checked by the schema's rich-text transform.
    text: input.text,
    image: input.image ?? null,
    type: input.type,
    ...typeFields(input),
    sellable: input.sellable,
    capacity: input.capacity ?? null,
    voucherPurchasable: input.voucherPurchasable,
    position: input.position,
  };
}

/**
 * Memberships: the plans with their price variants and features (back office, public lists), and
 * the memberships users hold. Orders, payments and vouchers activate, extend and end memberships
 * through `activate`, `extend` and `endAt`; the paywall asks `featuresOf`.
 *
 * Rules of `activate`:
 * - a plan that is not sellable is refused (`subscriptionNotSellable`) to orders; a voucher (bought
 *   while the plan was on sale) and an admin grant may still activate it. A season that is over
 *   cannot be held by anyone.
 * - capacity counts every current holder (in force or starting later) and applies to every source;
 *   it is read under a row lock on the plan, so two buyers never both take the last place.
 * - a user holds one current membership of a plan at a time (`subscriptionAlreadyExists`); a
 *   renewal extends the one they hold (`extend`).
 * - a plan that would give the user nothing new is refused (`subscriptionPreventedByCurrentSubscription`):
 *   when their current memberships already grant every feature of a plan that grants any.
 */
export function createSubscriptionsService(deps: {
  subscriptions: SubscriptionsRepository;
  features: Pick<FeaturesService, 'getMany' | 'findMany'>;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Whether an order that is pending or paid holds the price variant (it then counts as sold). */
  priceInOrders?: (priceUuid: string, tx: Tx) => Promise<boolean>;
  /** Whether vouchers or voucher batches refer to any of these price variants (they then count as sold). */
  pricesInVouchers: (priceUuids: readonly string[], tx: Tx) => Promise<boolean>;
  /** What the public memberships say of their sales' waiting rooms (none without it). */
  waitingRooms?: (subscriptionUuids: readonly string[], tx?: Tx) => Promise<Map<string, PublicWaitingRoom>>;
  /** The seasonal plans season tickets sell with a seat: never listed nor ordered alone. */
  plansSoldWithSeats?: (tx?: Tx) => Promise<Set<string>>;
  now?: () => Date;
}) {
  const { subscriptions: repo } = deps;
  const clock = deps.now ?? (() => new Date());
  const inTransaction = <T>(tx: Tx | undefined, run: (tx: Tx) => Promise<T>) =>
    tx ? run(tx) : deps.transaction(run);

  async function detailsOf(rows: SubscriptionRow[], tx?: Tx): Promise<SubscriptionDetail[]> {
    const uuids = rows.map((row) => row.uuid);
    // In a transaction one after the other: its connection takes one statement at a time.
    const [prices, links, holders] = tx
      ? [
          await repo.pricesOf(uuids, tx),
          await repo.featureLinksOf(uuids, tx),
          await repo.holderCounts(uuids, clock(), tx),
        ]
      : await Promise.all([
          repo.pricesOf(uuids),
          repo.featureLinksOf(uuids),
          repo.holderCounts(uuids, clock()),
        ]);
    const linked = (uuid: string, kind: FeatureLink['kind']) =>
      links.filter((l) => l.subscriptionUuid === uuid && l.kind === kind).map((l) => l.featureUuid);
    return rows.map((row) => ({
      row,
      prices: prices.filter((price) => price.subscriptionUuid === row.uuid),
      grantedUuids: linked(row.uuid, 'granted'),
      requiredDisplayUuids: linked(row.uuid, 'requiredDisplay'),
      holders: holders.get(row.uuid) ?? 0,
    }));
  }

  async function detailOf(row: SubscriptionRow, tx?: Tx): Promise<SubscriptionDetail> {
    const [detail] = await detailsOf([row], tx);
    return detail!;
  }

  async function featureMap(details: SubscriptionDetail[], tx?: Tx): Promise<Map<string, FeatureRow>> {
    const rows = await deps.features.findMany(
      details.flatMap((d) => d.grantedUuids),
      tx,
    );
    return new Map(rows.map((row) => [row.uuid, row]));
  }

  /** The plans the user holds now or from a later day (what `owned` means). */
  async function ownedPlans(userUuid: string | null, tx?: Tx): Promise<Set<string>> {
    if (!userUuid) return new Set();
    const rows = await repo.currentOf(userUuid, clock(), tx);
    return new Set(rows.map((row) => row.subscriptionUuid));
  }

  /** The plans on sale alone (not those a season ticket sells with a seat). */
  async function soldAlone(rows: SubscriptionRow[]): Promise<SubscriptionRow[]> {
    const withSeats = (await deps.plansSoldWithSeats?.()) ?? new Set<string>();
    return rows.filter((row) => !withSeats.has(row.uuid));
  }

  async function publicOf(rows: SubscriptionRow[], language: Language, userUuid: string | null, tx?: Tx) {
    const [details, owned, rooms] = await Promise.all([
      detailsOf(rows, tx),
      ownedPlans(userUuid, tx),
      deps.waitingRooms?.(
        rows.map((row) => row.uuid),
        tx,
      ) ?? new Map<string, PublicWaitingRoom>(),
    ]);
    const features = await featureMap(details, tx);
    return details.map((d) => ({
      ...toPublicSubscription(d, features, language, owned.has(d.row.uuid)),
      waitingRoom: rooms.get(d.row.uuid) ?? null,
    }));
  }

  async function checkedFeatures(input: SubscriptionInput, tx: Tx) {
    const granted = await deps.features.getMany(input.featureUuids, tx);
    const display = await deps.features.getMany(input.requiredDisplayFeatureUuids, tx);
    const notDisplay = display.find((feature) => feature.type !== 'display');
    if (notDisplay) {
      throw new ProductError(
        'badRequest',
        { fields: [{ field: 'body.requiredDisplayFeatureUuids', message: 'Only display features.' }] },
        `Feature ${notDisplay.uuid} is not a display feature.`,
      );
    }
    return [
      ...granted.map((f) => ({ featureUuid: f.uuid, kind: 'granted' as const })),
      ...display.map((f) => ({ featureUuid: f.uuid, kind: 'requiredDisplay' as const })),
    ];
  }

  /**
   * Price variants sent with a uuid of this plan are changed in place (their uuid stays); new ones
   * get a uuid; a variant left out is deleted, or archived when a membership was bought with it.
   */
  async function savePrices(subscriptionUuid: string, input: SubscriptionInput, tx: Tx) {
    const existing = await repo.pricesOf([subscriptionUuid], tx);
    for (const price of input.prices) {
      if (price.uuid && !existing.some((e) => e.uuid === price.uuid)) {
        throw new ProductError('subscriptionPriceNotFound', { uuid: price.uuid });
      }
    }
    for (const old of existing) {
      if (input.prices.some((price) => price.uuid === old.uuid)) continue;
      const sold =
        (await repo.priceWasSold(old.uuid, tx)) ||
        (await deps.pricesInVouchers([old.uuid], tx)) ||
        (await deps.priceInOrders?.(old.uuid, tx));
      if (sold) await repo.archivePrice(old.uuid, tx);
      else await repo.deletePrice(old.uuid, tx);
    }
    for (const [position, price] of input.prices.entries()) {
      const values = { label: price.label, amountCzk: price.amountCzk, amountEur: price.amountEur, position };
      if (price.uuid) await repo.updatePrice(price.uuid, values, tx);
      else await repo.insertPrice({ ...values, subscriptionUuid }, tx);
    }
  }

  async function getRow(uuid: string, tx?: Tx) {
    const row = await repo.findByUuid(uuid, tx);
    if (!row) throw new ProductError('subscriptionNotFound', { uuid });
    return row;
  }

  async function ownUserSubscription(userUuid: string, uuid: string, tx: Tx) {
    const row = await repo.findUserSubscription(uuid, tx, true);
    if (!row) throw new ProductError('subscriptionNotFound', { uuid });
    if (row.userUuid !== userUuid) throw new ProductError('subscriptionDoesNotBelongToUser', { uuid });
    return row;
  }

  async function userSubscriptionsOf(rows: UserSubscriptionRow[], language: Language, tx?: Tx) {
    const plans = await repo.findAnyMany(
      rows.map((row) => row.subscriptionUuid),
      tx,
    );
    const details = await detailsOf(plans, tx);
    const features = await featureMap(details, tx);
    return rows.map((row) => {
      const detail = details.find((d) => d.row.uuid === row.subscriptionUuid)!;
      const planFeatures: PublicFeature[] = detail.grantedUuids.flatMap((uuid) => {
        const feature = features.get(uuid);
        return feature ? [toPublicFeature(feature, language)] : [];
      });
      const membership: UserSubscription = {
        uuid: row.uuid,
        subscription: {
          uuid: detail.row.uuid,
          name: translate(detail.row.name, language),
          type: detail.row.type,
        },
        priceUuid: row.priceUuid,
        features: planFeatures,
        validFrom: row.validFrom.toISOString(),
        validTo: row.validTo?.toISOString() ?? null,
        renewing: row.renewing,
        status: row.status,
      };
      return { row, membership };
    });
  }

  /**
   * The rules of `activate` (see above) for a user and a price variant at `now`, read under the
   * plan's row lock: answers what the membership would be, or throws the catalogue's error.
   */
  async function checkActivation(
    params: {
      userUuid: string;
      priceUuid: string;
      source: ActivationSource['type'];
      now: Date;
      /** A plan sold only with something else (a season seat) is activated by its order too. */
      offSale?: boolean;
    },
    tx: Tx,
  ) {
    const { now } = params;
    const price = await repo.findPrice(params.priceUuid, tx);
    if (!price) throw new ProductError('subscriptionPriceNotFound', { uuid: params.priceUuid });
    const plan = await repo.lock(price.subscriptionUuid, tx);
    if (!plan) throw new ProductError('subscriptionNotFound', { uuid: price.subscriptionUuid });
    if (!plan.sellable && params.source === 'order' && !params.offSale)
      throw new ProductError('subscriptionNotSellable', { uuid: plan.uuid });
    const validity = validityOf(plan, now);
    if (!validity) throw new ProductError('subscriptionNotSellable', { uuid: plan.uuid, reason: 'ended' });

    const held = await repo.currentOf(params.userUuid, now, tx);
    if (held.some((row) => row.subscriptionUuid === plan.uuid))
      throw new ProductError('subscriptionAlreadyExists', { uuid: plan.uuid });
    const holders = (await repo.holderCounts([plan.uuid], now, tx)).get(plan.uuid) ?? 0;
    if (plan.capacity !== null && holders >= plan.capacity)
      throw new ProductError('subscriptionSoldOut', { uuid: plan.uuid });

    const links = await repo.featureLinksOf([plan.uuid, ...held.map((row) => row.subscriptionUuid)], tx);
    const grants = (uuid: string) =>
      links.filter((l) => l.subscriptionUuid === uuid && l.kind === 'granted').map((l) => l.featureUuid);
    const planFeatures = grants(plan.uuid);
    const userFeatures = new Set(held.flatMap((row) => grants(row.subscriptionUuid)));
    if (planFeatures.length > 0 && planFeatures.every((uuid) => userFeatures.has(uuid)))
      throw new ProductError('subscriptionPreventedByCurrentSubscription', { uuid: plan.uuid });
    return { price, plan, validity };
  }

  const service = {
    // --- Back office -------------------------------------------------------------------------
    async list(params: AdminSubscriptionListQuery) {
      const { rows, total } = await repo.list(params);
      return { rows: await detailsOf(rows), total };
    },
    get: async (uuid: string, tx?: Tx) => detailOf(await getRow(uuid, tx), tx),
    create: (input: SubscriptionInput) =>
      deps.transaction(async (tx) => {
        const links = await checkedFeatures(input, tx);
        const row = await repo.insert(toValues(input), tx);
        await repo.replaceFeatureLinks(row.uuid, links, tx);
        await savePrices(row.uuid, { ...input, prices: input.prices.map(({ uuid: _, ...p }) => p) }, tx);
        return detailOf(row, tx);
      }),
    update: (uuid: string, input: SubscriptionInput) =>
      deps.transaction(async (tx) => {
        if (input.uuid !== undefined && input.uuid !== uuid) {
          throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
        }
        // Locked: a membership activated meanwhile would otherwise miss the type check below.
        const current = await repo.lock(uuid, tx);
        if (!current) throw new ProductError('subscriptionNotFound', { uuid });
        if (current.type !== input.type) {
          const holders = (await repo.holderCounts([uuid], clock(), tx)).get(uuid) ?? 0;
          if (holders > 0) throw new ProductError('subscriptionCannotChangeType', { uuid, holders });
        }
        const links = await checkedFeatures(input, tx);
        const row = await repo.update(uuid, toValues(input), tx);
        if (!row) throw new ProductError('subscriptionNotFound', { uuid });
        await repo.replaceFeatureLinks(uuid, links, tx);
        await savePrices(uuid, input, tx);
        return detailOf(row, tx);
      }),
    /** Deleted when nobody ever held it; archived (kept for its past holders) otherwise. */
    remove: (uuid: string) =>
      deps.transaction(async (tx) => {
        const current = await repo.lock(uuid, tx);
        if (!current) throw new ProductError('subscriptionNotFound', { uuid });
        const detail = await detailOf(current, tx);
        if (detail.holders > 0)
          throw new ProductError('subscriptionHasActiveUserSubscriptions', { uuid, holders: detail.holders });
        // Held by someone, or vouchers refer to its price variants.
        const kept =
          (await repo.wasEverHeld(uuid, tx)) ||
          (await deps.pricesInVouchers(await repo.priceUuidsOf(uuid, tx), tx));
        if (kept) await repo.archive(uuid, tx);
        else await repo.delete(uuid, tx);
        return detail;
      }),
    /** Whether a plan grants or requires the feature (the features domain asks before a change). */
    featureInUse: (featureUuid: string, tx?: Tx) => repo.featureInUse(featureUuid, tx),

    // --- Public ------------------------------------------------------------------------------
    listPublic: async (language: Language, userUuid: string | null) =>
      publicOf(await soldAlone(await repo.listSellable()), language, userUuid),
    availability: async () => (await detailsOf(await repo.listSellable())).map(availabilityOf),
    /** Any plan that is not deleted, on sale or not (a page of an order or a voucher shows it). */
    getPublic: async (uuid: string, language: Language, userUuid: string | null) =>
      (await publicOf([await getRow(uuid)], language, userUuid))[0]!,
    /** A price variant and its plan; in `tx` when the caller has one (an order's pricing, a voucher's use). */
    async byPrice(priceUuid: string, language: Language, userUuid: string | null, tx?: Tx) {
      const price = await repo.findPrice(priceUuid, tx);
      if (!price || price.deletedAt) throw new ProductError('subscriptionPriceNotFound', { uuid: priceUuid });
      const [subscription] = await publicOf(
        [await getRow(price.subscriptionUuid, tx)],
        language,
        userUuid,
        tx,
      );
      return { subscription: subscription!, price: toPublicPrice(price, subscription!.language, language) };
    },
    byDisplayFeatures: async (featureUuids: string[], language: Language) =>
      publicOf(await soldAlone(await repo.sellableWithFeatures(featureUuids)), language, null),

    // --- Memberships users hold -------------------------------------------------------------
    /**
     * Gives the user the plan of this price variant (see the rules above). Runs in `tx` when the
     * caller has one (an order's confirmation), so the membership and the order commit together.
     */
    activate(
      params: {
        userUuid: string;
        priceUuid: string;
        source: ActivationSource;
        now?: Date;
        /** False when there is no card to renew it on (a renewing plan granted or paid otherwise). */
        renewing?: boolean;
        /** Activated by an order although the plan is not on sale by itself (a season seat's). */
        offSale?: boolean;
      },
      tx?: Tx,
    ): Promise<UserSubscriptionRow> {
      const now = params.now ?? clock();
      return inTransaction(tx, async (tx) => {
        const { price, plan, validity } = await checkActivation(
          {
            userUuid: params.userUuid,
            priceUuid: params.priceUuid,
            source: params.source.type,
            now,
            offSale: params.offSale === true,
          },
          tx,
        );

        try {
          return await repo.insertUserSubscription(
            {
              userUuid: params.userUuid,
              subscriptionUuid: plan.uuid,
              priceUuid: price.uuid,
              validFrom: validity.validFrom,
              validTo: validity.validTo,
              renewing: plan.type === 'periodic' && plan.renewing && params.renewing !== false,
              source: params.source.type,
              sourceUuid: params.source.uuid ?? null,
            },
            tx,
          );
        } catch (error) {
          // The same order or voucher again (a repeated confirmation).
          if (isUniqueViolation(error))
            throw new ProductError('subscriptionAlreadyExists', { source: params.source });
          throw error;
        }
      });
    },

    /**
     * Renews a membership: its end moves to `until`, or one period further for a periodic one. Only
     * a membership still in force (or starting later) can be renewed.
     */
    extend: (userSubscriptionUuid: string, until?: Date, tx?: Tx): Promise<UserSubscriptionRow> =>
      inTransaction(tx, async (tx) => {
        const row = await repo.findUserSubscription(userSubscriptionUuid, tx, true);
        if (!row) throw new ProductError('subscriptionNotFound', { uuid: userSubscriptionUuid });
        const now = clock();
        // A permanent one has nothing to renew; an ended one is bought again, not renewed.
        if (row.status !== 'active' || row.validTo === null || row.validTo <= now)
          throw new ProductError('badRequest', { uuid: userSubscriptionUuid, reason: 'notRenewable' });
        let end = until;
        if (!end) {
          const [plan] = await repo.findAnyMany([row.subscriptionUuid], tx);
          if (!plan?.periodCount || !plan.periodUnit)
            throw new ProductError('badRequest', { uuid: userSubscriptionUuid, reason: 'notPeriodic' });
          end = addPragueCalendar(row.validTo, plan.periodCount, plan.periodUnit);
        }
        if (end <= row.validTo) return row;
        return repo.updateUserSubscription(row.uuid, { validTo: end }, tx);
      }),

    /**
     * Ends a membership at `at` (a refund, a voucher taken back, an admin's decision): from then it
     * gives nothing and does not renew. A moment already past ends it now.
     */
    endAt: (userSubscriptionUuid: string, at: Date, tx?: Tx): Promise<UserSubscriptionRow> =>
      inTransaction(tx, async (tx) => {
        const row = await repo.findUserSubscription(userSubscriptionUuid, tx, true);
        if (!row) throw new ProductError('subscriptionNotFound', { uuid: userSubscriptionUuid });
        if (row.status !== 'active') return row;
        const now = clock();
        const end = at < now ? now : at;
        const validTo = row.validTo !== null && row.validTo < end ? row.validTo : end;
        return repo.updateUserSubscription(
          row.uuid,
          { validTo, renewing: false, status: validTo <= now ? 'ended' : 'active' },
          tx,
        );
      }),

    /** `DELETE /auth/subscription/{uuid}`: the user ends their membership now. */
    cancel: (userUuid: string, uuid: string, language: Language) =>
      deps.transaction(async (tx) => {
        const row = await ownUserSubscription(userUuid, uuid, tx);
        if (row.status !== 'active') return (await userSubscriptionsOf([row], language, tx))[0]!.membership;
        const now = clock();
        const validTo = row.validTo !== null && row.validTo < now ? row.validTo : now;
        const saved = await repo.updateUserSubscription(
          row.uuid,
          { status: 'cancelled', renewing: false, validTo },
          tx,
        );
        return (await userSubscriptionsOf([saved], language, tx))[0]!.membership;
      }),

    /** `DELETE /auth/subscription/{uuid}/recurrent-payment`: no more renewals; valid until its end. */
    stopRenewal: (userUuid: string, uuid: string, language: Language) =>
      deps.transaction(async (tx) => {
        const row = await ownUserSubscription(userUuid, uuid, tx);
        const saved = row.renewing
          ? await repo.updateUserSubscription(row.uuid, { renewing: false }, tx)
          : row;
        return (await userSubscriptionsOf([saved], language, tx))[0]!.membership;
      }),

    /** The user's memberships in force now or starting later (`activeUserSubscriptions`). */
    async activeOf(userUuid: string, language: Language, tx?: Tx): Promise<UserSubscription[]> {
      const rows = await repo.currentOf(userUuid, clock(), tx);
      return (await userSubscriptionsOf(rows, language, tx)).map((m) => m.membership);
    },
    /** How many memberships the user holds now or from a later day. */
    countActive: async (userUuid: string, tx?: Tx) => (await repo.currentOf(userUuid, clock(), tx)).length,
    /** Every membership the user has held, newest first (the back office's user detail). */
    async historyOf(userUuid: string, language: Language, tx?: Tx): Promise<AdminUserSubscription[]> {
      const rows = await repo.historyOf(userUuid, tx);
      return (await userSubscriptionsOf(rows, language, tx)).map(({ row, membership }) => {
        const { features: _features, ...rest } = membership;
        return {
          ...rest,
          source: row.source,
          sourceUuid: row.sourceUuid,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },
    /** The uuids of the features the user has: the union of the features of the memberships in force. */
    async featuresOf(userUuid: string, tx?: Tx): Promise<string[]> {
      const rows = await repo.inForceOf(userUuid, clock(), tx);
      const links = await repo.featureLinksOf(
        rows.map((row) => row.subscriptionUuid),
        tx,
      );
      return [...new Set(links.filter((l) => l.kind === 'granted').map((l) => l.featureUuid))];
    },

    /**
     * The members whose memberships in force grant every one of these features (with none asked:
     * every member), for notifications about content they may read.
     */
    async membersWithFeatures(required: readonly string[], tx?: Tx): Promise<string[]> {
      const held = await repo.inForceAll(clock(), tx);
      const links = await repo.featureLinksOf([...new Set(held.map((h) => h.subscriptionUuid))], tx);
      const grants = new Map<string, string[]>();
      for (const link of links) {
        if (link.kind === 'granted')
          grants.set(link.subscriptionUuid, [...(grants.get(link.subscriptionUuid) ?? []), link.featureUuid]);
      }
      const featuresByUser = new Map<string, Set<string>>();
      for (const { userUuid, subscriptionUuid } of held) {
        const set = featuresByUser.get(userUuid) ?? new Set<string>();
        for (const feature of grants.get(subscriptionUuid) ?? []) set.add(feature);
        featuresByUser.set(userUuid, set);
      }
      return [...featuresByUser].filter(([, has]) => required.every((f) => has.has(f))).map(([user]) => user);
    },

    // --- Sales (orders price, check and renew memberships through these) ----------------------
    /**
     * A price variant as an order sells it: its amount in `currency` (null when the variant has
     * none in it) and the name to keep on the line, in `language`. A deleted variant is not sold.
     */
    async forSale(priceUuid: string, currency: 'CZK' | 'EUR', language: Language, tx?: Tx) {
      const price = await repo.findPrice(priceUuid, tx);
      if (!price || price.deletedAt) throw new ProductError('subscriptionPriceNotFound', { uuid: priceUuid });
      const [plan] = await repo.findAnyMany([price.subscriptionUuid], tx);
      if (!plan || plan.deletedAt) throw new ProductError('subscriptionPriceNotFound', { uuid: priceUuid });
      const amount = currency === 'EUR' ? price.amountEur : price.amountCzk;
      const planName = translate(plan.name, language);
      const priceLabel = translate(price.label, language);
      return {
        amount: amount > 0 ? amount : null,
        label: priceLabel && priceLabel !== planName ? `${planName} – ${priceLabel}` : planName,
        recurring: plan.type === 'periodic' && plan.renewing,
      };
    },
    /** The membership of a price variant (its waiting room gates the orders); null when none. */
    planOfPrice: async (priceUuid: string, tx?: Tx) =>
      (await repo.findPrice(priceUuid, tx))?.subscriptionUuid ?? null,
    /** A membership's capacity (null: unlimited); undefined when there is no such membership. */
    capacityOf: async (uuid: string) => {
      const row = await repo.findByUuid(uuid);
      return row ? row.capacity : undefined;
    },
    /** Throws what `activate` would throw if the user bought this price variant now. */
    async assertCanBuy(userUuid: string, priceUuid: string, tx: Tx): Promise<void> {
      const plan = (await repo.findPrice(priceUuid, tx))?.subscriptionUuid;
      if (plan && (await deps.plansSoldWithSeats?.(tx))?.has(plan))
        throw new ProductError('subscriptionSoldWithSeasonTicket', { priceUuid });
      await checkActivation({ userUuid, priceUuid, source: 'order', now: clock() }, tx);
    },
    /** Renewing memberships bought by an order whose period ends within `leadMs`. */
    dueForRenewal: (leadMs: number, limit = 100, tx?: Tx) => {
      const now = clock();
      return repo.dueForRenewal(now, new Date(now.getTime() + leadMs), limit, tx);
    },
    findUserSubscription: (uuid: string, tx?: Tx) => repo.findUserSubscription(uuid, tx),
    /** The membership an order activated (a refund of its line ends it); null when none. */
    membershipOfOrder: (orderUuid: string, tx?: Tx) => repo.findBySource('order', orderUuid, tx),

    // --- The price a user chose before signing in (login step 4) -----------------------------
    /**
     * The chosen price variant and its plan; a choice whose plan the user holds by now is forgotten
     * (spec, login step 4: "if the user already has it active, clear the interest").
     */
    async preRegisteredPrice(userUuid: string, tx?: Tx): Promise<string | null> {
      const priceUuid = await repo.findPreRegisteredPrice(userUuid, tx);
      if (!priceUuid) return null;
      const price = await repo.findPrice(priceUuid, tx);
      const owned = await ownedPlans(userUuid, tx);
      if (price && !owned.has(price.subscriptionUuid) && !price.deletedAt) return priceUuid;
      await repo.deletePreRegisteredPrice(userUuid, tx);
      return null;
    },

    /** Forgets the user's interest if it is this price variant (it has become an order). */
    async forgetPreRegisteredPrice(userUuid: string, priceUuid: string, tx?: Tx) {
      if ((await repo.findPreRegisteredPrice(userUuid, tx)) === priceUuid)
        await repo.deletePreRegisteredPrice(userUuid, tx);
    },

    /** Null forgets the choice; a price variant that does not exist is refused. */
    async setPreRegisteredPrice(userUuid: string, priceUuid: string | null, tx?: Tx) {
      if (priceUuid === null) return repo.deletePreRegisteredPrice(userUuid, tx);
      const price = await repo.findPrice(priceUuid, tx);
      if (!price || price.deletedAt) throw new ProductError('subscriptionPriceNotFound', { uuid: priceUuid });
      return repo.savePreRegisteredPrice(userUuid, priceUuid, tx);
    },
  };
  return service;
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
