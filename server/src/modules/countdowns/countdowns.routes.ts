import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCountdownContracts, countdownContracts } from '@tribuna/common/contracts/countdowns';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { CountdownsService } from './countdowns.service';

export const adminCountdownRoutes =
  (deps: { guards: AuthGuards; service: CountdownsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const one = async (row: Parameters<CountdownsService['toAdmin']>[0][number]) =>
      (await deps.service.toAdmin([row]))[0]!;

    route(app, adminCountdownContracts.list, {
      onRequest: requirePermission('countdowns', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: await deps.service.toAdmin(rows), total };
      },
    });
    route(app, adminCountdownContracts.create, {
      onRequest: requirePermission('countdowns', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await one(await deps.service.create(request.body))),
    });
    route(app, adminCountdownContracts.get, {
      onRequest: requirePermission('countdowns', 'show'),
      handler: async (request) => one(await deps.service.get(request.params.uuid)),
    });
    route(app, adminCountdownContracts.update, {
      onRequest: requirePermission('countdowns', 'edit'),
      handler: async (request) => one(await deps.service.update(request.params.uuid, request.body)),
    });
    route(app, adminCountdownContracts.remove, {
      onRequest: requirePermission('countdowns', 'delete'),
      handler: async (request) => one(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicCountdownRoutes =
  (deps: { service: CountdownsService; cache: PublicCacheNamespace }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, countdownContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => {
        const data = await deps.service.running(requestLanguage(request), request.publicOrigin);
        // Every running one at once (no pages): the total, as every public list answers it.
        return { data, total: data.length };
      },
    });
  };
