import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { eventNoticeEmailTexts, fillIn } from '@tribuna/common/i18n/eventNoticeEmail';
import { translate } from '@tribuna/common/schemas/common';
import type {
  AdminRefundRequestListQuery,
  CancelEventInput,
  EventCancellation,
  RefundRequest,
} from '@tribuna/common/schemas/eventCancellations';
import type { Tx } from '../db/client';
import type { EventRow, OrderLineRow, OrderRow } from '../db/schema';
import type { Transaction } from '../domain';
import { ProductError } from '../errors';
import type { Mailer } from '../integrations/mail/mail';
import type {
  EventCancellationOrderRow,
  EventCancellationRow,
  EventNoticeRow,
  RefundRequestRow,
} from '../db/schema';
import type { EventCancellationsService } from '../modules/events/eventCancellations.service';
import type { TicketsService } from '../modules/tickets/tickets.service';
import type { OrdersService } from '../sales/orders/orders.service';
import type { RefundsService } from '../sales/refunds/refunds.service';
import { TICKET_LINE_KIND } from '../sales/kinds/ticket';

/** A uuid made from its parts (name-based, version 5 layout): the same parts give the same uuid. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

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

type BuyerOrder = { order: OrderRow; lines: OrderLineRow[] };

/**
 * A paid order (or one paid and not delivered) whose money the cancellation's job returns. One staff
 * granted counts only if the gateway took money for it (paid after it was granted): granted with a
 * total and nothing paid, there is nothing to return (the refunds would answer `orderNotPaid`).
 */
const refundable = ({ order }: BuyerOrder, paidByGateway: ReadonlySet<string>) =>
  order.status === 'accepted' ||
  (order.status === 'admin_granted' && order.total > 0 && paidByGateway.has(order.uuid)) ||
  order.status === 'rejected';

/** An order whose tickets are the holder's (a moved event's notice and refund requests). */
const holding = ({ order }: BuyerOrder) => order.status === 'accepted' || order.status === 'admin_granted';

/**
 * Cancelled and moved events (issue 28), crossing the events domain (its records of cancellations,
 * notices and requests) and the sales (paid orders, refunds).
 *
 * Cancel: in one transaction under the event's lock the event is marked cancelled (sales refuse it
 * from then: `eventCancelled`), the job is recorded with every paid order of the event, and each
 * buyer's notice is queued. The sweeper then refunds the orders: a pending one is taken with
 * FOR UPDATE SKIP LOCKED and marked `refunding` with a refund uuid derived from the job, the order
 * and the attempt, committed before the refund is asked for, so a server that stops anywhere leaves
 * a row the next sweep finishes with the same refund (the refunds are idempotent per uuid). Payments
 * confirmed after the cancellation (the ticket kind refuses to deliver them, the order is flagged
 * paidNotFulfilled) are found by the sweeper's next look at the event's orders and refunded too.
 *
 * Move: a new date, end or venue queues a notice to every holder in the update's transaction; until
 * the event's `refundRequestsUntil` a holder may ask for the money back and staff decide.
 */
