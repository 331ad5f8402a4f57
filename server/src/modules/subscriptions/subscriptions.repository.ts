import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminSubscriptionListQuery,
  AdminSubscriptionSort,
} from '@tribuna/common/schemas/subscriptions';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import {
  subscriptionFeatures,
  subscriptionPreRegistrations,
  subscriptionPrices,
  subscriptions,
  userSubscriptions,
  type SubscriptionPriceRow,
  type SubscriptionRow,
  type UserSubscriptionRow,
} from '../../db/schema';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewSubscriptionPrice = typeof subscriptionPrices.$inferInsert;
export type NewUserSubscription = typeof userSubscriptions.$inferInsert;
export type FeatureLinkKind = 'granted' | 'requiredDisplay';
export interface FeatureLink {
  subscriptionUuid: string;
  featureUuid: string;
  kind: FeatureLinkKind;
}

const sortBy = {
  name: czechOrder(localeText(subscriptions.name, 'cs')),
  position: subscriptions.position,
  type: subscriptions.type,
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
} satisfies Record<AdminSubscriptionSort, unknown>;

const notDeleted = isNull(subscriptions.deletedAt);

/** Held now or from a later day: active and not past its end. Capacity and "already has it" count these. */
const current = (now: Date): SQL =>
  and(
    eq(userSubscriptions.status, 'active'),
    or(isNull(userSubscriptions.validTo), gt(userSubscriptions.validTo, now)),
  )!;

/** In force at `now`: current and already begun. Features come from these. */
const inForce = (now: Date): SQL => and(current(now), lte(userSubscriptions.validFrom, now))!;

