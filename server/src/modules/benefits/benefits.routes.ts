import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBenefitContracts, benefitContracts } from '@tribuna/common/contracts/benefits';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { adminArchiveRoutes, publicArchiveRoutes } from '../content/archive.routes';
import type { BenefitsService } from './benefits.service';

export const adminBenefitRoutes = (deps: {
  guards: AuthGuards;
  service: BenefitsService;
}): FastifyPluginAsyncZod =>
  adminArchiveRoutes({ ...deps, resource: 'benefits', contracts: adminBenefitContracts });

export const publicBenefitRoutes = (deps: {
  guards: AuthGuards;
  service: BenefitsService;
  cache: PublicCacheNamespace;
}): FastifyPluginAsyncZod => publicArchiveRoutes({ ...deps, contracts: benefitContracts });
