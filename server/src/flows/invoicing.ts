import type { InvoiceBuyer } from '@tribuna/common/schemas/invoices';
import type { Tx } from '../db/client';
import type { OrderLineRow, OrderRow } from '../db/schema';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import type { Acceptance } from '../sales/orders/orders.service';
import type { UsersService } from '../modules/users/users.service';
import type { VouchersService } from '../modules/vouchers/vouchers.service';

/**
 * Invoicing of accepted orders: the orders domain tells this flow in the transaction that accepts
 * an order, and the flow gives the invoices domain the buyer (the company a voucher order named, or
 * the person who ordered) with the order's lines.
 */
export function createInvoicing(deps: {
  invoices: Pick<InvoicesService, 'issue' | 'attachmentOfOrder'>;
  users: Pick<UsersService, 'get'>;
  vouchers: Pick<VouchersService, 'invoiceDetailsOf'>;
}) {
  async function buyerOf(order: OrderRow, tx: Tx): Promise<InvoiceBuyer> {
    const company = await deps.vouchers.invoiceDetailsOf(order.uuid, tx);
    if (company) return { kind: 'company', ...company };
    const user = order.userUuid ? await deps.users.get(order.userUuid, tx).catch(() => null) : null;
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    const email = order.email ?? user?.email ?? null;
    return {
      kind: 'person',
      name: name || email || '—',
      email,
      street: null,
      city: null,
      zip: null,
      ico: null,
      dic: null,
    };
  }

  return {
    async onAccepted(order: OrderRow, lines: OrderLineRow[], acceptance: Acceptance, tx: Tx) {
      await deps.invoices.issue(
        {
          order,
          lines: lines.map((line) => ({
            kind: line.kind,
            label: line.label,
            quantity: line.quantity,
            unitAmount: line.unitAmount,
            amount: line.amount,
          })),
          buyer: acceptance.billTo
            ? { kind: 'company', email: order.email, ...acceptance.billTo }
            : await buyerOf(order, tx),
          paymentMethod: acceptance.paidBy,
          ...(acceptance.variableSymbol && { variableSymbol: acceptance.variableSymbol }),
          ...(acceptance.paidOn && { taxableSupplyOn: acceptance.paidOn }),
        },
        tx,
      );
    },
    documents: (order: OrderRow) => deps.invoices.attachmentOfOrder(order.uuid),
  };
}
