import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountRefundRequestContracts,
  adminEventCancellationContracts,
  adminRefundRequestContracts,
} from '@tribuna/common/contracts/eventCancellations';
import { route } from '../contractRoute';
import type { AuthGuards } from '../plugins/auth';
import type { EventCancellationFlow } from './eventCancellation';

/**
 * Staff cancel an event and follow its refunding job (resource `event-cancellations`: event_admin and
 * order_admin), and decide holders' refund requests (resource `refund-requests`: order_admin;
 * accountant reads them).
 */
export const adminEventCancellationRoutes =
  (deps: { guards: AuthGuards; flow: EventCancellationFlow }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminEventCancellationContracts.cancel, {
      onRequest: requirePermission('event-cancellations', 'create'),
      handler: async (request, reply) =>
        reply.status(202).send(await deps.flow.cancel(request.params.uuid, request.body, request.user!.uuid)),
    });
    route(app, adminEventCancellationContracts.get, {
      onRequest: requirePermission('event-cancellations', 'show'),
      handler: async (request) => deps.flow.get(request.params.uuid),
    });
    route(app, adminEventCancellationContracts.retry, {
      onRequest: requirePermission('event-cancellations', 'edit'),
      handler: async (request, reply) => reply.status(202).send(await deps.flow.retry(request.params.uuid)),
    });

    route(app, adminRefundRequestContracts.list, {
      onRequest: requirePermission('refund-requests', 'list'),
      handler: async (request) => deps.flow.listRequests(request.query),
    });
    route(app, adminRefundRequestContracts.get, {
      onRequest: requirePermission('refund-requests', 'show'),
      handler: async (request) => deps.flow.getRequest(request.params.uuid),
    });
    route(app, adminRefundRequestContracts.approve, {
      onRequest: requirePermission('refund-requests', 'edit'),
      handler: async (request) => deps.flow.approve(request.params.uuid, request.user!.uuid),
    });
    route(app, adminRefundRequestContracts.reject, {
      onRequest: requirePermission('refund-requests', 'edit'),
      handler: async (request) =>
        deps.flow.reject(request.params.uuid, request.user!.uuid, request.body.reason),
    });
  };

/** A signed-in holder asks for the money of a moved event's tickets (their own orders only). */
export const accountRefundRequestRoutes =
  (deps: { guards: AuthGuards; flow: EventCancellationFlow }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, accountRefundRequestContracts.create, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        const { request: made, created } = await deps.flow.request(
          request.user!.uuid,
          request.params.uuid,
          request.body.eventUuid,
        );
        return reply.status(created ? 201 : 200).send(made);
      },
    });
    route(app, accountRefundRequestContracts.list, {
      onRequest: deps.guards.authenticate,
      handler: async (request) => ({
        data: await deps.flow.requestsOfOrder(request.user!.uuid, request.params.uuid),
      }),
    });
  };
