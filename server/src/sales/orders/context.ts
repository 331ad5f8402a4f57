import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Language } from '@tribuna/common/schemas/common';
import type { Currency, OrderStatus } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow, UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { MailAttachment } from '../../integrations/mail/mail';
import type { PaymentsService } from '../payments/payments.service';
import type { LineKindRegistry } from '../lineKind';
import type { OrderNotificationsOptions } from './notifications';
import type { OrderNotificationsRepository } from './notifications.repository';
import type { OrderEmails } from './orderEmails';
import type { OrdersRepository } from './orders.repository';

/** Who changed an order's status (kept in its history). */
export type Actor =
  | { kind: 'user'; uuid: string | null }
  | { kind: 'staff'; uuid: string }
  | { kind: 'gateway' }
  | { kind: 'sweeper' };

/** Why an order needs a person; the back office translates these. */
export const flagReasons = {
  paidAfterExpiry: 'paidAfterExpiry',
  paidAfterRejection: 'paidAfterRejection',
  paidTwice: 'paidTwice',
  paidNotFulfilled: 'paidNotFulfilled',
  invoiceNotIssued: 'invoiceNotIssued',
} as const;

/** How an accepted order was paid, as its tax document says. */
export type AcceptedBy = 'card' | 'bankTransfer' | 'staffGranted';

/** Who the order is billed to when staff name them (a company that paid by bank transfer). */
export interface BillTo {
  name: string;
  street: string | null;
  city: string | null;
  zip: string | null;
  ico: string | null;
  dic: string | null;
}

/** What the acceptance of an order tells its listeners. */
export interface Acceptance {
  paidBy: AcceptedBy;
  billTo?: BillTo;
  /** The payment's reference (a bank transfer's variable symbol) and the day it was paid. */
  variableSymbol?: string;
  paidOn?: string;
  /** The order's user, when the caller has read them already (a buyer who came back signed in). */
  user?: UserRow;
}

/** Caller of a buyer's order route: the signed-in user, and the order hash if given. */
export interface OrderAccess {
  user: UserRow | null;
  orderHash?: string;
}

export interface OrdersOptions {
  /** How long a pending order waits for its payment. */
  orderTtlMs: number;
  /** An attempt younger than this and not answered blocks a new one (`duplicateTransactionPrevented`). */
  inFlightMs: number;
  /**
   * The reconciliation sweeper asks about attempts unanswered for this long, and again this often
   * while their order may still be paid (within `orderTtlMs` of the attempt): a payment whose
   * return was lost is accepted at the first sweep that finds it paid …
   */
  unansweredAfterMs: number;
  /** … and about older attempts still undecided at the gateway, after this long. */
  recheckAfterMs: number;
  /** How the confirmations' outbox is sent (claims, leases and retries: see `notifications.ts`). */
  notifications?: Partial<OrderNotificationsOptions>;
}

export const defaultOrdersOptions: OrdersOptions = {
  orderTtlMs: 30 * 60_000,
  inFlightMs: 60_000,
  unansweredAfterMs: 60_000,
  recheckAfterMs: 10 * 60_000,
};

/** How long a buyer may take on the gateway's page (what is held for the order is held this long). */
export const PAYMENT_PAGE_MS = 15 * 60_000;

