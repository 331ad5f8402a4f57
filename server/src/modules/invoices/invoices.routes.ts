import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountInvoiceContracts, adminInvoiceContracts } from '@tribuna/common/contracts/invoices';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { InvoicesService } from './invoices.service';

/** A file's bytes as the answer (the contract describes it as a binary string, hence the cast). */
const file = (bytes: Buffer) => bytes as unknown as string;

const pdfHeaders = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

export const adminInvoiceRoutes =
  (deps: { guards: AuthGuards; service: InvoicesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminInvoiceContracts.list, {
      onRequest: requirePermission('invoices', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });

    // The export's paths come before `/{uuid}`'s only in reading: Fastify matches static segments first.
    route(app, adminInvoiceContracts.startExport, {
      onRequest: requirePermission('invoices', 'list'),
      handler: async (request, reply) =>
        reply.status(202).send(await deps.service.startExport(request.user!.uuid, request.body)),
    });

    route(app, adminInvoiceContracts.exportStatus, {
      onRequest: requirePermission('invoices', 'list'),
      handler: async (request) => deps.service.exportStatus(request.params.uuid),
    });

    route(app, adminInvoiceContracts.exportZip, {
      onRequest: requirePermission('invoices', 'list'),
      handler: async (request, reply) => {
        const { filename, zip } = await deps.service.exportZip(request.params.uuid);
        return reply
          .headers({
            'content-type': 'application/zip',
            'content-length': String(zip.size),
            'content-disposition': `attachment; filename="${filename}"`,
            'cache-control': 'private, no-store',
          })
          .send(zip.body as unknown as string);
      },
    });

    route(app, adminInvoiceContracts.get, {
      onRequest: requirePermission('invoices', 'show'),
      handler: async (request) => deps.service.get(request.params.uuid),
    });

    route(app, adminInvoiceContracts.pdf, {
      onRequest: requirePermission('invoices', 'show'),
      handler: async (request, reply) => {
        const { filename, pdf } = await deps.service.pdf(request.params.uuid);
        return reply.headers(pdfHeaders(filename)).send(file(pdf));
      },
    });
  };

export const accountInvoiceRoutes =
  (deps: { guards: AuthGuards; service: InvoicesService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, accountInvoiceContracts.pdf, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        const { filename, pdf } = await deps.service.pdfOfUser(request.params.uuid, request.user!.uuid);
        return reply.headers(pdfHeaders(filename)).send(file(pdf));
      },
    });
  };