export function createEventCancellationFlow(deps: {
  records: EventCancellationsService;
  orders: Pick<OrdersService, 'withLinesFor' | 'findByUuid' | 'detail'>;
  refunds: Pick<RefundsService, 'create' | 'get'>;
  tickets: Pick<TicketsService, 'ofOrder'>;
  mailer: Mailer;
  transaction: Transaction;
  log: FastifyBaseLogger;
  options?: Partial<EventCancellationOptions>;
  now?: () => Date;
}) {
  const { records, orders, refunds, transaction } = deps;
  const options = { ...defaultEventCancellationOptions, ...deps.options };
  const now = deps.now ?? (() => new Date());

  const buyersOf = (eventUuid: string, tx?: Tx, orderUuid?: string): Promise<BuyerOrder[]> =>
    orders.withLinesFor(TICKET_LINE_KIND, eventUuid, tx, orderUuid);

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
          // another's tickets are returned as an amount (up to what they cost), taking nothing back.
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
      await records.queueNotices(
        added.map((orderUuid) => ({
          eventUuid: cancellation.eventUuid,
          kind: 'cancelled' as const,
          orderUuid,
          refund: true,
        })),
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

  // --- Notices -----------------------------------------------------------------------------------

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function noticeMail(notice: EventNoticeRow, order: OrderRow, event: EventRow) {
    const texts = eventNoticeEmailTexts[order.language];
    const values = {
      event: translate(event.name, order.language),
      reason: event.cancelReason ?? '',
      order: order.uuid,
      date: formatPragueDateIn(order.language, event.startsAt, { time: true }),
      venue: event.venue,
      until: event.refundRequestsUntil
        ? formatPragueDateIn(order.language, event.refundRequestsUntil, { time: true })
        : '',
    };
    const paragraphs =
      notice.kind === 'cancelled'
        ? [
            texts.greeting,
            texts.cancelled.body,
            ...(event.cancelReason ? [texts.cancelled.reason] : []),
            notice.refund ? texts.cancelled.refund : texts.cancelled.noRefund,
            texts.signature,
          ]
        : [
            texts.greeting,
            texts.moved.body,
            texts.moved.valid,
            ...(event.refundRequestsUntil && event.refundRequestsUntil > now()
              ? [texts.moved.refundRequests]
              : []),
            texts.signature,
          ];
    const filled = paragraphs.map((paragraph) => fillIn(paragraph, values));
    const subject = fillIn(
      notice.kind === 'cancelled' ? texts.cancelled.subject : texts.moved.subject,
      values,
    );
    const text = filled.join('\n\n');
    const html = `<!doctype html><html lang="${order.language}"><body style="font-family: sans-serif; line-height: 1.5">${filled
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`;
    return { subject, text, html };
  }

  /** Sends the due notices, each under its row's lock (sent once); answers how many were sent. */
  async function sendNotices(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await transaction(async (tx) => {
        const rows = await records.claimNotices(now(), 50, tx);
        const events = await records.eventsByUuid(
          rows.map((row) => row.eventUuid),
          tx,
        );
        let count = 0;
        for (const notice of rows) {
          const order = await orders.findByUuid(notice.orderUuid, tx);
          const event = events.get(notice.eventUuid);
          if (!order?.email || !event) {
            await records.updateNotice(notice.uuid, { sentAt: now(), lastError: 'noAddress' }, tx);
            continue;
          }
          try {
            await deps.mailer.send({ to: order.email, ...noticeMail(notice, order, event) });
            await records.updateNotice(notice.uuid, { sentAt: now(), attempts: notice.attempts + 1 }, tx);
            count++;
          } catch (error) {
            const attempts = notice.attempts + 1;
            deps.log.warn({ err: error, notice: notice.uuid }, 'An event notice was not sent');
            await records.updateNotice(
              notice.uuid,
              {
                attempts,
                lastError: (error as Error).message,
                nextAttemptAt: new Date(
                  now().getTime() + options.noticeRetryMs * 2 ** Math.min(attempts, 10),
                ),
              },
              tx,
            );
          }
        }
        return { taken: rows.length, count };
      });
      sent += batch.count;
      if (batch.taken < 50) return sent;
    }
  }

  // --- Refund requests ---------------------------------------------------------------------------

  async function requestViews(rows: RefundRequestRow[]): Promise<RefundRequest[]> {
    const events = await records.eventsByUuid(rows.map((row) => row.eventUuid));
    return Promise.all(
      rows.map(async (row) => {
        const [buyer] = await buyersOf(row.eventUuid, undefined, row.orderUuid);
        const event = events.get(row.eventUuid);
        return {
          uuid: row.uuid,
          orderUuid: row.orderUuid,
          eventUuid: row.eventUuid,
          eventName: event ? translate(event.name, 'cs') : '',
          userUuid: row.userUuid,
          email: buyer?.order.email ?? null,
          status: row.status,
          amount: buyer?.lines.reduce((sum, line) => sum + line.amount, 0) ?? 0,
          currency: buyer?.order.currency ?? 'CZK',
          refundUuid: row.refundUuid,
          rejectReason: row.rejectReason,
          createdAt: row.createdAt.toISOString(),
          decidedBy: row.decidedBy,
          decidedAt: row.decidedAt?.toISOString() ?? null,
        };
      }),
    );
  }

  const requestView = async (row: RefundRequestRow) => (await requestViews([row]))[0]!;

  async function requireRequest(uuid: string): Promise<RefundRequestRow> {
    const row = await records.findRequest(uuid);
    if (!row) throw new ProductError('refundRequestNotFound', { uuid });
    return row;
  }

  /** The order's ticket lines of the event whose tickets are still valid. */
  async function validLines(buyer: BuyerOrder, eventUuid: string, tx?: Tx): Promise<OrderLineRow[]> {
    const tickets = await deps.tickets.ofOrder(buyer.order.uuid, tx);
    const valid = new Set(
      tickets
        .filter((ticket) => ticket.eventUuid === eventUuid && !ticket.voidedAt)
        .map((ticket) => ticket.orderLineUuid),
    );
    return buyer.lines.filter((line) => valid.has(line.uuid));
  }

  return {
    /**
     * `POST /admin/events/{uuid}/cancel`: marks the event cancelled, records the job with the
     * paid orders (`refund`), and queues every buyer's notice; all in one transaction.
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
        await records.queueNotices(
          told.map(({ order }) => ({
            eventUuid,
            kind: 'cancelled' as const,
            orderUuid: order.uuid,
            // Only a buyer whose money the job returns is told it is coming back.
            refund: input.refund && paidUuids.has(order.uuid),
          })),
          tx,
        );
        return records.refreshCounts(cancellation.uuid, at, tx);
      });
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
     * venue: each holder's notice is queued.
     */
    async moved(before: EventRow, after: EventRow, tx: Tx): Promise<void> {
      if (after.cancelledAt) return;
      const changed =
        before.startsAt.getTime() !== after.startsAt.getTime() ||
        before.endsAt.getTime() !== after.endsAt.getTime() ||
        before.venue !== after.venue;
      if (!changed) return;
      const holders = (await buyersOf(after.uuid, tx)).filter(holding);
      await records.queueNotices(
        holders.map(({ order }) => ({
          eventUuid: after.uuid,
          kind: 'moved' as const,
          orderUuid: order.uuid,
        })),
        tx,
      );
    },

    /** The sweeper's work: refunds of the jobs, then the notices. */
    sweepRefunds,
    sendNotices,

    // --- Refund requests ---

    /**
     * `POST /auth/orders/{uuid}/refund-requests`: a holder asks for the money of the order's valid
     * tickets of a moved event, until its `refundRequestsUntil` (`refundRequestClosed` after it, or
     * for a cancelled event, whose job refunds anyway). The open request again answers itself.
     */
    async request(
      userUuid: string,
      orderUuid: string,
      eventUuid: string,
    ): Promise<{ request: RefundRequest; created: boolean }> {
      const [event] = (await records.eventsByUuid([eventUuid])).values();
      const [buyer] = event ? await buyersOf(eventUuid, undefined, orderUuid) : [];
      // Only a paid order's money can come back (tickets staff granted were not paid for).
      if (!event || !buyer || buyer.order.userUuid !== userUuid || buyer.order.status !== 'accepted')
        throw new ProductError('orderNotFound', { uuid: orderUuid });
      const open = await records.openRequest(orderUuid, eventUuid);
      if (open) return { request: await requestView(open), created: false };
      if (event.cancelledAt || !event.refundRequestsUntil || event.refundRequestsUntil <= now())
        throw new ProductError('refundRequestClosed', { eventUuid });
      if ((await validLines(buyer, eventUuid)).length === 0)
        throw new ProductError('orderNotFound', { uuid: orderUuid, reason: 'noValidTicket' });
      let row: RefundRequestRow;
      try {
        row = await transaction((tx) =>
          records.insertRequest({ orderUuid, eventUuid, userUuid, createdAt: now() }, tx),
        );
      } catch (error) {
        // The same request twice at once: the other one recorded it.
        const recorded = await records.openRequest(orderUuid, eventUuid);
        if (!recorded) throw error;
        return { request: await requestView(recorded), created: false };
      }
      return { request: await requestView(row), created: true };
    },

    async requestsOfOrder(userUuid: string, orderUuid: string): Promise<RefundRequest[]> {
      const order = await orders.findByUuid(orderUuid);
      if (!order || order.userUuid !== userUuid) throw new ProductError('orderNotFound', { uuid: orderUuid });
      return requestViews(await records.requestsOfOrder(orderUuid));
    },

    async listRequests(query: AdminRefundRequestListQuery) {
      const { rows, total } = await records.listRequests(query);
      return { data: await requestViews(rows), total };
    },

    getRequest: async (uuid: string) => requestView(await requireRequest(uuid)),

    /**
     * Staff approve: the order's valid tickets of the event are refunded (a refund of the sales made
     * with a uuid derived from the request, so approving again after a failure answers the same
     * refund). The request is taken under its lock and marked approved (with that refund's uuid)
     * before the money goes out, so a reject at the same time either comes first (then approving
     * answers `refundRequestClosed` and nothing is refunded) or is refused; a refund refused (or never
     * recorded) puts the request back to `requested`. Refusals of the refund pass on unchanged.
     */
    async approve(uuid: string, staffUuid: string): Promise<RefundRequest> {
      const refundUuid = derivedUuid('refundRequest', uuid);
      const refundMade = async () => {
        try {
          await refunds.get(refundUuid);
          return true;
        } catch (error) {
          if (error instanceof ProductError && error.errorName === 'refundNotFound') return false;
          throw error;
        }
      };
      // Approved, but the server stopped before the refund was recorded: approving again makes it.
      const before = await requireRequest(uuid);
      const unfinished =
        before.status === 'approved' && before.refundUuid === refundUuid && !(await refundMade());
      const request = await transaction(async (tx) => {
        const locked = await records.lockRequest(uuid, tx);
        if (!locked) throw new ProductError('refundRequestNotFound', { uuid });
        if (unfinished && locked.status === 'approved' && locked.refundUuid === refundUuid) return locked;
        if (locked.status !== 'requested') throw new ProductError('refundRequestClosed', { uuid });
        return records.updateRequest(
          uuid,
          { status: 'approved', refundUuid, decidedBy: staffUuid, decidedAt: now() },
          tx,
        );
      });
      const restore = async () => {
        // Only if the refund was not recorded after all (a lost answer may still have made it).
        if (await refundMade().catch(() => true)) return;
        await transaction(async (tx) => {
          const locked = await records.lockRequest(uuid, tx);
          if (locked?.status === 'approved' && locked.refundUuid === refundUuid)
            await records.updateRequest(
              uuid,
              { status: 'requested', refundUuid: null, decidedBy: null, decidedAt: null },
              tx,
            );
        });
      };
      try {
        const [buyer] = await buyersOf(request.eventUuid, undefined, request.orderUuid);
        if (!buyer) throw new ProductError('orderNotPaid', { uuid: request.orderUuid });
        const lines = await validLines(buyer, request.eventUuid);
        const event = (await records.eventsByUuid([request.eventUuid])).get(request.eventUuid);
        await refunds.create(
          request.orderUuid,
          {
            uuid: refundUuid,
            // Tickets voided since (a refund of their own) are left out. None left: this refund was
            // made before (answered again by its uuid), or another one took them (orderLineAlreadyRefunded).
            lines: (lines.length > 0 ? lines : buyer.lines).map((line) => line.uuid),
            reason: `Refund request: ${event ? translate(event.name, 'cs') : request.eventUuid}`,
            membershipEnd: 'now',
            allowUsedTickets: false,
          },
          { requestedBy: staffUuid, refundRequestUuid: request.uuid },
        );
      } catch (error) {
        await restore();
        throw error;
      }
      return requestView(request);
    },

    async reject(uuid: string, staffUuid: string, reason: string | undefined): Promise<RefundRequest> {
      const row = await transaction(async (tx) => {
        const locked = await records.lockRequest(uuid, tx);
        if (!locked) throw new ProductError('refundRequestNotFound', { uuid });
        if (locked.status !== 'requested') throw new ProductError('refundRequestClosed', { uuid });
        return records.updateRequest(
          uuid,
          { status: 'rejected', rejectReason: reason ?? null, decidedBy: staffUuid, decidedAt: now() },
          tx,
        );
      });
      return requestView(row);
    },
  };
}

export type EventCancellationFlow = ReturnType<typeof createEventCancellationFlow>;
