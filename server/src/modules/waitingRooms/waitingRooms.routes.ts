import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSubscriptionWaitingRoomContracts,
  adminWaitingRoomContracts,
  subscriptionWaitingRoomContracts,
  waitingRoomContracts,
} from '@tribuna/common/contracts/waitingRooms';
import { route } from '../../contractRoute';
import type { EventStreams } from '../../http/eventStream';
import type { AuthGuards } from '../../plugins/auth';
import type { CaptchaGuards } from '../../plugins/captcha';
import type { WaitingRoomSubject } from '../../db/schema';
import type { WaitingRoomsService } from './waitingRooms.service';

/** The visitors' routes of a subject's rooms: `/events/{uuid}/waiting-room…` or `/subscriptions/{uuid}/…`. */
const visitorContracts = {
  event: waitingRoomContracts,
  subscription: subscriptionWaitingRoomContracts,
} as const;

/** Staff's routes and the permissions they need (those who manage events / memberships). */
const staffRoutes = {
  event: { contracts: adminWaitingRoomContracts, resource: 'events' },
  subscription: { contracts: adminSubscriptionWaitingRoomContracts, resource: 'subscriptions' },
} as const;

export const waitingRoomRoutes =
  (deps: {
    guards: AuthGuards;
    captcha: CaptchaGuards;
    service: WaitingRoomsService;
    streams: EventStreams;
    kind?: WaitingRoomSubject;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const kind = deps.kind ?? 'event';
    // One contract set's types stand for both: the shapes are the same, only the paths differ.
    const contracts = visitorContracts[kind] as typeof waitingRoomContracts;
    route(app, contracts.join, {
      // Many join in the same minute: the buyer's guard reads each user row at most once a second.
      onRequest: [deps.guards.authenticateBuyer, deps.captcha.require('loged_user')],
      handler: async (request, reply) => {
        const { place, created } = await deps.service.join(request.params.uuid, request.user!.uuid, kind);
        return reply.status(created ? 201 : 200).send(place);
      },
    });

    route(app, contracts.status, {
      handler: async (request, reply) => {
        const { place } = await deps.service.status(request.params.uuid, request.query.token, kind);
        return reply.header('cache-control', 'no-store').send(place);
      },
    });

    route(app, contracts.stream, {
      handler: async (request, reply) => {
        // A foreign token answers 404 as usual, before the stream starts; places wait for the stream.
        const queued: string[] = [];
        let stream: ReturnType<EventStreams['open']> | null = null;
        const stop = await deps.service.watch(
          request.params.uuid,
          request.query.token,
          (place) => (stream ? stream.sendJson('status', place) : queued.push(place)),
          kind,
        );
        stream = deps.streams.open(reply);
        stream.onClose(stop);
        for (const place of queued.splice(0)) stream.sendJson('status', place);
      },
    });
  };

export const adminWaitingRoomRoutes =
  (deps: {
    guards: AuthGuards;
    service: WaitingRoomsService;
    kind?: WaitingRoomSubject;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const kind = deps.kind ?? 'event';
    const { resource } = staffRoutes[kind];
    const contracts = staffRoutes[kind].contracts as typeof adminWaitingRoomContracts;
    route(app, contracts.get, {
      onRequest: requirePermission(resource, 'show'),
      handler: async (request) => deps.service.adminGet(request.params.uuid, kind),
    });
    route(app, contracts.save, {
      onRequest: requirePermission(resource, 'edit'),
      handler: async (request) => deps.service.save(request.params.uuid, request.body, kind),
    });
    route(app, contracts.stats, {
      onRequest: requirePermission(resource, 'show'),
      handler: async (request) => deps.service.adminStats(request.params.uuid, kind),
    });
  };
