import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVideoArchiveContracts, videoArchiveContracts } from '@tribuna/common/contracts/videoArchives';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { cacheForVisitors, optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import type { VideoArchivesService } from './videoArchives.service';

export const adminVideoArchiveRoutes =
  (deps: { guards: AuthGuards; service: VideoArchivesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const one = async (row: Parameters<VideoArchivesService['toAdmin']>[0][number]) =>
      (await deps.service.toAdmin([row]))[0]!;

    route(app, adminVideoArchiveContracts.list, {
      onRequest: requirePermission('video-archives', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: await deps.service.toAdmin(rows), total };
      },
    });
    route(app, adminVideoArchiveContracts.create, {
      onRequest: requirePermission('video-archives', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await one(await deps.service.create(request.body))),
    });
    route(app, adminVideoArchiveContracts.get, {
      onRequest: requirePermission('video-archives', 'show'),
      handler: async (request) => one(await deps.service.get(request.params.uuid)),
    });
    route(app, adminVideoArchiveContracts.update, {
      onRequest: requirePermission('video-archives', 'edit'),
      handler: async (request) => one(await deps.service.update(request.params.uuid, request.body)),
    });
    route(app, adminVideoArchiveContracts.remove, {
      onRequest: requirePermission('video-archives', 'delete'),
      handler: async (request) => one(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicVideoArchiveRoutes =
  (deps: {
    guards: AuthGuards;
    service: VideoArchivesService;
    cache: PublicCacheNamespace;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, videoArchiveContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });
    route(app, videoArchiveContracts.get, {
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
