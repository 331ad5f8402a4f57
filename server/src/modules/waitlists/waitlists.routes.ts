import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSubscriptionWaitlistContracts,
  adminWaitlistContracts,
  myWaitlistContracts,
  subscriptionWaitlistContracts,
  waitlistContracts,
} from '@tribuna/common/contracts/waitlists';
import type { WaitlistSubject } from '@tribuna/common/schemas/waitlists';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { WaitlistsService } from './waitlists.service';

/** The buyers' routes of a subject's lists: `/events/{uuid}/waitlist` or `/subscriptions/{uuid}/waitlist`. */
const visitorContracts = { event: waitlistContracts, subscription: subscriptionWaitlistContracts } as const;

/** Staff's routes and the permissions they need (those who manage events / memberships). */
const staffRoutes = {
  event: { contracts: adminWaitlistContracts, resource: 'events' },
  subscription: { contracts: adminSubscriptionWaitlistContracts, resource: 'subscriptions' },
} as const;

export const waitlistRoutes =
  (deps: { guards: AuthGuards; service: WaitlistsService; kind: WaitlistSubject }): FastifyPluginAsyncZod =>
  async (app) => {
    const { kind } = deps;
    // One contract set's types stand for both: the shapes are the same, only the paths differ.
    const contracts = visitorContracts[kind] as typeof waitlistContracts;
    route(app, contracts.info, {
      handler: async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await deps.service.info(kind, request.params.uuid)),
    });
    route(app, contracts.join, {
      onRequest: deps.guards.authenticateBuyer,
      handler: async (request, reply) => {
        const { place, created } = await deps.service.join(
          kind,
          request.params.uuid,
          request.user!.uuid,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(place);
      },
    });
    route(app, contracts.leave, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        await deps.service.leave(kind, request.params.uuid, request.user!.uuid, request.query.category);
        return reply.status(204).send(null);
      },
    });
  };

export const myWaitlistRoutes =
  (deps: { guards: AuthGuards; service: WaitlistsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, myWaitlistContracts.list, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send({ data: await deps.service.mine(request.user!.uuid, requestLanguage(request)) }),
    });
    route(app, myWaitlistContracts.order, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        const user = request.user!;
        const order = await deps.service.order(
          request.params.uuid,
          { uuid: user.uuid, email: user.email, language: requestLanguage(request) },
          request.body,
        );
        return reply.status(201).send(order);
      },
    });
  };

export const adminWaitlistRoutes =
  (deps: { guards: AuthGuards; service: WaitlistsService; kind: WaitlistSubject }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const { kind } = deps;
    const { resource } = staffRoutes[kind];
    const contracts = staffRoutes[kind].contracts as typeof adminWaitlistContracts;
    route(app, contracts.get, {
      onRequest: requirePermission(resource, 'show'),
      handler: async (request) => deps.service.adminGet(kind, request.params.uuid),
    });
    route(app, contracts.save, {
      onRequest: requirePermission(resource, 'edit'),
      handler: async (request) => deps.service.save(kind, request.params.uuid, request.body),
    });
    route(app, contracts.entries, {
      onRequest: requirePermission(resource, 'show'),
      handler: async (request) => deps.service.entries(kind, request.params.uuid, request.query),
    });
    route(app, contracts.offer, {
      onRequest: requirePermission(resource, 'edit'),
      handler: async (request, reply) =>
        reply.status(201).send(await deps.service.offerByHand(kind, request.params.uuid, request.body)),
    });
    route(app, contracts.close, {
      onRequest: requirePermission(resource, 'edit'),
      handler: async (request) => deps.service.close(kind, request.params.uuid),
    });
  };
