import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderContracts, orderContracts } from '@tribuna/common/contracts/orders';
import { WAITING_ROOM_PASS_HEADER } from '@tribuna/common/schemas/waitingRooms';
import { route } from '../../contractRoute';
import { ProductError } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { OrdersService } from './orders.service';

export const orderRoutes =
  (deps: { guards: AuthGuards; service: OrdersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = deps.guards;
    /** The owner signs in; an anonymous buyer (a voucher order) brings the order hash instead. */
    const signedInIfToken = async (request: FastifyRequest, reply: Parameters<typeof authenticate>[1]) => {
      if (request.headers['id-token'] !== undefined) await authenticate.call(app, request, reply);
    };

    route(app, orderContracts.create, {
      onRequest: authenticate,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.service.create(
              request.user!,
              requestLanguage(request),
              request.body,
              request.headers[WAITING_ROOM_PASS_HEADER],
            ),
          ),
    });

    route(app, orderContracts.getByHoldToken, {
      onRequest: authenticate,
      handler: async (request) => deps.service.getByHoldToken(request.user!, request.params.holdToken),
    });

    route(app, orderContracts.updateByHoldToken, {
      onRequest: authenticate,
      handler: async (request) =>
        deps.service.updateByHoldToken(
          request.user!,
          request.params.holdToken,
          request.body.currency,
          request.headers[WAITING_ROOM_PASS_HEADER],
        ),
    });

    route(app, orderContracts.removeByHoldToken, {
      onRequest: authenticate,
      handler: async (request) =>
        deps.service.removeByHoldToken(
          request.user!,
          request.params.holdToken,
          request.body?.ignorePaymentStatus ?? false,
        ),
    });

    route(app, orderContracts.preComplete, {
      onRequest: signedInIfToken,
      handler: async (request) =>
        deps.service.preComplete(
          request.body.orderUuid,
          { user: request.user, orderHash: request.body.orderHash },
          request.publicOrigin,
        ),
    });

    // No sign-in needed: the gateway's signature is the authority over the payment, and the buyer
    // may come back signed out. Who asks decides only how much is answered, so a token that does
    // not pass (expired on the way back from the bank) settles the payment all the same.
    route(app, orderContracts.complete, {
      handler: async (request, reply) => {
        const user = await signedInIfToken(request, reply).then(
          () => request.user,
          (error: unknown) => {
            if (error instanceof ProductError) return null;
            throw error;
          },
        );
        return deps.service.complete(request.body, { user, orderHash: request.query.orderHash });
      },
    });

    route(app, orderContracts.get, {
      onRequest: signedInIfToken,
      handler: async (request) =>
        deps.service.get(request.params.uuid, { user: request.user, orderHash: request.query.orderHash }),
    });

    route(app, orderContracts.update, {
      onRequest: signedInIfToken,
      handler: async (request) =>
        deps.service.update(
          request.params.uuid,
          { user: request.user, orderHash: request.body.orderHash },
          request.body.lines,
          request.headers[WAITING_ROOM_PASS_HEADER],
        ),
    });

    route(app, orderContracts.remove, {
      onRequest: signedInIfToken,
      handler: async (request) =>
        deps.service.remove(request.params.uuid, { user: request.user, orderHash: request.query.orderHash }),
    });
  };

export const adminOrderRoutes =
  (deps: { guards: AuthGuards; service: OrdersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminOrderContracts.list, {
      onRequest: requirePermission('orders', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });

    route(app, adminOrderContracts.get, {
      onRequest: requirePermission('orders', 'show'),
      handler: async (request) => deps.service.detail(request.params.uuid),
    });

    route(app, adminOrderContracts.updateStatus, {
      onRequest: requirePermission('orders', 'edit'),
      handler: async (request) => deps.service.updateStatus(request.user!, request.body),
    });

    route(app, adminOrderContracts.resendEmail, {
      onRequest: requirePermission('orders', 'edit'),
      handler: async (request, reply) => {
        await deps.service.resendConfirmation(request.body.orderUuid);
        return reply.status(204).send(null);
      },
    });
  };
