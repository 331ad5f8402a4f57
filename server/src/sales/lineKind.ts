import type { Language } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { Tx } from '../db/client';
import type { OrderLineRow, OrderRow } from '../db/schema';
import type { MailAttachment } from '../integrations/mail/mail';
import { ProductError } from '../errors';

export type { OrderLineRow, OrderRow };

export interface PricingContext {
  userUuid: string | null;
  language: Language;
  quantity: number;
  tx: Tx;
  /** What the kind itself said of the line when it made it (`fromHold`); never the buyer's input. */
  data?: Record<string, unknown>;
  /** The buyer's choice of variant (`option` of the line input), for the kind to check. */
  option?: string;
}

/** A line a kind makes from a seat hold: its `data` is kept on the line and given to `price`. */
export interface HeldLine {
  refUuid: string;
  data: Record<string, unknown>;
}

/** How a paid line was paid, for kinds that renew: the master payment later periods are charged on. */
export interface LinePayment {
  orderNumber: string | null;
  recurringMaster: boolean;
}

/** A period a line kind wants charged again on the card of its master payment. */
export interface RenewalItem {
  /** Unique per period (e.g. `<user subscription uuid>:<period start>`): a period is charged once. */
  key: string;
  refUuid: string;
  /** The line paid with the master payment (its `recurring_payments` row holds the master number). */
  masterLineUuid: string;
  amount: number;
  currency: Currency;
  label: string;
  userUuid: string | null;
  email: string | null;
  language: Language;
}

/**
 * A line kind: a kind of thing an order can sell (the seam between orders and the catalogues:
 * memberships, vouchers, tickets; each in `kinds/`, registered under its name). Orders know nothing
 * else of them. The stages of a line, in the order an order lives them:
 * 1. price: `fromHold` (lines of what a hold token holds) and `price` (amount and name now);
 * 2. checks before payment: `validate` (the kind's lines of one order together) and `beforePayment`;
 * 3. reserve/release of stock: `reserve` while the order is pending, `release` when its lines are
 *    replaced or it is rejected, then `onRejected`;
 * 4. what acceptance grants: `fulfil`, in the transaction that accepts the order, and the
 *    confirmation e-mail's `attachments`;
 * 5. renewals: `recurring`, `dueRenewals`, then `renewed` or `renewalFailed`;
 * 6. what a refund takes back: `refundCheck` and `withhold` when the refund is asked for, `takeBack`
 *    once the money is returned, or `restore` when the gateway declines it (sales/refunds).
 */
export interface LineKind {
  /**
   * The price now, in the order's currency, and the name to keep on the line; throws a catalogue
   * error. `recurring` decides for this line what the kind's `recurring` says for all of its lines.
   */
  price(
    refUuid: string,
    currency: Currency,
    ctx: PricingContext,
  ): Promise<{ unitAmount: number; label: string; recurring?: boolean; data?: Record<string, unknown> }>;
  /** Checks the kind's lines of one order together (limits, capacity); throws a catalogue error. */
  validate?(
    lines: { refUuid: string; quantity: number }[],
    ctx: Omit<PricingContext, 'quantity'>,
  ): Promise<void>;
  /**
   * The lines of what the caller's hold token holds (tickets of held seats, one a seat); throws
   * `holdTokenInvalid` when the token is not the caller's or not in force.
   */
  fromHold?(holdToken: string, ctx: { userUuid: string; tx: Tx }): Promise<HeldLine[]>;
  /**
   * A payment of an order with this kind's lines starts (the hold is extended, so the buyer is not
   * cut off at the gateway); throws a catalogue error when the lines can no longer be had.
   */
  beforePayment?(order: OrderRow, lines: OrderLineRow[], tx: Tx): Promise<void>;
  /**
   * A line was stored on a pending order (made, or its lines replaced): the kind may take what the
   * line needs from a limited stock (general-admission places); throws a catalogue error when it
   * cannot, and the order is not made.
   */
  reserve?(order: OrderRow, line: OrderLineRow, tx: Tx): Promise<void>;
  /**
   * A stored line of an undelivered order goes away (its lines are replaced, or the order is
   * rejected): what `reserve` took is given back.
   */
  release?(order: OrderRow, line: OrderLineRow, tx: Tx): Promise<void>;
  /** Delivers a paid (or staff-granted) line; runs in the transaction that accepts the order. */
  fulfil(order: OrderRow, line: OrderLineRow, tx: Tx, payment: LinePayment): Promise<void>;
  /** Told when a pending order with this kind's line is rejected (expired, cancelled, refused). */
  onRejected?(order: OrderRow, line: OrderLineRow, tx: Tx): Promise<void>;
  /**
   * The first payment is sent as a recurring master; later periods come from `dueRenewals`. A line
   * whose `price` answers `recurring` follows that instead.
   */
  recurring?: boolean;
  /** Files for the confirmation e-mail (voucher PDFs, tickets). */
  attachments?(order: OrderRow, line: OrderLineRow): Promise<MailAttachment[]>;
  /** The periods due for a charge now. */
  dueRenewals?(now: Date): Promise<RenewalItem[]>;
  /** A renewal was charged; runs in the transaction that accepts its order. */
  renewed?(item: RenewalItem, order: OrderRow, tx: Tx): Promise<void>;
  /** A renewal charge was refused (the kind tells the user, ends the thing at its period's end …). */
  renewalFailed?(item: RenewalItem, order: OrderRow, tx: Tx): Promise<void>;

