import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTicketContracts, ticketContracts } from '@tribuna/common/contracts/tickets';
import { orderTicketsPdfFileName, ticketPdfFileName } from '@tribuna/common/i18n/tickets';
import type { AdminTicket, Ticket } from '@tribuna/common/schemas/tickets';
import { route } from '../../contractRoute';
import type { TicketRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { TicketGate } from './ticketGate';
import type { TicketsService } from './tickets.service';

/** What the ticket routes need of the orders domain: an order by its hash (`orderNotFound` otherwise). */
export interface TicketOrdersPort {
  findByHash(orderHash: string): Promise<{ uuid: string; language: 'cs' | 'sk' | 'en' }>;
}

/** A file's bytes as the answer (the contract describes it as a binary string, hence the cast). */
const file = (bytes: Buffer) => bytes as unknown as string;

const pdfHeaders = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

export const toTicket = (row: TicketRow): Ticket => ({
  uuid: row.uuid,
  code: row.code,
  eventUuid: row.eventUuid,
  orderUuid: row.orderUuid,
  seatId: row.seatId,
  section: row.section,
  row: row.row,
  seatLabel: row.seatLabel,
  category: row.category,
  holderName: row.holderName,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const toAdminTicket = (row: TicketRow): AdminTicket => ({
  ...toTicket(row),
  checkedGate: row.checkedGate,
  voidedAt: row.voidedAt?.toISOString() ?? null,
  voidReason: row.voidReason,
});

export const ticketRoutes =
  (deps: { service: TicketsService; orders: TicketOrdersPort }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ticketContracts.listByOrder, {
      handler: async (request) => {
        const order = await deps.orders.findByHash(request.query.orderHash);
        const rows = await deps.service.ofOrder(order.uuid);
        return (await deps.service.withSectionNames(rows, requestLanguage(request))).map(toTicket);
      },
    });

    route(app, ticketContracts.exportPdf, {
      handler: async (request, reply) => {
        const order = await deps.orders.findByHash(request.query.orderHash);
        const ticket = await deps.service.find(request.params.uuid);
        if (ticket.orderUuid !== order.uuid) throw new ProductError('ticketNotFound', { uuid: ticket.uuid });
        const pdf = await deps.service.pdf([ticket], request.query.language ?? order.language);
        return reply.headers(pdfHeaders(ticketPdfFileName(ticket.code))).send(file(pdf));
      },
    });

    route(app, ticketContracts.exportPdfByOrder, {
      handler: async (request, reply) => {
        const order = await deps.orders.findByHash(request.query.orderHash);
        const pdf = await deps.service.pdf(
          await deps.service.ofOrder(order.uuid),
          request.query.language ?? order.language,
        );
        return reply.headers(pdfHeaders(orderTicketsPdfFileName)).send(file(pdf));
      },
    });
  };

export const adminTicketRoutes =
  (deps: { guards: AuthGuards; service: TicketsService; gate: TicketGate }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminTicketContracts.list, {
      onRequest: requirePermission('tickets', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        const named = await deps.service.withSectionNames(rows, requestLanguage(request));
        return { data: named.map(toAdminTicket), total };
      },
    });

    route(app, adminTicketContracts.exportCsv, {
      onRequest: requirePermission('tickets', 'list'),
      handler: async (request, reply) =>
        reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="tickets-${request.query.eventUuid}.csv"`,
          })
          .send(file(Buffer.from(await deps.service.csv(request.query, requestLanguage(request)), 'utf8'))),
    });

    route(app, adminTicketContracts.generateForOrder, {
      onRequest: requirePermission('tickets', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send((await deps.service.generateForOrder(request.body.orderUuid)).map(toTicket)),
    });

    route(app, adminTicketContracts.generateFree, {
      onRequest: requirePermission('tickets', 'create'),
      handler: async (request, reply) => {
        const { eventUuid, category, holderName } = request.body;
        const [issued] = await deps.service.generateFree(eventUuid, category, [holderName ?? null]);
        return reply.status(201).send(toTicket(issued!));
      },
    });

    route(app, adminTicketContracts.generateBatch, {
      onRequest: requirePermission('tickets', 'create'),
      handler: async (request, reply) => {
        const { eventUuid, category, names } = request.body;
        return reply
          .status(201)
          .send((await deps.service.generateFree(eventUuid, category, names)).map(toTicket));
      },
    });

    route(app, adminTicketContracts.publicKey, {
      onRequest: requirePermission('tickets', 'show'),
      handler: async () => ({
        algorithm: 'Ed25519' as const,
        pem: deps.service.signer.publicKey.pem,
        raw: deps.service.signer.publicKey.raw,
        payloadFormat: 'base64url(JSON {v,e,t,c,s}).base64url(Ed25519 signature of the first part)',
      }),
    });

    // Ticket review at the gate: all of it is the one narrow `check` (the ticket checker's whole job).
    route(app, adminTicketContracts.gateEvents, {
      onRequest: requirePermission('tickets', 'check'),
      handler: async (request) => deps.gate.events(requestLanguage(request)),
    });

    route(app, adminTicketContracts.gatePackage, {
      onRequest: requirePermission('tickets', 'check'),
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .send(await deps.gate.package(request.params.uuid, requestLanguage(request))),
    });

    route(app, adminTicketContracts.checkIn, {
      onRequest: requirePermission('tickets', 'check'),
      handler: async (request) =>
        deps.gate.checkIn(
          request.params.uuid,
          request.body.input,
          request.body.gate,
          request.user?.uuid ?? null,
          requestLanguage(request),
        ),
    });

    route(app, adminTicketContracts.gateSync, {
      onRequest: requirePermission('tickets', 'check'),
      handler: async (request) =>
        deps.gate.sync(
          request.params.uuid,
          request.body.checkIns,
          request.user?.uuid ?? null,
          requestLanguage(request),
        ),
    });
  };
