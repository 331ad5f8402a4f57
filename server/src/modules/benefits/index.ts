import { defineDomain, type AppContext, type Domains } from '../../domain';
import { publishedItems } from '../../plugins/seo';
import { visitorView } from '../paywall/visitorView';
import { createBenefitsRepository } from './benefits.repository';
import { adminBenefitRoutes, publicBenefitRoutes } from './benefits.routes';
import { createBenefitsService, type BenefitsService } from './benefits.service';

declare module '../../domain' {
  interface Domains {
    benefits: BenefitsService;
  }
}

/** Partners' offers for members. */
export const benefitsDomain = defineDomain({
  name: 'benefits',
  needs: ['auth', 'content', 'files', 'features', 'paywall'],
  create: ({
    db,
    publicCache,
    auth,
    content,
    files,
    features,
    paywall,
  }: Pick<AppContext, 'db' | 'publicCache'> &
    Pick<Domains, 'auth' | 'content' | 'files' | 'features' | 'paywall'>) => {
    const service = createBenefitsService({
      benefits: createBenefitsRepository(db),
      contentTypeOf: content.typeOf,
      files,
      features,
      paywall,
      onChange: () => {
        publicCache.invalidate('benefits');
        publicCache.invalidate('pages');
      },
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        public: [
          publicBenefitRoutes({
            guards,
            service,
            cache: publicCache.namespace('benefits', { nextChangeAt: service.nextPublicationAt }),
          }),
        ],
        admin: [adminBenefitRoutes({ guards, service })],
      },
      pages: {
        data: () => ({
          benefits: (query, locale) => service.listPublic(query, locale),
          benefit: (uuid, locale) => visitorView(() => service.read(uuid, null, locale), 'benefitNotFound'),
        }),
        nextChangeAt: service.nextPublicationAt,
      },
      sitemap: () => publishedItems('benefit', (page) => service.listPublic(page, 'cs')),
      cache: ['benefits'],
    };
  },
});
