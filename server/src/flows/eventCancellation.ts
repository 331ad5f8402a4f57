import type { FastifyBaseLogger } from 'fastify';
import type { CancelEventInput, EventCancellation } from '@tribuna/common/schemas/eventCancellations';
import type { Tx } from '../db/client';
import type { EventCancellationOrderRow, EventCancellationRow, OrderLineRow } from '../db/schema';
import type { Transaction } from '../domain';
import { ProductError } from '../errors';
import type { Mailer } from '../integrations/mail/mail';
import type { EventCancellationsService } from '../modules/events/eventCancellations.service';
import type { SeasonTicketsService } from '../modules/seasonTickets/seasonTickets.service';
import type { TicketsService } from '../modules/tickets/tickets.service';
import type { OrdersService } from '../sales/orders/orders.service';
import type { RefundsService } from '../sales/refunds/refunds.service';
import { createEventBuyers, derivedUuid, holding, type BuyerOrder } from './eventBuyers';
import { createEventNotices, type NoticeUsers, type NoticeWallet } from './eventNotices';
import { createRefundRequests } from './refundRequests';

export { derivedUuid } from './eventBuyers';

export interface EventCancellationOptions {
  /** How many orders one sweep refunds at most, and how many at once. */
  batch: number;
  concurrency: number;
  /** A refund left pending is looked at again after this long (the refunds' sweeper settles it). */
  recheckAfterMs: number;
  /** A finished job still takes payments confirmed this long after it finished (then refunds them). */
  watchAfterFinishMs: number;
  /** A notice the mail server refused is sent again after this long (longer each time). */
  noticeRetryMs: number;
}

export const defaultEventCancellationOptions: EventCancellationOptions = {
  batch: 200,
  concurrency: 8,
  recheckAfterMs: 30_000,
  watchAfterFinishMs: 24 * 60 * 60_000,
  noticeRetryMs: 60_000,
};

/**
 * A paid order (or one paid and not delivered) whose money the cancellation's job returns. One staff
 * granted counts only if the gateway took money for it (paid after it was granted): granted with a
 * total and nothing paid, there is nothing to return (the refunds would answer `orderNotPaid`).
 */
const refundable = ({ order }: BuyerOrder, paidByGateway: ReadonlySet<string>) =>
  order.status === 'accepted' ||
  (order.status === 'admin_granted' && order.total > 0 && paidByGateway.has(order.uuid)) ||
  order.status === 'rejected';

/**
 * Cancelled and moved events (issue 28), crossing the events domain (its records of cancellations,
 * notices and requests) and the sales (paid orders, refunds).
 *
 * Cancel: in one transaction under the event's lock the event is marked cancelled (sales refuse it
 * from then: `eventCancelled`), the job is recorded with every paid order of the event, and the
 * notices of each buyer and of those their tickets were passed on to are queued. The sweeper then refunds the orders: a pending one is taken with
 * FOR UPDATE SKIP LOCKED and marked `refunding` with a refund uuid derived from the job, the order
 * and the attempt, committed before the refund is asked for, so a server that stops anywhere leaves
 * a row the next sweep finishes with the same refund (the refunds are idempotent per uuid). Payments
 * confirmed after the cancellation (the ticket kind refuses to deliver them, the order is flagged
 * paidNotFulfilled) are found by the sweeper's next look at the event's orders and refunded too.
 * The season seats sold for the event lose its match at once: their tickets of it are voided in the
 * cancellation's transaction and their buyers and holders told, but no money moves (a season is one
 * price for all its matches, and the spec says nothing of a share per match; the notice says to ask
 * the organiser). Their orders are never the job's, so nothing refunds them twice.
 *
 * Move: a new date, end or venue queues a notice to every buyer and to whoever their tickets were
 * passed on to, and the wallet passes' updates, in the update's transaction; until the event's
 * `refundRequestsUntil` a buyer may ask for the money of the tickets they hold and staff decide.
 */
