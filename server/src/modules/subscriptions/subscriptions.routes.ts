import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSubscriptionContracts, subscriptionContracts } from '@tribuna/common/contracts/subscriptions';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import { toAdminSubscription, type SubscriptionsService } from './subscriptions.service';

export const adminSubscriptionRoutes =
  (deps: { guards: AuthGuards; service: SubscriptionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminSubscriptionContracts.list, {
      onRequest: requirePermission('subscriptions', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminSubscription), total };
      },
    });

    route(app, adminSubscriptionContracts.create, {
      onRequest: requirePermission('subscriptions', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(toAdminSubscription(await deps.service.create(request.body))),
    });

    route(app, adminSubscriptionContracts.get, {
      onRequest: requirePermission('subscriptions', 'show'),
      handler: async (request) => toAdminSubscription(await deps.service.get(request.params.uuid)),
    });

    route(app, adminSubscriptionContracts.update, {
      onRequest: requirePermission('subscriptions', 'edit'),
      handler: async (request) =>
        toAdminSubscription(await deps.service.update(request.params.uuid, request.body)),
    });

    route(app, adminSubscriptionContracts.remove, {
      onRequest: requirePermission('subscriptions', 'delete'),
      handler: async (request) => toAdminSubscription(await deps.service.remove(request.params.uuid)),
    });
  };

export const publicSubscriptionRoutes =
  (deps: { guards: AuthGuards; service: SubscriptionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const identifyIfSent = optionalUser(deps.guards);
    const userUuid = (request: FastifyRequest) => request.user?.uuid ?? null;

    route(app, subscriptionContracts.list, {
      onRequest: identifyIfSent,
      handler: async (request) => ({
        data: await deps.service.listPublic(requestLanguage(request), userUuid(request)),
      }),
    });

    route(app, subscriptionContracts.availability, {
      handler: async () => ({ data: await deps.service.availability() }),
    });

    route(app, subscriptionContracts.byPrice, {
      onRequest: identifyIfSent,
      handler: async (request) =>
        deps.service.byPrice(request.params.uuid, requestLanguage(request), userUuid(request)),
    });

    route(app, subscriptionContracts.get, {
      onRequest: identifyIfSent,
      handler: async (request) =>
        deps.service.getPublic(request.params.uuid, requestLanguage(request), userUuid(request)),
    });

    route(app, subscriptionContracts.byDisplayFeature, {
      handler: async (request) => {
        const plans = await deps.service.byDisplayFeatures(
          request.body.requiredDisplayFeaturesUuids,
          requestLanguage(request),
        );
        return { data: plans.map(({ uuid, name, prices }) => ({ uuid, name, prices })) };
      },
    });

    route(app, subscriptionContracts.cancel, {
      onRequest: deps.guards.authenticate,
      handler: async (request) =>
        deps.service.cancel(request.user!.uuid, request.params.uuid, requestLanguage(request)),
    });

    route(app, subscriptionContracts.stopRenewal, {
      onRequest: deps.guards.authenticate,
      handler: async (request) =>
        deps.service.stopRenewal(request.user!.uuid, request.params.uuid, requestLanguage(request)),
    });
  };
