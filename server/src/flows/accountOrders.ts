import type { AccountOrder } from '@tribuna/common/schemas/orders';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import type { OrdersService } from '../sales/orders/orders.service';
import type { TicketsService } from '../modules/tickets/tickets.service';
import type { VouchersService } from '../modules/vouchers/vouchers.service';

/**
 * The account's orders tab: the caller's own orders with the tickets and vouchers they delivered and
 * their invoice. Only the caller's orders are read, so nobody else's order can be reached here.
 */
export function createAccountOrders(deps: {
  orders: Pick<OrdersService, 'ofUser'>;
  tickets: Pick<TicketsService, 'ofOrder'>;
  vouchers: Pick<VouchersService, 'codesOfOrder'>;
  invoices: Pick<InvoicesService, 'findByOrder'>;
}) {
  return {
    async list(userUuid: string): Promise<AccountOrder[]> {
      const owned = await deps.orders.ofUser(userUuid);
      return Promise.all(
        owned.map(async ({ order, lines }) => {
          const [tickets, voucherCodes, invoice] = await Promise.all([
            deps.tickets.ofOrder(order.uuid),
            deps.vouchers.codesOfOrder(order.uuid),
            deps.invoices.findByOrder(order.uuid),
          ]);
          return {
            uuid: order.uuid,
            orderHash: order.orderHash,
            status: order.status,
            currency: order.currency,
            total: order.total,
            language: order.language,
            createdAt: order.createdAt.toISOString(),
            lines: lines.map((line) => ({ label: line.label, quantity: line.quantity, amount: line.amount })),
            tickets: tickets.map((ticket) => ({
              uuid: ticket.uuid,
              // Passed on since: the code is the new holder's (it admits at the gate), not the buyer's.
              code: ticket.version > 1 && ticket.holderUuid !== userUuid ? '' : ticket.code,
              eventUuid: ticket.eventUuid,
              voidedAt: ticket.voidedAt?.toISOString() ?? null,
            })),
            voucherCodes,
            invoice: invoice && { uuid: invoice.uuid, number: invoice.number },
          };
        }),
      );
    },
  };
}

export type AccountOrders = ReturnType<typeof createAccountOrders>;
