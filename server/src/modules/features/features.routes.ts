import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFeatureContracts } from '@tribuna/common/contracts/features';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { toAdminFeature, type FeaturesService } from './features.service';

export const adminFeatureRoutes =
  (deps: { guards: AuthGuards; service: FeaturesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminFeatureContracts.list, {
      onRequest: requirePermission('features', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminFeature), total };
      },
    });

    route(app, adminFeatureContracts.create, {
      onRequest: requirePermission('features', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(toAdminFeature(await deps.service.create(request.body))),
    });

    route(app, adminFeatureContracts.get, {
      onRequest: requirePermission('features', 'show'),
      handler: async (request) => toAdminFeature(await deps.service.get(request.params.uuid)),
    });

    route(app, adminFeatureContracts.update, {
      onRequest: requirePermission('features', 'edit'),
      handler: async (request) =>
        toAdminFeature(await deps.service.update(request.params.uuid, request.body)),
    });

    route(app, adminFeatureContracts.remove, {
      onRequest: requirePermission('features', 'delete'),
      handler: async (request) => toAdminFeature(await deps.service.remove(request.params.uuid)),
    });
  };
