import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAudioArchiveContracts, audioArchiveContracts } from '@tribuna/common/contracts/audioArchives';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { cacheForVisitors, optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import type { AudioArchivesService } from './audioArchives.service';

export const adminAudioArchiveRoutes =
  (deps: { guards: AuthGuards; service: AudioArchivesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const one = async (row: Parameters<AudioArchivesService['toAdmin']>[0][number]) =>
      (await deps.service.toAdmin([row]))[0]!;

    route(app, adminAudioArchiveContracts.list, {
      onRequest: requirePermission('audio-archives', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: await deps.service.toAdmin(rows), total };
      },
    });
    route(app, adminAudioArchiveContracts.create, {
      onRequest: requirePermission('audio-archives', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await one(await deps.service.create(request.body))),
    });
    route(app, adminAudioArchiveContracts.get, {
      onRequest: requirePermission('audio-archives', 'show'),
      handler: async (request) => one(await deps.service.get(request.params.uuid)),
    });
    route(app, adminAudioArchiveContracts.update, {
      onRequest: requirePermission('audio-archives', 'edit'),
      handler: async (request) => one(await deps.service.update(request.params.uuid, request.body)),
    });
    route(app, adminAudioArchiveContracts.remove, {
      onRequest: requirePermission('audio-archives', 'delete'),
      handler: async (request) => one(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicAudioArchiveRoutes =
  (deps: {
    guards: AuthGuards;
    service: AudioArchivesService;
    cache: PublicCacheNamespace;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, audioArchiveContracts.list, {
      ...deps.cache.routeOptions,
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });
    route(app, audioArchiveContracts.get, {
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
