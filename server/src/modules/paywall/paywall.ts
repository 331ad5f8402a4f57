import { can, type AdminResource } from '@tribuna/common/permissions';
import type { Role } from '@tribuna/common/schemas/auth';
import type { ErrorName } from '@tribuna/common/errors';
import { ProductError } from '../../errors';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';

/** Who reads: nobody signed in, or a user with their roles. */
export type Reader = { uuid: string; roles: readonly Role[] } | null;

/** What the paywall needs to know of a piece of content. */
export interface Gated {
  uuid: string;
  publishedAt: Date | null;
  requiredFeatureUuids: readonly string[];
}

/**
 * The rules every content type with a paywall follows: a draft does not exist for the public, a
 * scheduled item is not published yet, a members-only one needs every feature it names; the
 * content's editors see all of it.
 */
export function createPaywall(deps: {
  subscriptions: Pick<SubscriptionsService, 'featuresOf'>;
  now: () => Date;
}) {
  return {
    /** Why this reader may not read the item now, if they may not. */
    async refusal(
      item: Gated,
      reader: Reader,
      content: { resource: AdminResource; notFound: ErrorName },
    ): Promise<ProductError | null> {
      if (!item.publishedAt) return new ProductError(content.notFound, { uuid: item.uuid });
      if (reader && can(reader.roles, content.resource, 'show')) return null;
      if (item.publishedAt > deps.now()) {
        return new ProductError('contentHasNotBeenPublishedYet', {
          publishedAt: item.publishedAt.toISOString(),
        });
      }
      if (item.requiredFeatureUuids.length === 0) return null;
      const held = reader ? new Set(await deps.subscriptions.featuresOf(reader.uuid)) : new Set<string>();
      if (item.requiredFeatureUuids.every((f) => held.has(f))) return null;
      return new ProductError('userHasNotPermissionForContent', {
        requiredFeatureUuids: [...item.requiredFeatureUuids],
      });
    },
  };
}

export type Paywall = ReturnType<typeof createPaywall>;
