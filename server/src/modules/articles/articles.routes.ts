import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminArticleContracts, articleContracts } from '@tribuna/common/contracts/articles';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { cacheForVisitors, optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import type { ArticlesService } from './articles.service';

export const adminArticleRoutes =
  (deps: { guards: AuthGuards; service: ArticlesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const one = async (row: Parameters<ArticlesService['toAdmin']>[0][number]) =>
      (await deps.service.toAdmin([row]))[0]!;

    route(app, adminArticleContracts.list, {
      onRequest: requirePermission('articles', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });

    route(app, adminArticleContracts.create, {
      onRequest: requirePermission('articles', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await one(await deps.service.create(request.body))),
    });

    route(app, adminArticleContracts.get, {
      onRequest: requirePermission('articles', 'show'),
      handler: async (request) => one(await deps.service.get(request.params.uuid)),
    });

    route(app, adminArticleContracts.update, {
      onRequest: requirePermission('articles', 'edit'),
      handler: async (request) => one(await deps.service.update(request.params.uuid, request.body)),
    });

    route(app, adminArticleContracts.remove, {
      onRequest: requirePermission('articles', 'delete'),
      handler: async (request) => one(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicArticleRoutes =
  (deps: {
    guards: AuthGuards;
    service: ArticlesService;
    cache: PublicCacheNamespace;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, articleContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });

    route(app, articleContracts.get, {
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