  // ── Stage 6, what a refund takes back (sales/refunds) ────────────────────────────────────────
  /**
   * Whether a delivered line may be refunded; throws a catalogue error when not (a voucher already
   * claimed, a ticket already used at the gate unless staff allow it). Runs in the transaction that
   * records the refund, under the order's lock.
   */
  refundCheck?(order: OrderRow, line: OrderLineRow, options: RefundOptions, tx: Tx): Promise<void>;
  /**
   * Keeps a line whose refund is recorded from being used until the gateway answers (a voucher's
   * codes cannot be claimed meanwhile): runs in the transaction that records the refund, right after
   * `refundCheck`, so nothing the check allowed changes before the money is returned or refused.
   */
  withhold?(order: OrderRow, line: OrderLineRow, options: RefundOptions, tx: Tx): Promise<void>;
  /**
   * Undoes `withhold` when the refund failed (the gateway declined it): runs in the transaction
   * that records the failure.
   */
  restore?(order: OrderRow, line: OrderLineRow, options: RefundOptions, tx: Tx): Promise<void>;
  /**
   * Undoes what `fulfil` granted, once the money is returned: runs in the transaction that records
   * the gateway's confirmation (a ticket voided and its seat or place back on sale, a membership
   * ended, unclaimed voucher codes switched off). Must not throw for what changed since the check:
   * the money is back with the buyer by then.
   */
  takeBack?(order: OrderRow, line: OrderLineRow, options: RefundOptions, tx: Tx): Promise<void>;
}

/** What staff chose for a refund, as each kind reads it. */
export interface RefundOptions {
  /** Why it is refunded (kept on what is voided). */
  reason: string;
  /** Tickets already checked in at the gate are refunded too (refused otherwise: `ticketAlreadyUsed`). */
  allowUsedTickets: boolean;
  /** A membership ends now, or at the end of the period it was paid for; its renewals stop either way. */
  membershipEnd: 'now' | 'periodEnd';
}

export function createLineKindRegistry() {
  const kinds = new Map<string, LineKind>();
  return {
    register(kind: string, definition: LineKind) {
      if (kinds.has(kind)) throw new Error(`Line kind ${kind} is registered twice`);
      kinds.set(kind, definition);
    },
    /** The kind of a line to be ordered: an unknown one is the buyer's mistake. */
    forInput(kind: string): LineKind {
      const found = kinds.get(kind);
      if (!found) throw new ProductError('badRequest', { kind }, `Orders cannot hold lines of kind ${kind}.`);
      return found;
    },
    /** The kind of a stored line: one no longer registered is the deployment's mistake. */
    forLine(kind: string): LineKind {
      const found = kinds.get(kind);
      if (!found) throw new Error(`Line kind ${kind} is not registered`);
      return found;
    },
    entries: () => [...kinds.entries()],
  };
}

export type LineKindRegistry = ReturnType<typeof createLineKindRegistry>;
