import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOrderContracts } from '@tribuna/common/contracts/orders';
import { route } from '../contractRoute';
import type { AuthGuards } from '../plugins/auth';
import type { AccountOrders } from './accountOrders';

/** The account's orders tab: the signed-in user's own orders only. */
export const accountOrderRoutes =
  (deps: { guards: AuthGuards; flow: AccountOrders }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, accountOrderContracts.list, {
      onRequest: deps.guards.authenticate,
      handler: async (request) => ({ data: await deps.flow.list(request.user!.uuid) }),
    });
  };