export function createEventCancellationFlow(deps: {
  records: EventCancellationsService;
  orders: Pick<OrdersService, 'withLinesFor' | 'findByUuid' | 'detail'>;
  refunds: Pick<RefundsService, 'create' | 'get'>;
  tickets: Pick<TicketsService, 'ofOrder' | 'ofEvent' | 'voidOfLine'>;
  seasons: Pick<SeasonTicketsService, 'seasonOrdersOfEvent' | 'voidForCancelledEvent'>;
  users: NoticeUsers;
  wallet: NoticeWallet;
  mailer: Mailer;
  transaction: Transaction;
  log: FastifyBaseLogger;
  options?: Partial<EventCancellationOptions>;
  now?: () => Date;
}) {
  const { records, orders, refunds, transaction } = deps;
  const options = { ...defaultEventCancellationOptions, ...deps.options };
  const now = deps.now ?? (() => new Date());

  const eventBuyers = createEventBuyers(deps);
  const { buyersOf, validLines } = eventBuyers;
  const notices = createEventNotices({
    records,
    orders,
    buyers: eventBuyers,
    tickets: deps.tickets,
    seasons: deps.seasons,
    users: deps.users,
    wallet: deps.wallet,
    mailer: deps.mailer,
    transaction,
    log: deps.log,
    noticeRetryMs: options.noticeRetryMs,
    now,
  });
  const requests = createRefundRequests({ records, orders, refunds, buyers: eventBuyers, transaction, now });

  /** The buyers whose money the job returns. */
  async function refundableOf(buyers: BuyerOrder[], tx?: Tx): Promise<BuyerOrder[]> {
    const granted = buyers.filter(({ order }) => order.status === 'admin_granted' && order.total > 0);
    const paid = new Set<string>();
    for (const { order } of granted)
      if ((await orders.detail(order.uuid, tx)).attempts.some((attempt) => attempt.status === 'paid'))
        paid.add(order.uuid);
    return buyers.filter((buyer) => refundable(buyer, paid));
  }

  async function view(row: EventCancellationRow): Promise<EventCancellation> {
    const failures = await records.failuresOf(row.uuid);
    return {
      uuid: row.uuid,
      eventUuid: row.eventUuid,
      reason: row.reason,
      refund: row.refund,
      status: row.status,
      total: row.total,
      done: row.done,
      failed: row.failed,
      failures: failures.map((failure) => ({
        orderUuid: failure.orderUuid,
        refundUuid: failure.refundUuid,
        error: failure.error ?? 'unknown',
      })),
      requestedBy: row.requestedBy,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function requireCancellation(eventUuid: string): Promise<EventCancellationRow> {
    const row = await records.ofEvent(eventUuid);
    if (!row) throw new ProductError('notFound', { eventUuid, reason: 'notCancelled' });
    return row;
  }

  // --- The job -----------------------------------------------------------------------------------

  /** Records where an order's refund stands (in its own transaction) and counts the job again. */
  async function record(
    row: Pick<EventCancellationOrderRow, 'cancellationUuid' | 'orderUuid'>,
    values: Parameters<EventCancellationsService['recordOrder']>[1],
  ) {
    await transaction((tx) => records.recordOrder(row, values, now(), tx));
  }

  /** Where a made refund leaves its order: refunded, declined, or still waiting for the gateway. */
  const afterRefund = (refund: { uuid: string; status: string; lastError: string | null }) =>
    refund.status === 'refunded'
      ? ({ status: 'done', refundUuid: refund.uuid, error: null } as const)
      : refund.status === 'failed'
        ? ({ status: 'failed', refundUuid: refund.uuid, error: refund.lastError ?? 'declined' } as const)
        : ({ status: 'refunding', refundUuid: refund.uuid } as const);

  /**
   * Once the job's refund of an order is refunded, the event's tickets of it still valid are voided:
   * a refund of an amount (less was left than they cost) takes no line back, and the event is
   * cancelled anyway. Tickets waiting for another refund are left to it.
   */
  async function voidLeft(orderUuid: string, cancellation: EventCancellationRow) {
    const [buyer] = await buyersOf(cancellation.eventUuid, undefined, orderUuid);
    const lines = buyer ? await validLines(buyer, cancellation.eventUuid) : [];
    if (lines.length === 0) return;
    await transaction(async (tx) => {
      for (const line of lines) await deps.tickets.voidOfLine(line.uuid, cancellation.reason, tx);
    });
  }

  /**
   * Refunds one order of the job with the refund uuid its claim recorded: its ticket lines of the
   * event, or, for a payment that delivered nothing (rejected, paidNotFulfilled), what was paid.
   */
  async function refundOrder(row: EventCancellationOrderRow, cancellation: EventCancellationRow) {
    const refundUuid = row.refundUuid!;
    try {
      const [found] = await buyersOf(cancellation.eventUuid, undefined, row.orderUuid);
      const [buyer] = found ? await refundableOf([found]) : [];
      if (!buyer) {
        // Not paid (any more): nothing of it to return.
        await record(row, { status: 'done', error: 'nothingToRefund' });
        return;
      }
      const delivered = buyer.order.status !== 'rejected';
      const lines = delivered ? await validLines(buyer, cancellation.eventUuid) : [];
      if (delivered && lines.length === 0) {
        // Staff refunded these tickets before: nothing is left to return.
        await record(row, { status: 'done', error: 'orderLineAlreadyRefunded' });
        return;
      }
      const ask = (what: { lines?: string[]; amount?: number }) =>
        refunds.create(
          row.orderUuid,
          {
            uuid: refundUuid,
            ...what,
            reason: cancellation.reason,
            membershipEnd: 'now',
            // The event will not take place: tickets already checked in are refunded too.
            allowUsedTickets: true,
          },
          { requestedBy: null, eventCancellationUuid: cancellation.uuid },
        );
      const make = async (taken: OrderLineRow[]) => {
        try {
          return await ask({ lines: taken.map((line) => line.uuid) });
        } catch (error) {
          const available = error instanceof ProductError ? Number(error.details?.available) : 0;
          if (!(error instanceof ProductError && error.errorName === 'refundAmountTooHigh' && available > 0))
            throw error;
          // Less is left of the payment than these tickets cost (staff returned an amount before,
          // or part was paid otherwise): what is left is returned. An order of nothing but the
          // event's tickets is refunded whole (every line not refunded yet, for what is left);
          // another's tickets are returned as an amount (up to what they cost), taking nothing back
          // (their tickets are voided once it is refunded: voidLeft).
          const own = new Set(buyer.lines.map((line) => line.uuid));
          const { lines: all } = await orders.detail(buyer.order.uuid);
          if (all.every((line) => own.has(line.uuid))) return ask({});
          const cost = taken.reduce((sum, line) => sum + line.amount, 0);
          return ask({ amount: Math.min(available, cost) });
        }
      };
      let made;
      if (!delivered) made = await ask({ amount: buyer.order.total });
      else
        try {
          made = await make(lines);
        } catch (error) {
          // Some tickets are in a refund still waiting for the gateway (not voided yet): the others
          // are refunded all the same (nothing was recorded by the refused request).
          const inRefund = error instanceof ProductError ? error.details?.orderLineUuids : undefined;
          if (!Array.isArray(inRefund)) throw error;
          const rest = lines.filter((line) => !inRefund.includes(line.uuid));
          if (rest.length === 0) throw error;
          made = await make(rest);
        }
      if (made.refund.status === 'refunded') await voidLeft(row.orderUuid, cancellation);
      await record(row, afterRefund(made.refund));
    } catch (error) {
      if (error instanceof ProductError && error.errorName === 'orderLineAlreadyRefunded') {
        // Staff refunded these tickets before: nothing is left to return.
        await record(row, { status: 'done', error: error.errorName });
        return;
      }
      const message = error instanceof ProductError ? error.errorName : (error as Error).message;
      deps.log.warn({ err: error, order: row.orderUuid }, "An event cancellation's refund failed");
      await record(row, { status: 'failed', error: message });
    }
  }

  /** Looks again at refunds still waiting (or never recorded: the server stopped before asking). */
  async function recheck(row: EventCancellationOrderRow) {
    let refund;
    try {
      refund = await refunds.get(row.refundUuid!);
    } catch (error) {
      if (!(error instanceof ProductError && error.errorName === 'refundNotFound')) throw error;
      const cancellation = await records.find(row.cancellationUuid);
      if (cancellation) await refundOrder(row, cancellation);
      return;
    }
    if (refund.status === 'refunded') {
      const cancellation = await records.find(row.cancellationUuid);
      if (cancellation) await voidLeft(row.orderUuid, cancellation);
    }
    await record(row, afterRefund(refund));
  }

  /** Runs `work` on the items, `concurrency` at a time. */
  async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>) {
    let next = 0;
    const worker = async () => {
      while (next < items.length) await work(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, items.length) }, worker));
  }

  /** Adds the paid orders of the event not listed yet (payments confirmed later); answers how many. */
  async function takeLateOrders(cancellation: EventCancellationRow): Promise<number> {
    return transaction(async (tx) => {
      const buyers = await refundableOf(await buyersOf(cancellation.eventUuid, tx), tx);
      const added = await records.addOrders(
        cancellation.uuid,
        buyers.map(({ order }) => order.uuid),
        tx,
      );
      if (added.length === 0) return 0;
      const late = new Set(added);
      await notices.queue(
        cancellation.eventUuid,
        'cancelled',
        buyers.filter(({ order }) => late.has(order.uuid)).map(({ order }) => ({ order, refund: true })),
        tx,
      );
      await records.refreshCounts(cancellation.uuid, now(), tx);
      return added.length;
    });
  }

  /**
   * One sweep: late orders of the watched jobs are added, pending orders refunded, refunds left
   * waiting looked at again. Answers how many orders it handled.
   */
  async function sweepRefunds(): Promise<number> {
    let handled = 0;
    for (const cancellation of await records.watched(new Date(now().getTime() - options.watchAfterFinishMs)))
      await takeLateOrders(cancellation);
    // Claimed and marked refunding (with the refund's uuid) in one commit, refunded after it.
    const claimed = await transaction(async (tx) => {
      const rows = await records.claimPending(options.batch, tx);
      const at = now();
      const marked: EventCancellationOrderRow[] = [];
      for (const row of rows) {
        const attempts = row.attempts + 1;
        const refundUuid = derivedUuid(
          'eventCancellation',
          row.cancellationUuid,
          row.orderUuid,
          String(attempts),
        );
        const values = { status: 'refunding' as const, refundUuid, attempts, error: null };
        await records.markOrder(row, values, at, tx);
        marked.push({ ...row, ...values, updatedAt: at });
      }
      return marked;
    });
    const jobs = new Map<string, EventCancellationRow | null>();
    for (const row of claimed)
      if (!jobs.has(row.cancellationUuid))
        jobs.set(row.cancellationUuid, await records.find(row.cancellationUuid));
    await inParallel(claimed, async (row) => {
      const cancellation = jobs.get(row.cancellationUuid);
      if (cancellation) await refundOrder(row, cancellation);
    });
    handled += claimed.length;
    const waiting = await transaction(async (tx) => {
      const rows = await records.claimRefunding(
        new Date(now().getTime() - options.recheckAfterMs),
        options.batch,
        tx,
      );
      // Touched so that another server's sweep does not look at them at the same time.
      for (const row of rows) await records.markOrder(row, {}, now(), tx);
      return rows;
    });
    await inParallel(waiting, recheck);
    return handled + waiting.length;
  }

  return {
    /**
     * `POST /admin/events/{uuid}/cancel`: marks the event cancelled, records the job with the
     * paid orders (`refund`), and queues the notices of every buyer and of those their tickets were
     * passed on to; all in one transaction.
     */
    async cancel(
      eventUuid: string,
      input: CancelEventInput,
      staffUuid: string | null,
    ): Promise<EventCancellation> {
      const row = await transaction(async (tx) => {
        const at = now();
        const cancellation = await records.start(eventUuid, input, staffUuid, at, tx);
        const buyers = await buyersOf(eventUuid, tx);
        const paid = await refundableOf(buyers, tx);
        const paidUuids = new Set(paid.map(({ order }) => order.uuid));
        if (input.refund)
          await records.addOrders(
            cancellation.uuid,
            paid.map(({ order }) => order.uuid),
            tx,
          );
        const told = buyers.filter(
          ({ order }) => holding({ order, lines: [] }) || (input.refund && paidUuids.has(order.uuid)),
        );
        const seasons = await notices.seasonOrders(eventUuid, told, tx);
        await notices.queue(
          eventUuid,
          'cancelled',
          [
            ...told.map(({ order }) => ({
              order,
              // Only a buyer whose money the job returns is told it is coming back (and their
              // tickets' other holders, that it goes to the buyer).
              refund: input.refund && paidUuids.has(order.uuid),
            })),
            ...seasons.map((order) => ({ order, refund: false })),
          ],
          tx,
        );
        // After the queue, which tells the holders of valid tickets only.
        await deps.seasons.voidForCancelledEvent(eventUuid, cancellation.reason, tx);
        return records.refreshCounts(cancellation.uuid, at, tx);
      });
      // The wallet passes of its tickets stop admitting now, refunded or not.
      deps.wallet.kick();
      return view(row);
    },

    async get(eventUuid: string): Promise<EventCancellation> {
      return view(await requireCancellation(eventUuid));
    },

    /** `POST /admin/events/{uuid}/cancellation/retry`: the failed orders are refunded again. */
    async retry(eventUuid: string): Promise<EventCancellation> {
      const cancellation = await requireCancellation(eventUuid);
      const row = await transaction((tx) => records.retry(cancellation.uuid, now(), tx));
      return view(row);
    },

    /**
     * Told by the events domain, in the update's transaction, when an event got a new date, end or
     * venue: each holder's notice and their wallet passes' updates are queued (eventNotices.ts).
     */
    moved: notices.moved,
    /** Told by the events domain after the update's commit: a move's wallet updates go out at once. */
    afterSaved: notices.afterSaved,

    /** The sweeper's work: refunds of the jobs, then the notices. */
    sweepRefunds,
    sendNotices: notices.sendNotices,

    // --- Refund requests (refundRequests.ts) ---
    ...requests,
  };
}

export type EventCancellationFlow = ReturnType<typeof createEventCancellationFlow>;
