import { currencyOf } from '@tribuna/common/i18n/locales';
import { voucherPdfFileName, voucherPdfTexts } from '@tribuna/common/i18n/voucherPdf';
import type { Language } from '@tribuna/common/schemas/common';
import type { Currency, Order } from '@tribuna/common/schemas/orders';
import type { VoucherOrderInput } from '@tribuna/common/schemas/vouchers';
import { ProductError } from '../../errors';
import type { LineKind } from '../lineKind';
import type { OrdersService } from '../orders/orders.service';
import type { VouchersService } from '../../modules/vouchers/vouchers.service';

/** The order line kind of gift vouchers; its `refUuid` is the price variant the voucher buys. */
export const VOUCHER_LINE_KIND = 'voucher';

/**
 * The language whose prices are in this currency (spec section 9: Czech pays in CZK, Slovak in
 * EUR): a voucher line is priced from the price variant's amount for that language.
 */
export function languageOfCurrency(currency: Currency): Language {
  return currency === 'EUR' ? 'sk' : 'cs';
}

/** The line's name: the voucher's title and the plan with its price variant, in the buyer's language. */
export function voucherLineLabel(language: Language, planName: string, priceLabel: string): string {
  return `${voucherPdfTexts[language].title}: ${planName} – ${priceLabel}`;
}

/**
 * Selling gift vouchers: the line kind `voucher` (priced from the price variant in the order's
 * currency, only for plans a voucher can buy; a paid line makes its codes; the confirmation
 * e-mail carries their PDF), the order without an account (`POST /orders/voucher`) and the PDF of
 * an order's vouchers by its hash.
 */
export function createVoucherKind(deps: {
  vouchers: VouchersService;
  orders: Pick<OrdersService, 'createAnonymous' | 'findByHash'>;
}) {
  const lineKind: LineKind = {
    async price(refUuid, currency, ctx) {
      const plan = await deps.vouchers.voucherablePlan(refUuid, languageOfCurrency(currency), ctx.tx);
      // A variant without an amount in the order's currency (0) is not sold in it, never charged
      // in the other one.
      if (plan.currency !== currency || plan.amount <= 0)
        throw new ProductError('currencyNotSupported', { currency, priceUuid: refUuid });
      // The amount of the order's currency; the name in the buyer's language.
      const named =
        ctx.language === languageOfCurrency(currency)
          ? plan
          : await deps.vouchers.voucherablePlan(refUuid, ctx.language, ctx.tx);
      return {
        unitAmount: plan.amount,
        label: voucherLineLabel(ctx.language, named.subscriptionName, named.priceLabel),
      };
    },
    async fulfil(order, line, tx) {
      await deps.vouchers.fulfilOrderLine(order, line, tx);
    },
    /** A voucher whose code was claimed is not refunded (`voucherAlreadyClaimed`). */
    async refundCheck(_order, line, _options, tx) {
      await deps.vouchers.assertRefundable(line.uuid, tx);
    },
    /** While the refund waits for the gateway, the line's codes cannot be claimed. */
    async withhold(_order, line, _options, tx) {
      await deps.vouchers.withholdOfOrderLine(line.uuid, tx);
    },
    /** The refund failed: the line's codes can be claimed again. */
    async restore(_order, line, _options, tx) {
      await deps.vouchers.restoreOfOrderLine(line.uuid, tx);
    },
    /** The refunded line's unclaimed codes are switched off. */
    async takeBack(_order, line, _options, tx) {
      await deps.vouchers.withdrawOfOrderLine(line.uuid, tx);
    },
    async attachments(order, line) {
      const file = await deps.vouchers.pdfOfOrderLine(line.uuid, order.language);
      if (!file) return [];
      const name =
        file.codes.length === 1 ? voucherPdfFileName(file.codes[0]!) : `vouchers-${order.uuid}.pdf`;
      return [{ filename: name, content: file.pdf, contentType: 'application/pdf' }];
    },
  };

  return {
    kind: VOUCHER_LINE_KIND,
    lineKind,

    /** `POST /orders/voucher`: a pending order with one voucher line, and what the buyer asked for. */
    async order(language: Language, input: VoucherOrderInput): Promise<Order> {
      const currency = currencyOf(language);
      return deps.orders.createAnonymous(
        input.email,
        language,
        {
          currency,
          lines: [
            { kind: VOUCHER_LINE_KIND, refUuid: input.subscriptionPriceUuid, quantity: input.quantity },
          ],
        },
        (order, tx) =>
          deps.vouchers.recordOrder(
            {
              orderUuid: order.uuid,
              email: input.email,
              subscriptionPriceUuid: input.subscriptionPriceUuid,
              quantity: input.quantity,
              language,
              currency,
              total: order.total,
              deliveryType: input.deliveryType,
              deliveryAddress: input.deliveryAddress,
              invoice: input.invoice,
            },
            tx,
          ),
      );
    },

    /** `GET /vouchers/export-pdf?orderHash=`: the vouchers of a paid order, in its language by default. */
    async orderPdf(orderHash: string, language?: Language, origin?: string): Promise<Buffer> {
      const order = await deps.orders.findByHash(orderHash);
      return deps.vouchers.pdfOfOrder(order.uuid, language ?? order.language, origin);
    },
  };
}

export type VoucherKind = ReturnType<typeof createVoucherKind>;
