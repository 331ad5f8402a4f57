import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createFeaturesRepository } from './features.repository';
import { adminFeatureRoutes } from './features.routes';
import { createFeaturesService, type FeaturesService } from './features.service';

declare module '../../domain' {
  interface Domains {
    features: FeaturesService;
  }
}

/**
 * What memberships grant. Memberships refer to features and features ask memberships whether they
 * are in use: the features service is told through a function, so neither needs the other at its birth.
 */
export const featuresDomain = defineDomain({
  name: 'features',
  needs: ['auth'],
  create: ({
    db,
    transaction,
    later,
    auth,
  }: Pick<AppContext, 'db' | 'transaction' | 'later'> & Pick<Domains, 'auth'>) => {
    const service = createFeaturesService({
      features: createFeaturesRepository(db),
      isInUse: (featureUuid, tx) => later('subscriptions').featureInUse(featureUuid, tx),
      transaction,
    });
    return { provides: service, routes: { admin: [adminFeatureRoutes({ guards: auth.guards, service })] } };
  },
});
