import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminRefundCsvQuery,
  AdminRefundListQuery,
  CreateRefundInput,
  Refund,
} from '@tribuna/common/schemas/refunds';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ProductError } from '../../errors';
import {
  PaymentGatewayError,
  refundMessageId,
  type PaymentGateway,
  type RefundResult,
} from '../../integrations/payments/gateway';
import type { LineKindRegistry, RefundOptions } from '../lineKind';
import type { PaymentsService } from '../payments/payments.service';
import type { RefundLineRow, RefundRow, RefundsRepository } from './refunds.repository';

/** Who asked for a refund, and what made it (an event's cancellation, a holder's request). */
export interface RefundOrigin {
  /** The staff member; null for the event cancellation's job. */
  requestedBy: string | null;
  eventCancellationUuid?: string | null;
  refundRequestUuid?: string | null;
}

/** A line a refund takes back, as the invoicing flow's credit note needs it. */
export type RefundedLine = Pick<OrderLineRow, 'kind' | 'label' | 'quantity' | 'unitAmount'> & {
  amount: number;
};

/** What refunds read of orders (the orders' repository answers it, in the same transaction). */
export interface RefundOrders {
  lock(uuid: string, tx: Tx): Promise<OrderRow | null>;
  findByUuid(uuid: string, tx?: Tx): Promise<OrderRow | null>;
  lines(orderUuid: string, tx?: Tx): Promise<OrderLineRow[]>;
}

/** What the gateway said to one ask: a refund, a refusal, or nothing trustworthy (ask again later). */
type GatewayAnswer = RefundResult | { outcome: 'unanswered'; error: string };

export interface RefundsOptions {
  /** The sweeper asks again about a refund left pending after this long (and waits longer each time) … */
  retryAfterMs: number;
  /** … but never longer than this between two asks. */
  maxRetryAfterMs: number;
}

/** The error of a refund the gateway confirmed whose taking back or credit note failed. */
const NOT_RECORDED = 'notRecorded: ';

export const defaultRefundsOptions: RefundsOptions = { retryAfterMs: 60_000, maxRetryAfterMs: 60 * 60_000 };

/**
 * Refunds of paid orders (issue 28): the money goes back through the gateway, and what the refunded
 * lines granted is taken back by their line kinds. A refund is recorded `pending` (transaction A,
 * under the order's lock: nothing refunded twice, never more than was paid), the gateway is asked
 * outside any transaction with a message id derived from the refund's uuid, and the answer is
 * recorded under the refund's lock (transaction B): refunded (lines taken back, credit note issued),
 * failed (declined: nothing taken back), or still pending when no trustworthy answer came, for the
 * sweeper to ask again with the same message id. A server stopped between A and B leaves a pending
 * refund the sweeper finishes; whoever records the answer first settles it, once.
 */
