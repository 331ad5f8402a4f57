import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPushNotificationContracts } from '@tribuna/common/contracts/pushNotifications';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { PushNotificationsService } from './pushNotifications.service';

export const adminPushNotificationRoutes =
  (deps: { guards: AuthGuards; service: PushNotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminPushNotificationContracts.list, {
      onRequest: requirePermission('push-notifications', 'list'),
      handler: async (request) => deps.service.listPush(request.query),
    });
    route(app, adminPushNotificationContracts.get, {
      onRequest: requirePermission('push-notifications', 'show'),
      handler: async (request) => deps.service.getPush(request.params.uuid),
    });
  };