export function createSubscriptionsRepository(db: DbOrTx) {
  return {
    list: (
      params: AdminSubscriptionListQuery,
      tx: DbOrTx = db,
    ): Promise<{ rows: SubscriptionRow[]; total: number }> =>
      listPage(tx, subscriptions, {
        page: params,
        where: and(
          notDeleted,
          params.q
            ? textSearch(params.q, [...localeValues(subscriptions.name), ...localeValues(subscriptions.text)])
            : undefined,
        ),
        sortBy,
        defaultSort: 'position',
      }),
    /** The plans on sale, in display order. */
    listSellable: (tx: DbOrTx = db): Promise<SubscriptionRow[]> =>
      tx
        .select()
        .from(subscriptions)
        .where(and(notDeleted, eq(subscriptions.sellable, true)))
        .orderBy(
          asc(subscriptions.position),
          czechOrder(localeText(subscriptions.name, 'cs')),
          asc(subscriptions.uuid),
        ),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.uuid, uuid), notDeleted))
        .limit(1);
      return row ?? null;
    },
    /**
     * The plan, locked until the transaction ends: activations of one plan take turns, so the count
     * of holders each one reads is final (two buyers never both take the last place).
     */
    async lock(uuid: string, tx: DbOrTx): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.uuid, uuid), notDeleted))
        .for('update');
      return row ?? null;
    },
    async insert(values: NewSubscription, tx: DbOrTx = db): Promise<SubscriptionRow> {
      const [row] = await tx.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(
      uuid: string,
      values: Partial<NewSubscription>,
      tx: DbOrTx = db,
    ): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(subscriptions.uuid, uuid), notDeleted))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db) {
      await tx.delete(subscriptions).where(eq(subscriptions.uuid, uuid));
    },
    /** Takes a plan off every list; its holders' past memberships keep referring to it. */
    async archive(uuid: string, tx: DbOrTx = db) {
      const at = new Date();
      await tx
        .update(subscriptions)
        .set({ deletedAt: at, sellable: false })
        .where(eq(subscriptions.uuid, uuid));
      await tx
        .update(subscriptionPrices)
        .set({ deletedAt: at })
        .where(eq(subscriptionPrices.subscriptionUuid, uuid));
      await tx.delete(subscriptionFeatures).where(eq(subscriptionFeatures.subscriptionUuid, uuid));
    },

    /** The price variants of these plans that are not archived, in their order. */
    pricesOf: (subscriptionUuids: readonly string[], tx: DbOrTx = db): Promise<SubscriptionPriceRow[]> =>
      subscriptionUuids.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(subscriptionPrices)
            .where(
              and(
                inArray(subscriptionPrices.subscriptionUuid, [...subscriptionUuids]),
                isNull(subscriptionPrices.deletedAt),
              ),
            )
            .orderBy(asc(subscriptionPrices.position), asc(subscriptionPrices.uuid)),
    /** A price variant, archived ones included (a membership bought earlier still refers to it). */
    async findPrice(uuid: string, tx: DbOrTx = db): Promise<SubscriptionPriceRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptionPrices)
        .where(eq(subscriptionPrices.uuid, uuid))
        .limit(1);
      return row ?? null;
    },
    async insertPrice(values: NewSubscriptionPrice, tx: DbOrTx = db) {
      await tx.insert(subscriptionPrices).values(values);
    },
    async updatePrice(uuid: string, values: Partial<NewSubscriptionPrice>, tx: DbOrTx = db) {
      await tx.update(subscriptionPrices).set(values).where(eq(subscriptionPrices.uuid, uuid));
    },
    async archivePrice(uuid: string, tx: DbOrTx = db) {
      await tx
        .update(subscriptionPrices)
        .set({ deletedAt: new Date() })
        .where(eq(subscriptionPrices.uuid, uuid));
    },
    async deletePrice(uuid: string, tx: DbOrTx = db) {
      await tx.delete(subscriptionPrices).where(eq(subscriptionPrices.uuid, uuid));
    },
    /** Whether a membership was bought with it (then it is archived, not deleted). */
    async priceWasSold(uuid: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: userSubscriptions.uuid })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.priceUuid, uuid))
        .limit(1);
      return Boolean(row);
    },
    /** The uuids of a plan's price variants, archived ones included. */
    async priceUuidsOf(subscriptionUuid: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ uuid: subscriptionPrices.uuid })
        .from(subscriptionPrices)
        .where(eq(subscriptionPrices.subscriptionUuid, subscriptionUuid));
      return rows.map((row) => row.uuid);
    },

    featureLinksOf: (subscriptionUuids: readonly string[], tx: DbOrTx = db): Promise<FeatureLink[]> =>
      subscriptionUuids.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(subscriptionFeatures)
            .where(inArray(subscriptionFeatures.subscriptionUuid, [...subscriptionUuids])),
    async replaceFeatureLinks(
      subscriptionUuid: string,
      links: Omit<FeatureLink, 'subscriptionUuid'>[],
      tx: DbOrTx = db,
    ) {
      await tx
        .delete(subscriptionFeatures)
        .where(eq(subscriptionFeatures.subscriptionUuid, subscriptionUuid));
      if (links.length > 0)
        await tx.insert(subscriptionFeatures).values(links.map((link) => ({ ...link, subscriptionUuid })));
    },
    async featureInUse(featureUuid: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: subscriptionFeatures.subscriptionUuid })
        .from(subscriptionFeatures)
        .where(eq(subscriptionFeatures.featureUuid, featureUuid))
        .limit(1);
      return Boolean(row);
    },
    /** The sellable plans that grant or are offered for any of these features. */
    async sellableWithFeatures(featureUuids: readonly string[], tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      const matching = tx
        .selectDistinct({ uuid: subscriptionFeatures.subscriptionUuid })
        .from(subscriptionFeatures)
        .where(inArray(subscriptionFeatures.featureUuid, [...featureUuids]));
      return tx
        .select()
        .from(subscriptions)
        .where(and(notDeleted, eq(subscriptions.sellable, true), inArray(subscriptions.uuid, matching)))
        .orderBy(asc(subscriptions.position), asc(subscriptions.uuid));
    },

    /** How many users hold each of these plans now or from a later day. */
    async holderCounts(
      subscriptionUuids: readonly string[],
      now: Date,
      tx: DbOrTx = db,
    ): Promise<Map<string, number>> {
      if (subscriptionUuids.length === 0) return new Map();
      const rows = await tx
        .select({ uuid: userSubscriptions.subscriptionUuid, n: count() })
        .from(userSubscriptions)
        .where(and(inArray(userSubscriptions.subscriptionUuid, [...subscriptionUuids]), current(now)))
        .groupBy(userSubscriptions.subscriptionUuid);
      return new Map(rows.map((row) => [row.uuid, row.n]));
    },
    /** Whether anyone held it (then it is archived). */
    async wasEverHeld(subscriptionUuid: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: userSubscriptions.uuid })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.subscriptionUuid, subscriptionUuid))
        .limit(1);
      return Boolean(row);
    },

    async insertUserSubscription(values: NewUserSubscription, tx: DbOrTx = db): Promise<UserSubscriptionRow> {
      const [row] = await tx.insert(userSubscriptions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findUserSubscription(
      uuid: string,
      tx: DbOrTx = db,
      lock = false,
    ): Promise<UserSubscriptionRow | null> {
      const query = tx.select().from(userSubscriptions).where(eq(userSubscriptions.uuid, uuid));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },
    /** The membership an order or a voucher activated (at most one each). */
    async findBySource(
      source: UserSubscriptionRow['source'],
      sourceUuid: string,
      tx: DbOrTx = db,
    ): Promise<UserSubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.source, source), eq(userSubscriptions.sourceUuid, sourceUuid)))
        .limit(1);
      return row ?? null;
    },
    async updateUserSubscription(
      uuid: string,
      values: Partial<Pick<NewUserSubscription, 'validTo' | 'renewing' | 'status'>>,
      tx: DbOrTx = db,
    ): Promise<UserSubscriptionRow> {
      const [row] = await tx
        .update(userSubscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(userSubscriptions.uuid, uuid))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
    /**
     * Renewing memberships bought by an order that end after `now` and by `until`: the periods due
     * for a charge. Soonest first.
     */
    dueForRenewal: (now: Date, until: Date, limit: number, tx: DbOrTx = db): Promise<UserSubscriptionRow[]> =>
      tx
        .select()
        .from(userSubscriptions)
        .where(
          and(
            eq(userSubscriptions.status, 'active'),
            eq(userSubscriptions.renewing, true),
            eq(userSubscriptions.source, 'order'),
            gt(userSubscriptions.validTo, now),
            lte(userSubscriptions.validTo, until),
          ),
        )
        .orderBy(asc(userSubscriptions.validTo), asc(userSubscriptions.uuid))
        .limit(limit),
    /** The user's memberships held now or from a later day, earliest first. */
    currentOf: (userUuid: string, now: Date, tx: DbOrTx = db): Promise<UserSubscriptionRow[]> =>
      tx
        .select()
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.userUuid, userUuid), current(now)))
        .orderBy(asc(userSubscriptions.validFrom), asc(userSubscriptions.uuid)),
    /** The user's memberships in force at `now`. */
    inForceOf: (userUuid: string, now: Date, tx: DbOrTx = db): Promise<UserSubscriptionRow[]> =>
      tx
        .select()
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.userUuid, userUuid), inForce(now))),
    /** Who holds which plan in force at `now` (the members a notification goes to). */
    inForceAll: (now: Date, tx: DbOrTx = db): Promise<{ userUuid: string; subscriptionUuid: string }[]> =>
      tx
        .selectDistinct({
          userUuid: userSubscriptions.userUuid,
          subscriptionUuid: userSubscriptions.subscriptionUuid,
        })
        .from(userSubscriptions)
        .where(inForce(now)),
    /** Every membership the user has held, newest first. */
    historyOf: (userUuid: string, tx: DbOrTx = db): Promise<UserSubscriptionRow[]> =>
      tx
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userUuid, userUuid))
        .orderBy(desc(userSubscriptions.createdAt), asc(userSubscriptions.uuid)),
    /** Plans by uuid, archived ones included (a user's past memberships name them). */
    async findAnyMany(uuids: readonly string[], tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      if (uuids.length === 0) return [];
      return tx
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.uuid, [...new Set(uuids)]));
    },

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
          set: { subscriptionPriceUuid: priceUuid, createdAt: sql`now()` },
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
