import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWaitingRoomContracts, waitingRoomContracts } from '@tribuna/common/contracts/waitingRooms';
import { route } from '../../contractRoute';
import type { EventStreams } from '../../http/eventStream';
import type { AuthGuards } from '../../plugins/auth';
import type { CaptchaGuards } from '../../plugins/captcha';
import type { WaitingRoomsService } from './waitingRooms.service';

export const waitingRoomRoutes =
  (deps: {
    guards: AuthGuards;
    captcha: CaptchaGuards;
    service: WaitingRoomsService;
    streams: EventStreams;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, waitingRoomContracts.join, {
      // Many join in the same minute: the buyer's guard reads each user row at most once a second.
      onRequest: [deps.guards.authenticateBuyer, deps.captcha.require('loged_user')],
      handler: async (request, reply) => {
        const { place, created } = await deps.service.join(request.params.uuid, request.user!.uuid);
        return reply.status(created ? 201 : 200).send(place);
      },
    });

    route(app, waitingRoomContracts.status, {
      handler: async (request, reply) => {
        const { place } = await deps.service.status(request.params.uuid, request.query.token);
        return reply.header('cache-control', 'no-store').send(place);
      },
    });

    route(app, waitingRoomContracts.stream, {
      handler: async (request, reply) => {
        // A foreign token answers 404 as usual, before the stream starts; places wait for the stream.
        const queued: unknown[] = [];
        let stream: ReturnType<EventStreams['open']> | null = null;
        const stop = await deps.service.watch(request.params.uuid, request.query.token, (place) =>
          stream ? stream.send('status', place) : queued.push(place),
        );
        stream = deps.streams.open(reply);
        stream.onClose(stop);
        for (const place of queued.splice(0)) stream.send('status', place);
      },
    });
  };

export const adminWaitingRoomRoutes =
  (deps: { guards: AuthGuards; service: WaitingRoomsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminWaitingRoomContracts.get, {
      onRequest: requirePermission('events', 'show'),
      handler: async (request) => deps.service.adminGet(request.params.uuid),
    });
    route(app, adminWaitingRoomContracts.save, {
      onRequest: requirePermission('events', 'edit'),
      handler: async (request) => deps.service.save(request.params.uuid, request.body),
    });
    route(app, adminWaitingRoomContracts.stats, {
      onRequest: requirePermission('events', 'show'),
      handler: async (request) => deps.service.adminStats(request.params.uuid),
    });
  };
