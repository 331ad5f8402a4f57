import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderFromInvoiceContracts } from '@tribuna/common/contracts/invoices';
import { route } from '../contractRoute';
import type { AuthGuards } from '../plugins/auth';
import type { OrderFromInvoice } from './orderFromInvoice';

/** Recording an invoice paid by bank transfer as an order makes an invoice: the invoice admin's work. */
export const orderFromInvoiceRoutes =
  (deps: { guards: AuthGuards; flow: OrderFromInvoice }): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = deps.guards.requirePermission('invoices', 'create');

    route(app, orderFromInvoiceContracts.draft, {
      onRequest: guard,
      handler: async (request) => deps.flow.draft(request.body),
    });

    route(app, orderFromInvoiceContracts.create, {
      onRequest: guard,
      handler: async (request, reply) =>
        reply.status(201).send(await deps.flow.create(request.user!, request.body)),
    });
  };
