import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContentContracts } from '@tribuna/common/contracts/content';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { toContentAuthor, toContentOverviewItem, type ContentService } from './content.service';

export const adminContentRoutes =
  (deps: { guards: AuthGuards; service: ContentService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminContentContracts.overview, {
      onRequest: requirePermission('content', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.overview(request.user!.roles, request.query);
        return { data: rows.map(toContentOverviewItem), total };
      },
    });
    route(app, adminContentContracts.authors, {
      onRequest: requirePermission('content', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.authors(request.query);
        return { data: rows.map(toContentAuthor), total };
      },
    });
    route(app, adminContentContracts.author, {
      onRequest: requirePermission('content', 'list'),
      handler: async (request) => toContentAuthor(await deps.service.author(request.params.uuid)),
    });
  };
