import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminArticleContracts, articleContracts } from '@tribuna/common/contracts/articles';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import { toAdminArticle, toPublicArticle, type ArticlesService } from './articles.service';

export const adminArticleRoutes =
  (deps: { guards: AuthGuards; service: ArticlesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminArticleContracts.list, {
      onRequest: requirePermission('articles', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminArticle), total };
      },
    });

    route(app, adminArticleContracts.create, {
      onRequest: requirePermission('articles', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(toAdminArticle(await deps.service.create(request.body))),
    });

    route(app, adminArticleContracts.get, {
      onRequest: requirePermission('articles', 'show'),
      handler: async (request) => toAdminArticle(await deps.service.get(request.params.uuid)),
    });

    route(app, adminArticleContracts.update, {
      onRequest: requirePermission('articles', 'edit'),
      handler: async (request) =>
        toAdminArticle(await deps.service.update(request.params.uuid, request.body)),
    });

    route(app, adminArticleContracts.remove, {
      onRequest: requirePermission('articles', 'delete'),
      handler: async (request) => toAdminArticle(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicArticleRoutes =
  (deps: { service: ArticlesService; cache: PublicCacheNamespace }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, articleContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });

    route(app, articleContracts.get, {
      ...deps.cache.routeOptions,
      handler: async (request) =>
        toPublicArticle(await deps.service.getPublished(request.params.uuid), requestLanguage(request)),
    });
  };
