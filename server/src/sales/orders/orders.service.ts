import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { pathFor } from '@tribuna/common/routes';
import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Language } from '@tribuna/common/schemas/common';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderListQuery,
  CreateOrderBody,
  Currency,
  Order,
  OrderLineInput,
  OrderStatus,
  PaymentFormResponse,
  PaymentOutcomeView,
  UpdateOrderStatusBody,
} from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow, UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { PaymentGatewayError } from '../../integrations/payments/gateway';
import {
  attemptStatus,
  decisionFromState,
  outcomeOf,
  type PaymentAttemptRow,
  type PaymentDecision,
  type PaymentsService,
} from '../payments/payments.service';
import type { MailAttachment } from '../../integrations/mail/mail';
import type { LineKindRegistry, RenewalItem } from '../lineKind';
import type { OrderEmails } from './orderEmails';
import type { NewOrderLine, OrdersRepository } from './orders.repository';

/** Who changed an order's status (kept in its history). */
type Actor =
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
}

export const defaultOrdersOptions: OrdersOptions = {
  orderTtlMs: 30 * 60_000,
  inFlightMs: 60_000,
  unansweredAfterMs: 60_000,
  recheckAfterMs: 10 * 60_000,
};

const RENEWAL_ORDER_TTL_MS = 7 * 24 * 60 * 60_000;

/** How long a buyer may take on the gateway's page (what is held for the order is held this long). */
export const PAYMENT_PAGE_MS = 15 * 60_000;

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    uuid: row.uuid,
    userUuid: row.userUuid,
    status: row.status,
    currency: row.currency,
    total: row.total,
    language: row.language,
    email: row.email,
    flaggedForStaff: row.flaggedForStaff,
    flagReason: row.flagReason,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toLine = (line: OrderLineRow) => ({
  uuid: line.uuid,
  kind: line.kind,
  refUuid: line.refUuid,
  label: line.label,
  quantity: line.quantity,
  unitAmount: line.unitAmount,
  amount: line.amount,
});

