import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEventContracts, eventContracts } from '@tribuna/common/contracts/events';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { EventsService } from './events.service';

/** A 25,000-seat plan is a few megabytes of JSON: the editor's saves may be that large. */
const planBodyLimit = 16 * 1024 * 1024;

export const publicEventRoutes =
  (deps: { service: EventsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, eventContracts.list, {
      handler: async (request) => deps.service.listPublic(request.query, requestLanguage(request)),
    });
    route(app, eventContracts.get, {
      handler: async (request) => deps.service.getPublic(request.params.uuid, requestLanguage(request)),
    });
  };

export const adminEventRoutes =
  (deps: { guards: AuthGuards; service: EventsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminEventContracts.list, {
      onRequest: requirePermission('events', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });
    route(app, adminEventContracts.create, {
      onRequest: requirePermission('events', 'create'),
      bodyLimit: planBodyLimit,
      handler: async (request, reply) => reply.status(201).send(await deps.service.create(request.body)),
    });
    route(app, adminEventContracts.get, {
      onRequest: requirePermission('events', 'show'),
      handler: async (request) => deps.service.get(request.params.uuid),
    });
    route(app, adminEventContracts.update, {
      onRequest: requirePermission('events', 'edit'),
      bodyLimit: planBodyLimit,
      handler: async (request) => deps.service.update(request.params.uuid, request.body),
    });
    route(app, adminEventContracts.remove, {
      onRequest: requirePermission('events', 'delete'),
      handler: async (request) => deps.service.remove(request.params.uuid),
    });
    route(app, adminEventContracts.seatingPlan, {
      onRequest: requirePermission('events', 'show'),
      handler: async (request) => deps.service.seatingPlan(request.params.uuid),
    });
    route(app, adminEventContracts.saveSeatingPlan, {
      onRequest: requirePermission('events', 'edit'),
      bodyLimit: planBodyLimit,
      handler: async (request) => deps.service.saveSeatingPlan(request.params.uuid, request.body),
    });
    route(app, adminEventContracts.copySeatingPlan, {
      onRequest: requirePermission('events', 'edit'),
      handler: async (request) =>
        deps.service.copySeatingPlan(request.params.uuid, request.body.targetEventUuid),
    });
  };
