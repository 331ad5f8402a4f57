import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBenefitContracts, benefitContracts } from '@tribuna/common/contracts/benefits';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { cacheForVisitors, optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import type { BenefitsService } from './benefits.service';

export const adminBenefitRoutes =
  (deps: { guards: AuthGuards; service: BenefitsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const one = async (row: Parameters<BenefitsService['toAdmin']>[0][number]) =>
      (await deps.service.toAdmin([row]))[0]!;

    route(app, adminBenefitContracts.list, {
      onRequest: requirePermission('benefits', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: await deps.service.toAdmin(rows), total };
      },
    });
    route(app, adminBenefitContracts.create, {
      onRequest: requirePermission('benefits', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await one(await deps.service.create(request.body))),
    });
    route(app, adminBenefitContracts.get, {
      onRequest: requirePermission('benefits', 'show'),
      handler: async (request) => one(await deps.service.get(request.params.uuid)),
    });
    route(app, adminBenefitContracts.update, {
      onRequest: requirePermission('benefits', 'edit'),
      handler: async (request) => one(await deps.service.update(request.params.uuid, request.body)),
    });
    route(app, adminBenefitContracts.remove, {
      onRequest: requirePermission('benefits', 'delete'),
      handler: async (request) => one(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicBenefitRoutes =
  (deps: {
    guards: AuthGuards;
    service: BenefitsService;
    cache: PublicCacheNamespace;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, benefitContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });
    route(app, benefitContracts.get, {
      onRequest: [cacheForVisitors(deps.cache), optionalUser(deps.guards)],
      onSend: deps.cache.routeOptions.onSend,
      handler: async (request) =>
        deps.service.read(
          request.params.uuid,
          request.user ? { uuid: request.user.uuid, roles: request.user.roles } : null,
          requestLanguage(request),
        ),
    });
  };
