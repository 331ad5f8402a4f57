import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRefundContracts } from '@tribuna/common/contracts/refunds';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { RefundsService } from './refunds.service';

/** A file's bytes as the answer (the contract describes it as a string, hence the cast). */
const file = (bytes: Buffer) => bytes as unknown as string;

/** Staff refunds: made under an order by `order_admin`, read by `accountant` too (resource `refunds`). */
export const adminRefundRoutes =
  (deps: { guards: AuthGuards; service: RefundsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminRefundContracts.create, {
      onRequest: requirePermission('refunds', 'create'),
      handler: async (request, reply) => {
        const { refund, created } = await deps.service.create(request.params.uuid, request.body, {
          requestedBy: request.user!.uuid,
        });
        return reply.status(created ? 201 : 200).send(refund);
      },
    });

    route(app, adminRefundContracts.list, {
      onRequest: requirePermission('refunds', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });

    route(app, adminRefundContracts.exportCsv, {
      onRequest: requirePermission('refunds', 'list'),
      handler: async (request, reply) =>
        reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="refunds.csv"',
          })
          .send(file(Buffer.from(await deps.service.csv(request.query), 'utf8'))),
    });

    route(app, adminRefundContracts.get, {
      onRequest: requirePermission('refunds', 'show'),
      handler: async (request) => deps.service.get(request.params.uuid),
    });
  };
