import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountTicketContracts,
  adminTicketContracts,
  ticketContracts,
  ticketTransferContracts,
} from '@tribuna/common/contracts/tickets';
import { orderTicketsPdfFileName, ticketPdfFileName } from '@tribuna/common/i18n/tickets';
import type { AdminTicket, Ticket } from '@tribuna/common/schemas/tickets';
import { route } from '../../contractRoute';
import type { TicketRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';
import type { RateLimitGuards } from '../../plugins/rateLimit';
import { requestLanguage } from '../../requestLanguage';
import { TICKET_PAYLOAD_FORMAT, type TicketGate } from './ticketGate';
import type { TicketTransfers } from './ticketTransfers';
import type { TicketsService } from './tickets.service';

/** What the ticket routes need of the orders domain: an order by its hash (`orderNotFound` otherwise). */
export interface TicketOrdersPort {
  findByHash(
    orderHash: string,
  ): Promise<{ uuid: string; userUuid: string | null; language: 'cs' | 'sk' | 'en' }>;
}

/**
 * Passed on to someone other than the order's buyer: the order's link must not give the new
 * holder's QR code (a ticket passed back to its buyer is theirs again).
 */
const passedOn = (row: TicketRow, orderUserUuid?: string | null) =>
  row.version > 1 && (orderUserUuid === undefined || row.holderUuid !== orderUserUuid);

/** A file's bytes as the answer (the contract describes it as a binary string, hence the cast). */
const file = (bytes: Buffer) => bytes as unknown as string;

const pdfHeaders = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

export const toTicket = (row: TicketRow, orderUserUuid?: string | null): Ticket => {
  // The order's link must not give a ticket passed on away: its code admits at the gate as its QR does.
  const gone = passedOn(row, orderUserUuid);
  return {
    uuid: row.uuid,
    code: gone ? '' : row.code,
    eventUuid: row.eventUuid,
    orderUuid: row.orderUuid,
    seatId: row.seatId,
    section: row.section,
    row: row.row,
    seatLabel: row.seatLabel,
    category: row.category,
    holderName: gone ? null : row.holderName,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    passedOn: gone,
  };
};

const toAdminTicket = (row: TicketRow): AdminTicket => ({
  ...toTicket(row),
  // Staff see the ticket as it is now, whoever holds it.
  code: row.code,
  holderName: row.holderName,
  checkedGate: row.checkedGate,
  voidedAt: row.voidedAt?.toISOString() ?? null,
  voidReason: row.voidReason,
  version: row.version,
  holderUuid: row.holderUuid,
});

export const ticketRoutes =
  (deps: { service: TicketsService; orders: TicketOrdersPort }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ticketContracts.listByOrder, {
      handler: async (request) => {
        const order = await deps.orders.findByHash(request.query.orderHash);
        const rows = await deps.service.ofOrder(order.uuid);
        return (await deps.service.withSectionNames(rows, requestLanguage(request))).map((row) =>
          toTicket(row, order.userUuid),
        );
      },
    });

    route(app, ticketContracts.exportPdf, {
      handler: async (request, reply) => {
        const order = await deps.orders.findByHash(request.query.orderHash);
        const ticket = await deps.service.find(request.params.uuid);
        if (ticket.orderUuid !== order.uuid) throw new ProductError('ticketNotFound', { uuid: ticket.uuid });
        if (passedOn(ticket, order.userUuid)) throw new ProductError('ticketPassedOn', { uuid: ticket.uuid });
        const pdf = await deps.service.pdf([ticket], request.query.language ?? order.language);
        return reply.headers(pdfHeaders(ticketPdfFileName(ticket.code))).send(file(pdf));
      },
    });

    route(app, ticketContracts.exportPdfByOrder, {
      handler: async (request, reply) => {
        const order = await deps.orders.findByHash(request.query.orderHash);
        const rows = await deps.service.ofOrder(order.uuid);
        const kept = rows.filter((row) => !passedOn(row, order.userUuid));
        if (rows.length > 0 && kept.length === 0) throw new ProductError('ticketPassedOn');
        const pdf = await deps.service.pdf(kept, request.query.language ?? order.language);
        return reply.headers(pdfHeaders(orderTicketsPdfFileName)).send(file(pdf));
      },
    });
  };

/** Passing tickets on, and a holder's tickets. */
export const ticketTransferRoutes =
  (deps: {
    guards: AuthGuards;
    rateLimits: RateLimitGuards;
    transfers: TicketTransfers;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = deps.guards;
    route(app, ticketTransferContracts.create, {
      onRequest: authenticate,
      // Each offer e-mails the address: offering and cancelling again and again must not flood it.
      preHandler: deps.rateLimits.perEmail((request) => (request.body as { email?: string }).email),
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.transfers.offer(
              request.user!,
              request.params.uuid,
              request.body.email,
              requestLanguage(request),
            ),
          ),
    });

    route(app, ticketTransferContracts.cancel, {
      onRequest: authenticate,
      handler: async (request, reply) => {
        await deps.transfers.cancel(request.user!, request.params.uuid);
        return reply.status(204).send(null);
      },
    });

    route(app, ticketTransferContracts.offer, {
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .send(await deps.transfers.describe(request.params.token, requestLanguage(request))),
    });

    route(app, ticketTransferContracts.accept, {
      onRequest: authenticate,
      handler: async (request) =>
        deps.transfers.accept(request.user!, request.params.token, requestLanguage(request)),
    });

    route(app, accountTicketContracts.list, {
      onRequest: authenticate,
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .send({ data: await deps.transfers.mine(request.user!, request.query, requestLanguage(request)) }),
    });
  };

export const adminTicketRoutes =
  (deps: {
    guards: AuthGuards;
    service: TicketsService;
    gate: TicketGate;
    transfers: TicketTransfers;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminTicketContracts.history, {
      onRequest: requirePermission('tickets', 'show'),
      handler: async (request) => {
        const { row, holder, entries } = await deps.transfers.history(request.params.uuid);
        const [named] = await deps.service.withSectionNames([row], requestLanguage(request));
        return { ticket: toAdminTicket(named!), holder, entries };
      },
    });

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
        reply
          .status(201)
          .send((await deps.service.generateForOrder(request.body.orderUuid)).map((row) => toTicket(row))),
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
          .send((await deps.service.generateFree(eventUuid, category, names)).map((row) => toTicket(row)));
      },
    });

    route(app, adminTicketContracts.publicKey, {
      onRequest: requirePermission('tickets', 'show'),
      handler: async () => ({
        algorithm: 'Ed25519' as const,
        pem: deps.service.signer.publicKey.pem,
        raw: deps.service.signer.publicKey.raw,
        payloadFormat: TICKET_PAYLOAD_FORMAT,
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
