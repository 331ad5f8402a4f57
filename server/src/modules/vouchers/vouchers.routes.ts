import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderVoucherContracts,
  adminVoucherContracts,
  voucherContracts,
} from '@tribuna/common/contracts/vouchers';
import { voucherPdfFileName } from '@tribuna/common/i18n/voucherPdf';
import type { Language } from '@tribuna/common/schemas/common';
import type { Order } from '@tribuna/common/schemas/orders';
import type { VoucherOrderInput } from '@tribuna/common/schemas/vouchers';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { VouchersService } from './vouchers.service';

/** What selling vouchers needs from the orders domain (its line kind, sales/kinds/voucher.ts, gives it). */
export interface VoucherSalesPort {
  order(language: Language, input: VoucherOrderInput): Promise<Order>;
  orderPdf(orderHash: string, language?: Language, origin?: string): Promise<Buffer>;
}

/**
 * A file's bytes as the answer. Fastify sends a Buffer as it is (no serialiser runs); the contract
 * describes the body as a binary string for the OpenAPI document, hence the cast.
 */
const file = (bytes: Buffer) => bytes as unknown as string;

const pdfHeaders = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${filename}"`,
  // Public by its uuid or hash, but a buyer's: not for shared caches.
  'cache-control': 'private, no-store',
});

export const voucherRoutes =
  (deps: { guards: AuthGuards; service: VouchersService; sales: VoucherSalesPort }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = deps.guards;

    route(app, voucherContracts.order, {
      handler: async (request, reply) =>
        reply.status(201).send(await deps.sales.order(requestLanguage(request), request.body)),
    });

    route(app, voucherContracts.exportPdf, {
      handler: async (request, reply) => {
        const { code, pdf } = await deps.service.pdfOfVoucher(
          request.params.uuid,
          requestLanguage(request),
          request.publicOrigin,
        );
        return reply.headers(pdfHeaders(voucherPdfFileName(code))).send(file(pdf));
      },
    });

    route(app, voucherContracts.exportPdfInLanguage, {
      handler: async (request, reply) => {
        const { code, pdf } = await deps.service.pdfOfVoucher(
          request.params.uuid,
          request.params.language,
          request.publicOrigin,
        );
        return reply.headers(pdfHeaders(voucherPdfFileName(code))).send(file(pdf));
      },
    });

    route(app, voucherContracts.exportPdfByOrder, {
      handler: async (request, reply) => {
        const pdf = await deps.sales.orderPdf(
          request.query.orderHash,
          request.query.language,
          request.publicOrigin,
        );
        return reply.headers(pdfHeaders('vouchers.pdf')).send(file(pdf));
      },
    });

    route(app, voucherContracts.apply, {
      onRequest: authenticate,
      handler: async (request) =>
        deps.service.apply(request.user!.uuid, request.body.code, requestLanguage(request)),
    });

    route(app, voucherContracts.updateDeliveryIdentity, {
      onRequest: authenticate,
      handler: async (request) => deps.service.saveDeliveryIdentity(request.user!.uuid, request.body),
    });

    route(app, voucherContracts.deliveryIdentity, {
      onRequest: authenticate,
      handler: async (request) => ({ identity: await deps.service.deliveryIdentity(request.user!.uuid) }),
    });
  };

export const adminVoucherRoutes =
  (deps: { guards: AuthGuards; service: VouchersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminVoucherContracts.list, {
      onRequest: requirePermission('vouchers', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });

    route(app, adminVoucherContracts.create, {
      onRequest: requirePermission('vouchers', 'create'),
      handler: async (request, reply) =>
        reply.status(201).send(await deps.service.create(request.user!.uuid, request.body)),
    });

    route(app, adminVoucherContracts.get, {
      onRequest: requirePermission('vouchers', 'show'),
      handler: async (request) => deps.service.get(request.params.uuid),
    });

    route(app, adminVoucherContracts.update, {
      onRequest: requirePermission('vouchers', 'edit'),
      handler: async (request) => deps.service.update(request.params.uuid, request.body),
    });

    route(app, adminVoucherContracts.remove, {
      onRequest: requirePermission('vouchers', 'delete'),
      handler: async (request) => deps.service.remove(request.params.uuid),
    });

    route(app, adminVoucherContracts.startBatch, {
      onRequest: requirePermission('vouchers', 'create'),
      handler: async (request, reply) =>
        reply.status(202).send(await deps.service.startBatch(request.user!.uuid, request.body)),
    });

    route(app, adminVoucherContracts.batch, {
      onRequest: requirePermission('vouchers', 'show'),
      handler: async (request) => deps.service.batch(request.params.uuid),
    });

    route(app, adminVoucherContracts.batchCsv, {
      onRequest: requirePermission('vouchers', 'show'),
      handler: async (request, reply) => {
        const { filename, csv } = await deps.service.batchCsv(request.params.uuid, requestLanguage(request));
        return reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${filename}"`,
            'cache-control': 'private, no-store',
          })
          .send(file(Buffer.from(csv, 'utf8')));
      },
    });
  };

/** Voucher orders: `order-vouchers` list/show for reading, `ship` (package_dispatcher) to mark them sent. */
export const adminOrderVoucherRoutes =
  (deps: { guards: AuthGuards; service: VouchersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, adminOrderVoucherContracts.list, {
      onRequest: requirePermission('order-vouchers', 'list'),
      handler: async (request) => deps.service.listOrderVouchers(request.query),
    });

    route(app, adminOrderVoucherContracts.get, {
      onRequest: requirePermission('order-vouchers', 'show'),
      handler: async (request) => deps.service.orderVoucherDetail(request.params.uuid),
    });

    route(app, adminOrderVoucherContracts.markShipped, {
      onRequest: requirePermission('order-vouchers', 'ship'),
      handler: async (request) =>
        deps.service.markShipped(request.user!.uuid, request.params.uuid, request.body.shipped),
    });
  };
