import { contentKindDomain } from '../content/contentKindDomain';
import { createBenefitsRepository } from './benefits.repository';
import { adminBenefitRoutes, publicBenefitRoutes } from './benefits.routes';
import { createBenefitsService, type BenefitsService } from './benefits.service';

declare module '../../domain' {
  interface Domains {
    benefits: BenefitsService;
  }
}

/** Partners' offers for members. */
export const benefitsDomain = contentKindDomain({
  name: 'benefits',
  needs: ['content', 'files', 'features', 'paywall'],
  cache: 'benefits',
  service: ({ db, content, files, features, paywall }, onChange) =>
    createBenefitsService({
      benefits: createBenefitsRepository(db),
      contentTypeOf: content.typeOf,
      files,
      features,
      paywall,
      onChange,
    }),
  publicRoutes: publicBenefitRoutes,
  adminRoutes: adminBenefitRoutes,
  notFound: 'benefitNotFound',
  pages: ({ list, item }) => ({ benefits: list, benefit: item }),
  sitemap: 'benefit',
});