/** What the orders domain is made of: the services it calls and the listeners of its acceptance. */
export interface OrdersDeps {
  orders: OrdersRepository;
  payments: PaymentsService;
  lineKinds: LineKindRegistry;
  emails: OrderEmails;
  /** The outbox the confirmations are written to in the accepting transaction. */
  notifications: OrderNotificationsRepository;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  publicUrl: string;
  log: FastifyBaseLogger;
  options?: Partial<OrdersOptions>;
  now?: () => Date;
  /**
   * Told in the transaction that accepts an order, after its lines were delivered (the invoicing
   * flow issues the tax document there, so its number is taken only if the acceptance commits).
   */
  onAccepted?: (order: OrderRow, lines: OrderLineRow[], acceptance: Acceptance, tx: Tx) => Promise<void>;
  /**
   * Told after the commit that accepted orders, before the answer (the invoicing flow numbers the
   * invoices issued, all of those committed meanwhile at once).
   */
  afterAccepted?: () => Promise<unknown>;
  /** Mails a refund's credit note (from the outbox: throws when it was not sent). */
  creditNoteEmail?: (creditNoteUuid: string) => Promise<unknown>;
  /** Files of an accepted order for its confirmation e-mail besides the line kinds' (its invoice). */
  documents?: (order: OrderRow) => Promise<MailAttachment[]>;
  /**
   * The waiting rooms' gate of an order's lines: throws `waitingRoomPassRequired` unless the buyer's
   * pass (`x-waiting-room-pass`) lets them buy these tickets (memberships); lines of sales without
   * a room pass freely.
   */
  roomGate?: (
    userUuid: string | null,
    lines: readonly { kind: string; refUuid: string }[],
    pass: string | undefined,
    tx: Tx,
  ) => Promise<void>;
}

export const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The events an order's ticket lines are of (a ticket line's `refUuid` is its event). */
export const ticketEvents = (lines: readonly { kind: string; refUuid: string }[]) => [
  ...new Set(lines.filter((line) => line.kind === 'ticket').map((line) => line.refUuid)),
];

/** The secret that reaches an order without an account (its public links). */
export const newOrderHash = () => randomBytes(24).toString('base64url');

/**
 * What every stage of an order's life reads: the deps with their options, the clock, the order as
 * its caller may reach it, whether it can still be paid, and its status changes (with history).
 */
export function createOrdersContext(deps: OrdersDeps) {
  const { orders, payments } = deps;
  const options = { ...defaultOrdersOptions, ...deps.options };
  const now = deps.now ?? (() => new Date());

  async function find(uuid: string, access: OrderAccess, tx?: Tx): Promise<OrderRow> {
    const row = tx ? await orders.lock(uuid, tx) : await orders.findByUuid(uuid);
    if (!row) throw new ProductError('orderNotFound', { uuid });
    if (access.orderHash !== undefined && sameSecret(access.orderHash, row.orderHash)) return row;
    if (!access.user) throw new ProductError('unauthorized', undefined, 'Sign in, or give the order hash.');
    if (row.userUuid !== access.user.uuid) throw new ProductError('orderNotOwnedByUser', { uuid });
    return row;
  }

  async function changeStatus(
    row: OrderRow,
    to: OrderStatus,
    actor: Actor,
    reason: string | null,
    tx: Tx,
    flag?: string,
  ): Promise<OrderRow> {
    const updated = await orders.update(
      row.uuid,
      { status: to, ...(flag && { flaggedForStaff: true, flagReason: flag }) },
      tx,
    );
    await orders.addStatusChange(
      {
        orderUuid: row.uuid,
        fromStatus: row.status,
        toStatus: to,
        actorKind: actor.kind,
        actorUuid: 'uuid' in actor ? actor.uuid : null,
        reason,
        at: now(),
      },
      tx,
    );
    return updated;
  }

  function assertCurrency(language: Language, currency: Currency) {
    // A Czech or Slovak order pays in its locale's currency; English, which has none, in either.
    const expected = language === 'en' ? null : currencyOf(language);
    if (expected && expected !== currency) {
      throw new ProductError('currencyNotSupported', { currency, language, expected });
    }
  }

  /** Only a pending order, not past its expiry and with no attempt still being paid, may be paid or changed. */
  async function assertPayable(order: OrderRow, tx: Tx) {
    if (order.status !== 'pending')
      throw new ProductError('orderPaymentStatusConflict', { status: order.status });
    if (order.expiresAt <= now()) throw new ProductError('orderPaymentStatusConflict', { status: 'expired' });
    const [latest] = await payments.latestForOrders([order.uuid], tx);
    if (latest?.status === 'created' && now().getTime() - latest.createdAt.getTime() < options.inFlightMs) {
      throw new ProductError('duplicateTransactionPrevented', { retryAfterMs: options.inFlightMs });
    }
  }

  return { ...deps, options, now, find, changeStatus, assertCurrency, assertPayable };
}

export type OrdersContext = ReturnType<typeof createOrdersContext>;
