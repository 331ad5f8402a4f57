import type {
  InvoiceBuyer,
  OrderFromInvoiceDraft,
  OrderFromInvoiceInput,
  OrderFromInvoiceResult,
} from '@tribuna/common/schemas/invoices';
import type { UserRow } from '../db/schema';
import { ProductError } from '../errors';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import type { BillTo, OrdersService } from '../sales/orders/orders.service';
import type { UsersService } from '../modules/users/users.service';

const nameOf = (user: UserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

/**
 * An order from an invoice paid by bank transfer: staff name the user, the lines and (for a company)
 * who is billed, look at the draft, then make it. The order is made for the user, its lines are
 * delivered (tickets issued, memberships activated) and it is accepted as paid by bank transfer; the
 * invoicing flow issues its tax document in the same transaction.
 */
export function createOrderFromInvoice(deps: {
  users: Pick<UsersService, 'findByEmail'>;
  orders: Pick<OrdersService, 'quote' | 'createAccepted'>;
  invoices: Pick<InvoicesService, 'preview' | 'findByOrder'>;
}) {
  async function userOf(input: OrderFromInvoiceInput): Promise<UserRow> {
    const user = await deps.users.findByEmail(input.userEmail);
    if (!user) throw new ProductError('userNotFound', { email: input.userEmail });
    return user;
  }

  const billTo = (input: OrderFromInvoiceInput): BillTo | undefined =>
    input.billTo && {
      name: input.billTo.invoiceName,
      street: input.billTo.invoiceStreet,
      city: input.billTo.invoiceCity,
      zip: input.billTo.invoiceZip,
      ico: input.billTo.cin,
      dic: input.billTo.tin ?? null,
    };

  function buyerOf(user: UserRow, input: OrderFromInvoiceInput): InvoiceBuyer {
    const company = billTo(input);
    if (company) return { kind: 'company', email: user.email, ...company };
    return {
      kind: 'person',
      name: nameOf(user) ?? user.email,
      email: user.email,
      street: null,
      city: null,
      zip: null,
      ico: null,
      dic: null,
    };
  }

  return {
    async draft(input: OrderFromInvoiceInput): Promise<OrderFromInvoiceDraft> {
      const user = await userOf(input);
      const { lines, total } = await deps.orders.quote({ userUuid: user.uuid }, input.language, {
        currency: input.currency,
        lines: input.lines,
      });
      return {
        user: { uuid: user.uuid, email: user.email, name: nameOf(user) },
        currency: input.currency,
        language: input.language,
        buyer: buyerOf(user, input),
        ...deps.invoices.preview(lines),
        total,
        variableSymbol: input.variableSymbol ?? null,
        paidOn: input.paidOn,
      };
    },

    async create(staff: UserRow, input: OrderFromInvoiceInput): Promise<OrderFromInvoiceResult> {
      const user = await userOf(input);
      const company = billTo(input);
      const order = await deps.orders.createAccepted(
        staff,
        { userUuid: user.uuid, email: user.email },
        input.language,
        { currency: input.currency, lines: input.lines },
        {
          paidBy: 'bankTransfer',
          paidOn: input.paidOn,
          ...(company && { billTo: company }),
          ...(input.variableSymbol && { variableSymbol: input.variableSymbol }),
        },
      );
      const invoice = await deps.invoices.findByOrder(order.uuid);
      if (!invoice) throw new Error(`The accepted order ${order.uuid} has no invoice`);
      return { order, invoice };
    },
  };
}

export type OrderFromInvoice = ReturnType<typeof createOrderFromInvoice>;
