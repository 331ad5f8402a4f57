import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminFeature,
  AdminFeatureListQuery,
  FeatureInput,
  FeatureSettings,
  FeatureType,
  PublicFeature,
} from '@tribuna/common/schemas/features';
import type { Tx } from '../../db/client';
import type { FeatureRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { isForeignKeyViolation } from '../../db/errors';
import type { FeaturesRepository } from './features.repository';

export function toAdminFeature(row: FeatureRow): AdminFeature {
  return {
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    presaleLimit: row.settings.presaleLimit,
    poolName: row.settings.poolName,
    segmentName: row.settings.segmentName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicFeature(row: FeatureRow, language: Language): PublicFeature {
  return { uuid: row.uuid, name: translate(row.name, language), type: row.type };
}

function settingsOf(input: FeatureInput): FeatureSettings {
  return {
    presaleLimit: input.type === 'presale' ? input.presaleLimit : null,
    poolName: input.type === 'voucher_from_pool' ? input.poolName : null,
    segmentName: input.type === 'onesignal_notification_segment' ? input.segmentName : null,
  };
}

/**
 * Features: what memberships give (content access, presale, vouchers, push segments). Memberships
 * refer to features, so the subscriptions domain tells this one whether a feature is in use.
 */
export function createFeaturesService(deps: {
  features: FeaturesRepository;
  /** Whether a membership grants or requires the feature. */
  isInUse: (featureUuid: string, tx?: Tx) => Promise<boolean>;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const { features } = deps;
  return {
    list: (params: AdminFeatureListQuery) => features.list(params),
    async get(uuid: string, tx?: Tx) {
      const row = await features.findByUuid(uuid, tx);
      if (!row) throw new ProductError('featureNotFound', { uuid });
      return row;
    },
    /** The features of these uuids; `featureNotFound` names the first one that does not exist. */
    async getMany(uuids: readonly string[], tx?: Tx): Promise<FeatureRow[]> {
      const unique = [...new Set(uuids)];
      const rows = await features.findMany(unique, tx);
      const missing = unique.find((uuid) => !rows.some((row) => row.uuid === uuid));
      if (missing) throw new ProductError('featureNotFound', { uuid: missing });
      return rows;
    },
    /** The features of these uuids that exist, for answers (no error for one deleted meanwhile). */
    findMany: (uuids: readonly string[], tx?: Tx) => features.findMany([...new Set(uuids)], tx),
    /** Every feature of a type (the push segments, say). */
    ofType: (type: FeatureType, tx?: Tx) => features.ofType(type, tx),
    create: (input: FeatureInput) =>
      features.insert({ name: input.name, type: input.type, settings: settingsOf(input) }),
    update: (uuid: string, input: FeatureInput) =>
      deps.transaction(async (tx) => {
        if (input.uuid !== undefined && input.uuid !== uuid) {
          throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
        }
        const current = await features.findByUuid(uuid, tx);
        if (!current) throw new ProductError('featureNotFound', { uuid });
        // A membership chose it for what it is: a presale feature must not turn into a display one under it.
        if (current.type !== input.type && (await deps.isInUse(uuid, tx))) {
          throw new ProductError('featureCannotChangeType', { uuid, type: current.type });
        }
        const row = await features.update(
          uuid,
          { name: input.name, type: input.type, settings: settingsOf(input) },
          tx,
        );
        if (!row) throw new ProductError('featureNotFound', { uuid });
        return row;
      }),
    async remove(uuid: string) {
      if (await deps.isInUse(uuid)) throw new ProductError('featureInUse', { uuid });
      try {
        const row = await features.delete(uuid);
        if (!row) throw new ProductError('featureNotFound', { uuid });
        return row;
      } catch (error) {
        // A membership took it up between the check and the delete: the foreign key refuses.
        if (isForeignKeyViolation(error)) throw new ProductError('featureInUse', { uuid });
        throw error;
      }
    },
  };
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;