export function createRefundsService(deps: {
  refunds: RefundsRepository;
  orders: RefundOrders;
  payments: Pick<PaymentsService, 'listForOrder'>;
  gateway: Pick<PaymentGateway, 'refund'>;
  lineKinds: Pick<LineKindRegistry, 'forLine'>;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
  /**
   * Told in the transaction that records a refund as refunded, after its lines were taken back: the
   * invoicing flow issues the credit note of an invoiced order (null without an invoice).
   */
  onRefunded?: (
    refund: RefundRow,
    order: OrderRow,
    lines: RefundedLine[],
    tx: Tx,
  ) => Promise<{ creditNoteUuid: string } | null>;
  /**
   * The orders' outbox: the credit note's e-mail is written to it in the transaction that issues
   * the credit note, so it is sent if and only if the refund commits, and tried until it is sent.
   */
  notifications?: {
    insert(
      values: { orderUuid: string; kind: 'creditNote'; payload: { creditNoteUuid: string } },
      tx: Tx,
    ): Promise<void>;
  };
  /** After that commit: the outbox sends the credit note's e-mail (never throws). */
  afterRefunded?: (creditNoteUuid: string) => Promise<unknown> | void;
  /** After a refund's commit: the places its lines gave back go to the waiting lists (never throws). */
  placesReturned?: (orderUuid: string) => void;
  options?: Partial<RefundsOptions>;
  now?: () => Date;
}) {
  const { refunds, orders, lineKinds, transaction } = deps;
  const options = { ...defaultRefundsOptions, ...deps.options };
  const now = deps.now ?? (() => new Date());

  /** How long a pending refund waits for its next ask, after `attempts` asks. */
  const retryDelay = (attempts: number) =>
    Math.min(options.maxRetryAfterMs, options.retryAfterMs * 2 ** Math.max(0, attempts - 1));

  /**
   * What was paid for the order and how: the paid gateway payment (card, or a renewal's charge) it
   * goes back to, whatever became of the order (one paid but not deliverable is rejected and
   * flagged, and its money is returned all the same); or, without one, an order accepted as paid by
   * bank transfer. Staff-granted with nothing paid, or never paid at all: `orderNotPaid`.
   */
  async function paidOf(order: OrderRow, tx: Tx): Promise<{ amount: number; orderNumber: string | null }> {
    const paid = (await deps.payments.listForOrder(order.uuid, tx)).find((a) => a.status === 'paid');
    if (paid) return { amount: Math.min(paid.amount, order.total), orderNumber: String(paid.orderNumber) };
    if (order.status !== 'accepted' || order.total <= 0)
      throw new ProductError('orderNotPaid', { uuid: order.uuid, status: order.status });
    return { amount: order.total, orderNumber: null };
  }

  /**
   * The amount of each refunded line: its own, unless the refund returns less than the lines cost
   * (the rest of an order after a goodwill refund): then shared in proportion, the last taking the
   * remainder so that the parts add up.
   */
  function shares(lines: OrderLineRow[], amount: number): { orderLineUuid: string; amount: number }[] {
    const sum = lines.reduce((total, line) => total + line.amount, 0);
    if (sum <= amount) return lines.map((line) => ({ orderLineUuid: line.uuid, amount: line.amount }));
    let left = amount;
    return lines.map((line, index) => {
      const part = index === lines.length - 1 ? left : Math.floor((line.amount * amount) / sum);
      left -= part;
      return { orderLineUuid: line.uuid, amount: part };
    });
  }

  const optionsOf = (row: RefundRow): RefundOptions => ({
    reason: row.reason,
    allowUsedTickets: row.allowUsedTickets,
    membershipEnd: row.membershipEnd,
  });

  /** Transaction A: checks the request under the order's lock and records the refund, pending. */
  async function record(
    orderUuid: string,
    input: CreateRefundInput,
    origin: RefundOrigin,
  ): Promise<{ row: RefundRow; created: boolean }> {
    const uuid = input.uuid ?? randomUUID();
    /** The refund this request's uuid made already, if any (of this order: another's is a mistake). */
    const madeBefore = async () => {
      const existing = input.uuid ? await refunds.findByUuid(input.uuid) : null;
      if (existing && existing.orderUuid !== orderUuid)
        throw new ProductError('badRequest', { uuid, reason: 'refundOfAnotherOrder' });
      return existing;
    };
    const before = await madeBefore();
    if (before) return { row: before, created: false };
    try {
      return await transaction(async (tx) => {
        const order = await orders.lock(orderUuid, tx);
        if (!order) throw new ProductError('orderNotFound', { uuid: orderUuid });
        // The same uuid may have been recorded while this request waited for the lock.
        const recorded = input.uuid ? await refunds.findByUuid(input.uuid, tx) : null;
        if (recorded) {
          if (recorded.orderUuid !== orderUuid)
            throw new ProductError('badRequest', { uuid, reason: 'refundOfAnotherOrder' });
          return { row: recorded, created: false };
        }
        const paid = await paidOf(order, tx);
        const standing = await refunds.standingOfOrder(order.uuid, tx);
        const left = paid.amount - standing.amount;
        const all = await orders.lines(order.uuid, tx);

        let taken: OrderLineRow[];
        let amount: number;
        if (input.lines) {
          const byUuid = new Map(all.map((line) => [line.uuid, line]));
          taken = [...new Set(input.lines)].map((lineUuid) => {
            const line = byUuid.get(lineUuid);
            if (!line)
              throw new ProductError('badRequest', { orderLineUuid: lineUuid, reason: 'notOfOrder' });
            return line;
          });
          amount = taken.reduce((sum, line) => sum + line.amount, 0);
        } else if (input.amount !== undefined) {
          taken = [];
          amount = input.amount;
        } else {
          // The whole order: every line not refunded yet, for what is left of the payment.
          taken = all.filter((line) => !standing.lineUuids.has(line.uuid));
          if (taken.length === 0 && all.length > 0)
            throw new ProductError('orderLineAlreadyRefunded', { orderUuid: order.uuid });
          amount = left;
        }
        const refundedBefore = taken.filter((line) => standing.lineUuids.has(line.uuid));
        if (refundedBefore.length > 0)
          throw new ProductError('orderLineAlreadyRefunded', {
            orderLineUuids: refundedBefore.map((line) => line.uuid),
          });
        if (amount <= 0 || amount > left)
          throw new ProductError('refundAmountTooHigh', {
            amount,
            paid: paid.amount,
            refunded: standing.amount,
            available: Math.max(0, left),
          });
        const refundOptions: RefundOptions = {
          reason: input.reason,
          allowUsedTickets: input.allowUsedTickets,
          membershipEnd: input.membershipEnd,
        };
        for (const line of taken)
          await lineKinds.forLine(line.kind).refundCheck?.(order, line, refundOptions, tx);
        const row = await refunds.insert(
          {
            uuid,
            orderUuid: order.uuid,
            status: 'pending',
            amount,
            currency: order.currency,
            reason: input.reason,
            requestedBy: origin.requestedBy,
            membershipEnd: input.membershipEnd,
            allowUsedTickets: input.allowUsedTickets,
            paymentOrderNumber: paid.orderNumber,
            messageId: refundMessageId(uuid),
            // The request asks the gateway itself at once; the sweeper only if that answer is lost.
            nextAttemptAt: new Date(now().getTime() + options.retryAfterMs),
            eventCancellationUuid: origin.eventCancellationUuid ?? null,
            refundRequestUuid: origin.refundRequestUuid ?? null,
            createdAt: now(),
          },
          shares(taken, amount),
          tx,
        );
        // Until the gateway answers, nothing the checks allowed may change (a voucher claimed).
        for (const line of taken)
          await lineKinds.forLine(line.kind).withhold?.(order, line, refundOptions, tx);
        return { row, created: true };
      });
    } catch (error) {
      // Two requests with one new uuid at once: the other one recorded it.
      if (isUniqueViolation(error)) {
        const existing = await madeBefore();
        if (existing) return { row: existing, created: false };
      }
      throw error;
    }
  }

  /** Asks the gateway to return the money (never throws for the gateway's sake). */
  async function ask(row: RefundRow): Promise<GatewayAnswer> {
    // Not paid by card (a bank transfer): staff return the money themselves; nothing to ask.
    if (!row.paymentOrderNumber) return { outcome: 'refunded' };
    // The gateway confirmed it already and only recording failed (`apply`): asking again could be
    // refused as a repeated message and leave money returned on a refund recorded failed.
    if (row.lastError?.startsWith(NOT_RECORDED)) return { outcome: 'refunded' };
    try {
      return await deps.gateway.refund({
        messageId: row.messageId,
        orderNumber: row.paymentOrderNumber,
        amount: row.amount,
        currency: row.currency,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      deps.log.warn({ err: error, refund: row.uuid }, 'The gateway gave no answer to a refund');
      return { outcome: 'unanswered', error: error.message };
    }
  }

  /** The refund's lines as the order has them, with their refunded amounts. */
  async function refundedLines(row: RefundRow, tx: Tx) {
    const parts = await refunds.linesOf([row.uuid], tx);
    const lines = new Map((await orders.lines(row.orderUuid, tx)).map((line) => [line.uuid, line]));
    return parts.flatMap((part) => {
      const line = lines.get(part.orderLineUuid);
      return line ? [{ line, amount: part.amount }] : [];
    });
  }

  /**
   * Transaction B, on the locked refund: records what the gateway said. Refunded: each line's kind
   * takes back what it granted and the credit note is issued, all or nothing (a failure keeps the
   * refund pending, for the sweeper, with the error). Answers the refund and its credit note.
   */
  async function apply(
    locked: RefundRow,
    answer: GatewayAnswer,
    tx: Tx,
  ): Promise<{ row: RefundRow; creditNoteUuid: string | null }> {
    if (locked.status !== 'pending') return { row: locked, creditNoteUuid: null };
    const at = now();
    const attempts = locked.attempts + (locked.paymentOrderNumber ? 1 : 0);
    const later = (error: string) =>
      refunds.update(
        locked.uuid,
        { attempts, lastError: error, nextAttemptAt: new Date(at.getTime() + retryDelay(attempts)) },
        tx,
      );
    if (answer.outcome === 'unanswered') return { row: await later(answer.error), creditNoteUuid: null };
    if (answer.outcome === 'declined') {
      const row = await refunds.update(
        locked.uuid,
        {
          status: 'failed',
          attempts,
          settledAt: at,
          nextAttemptAt: null,
          lastError: `declined ${answer.prCode}/${answer.srCode}${answer.resultText ? ` ${answer.resultText}` : ''}`,
        },
        tx,
      );
      // Nothing is taken back: what was withheld for the refund is the buyer's again.
      const order = await orders.findByUuid(locked.orderUuid, tx);
      if (order)
        for (const { line } of await refundedLines(locked, tx))
          await lineKinds.forLine(line.kind).restore?.(order, line, optionsOf(locked), tx);
      return { row, creditNoteUuid: null };
    }
    try {
      const creditNote = await tx.transaction(async (savepoint) => {
        const order = await orders.findByUuid(locked.orderUuid, savepoint);
        if (!order) throw new Error(`Order ${locked.orderUuid} of refund ${locked.uuid} is gone`);
        const lines = await refundedLines(locked, savepoint);
        for (const { line } of lines)
          await lineKinds.forLine(line.kind).takeBack?.(order, line, optionsOf(locked), savepoint);
        return deps.onRefunded
          ? deps.onRefunded(
              locked,
              order,
              lines.map(({ line, amount }) => ({
                kind: line.kind,
                label: line.label,
                quantity: line.quantity,
                unitAmount: line.unitAmount,
                amount,
              })),
              savepoint,
            )
          : null;
      });
      const row = await refunds.update(
        locked.uuid,
        {
          status: 'refunded',
          attempts,
          settledAt: at,
          nextAttemptAt: null,
          lastError: null,
          creditNoteUuid: creditNote?.creditNoteUuid ?? null,
        },
        tx,
      );
      if (creditNote && deps.notifications)
        await deps.notifications.insert(
          {
            orderUuid: locked.orderUuid,
            kind: 'creditNote',
            payload: { creditNoteUuid: creditNote.creditNoteUuid },
          },
          tx,
        );
      return { row, creditNoteUuid: creditNote?.creditNoteUuid ?? null };
    } catch (error) {
      // The money is back with the buyer: the refund stays pending (the gateway answers the same
      // message id the same way) until what it takes back can be recorded.
      deps.log.error({ err: error, refund: locked.uuid }, 'A refunded refund could not be recorded');
      return { row: await later(`${NOT_RECORDED}${(error as Error).message}`), creditNoteUuid: null };
    }
  }

  /** The credit note's PDF and e-mail follow the commit (from the outbox); a problem never undoes the refund. */
  async function afterCommit(creditNoteUuid: string | null) {
    if (!creditNoteUuid || !deps.afterRefunded) return;
    try {
      await deps.afterRefunded(creditNoteUuid);
    } catch (error) {
      deps.log.error({ err: error, creditNote: creditNoteUuid }, 'The credit note was not sent');
    }
  }

  /** Asks the gateway about a pending refund and records the answer (the request's own step 2 and 3). */
  async function settle(uuid: string): Promise<RefundRow> {
    const row = await refunds.findByUuid(uuid);
    if (!row) throw new ProductError('refundNotFound', { uuid });
    if (row.status !== 'pending') return row;
    const answer = await ask(row);
    const result = await transaction(async (tx) => {
      const locked = await refunds.lock(uuid, tx);
      if (!locked) throw new ProductError('refundNotFound', { uuid });
      return apply(locked, answer, tx);
    });
    await afterCommit(result.creditNoteUuid);
    if (result.row.status === 'refunded') deps.placesReturned?.(result.row.orderUuid);
    return result.row;
  }

  /** The refunds as the API shows them: with their lines and their order's e-mail. */
  async function views(rows: RefundRow[]): Promise<Refund[]> {
    const parts = await refunds.linesOf(rows.map((row) => row.uuid));
    const [emails, lines] = await Promise.all([
      refunds.emailsOf(rows.map((row) => row.orderUuid)),
      refunds.orderLinesByUuid(parts.map((part) => part.orderLineUuid)),
    ]);
    const lineByUuid = new Map(lines.map((line) => [line.uuid, line]));
    const partsOf = new Map<string, RefundLineRow[]>();
    for (const part of parts) partsOf.set(part.refundUuid, [...(partsOf.get(part.refundUuid) ?? []), part]);
    return rows.map((row) => ({
      uuid: row.uuid,
      orderUuid: row.orderUuid,
      orderEmail: emails.get(row.orderUuid) ?? null,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      reason: row.reason,
      requestedBy: row.requestedBy,
      membershipEnd: row.membershipEnd,
      allowUsedTickets: row.allowUsedTickets,
      lines: (partsOf.get(row.uuid) ?? []).map((part) => {
        const line = lineByUuid.get(part.orderLineUuid);
        return {
          orderLineUuid: part.orderLineUuid,
          kind: line?.kind ?? '',
          label: line?.label ?? '',
          amount: part.amount,
        };
      }),
      paymentOrderNumber: row.paymentOrderNumber,
      attempts: row.attempts,
      lastError: row.lastError,
      creditNoteUuid: row.creditNoteUuid,
      eventCancellationUuid: row.eventCancellationUuid,
      refundRequestUuid: row.refundRequestUuid,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    }));
  }

  const view = async (row: RefundRow) => (await views([row]))[0]!;

  return {
    record,
    settle,

    /**
     * `POST /admin/orders/{uuid}/refunds` (and the event cancellation's job): records the refund,
     * asks the gateway and records its answer. The same body uuid again answers the refund it made
     * (`created: false`), settled as far as it is. Refusals: `orderNotFound`, `orderNotPaid`,
     * `refundAmountTooHigh`, `orderLineAlreadyRefunded`, and the line kinds' (`voucherAlreadyClaimed`,
     * `ticketAlreadyUsed`).
     */
    async create(
      orderUuid: string,
      input: CreateRefundInput,
      origin: RefundOrigin,
    ): Promise<{ refund: Refund; created: boolean }> {
      const { row, created } = await record(orderUuid, input, origin);
      const settled = created ? await settle(row.uuid) : row;
      return { refund: await view(settled), created };
    },

    /**
     * Sweeper: pending refunds due for another ask (their answer never came, or the server stopped
     * before asking) are asked again with their message id and settled, each by one server (the
     * row stays locked while it is asked). Answers how many were settled (refunded or failed).
     */
    async sweepDue(limit = 20): Promise<number> {
      let settledCount = 0;
      for (let i = 0; i < limit; i++) {
        const result = await transaction(async (tx) => {
          const due = await refunds.claimDue(now(), tx);
          if (!due) return null;
          return apply(due, await ask(due), tx);
        });
        if (!result) break;
        if (result.row.status !== 'pending') settledCount++;
        await afterCommit(result.creditNoteUuid);
        if (result.row.status === 'refunded') deps.placesReturned?.(result.row.orderUuid);
      }
      return settledCount;
    },

    async get(uuid: string): Promise<Refund> {
      const row = await refunds.findByUuid(uuid);
      if (!row) throw new ProductError('refundNotFound', { uuid });
      return view(row);
    },

    async list(query: AdminRefundListQuery): Promise<{ data: Refund[]; total: number }> {
      const { rows, total } = await refunds.list(query);
      return { data: await views(rows), total };
    },

    /** The dashboard's figures: refunded sums and counts per currency since a moment, and those pending. */
    refundedSince: (from: Date) => refunds.refundedSince(from),
    pendingCount: () => refunds.pendingCount(),

    /** The refunds an event's cancellation made (R4's progress and retries read them). */
    ofCancellation: async (eventCancellationUuid: string): Promise<Refund[]> =>
      views(await refunds.ofCancellation(eventCancellationUuid)),

    /** The CSV of the back office (UTF-8 with a byte order mark, so spreadsheet programs read the diacritics). */
    async csv(query: AdminRefundCsvQuery): Promise<string> {
      const rows = await views(await refunds.all(query));
      const cell = (value: string | number | null) => {
        const text = value === null ? '' : String(value);
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const lines = rows.map((row) =>
        [
          row.uuid,
          row.orderUuid,
          row.orderEmail,
          row.status,
          (row.amount / 100).toFixed(2),
          row.currency,
          row.reason,
          row.lines.map((line) => line.label).join('; '),
          row.creditNoteUuid,
          row.createdAt,
          row.settledAt,
        ]
          .map(cell)
          .join(','),
      );
      const header =
        'uuid,orderUuid,email,status,amount,currency,reason,lines,creditNoteUuid,createdAt,settledAt';
      return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
