import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminArticle,
  adminArticleListQuery,
  articleInput,
  publicArticle,
  publicArticleSummary,
} from '@tribuna/common/schemas/articles';
import { errorBodySchema, listResponse, publicListQuery, uuidParams } from '@tribuna/common/schemas/common';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import { toAdminArticle, toPublicArticle, type ArticlesService } from './articles.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const adminArticleRoutes =
  (deps: { guards: AuthGuards; service: ArticlesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const tags = ['admin: articles'];

    app.get(
      '/admin/articles',
      {
        onRequest: requirePermission('articles', 'list'),
        schema: {
          tags,
          querystring: adminArticleListQuery,
          response: { 200: listResponse(adminArticle), ...errors },
        },
      },
      async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminArticle), total };
      },
    );

    app.post(
      '/admin/articles',
      {
        onRequest: requirePermission('articles', 'create'),
        schema: { tags, body: articleInput, response: { 201: adminArticle, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(toAdminArticle(await deps.service.create(request.body))),
    );

    app.get(
      '/admin/articles/:uuid',
      {
        onRequest: requirePermission('articles', 'show'),
        schema: { tags, params: uuidParams, response: { 200: adminArticle, ...errors } },
      },
      async (request) => toAdminArticle(await deps.service.get(request.params.uuid)),
    );

    app.put(
      '/admin/articles/:uuid',
      {
        onRequest: requirePermission('articles', 'edit'),
        schema: { tags, params: uuidParams, body: articleInput, response: { 200: adminArticle, ...errors } },
      },
      async (request) => toAdminArticle(await deps.service.update(request.params.uuid, request.body)),
    );

    app.delete(
      '/admin/articles/:uuid',
      {
        onRequest: requirePermission('articles', 'delete'),
        schema: { tags, params: uuidParams, response: { 200: adminArticle, ...errors } },
      },
      async (request) => toAdminArticle(await deps.service.remove(request.params.uuid)),
    );
  };

export const publicArticleRoutes =
  (deps: { service: ArticlesService; cache: PublicCacheNamespace }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['articles'];
    app.get(
      '/articles',
      {
        ...deps.cache.routeOptions,
        schema: { tags, querystring: publicListQuery, response: { 200: listResponse(publicArticleSummary) } },
      },
      async (request) => {
        const language = requestLanguage(request);
        const { rows, total } = await deps.service.listPublished(request.query);
        return {
          data: rows.map((row) => {
            const { body: _body, ...summary } = toPublicArticle(row, language);
            return summary;
          }),
          total,
        };
      },
    );

    app.get(
      '/articles/:uuid',
      {
        ...deps.cache.routeOptions,
        schema: {
          tags,
          params: uuidParams,
          response: { 200: publicArticle, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) =>
        toPublicArticle(await deps.service.getPublished(request.params.uuid), requestLanguage(request)),
    );
  };
