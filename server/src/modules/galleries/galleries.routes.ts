import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGalleryContracts, galleryContracts } from '@tribuna/common/contracts/galleries';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { cacheForVisitors, optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import type { GalleriesService } from './galleries.service';

export const adminGalleryRoutes =
  (deps: { guards: AuthGuards; service: GalleriesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const one = async (row: Parameters<GalleriesService['toAdmin']>[0][number]) =>
      (await deps.service.toAdmin([row]))[0]!;

    route(app, adminGalleryContracts.list, {
      onRequest: requirePermission('galleries', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: await deps.service.toAdmin(rows), total };
      },
    });
    route(app, adminGalleryContracts.create, {
      onRequest: requirePermission('galleries', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await one(await deps.service.create(request.body))),
    });
    route(app, adminGalleryContracts.get, {
      onRequest: requirePermission('galleries', 'show'),
      handler: async (request) => one(await deps.service.get(request.params.uuid)),
    });
    route(app, adminGalleryContracts.update, {
      onRequest: requirePermission('galleries', 'edit'),
      handler: async (request) => one(await deps.service.update(request.params.uuid, request.body)),
    });
    route(app, adminGalleryContracts.remove, {
      onRequest: requirePermission('galleries', 'delete'),
      handler: async (request) => one(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicGalleryRoutes =
  (deps: {
    guards: AuthGuards;
    service: GalleriesService;
    cache: PublicCacheNamespace;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, galleryContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });
    route(app, galleryContracts.get, {
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
