import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceBuyer } from '@tribuna/common/schemas/invoices';
import type { Tx } from '../db/client';
import type { OrderLineRow, OrderRow, UserRow } from '../db/schema';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import { VOUCHER_LINE_KIND } from '../sales/kinds/voucher';
import type { Acceptance } from '../sales/orders/orders.service';
import type { UsersService } from '../modules/users/users.service';
import type { VouchersService } from '../modules/vouchers/vouchers.service';

/** A refund as its credit note needs it (the refunds' row fits). */
export interface RefundForCreditNote {
  uuid: string;
  amount: number;
  reason: string;
}

/** A line a refund takes back: the order's line, with the amount refunded of it. */
export type RefundedLine = Pick<OrderLineRow, 'kind' | 'label' | 'quantity' | 'unitAmount'> & {
  amount: number;
};

/**
 * Invoicing of accepted orders: the orders domain tells this flow in the transaction that accepts
 * an order, and the flow gives the invoices domain the buyer (the company a voucher order named, or
 * the person who ordered) with the order's lines. A refund of an invoiced order is told the same way,
 * in the transaction that records it, and gets its credit note.
 */
export function createInvoicing(deps: {
  invoices: Pick<
    InvoicesService,
    'issue' | 'numberIssued' | 'attachmentOfOrder' | 'issueCreditNote' | 'mailCreditNote'
  >;
  users: Pick<UsersService, 'get'>;
  vouchers: Pick<VouchersService, 'invoiceDetailsOf'>;
  log?: FastifyBaseLogger;
}) {
  async function buyerOf(
    order: OrderRow,
    lines: OrderLineRow[],
    known: UserRow | undefined,
    tx: Tx,
  ): Promise<InvoiceBuyer> {
    // Only an order of vouchers names a company to bill (its order form asks for one).
    const company = lines.some((line) => line.kind === VOUCHER_LINE_KIND)
      ? await deps.vouchers.invoiceDetailsOf(order.uuid, tx)
      : null;
    if (company) return { kind: 'company', ...company };
    const user = !order.userUuid
      ? null
      : known?.uuid === order.userUuid
        ? known
        : await deps.users.get(order.userUuid, tx).catch(() => null);
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
            : await buyerOf(order, lines, acceptance.user, tx),
          paymentMethod: acceptance.paidBy,
          ...(acceptance.variableSymbol && { variableSymbol: acceptance.variableSymbol }),
          ...(acceptance.paidOn && { taxableSupplyOn: acceptance.paidOn }),
        },
        tx,
      );
    },
    /** After the commit that accepted orders: their invoices get their numbers (together). */
    afterAccepted: () => deps.invoices.numberIssued(),
    documents: (order: OrderRow) => deps.invoices.attachmentOfOrder(order.uuid),

    /**
     * Issues the credit note of a refund the gateway confirmed, in the transaction that records it
     * (`lines`: what the refund takes back, none for an amount only); null when the order has no
     * invoice. Its PDF is made and mailed after the commit, from the orders' outbox: `mailCreditNote`.
     */
    async onRefunded(
      refund: RefundForCreditNote,
      order: Pick<OrderRow, 'uuid'>,
      lines: RefundedLine[],
      tx: Tx,
    ): Promise<{ creditNoteUuid: string } | null> {
      const creditNote = await deps.invoices.issueCreditNote(
        {
          refund: { uuid: refund.uuid, amount: refund.amount, reason: refund.reason },
          order: { uuid: order.uuid },
          lines: lines.map((line) => ({
            kind: line.kind,
            label: line.label,
            quantity: line.quantity,
            unitAmount: line.unitAmount,
            amount: line.amount,
          })),
        },
        tx,
      );
      return creditNote ? { creditNoteUuid: creditNote.uuid } : null;
    },

    /**
     * Mails the credit note's PDF to the buyer in the order's language (from the orders' outbox,
     * which tries again after a failure: it throws).
     */
    mailCreditNote: (creditNoteUuid: string) => deps.invoices.mailCreditNote(creditNoteUuid),

    /**
     * After the refund's commit: mails the credit note's PDF to the buyer in the order's language.
     * A mail problem is logged, never undoes the refund (the document stays in the back office).
     */
    async sendCreditNote(creditNoteUuid: string): Promise<boolean> {
      try {
        return await deps.invoices.mailCreditNote(creditNoteUuid);
      } catch (error) {
        deps.log?.error({ err: error, creditNote: creditNoteUuid }, 'The credit note e-mail was not sent');
        return false;
      }
    },
  };
}