export function createOrdersService(deps: {
  orders: OrdersRepository;
  payments: PaymentsService;
  lineKinds: LineKindRegistry;
  emails: OrderEmails;
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
  /** Files of an accepted order for its confirmation e-mail besides the line kinds' (its invoice). */
  documents?: (order: OrderRow) => Promise<MailAttachment[]>;
}) {
  const { orders, payments, lineKinds, transaction } = deps;
  const options = { ...defaultOrdersOptions, ...deps.options };
  const now = deps.now ?? (() => new Date());

  async function view(row: OrderRow, tx?: Tx): Promise<Order> {
    const [lines, [latest]] = await Promise.all([
      orders.lines(row.uuid, tx),
      payments.latestForOrders([row.uuid], tx),
    ]);
    return {
      uuid: row.uuid,
      orderHash: row.orderHash,
      status: row.status,
      currency: row.currency,
      total: row.total,
      language: row.language,
      email: row.email,
      holdToken: row.holdToken,
      lines: lines.map(toLine),
      expiresAt: row.expiresAt.toISOString(),
      payment: latest ? outcomeOf(latest) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Prices and checks the lines with their kinds; answers the rows to store and the total. */
  async function priceLines(
    input: (OrderLineInput & { data?: Record<string, unknown> })[],
    ctx: { userUuid: string | null; language: Language; currency: Currency },
    tx: Tx,
  ): Promise<{ lines: NewOrderLine[]; total: number }> {
    const lines: NewOrderLine[] = [];
    for (const [position, line] of input.entries()) {
      const kind = lineKinds.forInput(line.kind);
      const priced = await kind.price(line.refUuid, ctx.currency, {
        ...ctx,
        quantity: line.quantity,
        tx,
        ...(line.data && { data: line.data }),
        ...(line.option !== undefined && { option: line.option }),
      });
      const { unitAmount, label, recurring } = priced;
      const data = priced.data ?? line.data;
      lines.push({
        position,
        kind: line.kind,
        refUuid: line.refUuid,
        label,
        quantity: line.quantity,
        unitAmount,
        amount: unitAmount * line.quantity,
        recurring: recurring ?? kind.recurring === true,
        ...(data && { data }),
      });
    }
    const byKind = new Map<string, OrderLineInput[]>();
    for (const line of input) byKind.set(line.kind, [...(byKind.get(line.kind) ?? []), line]);
    for (const [name, group] of byKind) {
      await lineKinds.forInput(name).validate?.(
        group.map(({ refUuid, quantity }) => ({ refUuid, quantity })),
        { userUuid: ctx.userUuid, language: ctx.language, tx },
      );
    }
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    if (total <= 0) throw new ProductError('badRequest', { total }, 'An order must have something to pay.');
    return { lines, total };
  }

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

  const renewalOf = (line: OrderLineRow) =>
    line.renewalKey ? ((line.data as { renewal?: RenewalItem } | null)?.renewal ?? null) : null;

  /** Delivers every line (or renews it) in `tx`; a paid card master is kept for later periods. */
  async function fulfil(order: OrderRow, attempt: PaymentAttemptRow | null, tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx)) {
      const kind = lineKinds.forLine(line.kind);
      const renewal = renewalOf(line);
      if (renewal) {
        await kind.renewed?.(renewal, order, tx);
        continue;
      }
      const master = Boolean(line.recurring && attempt?.recurringMaster && attempt.status === 'paid');
      if (master && attempt) await payments.saveRecurringMaster(line.uuid, attempt.orderNumber, tx);
      await kind.fulfil(order, line, tx, {
        orderNumber: attempt ? String(attempt.orderNumber) : null,
        recurringMaster: master,
      });
    }
  }

  async function rejected(order: OrderRow, tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx)) {
      const kind = lineKinds.forLine(line.kind);
      const renewal = renewalOf(line);
      if (renewal) await kind.renewalFailed?.(renewal, order, tx);
      else {
        await kind.release?.(order, line, tx);
        await kind.onRejected?.(order, line, tx);
      }
    }
  }

  /** Lets the kinds take what the stored lines of a pending order need (`reserve`). */
  async function reserveLines(order: OrderRow, tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx))
      await lineKinds.forLine(line.kind).reserve?.(order, line, tx);
  }

  /** The order's lines with their reservations given back, replaced by `lines`, then reserved. */
  async function replaceLines(order: OrderRow, total: number, lines: NewOrderLine[], tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx))
      await lineKinds.forLine(line.kind).release?.(order, line, tx);
    const row = await orders.replaceLines(order.uuid, total, lines, tx);
    await reserveLines(row, tx);
    return row;
  }

  /**
   * Records the gateway's decision on a locked, undecided attempt and what it means for the order.
   * A paid attempt is never dropped: whatever state the order is in, it is accepted and fulfilled
   * if possible, and flagged for staff when it came late, twice, or could not be delivered.
   */
  async function settle(
    attempt: PaymentAttemptRow,
    decision: PaymentDecision,
    actor: Actor,
    tx: Tx,
  ): Promise<{ order: OrderRow; acceptedNow: boolean }> {
    const at = now();
    await payments.record(attempt, decision, at, tx);
    const decided = { ...attempt, status: decision.status };
    const order = await orders.lock(attempt.orderUuid, tx);
    if (!order) throw new Error(`Order ${attempt.orderUuid} of attempt ${attempt.orderNumber} is gone`);
    if (decision.status !== 'paid') {
      // A card payment can be tried again; a renewal charge that was refused ends its order.
      if (attempt.kind === 'recurring' && order.status === 'pending') {
        const updated = await changeStatus(order, 'rejected', actor, 'renewalFailed', tx);
        await rejected(updated, tx);
        return { order: updated, acceptedNow: false };
      }
      return { order, acceptedNow: false };
    }
    if (order.status === 'accepted' || order.status === 'admin_granted') {
      const flagged = await orders.update(
        order.uuid,
        { flaggedForStaff: true, flagReason: flagReasons.paidTwice },
        tx,
      );
      return { order: flagged, acceptedNow: false };
    }
    const late =
      order.status === 'rejected'
        ? order.expiresAt <= at
          ? flagReasons.paidAfterExpiry
          : flagReasons.paidAfterRejection
        : undefined;
    try {
      await tx.transaction((savepoint) => fulfil(order, decided, savepoint));
    } catch (error) {
      deps.log.error({ err: error, order: order.uuid }, 'A paid order could not be fulfilled');
      const flag = flagReasons.paidNotFulfilled;
      const updated =
        order.status === 'pending'
          ? await changeStatus(order, 'rejected', actor, 'paidNotFulfilled', tx, flag)
          : await orders.update(order.uuid, { flaggedForStaff: true, flagReason: flag }, tx);
      return { order: updated, acceptedNow: false };
    }
    const updated = await changeStatus(order, 'accepted', actor, late ?? 'paid', tx, late);
    try {
      await tx.transaction((savepoint) => accepted(updated, { paidBy: 'card' }, savepoint));
    } catch (error) {
      // The payment stands; staff issue the document once the cause is mended.
      deps.log.error({ err: error, order: order.uuid }, 'The invoice of a paid order was not issued');
      const flagged = await orders.update(
        order.uuid,
        { flaggedForStaff: true, flagReason: flagReasons.invoiceNotIssued },
        tx,
      );
      return { order: flagged, acceptedNow: true };
    }
    return { order: updated, acceptedNow: true };
  }

  async function accepted(order: OrderRow, acceptance: Acceptance, tx: Tx) {
    if (deps.onAccepted) await deps.onAccepted(order, await orders.lines(order.uuid, tx), acceptance, tx);
  }

  async function sendConfirmation(order: OrderRow): Promise<boolean> {
    const lines = await orders.lines(order.uuid);
    const attachments = [];
    for (const line of lines) {
      const files = await lineKinds.forLine(line.kind).attachments?.(order, line);
      if (files) attachments.push(...files);
    }
    if (deps.documents) attachments.push(...(await deps.documents(order)));
    return deps.emails.sendConfirmation(order, lines, attachments);
  }

  /** The e-mail follows the commit; a mail problem is logged, never undoes a payment. */
  async function confirmQuietly(order: OrderRow) {
    try {
      await sendConfirmation(order);
    } catch (error) {
      deps.log.error({ err: error, order: order.uuid }, 'The order confirmation e-mail was not sent');
    }
  }

  async function detail(uuid: string, tx?: Tx): Promise<AdminOrderDetail> {
    const row = await orders.findByUuid(uuid, tx);
    if (!row) throw new ProductError('orderNotFound', { uuid });
    const [lines, attempts, history] = await Promise.all([
      orders.lines(uuid, tx),
      payments.listForOrder(uuid, tx),
      orders.history(uuid, tx),
    ]);
    return {
      ...toAdminOrder(row),
      lines: lines.map(toLine),
      attempts: attempts.map((a) => ({
        uuid: a.uuid,
        orderNumber: String(a.orderNumber),
        kind: a.kind,
        amount: a.amount,
        currency: a.currency,
        status: a.status,
        prCode: a.prCode,
        srCode: a.srCode,
        resultText: a.resultText,
        recurringMaster: a.recurringMaster,
        gatewayAnswer: a.gatewayAnswer,
        createdAt: a.createdAt.toISOString(),
        completedAt: iso(a.completedAt),
      })),
      history: history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        actorKind: h.actorKind,
        actorUuid: h.actorUuid,
        reason: h.reason,
        at: h.at.toISOString(),
      })),
    };
  }

  /** The lines of what the hold token holds, from the kinds that sell held things (tickets). */
  async function heldLines(holdToken: string, userUuid: string, tx: Tx) {
    const lines: (OrderLineInput & { data: Record<string, unknown> })[] = [];
    for (const [name, kind] of lineKinds.entries()) {
      if (!kind.fromHold) continue;
      for (const held of await kind.fromHold(holdToken, { userUuid, tx }))
        lines.push({ kind: name, refUuid: held.refUuid, quantity: 1, data: held.data });
    }
    if (lines.length === 0)
      throw new ProductError('holdTokenInvalid', { holdToken, reason: 'empty' }, 'The hold holds nothing.');
    return lines;
  }

  function assertCurrency(language: Language, currency: Currency) {
    // A Czech or Slovak order pays in its locale's currency; English, which has none, in either.
    const expected = language === 'en' ? null : currencyOf(language);
    if (expected && expected !== currency) {
      throw new ProductError('currencyNotSupported', { currency, language, expected });
    }
  }

  async function open(
    buyer: { userUuid: string | null; email: string | null },
    language: Language,
    body: CreateOrderBody,
    afterInsert?: (order: OrderRow, tx: Tx) => Promise<void>,
  ): Promise<OrderRow> {
    assertCurrency(language, body.currency);
    return transaction(async (tx) => {
      const ctx = { userUuid: buyer.userUuid, language, currency: body.currency };
      const { holdToken } = body;
      let input: (OrderLineInput & { data?: Record<string, unknown> })[] = body.lines;
      if (holdToken !== undefined) {
        if (!buyer.userUuid)
          throw new ProductError('unauthorized', undefined, 'Sign in to order held seats.');
        input = [...(await heldLines(holdToken, buyer.userUuid, tx)), ...body.lines];
        // Ordering again from the same hold prices its pending order anew (seats added or released).
        const existing = await orders.findByHoldToken(buyer.userUuid, holdToken, tx);
        const locked = existing && (await orders.lock(existing.uuid, tx));
        if (locked?.status === 'pending' && locked.expiresAt > now()) {
          await assertPayable(locked, tx);
          const { lines, total } = await priceLines(input, { ...ctx, currency: locked.currency }, tx);
          return replaceLines(locked, total, lines, tx);
        }
      }
      const { lines, total } = await priceLines(input, ctx, tx);
      const created = await orders.insert(
        {
          userUuid: buyer.userUuid,
          orderHash: randomBytes(24).toString('base64url'),
          currency: body.currency,
          total,
          language,
          email: buyer.email,
          holdToken: holdToken ?? null,
          expiresAt: new Date(now().getTime() + options.orderTtlMs),
        },
        lines,
        tx,
      );
      await orders.addStatusChange(
        {
          orderUuid: created.uuid,
          toStatus: 'pending',
          actorKind: 'user',
          actorUuid: buyer.userUuid,
          at: now(),
        },
        tx,
      );
      await reserveLines(created, tx);
      await afterInsert?.(created, tx);
      return created;
    });
  }

  async function byHoldToken(user: UserRow, holdToken: string, tx?: Tx): Promise<OrderRow> {
    const row = await orders.findByHoldToken(user.uuid, holdToken, tx);
    if (!row) throw new ProductError('orderNotFound', { holdToken });
    return row;
  }

  /** The buyer gives the order up: rejected while pending (its kinds let go of what it held). */
  async function cancel(order: OrderRow, user: UserRow | null, tx: Tx): Promise<OrderRow> {
    if (order.status === 'rejected') return order;
    const updated = await changeStatus(
      order,
      'rejected',
      { kind: 'user', uuid: user?.uuid ?? null },
      'cancelledByBuyer',
      tx,
    );
    await rejected(updated, tx);
    return updated;
  }

  return {
    view,

    /** An order and its lines of one kind, for the kind's own bookkeeping (renewals); null if gone. */
    async linesOfKind(
      orderUuid: string,
      kind: string,
      tx?: Tx,
    ): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
      const order = await orders.findByUuid(orderUuid, tx);
      if (!order) return null;
      const lines = (await orders.lines(orderUuid, tx)).filter((line) => line.kind === kind);
      return { order, lines };
    },

    /** Whether an order still to be paid, or paid, holds a line of this kind for `refUuid`. */
    hasOpenLineFor: (kind: string, refUuid: string, tx?: Tx) =>
      orders.hasLineFor(kind, refUuid, ['pending', 'accepted', 'admin_granted'], tx),

    async create(user: UserRow, language: Language, body: CreateOrderBody): Promise<Order> {
      return view(await open({ userUuid: user.uuid, email: user.email }, language, body));
    },

    /**
     * An order without an account (a gift voucher): reached later by its hash. `afterInsert` stores
     * what the selling domain keeps about it, in the same transaction.
     */
    async createAnonymous(
      email: string,
      language: Language,
      body: CreateOrderBody,
      afterInsert?: (order: OrderRow, tx: Tx) => Promise<void>,
    ): Promise<Order> {
      return view(await open({ userUuid: null, email }, language, body, afterInsert));
    },

    /** A user's own orders (not the rejected ones), newest first, with their lines. */
    async ofUser(userUuid: string): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
      const rows = await orders.ofUser(userUuid);
      return Promise.all(rows.map(async (order) => ({ order, lines: await orders.lines(order.uuid) })));
    },

    /** The uuids of all the orders `ofUser` shows (not only its newest 200). */
    uuidsOfUser: (userUuid: string) => orders.uuidsOfUser(userUuid),

    /** An order by its hash (public links of anonymous orders); `orderNotFound` otherwise. */
    async findByHash(orderHash: string): Promise<OrderRow> {
      const row = await orders.findByHash(orderHash);
      if (!row || !sameSecret(orderHash, row.orderHash)) throw new ProductError('orderNotFound');
      return row;
    },

    get: async (uuid: string, access: OrderAccess) => view(await find(uuid, access)),

    /** Replaces the lines of a pending order that is not being paid. */
    async update(uuid: string, access: OrderAccess, input: OrderLineInput[]): Promise<Order> {
      const row = await transaction(async (tx) => {
        const order = await find(uuid, access, tx);
        await assertPayable(order, tx);
        const { lines, total } = await priceLines(
          input,
          { userUuid: order.userUuid, language: order.language, currency: order.currency },
          tx,
        );
        return replaceLines(order, total, lines, tx);
      });
      return view(row);
    },

    /** The buyer gives up a pending order; a paid one stays (`orderPaymentStatusConflict`). */
    async remove(uuid: string, access: OrderAccess): Promise<Order> {
      const row = await transaction(async (tx) => {
        const order = await find(uuid, access, tx);
        if (order.status === 'accepted' || order.status === 'admin_granted') {
          throw new ProductError('orderPaymentStatusConflict', { status: order.status });
        }
        return cancel(order, access.user, tx);
      });
      return view(row);
    },

    /** `GET /orders/seats-io-hold-token/{token}`: the caller's latest order of the hold. */
    getByHoldToken: async (user: UserRow, holdToken: string) => view(await byHoldToken(user, holdToken)),

    /** `PUT /orders/seats-io-hold-token/{token}`: the pending order of the hold, priced anew from it. */
    async updateByHoldToken(user: UserRow, holdToken: string, currency?: Currency): Promise<Order> {
      const current = await byHoldToken(user, holdToken);
      const row = await open({ userUuid: user.uuid, email: user.email }, current.language, {
        lines: [],
        currency: currency ?? current.currency,
        holdToken,
      });
      return view(row);
    },

    /**
     * `DELETE /orders/seats-io-hold-token/{token}`: the buyer unbinds the order; a pending one is
     * cancelled and its seats let go. A paid one is `orderPaymentStatusConflict`, unless
     * `ignorePaymentStatus` (the app forgets it, the order stays).
     */
    async removeByHoldToken(user: UserRow, holdToken: string, ignorePaymentStatus: boolean): Promise<Order> {
      const row = await transaction(async (tx) => {
        const found = await byHoldToken(user, holdToken, tx);
        const order = (await orders.lock(found.uuid, tx)) ?? found;
        if (order.status === 'accepted' || order.status === 'admin_granted') {
          if (ignorePaymentStatus) return order;
          throw new ProductError('orderPaymentStatusConflict', { status: order.status });
        }
        return cancel(order, user, tx);
      });
      return view(row);
    },

    /**
     * A new attempt for a pending order: the signed form for the gateway. The buyer comes back to
     * `origin` (the one they are on: their sign-in and order cookie live there), PUBLIC_URL by default.
     */
    async preComplete(
      orderUuid: string,
      access: OrderAccess,
      origin: string = deps.publicUrl,
    ): Promise<PaymentFormResponse> {
      return transaction(async (tx) => {
        const order = await find(orderUuid, access, tx);
        await assertPayable(order, tx);
        const lines = await orders.lines(order.uuid, tx);
        for (const kind of new Set(lines.map((line) => line.kind))) {
          await lineKinds.forLine(kind).beforePayment?.(
            order,
            lines.filter((line) => line.kind === kind),
            tx,
          );
        }
        const locale = order.language === 'sk' ? 'sk' : 'cs';
        const { form } = await payments.startCardAttempt(
          {
            orderUuid: order.uuid,
            amount: order.total,
            currency: order.currency,
            recurringMaster: lines.some((line) => line.recurring),
            returnUrl: `${origin}${pathFor('orderCompleted', locale)}`,
            description: lines
              .map((line) => line.label)
              .join(', ')
              .slice(0, 255),
            email: order.email,
            language: order.language,
          },
          tx,
        );
        return form;
      });
    },

    /**
     * The gateway's answer the buyer brought back. A bad or missing signature changes nothing;
     * otherwise the attempt is decided once, however often or however concurrently it is sent.
     * The signature proves a payment, not who is asking (anyone holding the return address can
     * replay it): the order itself is answered to its owner, or to whoever has its hash (the
     * browser that made it); anyone else learns the payment's outcome only.
     */
    async complete(
      fields: Record<string, string>,
      access: OrderAccess,
    ): Promise<{ order: Order | null; outcome: PaymentOutcomeView }> {
      const verdict = await payments.verifyReturn(fields);
      if (!verdict.valid) {
        deps.log.warn(
          { reason: verdict.reason, orderNumber: fields.ORDERNUMBER?.slice(0, 20) },
          'A payment answer failed verification',
        );
        throw new ProductError(
          'paymentAnswerNotVerified',
          undefined,
          'The payment answer is not signed by the gateway.',
        );
      }
      const result = await transaction(async (tx) => {
        const attempt = await payments.lockByOrderNumber(verdict.orderNumber, tx);
        if (!attempt) throw new ProductError('orderNotFound', { orderNumber: verdict.orderNumber });
        if (attempt.status !== 'created') {
          const order = await orders.findByUuid(attempt.orderUuid, tx);
          if (!order) throw new ProductError('orderNotFound', { orderNumber: verdict.orderNumber });
          return { order, attempt, acceptedNow: false };
        }
        const decision: PaymentDecision = {
          status: attemptStatus(verdict.outcome),
          prCode: verdict.prCode,
          srCode: verdict.srCode,
          resultText: verdict.resultText ?? null,
          answer: { ...fields },
        };
        const settled = await settle(attempt, decision, { kind: 'gateway' }, tx);
        return { ...settled, attempt: { ...attempt, status: decision.status, prCode: decision.prCode } };
      });
      if (result.acceptedNow) await confirmQuietly(result.order);
      const owner =
        (access.user !== null && result.order.userUuid === access.user.uuid) ||
        (access.orderHash !== undefined && sameSecret(access.orderHash, result.order.orderHash));
      return { order: owner ? await view(result.order) : null, outcome: outcomeOf(result.attempt) };
    },

    /** Sweeper: pending orders past their expiry are rejected. Answers how many. */
    async expireDue(limit = 100): Promise<number> {
      return transaction(async (tx) => {
        const due = await orders.claimExpired(now(), limit, tx);
        for (const order of due) {
          const updated = await changeStatus(order, 'rejected', { kind: 'sweeper' }, 'expired', tx);
          await rejected(updated, tx);
        }
        return due.length;
      });
    },

    /**
     * Sweeper: attempts whose answer never came are asked about at the gateway and settled as
     * the return would have. Paid is accepted at once (the return, if it still comes, finds it
     * settled); anything else waits for the order's time to live, since until then the buyer may
     * still be on the gateway's page, or not there yet, and an attempt closed early would turn away
     * the answer that follows. Answers how many were settled.
     */
    async reconcileUnanswered(limit = 50): Promise<number> {
      let settledCount = 0;
      for (let i = 0; i < limit; i++) {
        const at = now();
        const ago = (ms: number) => new Date(at.getTime() - ms);
        const result = await transaction(async (tx) => {
          const attempt = await payments.claimUnanswered(
            {
              answeredBefore: ago(options.unansweredAfterMs),
              checkedBefore: ago(options.recheckAfterMs),
              liveSince: ago(options.orderTtlMs),
              liveCheckedBefore: ago(options.unansweredAfterMs),
            },
            tx,
          );
          if (!attempt) return null;
          let status: Awaited<ReturnType<PaymentsService['status']>>;
          try {
            status = await payments.status(attempt);
          } catch (error) {
            if (!(error instanceof PaymentGatewayError)) throw error;
            deps.log.warn({ err: error, orderNumber: String(attempt.orderNumber) }, 'Payment state unknown');
            await payments.markChecked(attempt, at, tx);
            return { settled: null };
          }
          const decided = decisionFromState(status.state);
          const order = decided && decided !== 'paid' ? await orders.findByUuid(attempt.orderUuid, tx) : null;
          const mayStillBePaid =
            attempt.kind === 'card' && order?.status === 'pending' && order.expiresAt > at;
          if (!decided || mayStillBePaid) {
            await payments.markChecked(attempt, at, tx);
            return { settled: null };
          }
          const decision: PaymentDecision = {
            status: decided,
            prCode: status.raw.prCode ?? (decided === 'paid' ? 0 : null),
            srCode: status.raw.srCode ?? (decided === 'paid' ? 0 : null),
            resultText: status.raw.status ?? null,
            answer: { source: 'paymentStatus', state: status.state, ...status.raw },
          };
          return { settled: await settle(attempt, decision, { kind: 'sweeper' }, tx) };
        });
        if (!result) break;
        if (result.settled) settledCount++;
        if (result.settled?.acceptedNow) await confirmQuietly(result.settled.order);
      }
      return settledCount;
    },

    /**
     * Sweeper: the periods the line kinds say are due are charged on their master payment's card,
     * each as an order of its own. A period is charged once (its renewal key is unique).
     */
    async renewDue(): Promise<number> {
      let charged = 0;
      for (const [name, kind] of lineKinds.entries()) {
        if (!kind.dueRenewals) continue;
        for (const item of await kind.dueRenewals(now())) {
          const master = await payments.recurringMaster(item.masterLineUuid);
          if (master === null) {
            deps.log.error({ key: item.key }, 'A renewal has no recurring master payment');
            continue;
          }
          const started = await transaction(async (tx) => {
            const order = await orders.insertRenewal(
              {
                userUuid: item.userUuid,
                orderHash: randomBytes(24).toString('base64url'),
                currency: item.currency,
                total: item.amount,
                language: item.language,
                email: item.email,
                // Not the buyer's to pay: it waits for the charge's answer (the reconciliation
                // sweeper finds a lost one), never for the expiry sweeper.
                expiresAt: new Date(now().getTime() + RENEWAL_ORDER_TTL_MS),
              },
              {
                position: 0,
                kind: name,
                refUuid: item.refUuid,
                label: item.label,
                quantity: 1,
                unitAmount: item.amount,
                amount: item.amount,
                renewalKey: item.key,
                data: { renewal: item },
              },
              tx,
            );
            if (!order) return null;
            await orders.addStatusChange(
              {
                orderUuid: order.uuid,
                toStatus: 'pending',
                actorKind: 'sweeper',
                reason: 'renewal',
                at: now(),
              },
              tx,
            );
            const attempt = await payments.startRecurringAttempt(
              { orderUuid: order.uuid, amount: item.amount, currency: item.currency },
              tx,
            );
            return attempt;
          });
          if (!started) continue;
          let answer;
          try {
            answer = await payments.chargeRecurring(started, master);
          } catch (error) {
            // The charge may have happened: the reconciliation sweeper asks about it later.
            if (!(error instanceof PaymentGatewayError)) throw error;
            deps.log.warn(
              { err: error, orderNumber: String(started.orderNumber) },
              'Renewal charge unanswered',
            );
            continue;
          }
          const decision: PaymentDecision = {
            status: attemptStatus(answer.outcome),
            prCode: answer.prCode,
            srCode: answer.srCode,
            resultText: answer.resultText ?? null,
            answer: { source: 'processRecurringPayment', ...answer },
          };
          const result = await transaction(async (tx) => {
            const attempt = await payments.lockByOrderNumber(String(started.orderNumber), tx);
            if (!attempt || attempt.status !== 'created') return null;
            return settle(attempt, decision, { kind: 'sweeper' }, tx);
          });
          charged++;
          if (result?.acceptedNow) await confirmQuietly(result.order);
        }
      }
      return charged;
    },

    // Staff

    list: async (query: AdminOrderListQuery) => {
      const { rows, total } = await orders.list(query);
      return { data: rows.map(toAdminOrder), total };
    },
    /** Accepted orders made since `from`, summed per currency (the back office's home). */
    salesSince: (from: Date) => orders.salesSince(from),
    /** Orders waiting for their payment, and orders flagged for a person to reconcile. */
    attentionCounts: () => orders.attentionCounts(),

    detail,

    /**
     * The lines staff are about to order for a buyer, priced as an order would price them (the
     * catalogue's checks included); nothing is stored.
     */
    async quote(
      buyer: { userUuid: string },
      language: Language,
      body: CreateOrderBody,
    ): Promise<{ lines: NewOrderLine[]; total: number }> {
      assertCurrency(language, body.currency);
      return transaction((tx) =>
        priceLines(body.lines, { userUuid: buyer.userUuid, language, currency: body.currency }, tx),
      );
    },

    /**
     * Staff record an order paid outside the card gateway (a bank transfer): it is made for the
     * buyer, its lines delivered and the order accepted in one transaction, then confirmed by e-mail.
     */
    async createAccepted(
      staff: UserRow,
      buyer: { userUuid: string; email: string },
      language: Language,
      body: CreateOrderBody,
      acceptance: Acceptance,
    ): Promise<AdminOrderDetail> {
      assertCurrency(language, body.currency);
      const order = await transaction(async (tx) => {
        const { lines, total } = await priceLines(
          body.lines,
          { userUuid: buyer.userUuid, language, currency: body.currency },
          tx,
        );
        const created = await orders.insert(
          {
            userUuid: buyer.userUuid,
            orderHash: randomBytes(24).toString('base64url'),
            currency: body.currency,
            total,
            language,
            email: buyer.email,
            expiresAt: now(),
          },
          lines,
          tx,
        );
        const actor: Actor = { kind: 'staff', uuid: staff.uuid };
        await orders.addStatusChange(
          {
            orderUuid: created.uuid,
            toStatus: 'pending',
            actorKind: 'staff',
            actorUuid: staff.uuid,
            at: now(),
          },
          tx,
        );
        await reserveLines(created, tx);
        await fulfil(created, null, tx);
        const updated = await changeStatus(created, 'accepted', actor, acceptance.paidBy, tx);
        await accepted(updated, acceptance, tx);
        return updated;
      });
      await confirmQuietly(order);
      return detail(order.uuid);
    },

    /** Staff accept an order by hand (its lines are delivered) or reject a pending one. */
    async updateStatus(staff: UserRow, body: UpdateOrderStatusBody): Promise<AdminOrderDetail> {
      const { order, granted } = await transaction(async (tx) => {
        const row = await orders.lock(body.orderUuid, tx);
        if (!row) throw new ProductError('orderNotFound', { uuid: body.orderUuid });
        const actor: Actor = { kind: 'staff', uuid: staff.uuid };
        if (body.status === 'admin_granted') {
          if (row.status === 'accepted' || row.status === 'admin_granted') {
            throw new ProductError('orderPaymentStatusConflict', { status: row.status });
          }
          await fulfil(row, null, tx);
          const updated = await changeStatus(row, 'admin_granted', actor, body.reason, tx);
          await accepted(updated, { paidBy: 'staffGranted' }, tx);
          return { order: await orders.update(updated.uuid, { flaggedForStaff: false }, tx), granted: true };
        }
        if (row.status !== 'pending')
          throw new ProductError('orderPaymentStatusConflict', { status: row.status });
        const updated = await changeStatus(row, 'rejected', actor, body.reason, tx);
        await rejected(updated, tx);
        return { order: updated, granted: false };
      });
      if (granted) await confirmQuietly(order);
      return detail(order.uuid);
    },

    async resendConfirmation(orderUuid: string): Promise<void> {
      const row = await orders.findByUuid(orderUuid);
      if (!row) throw new ProductError('orderNotFound', { uuid: orderUuid });
      if (row.status !== 'accepted' && row.status !== 'admin_granted') {
        throw new ProductError('orderPaymentStatusConflict', { status: row.status });
      }
      if (!(await sendConfirmation(row))) {
        throw new ProductError(
          'emailNotificationBadRequest',
          { uuid: orderUuid },
          'The order has no e-mail.',
        );
      }
    },
  };

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
}

export type OrdersService = ReturnType<typeof createOrdersService>;
