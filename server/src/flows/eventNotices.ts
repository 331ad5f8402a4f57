import type { FastifyBaseLogger } from 'fastify';
import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { eventNoticeEmailTexts, fillIn } from '@tribuna/common/i18n/eventNoticeEmail';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type { Tx } from '../db/client';
import type { EventNoticeRow, EventRow, OrderRow, UserRow } from '../db/schema';
import type { Transaction } from '../domain';
import type { Mailer } from '../integrations/mail/mail';
import type { EventCancellationsService } from '../modules/events/eventCancellations.service';
import type { TicketsService } from '../modules/tickets/tickets.service';
import type { OrdersService } from '../sales/orders/orders.service';
import { holding, type EventBuyers } from './eventBuyers';

/** What the notices need of the users domain: the addresses and languages of passed-on tickets' holders. */
export interface NoticeUsers {
  findMany(uuids: readonly string[], tx?: Tx): Promise<UserRow[]>;
}

/** What a move needs of the wallets: the passes of the event's tickets show the new date and venue. */
export interface NoticeWallet {
  /** In the move's transaction: the event's passes are queued for the wallets to fetch again. */
  eventMoved(eventUuid: string, tx: Tx): Promise<unknown>;
  /** After the commit: the wallets are told now rather than at the wallet job's next turn. */
  kick(): void;
}

/**
 * Who a notice goes to: the buyer (`passedOn` null), or a holder of the order's tickets (their
 * codes). `refundRequests`: a move's notice says what they may ask for (a buyer who passed every
 * ticket on may ask for nothing).
 */
type Recipient = { email: string; language: Language; passedOn: string[] | null; refundRequests: boolean };

/** Whether the update gave the event a new date, end or venue (what its holders must hear of). */
const isMove = (before: EventRow, after: EventRow) =>
  !after.cancelledAt &&
  (before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.venue !== after.venue);

/**
 * The notices e-mailed about a cancelled or moved event (part of the eventCancellation flow): each
 * order's buyer is told, and so is everyone else who holds tickets of the order (passed on to them):
 * they are the ones who come to the match. A move queues the notices (a cancellation queues its own
 * through `queue`), the sweeper sends the due ones.
 */
export function createEventNotices(deps: {
  records: EventCancellationsService;
  orders: Pick<OrdersService, 'findByUuid'>;
  buyers: EventBuyers;
  tickets: Pick<TicketsService, 'ofEvent' | 'ofOrder'>;
  users: NoticeUsers;
  wallet: NoticeWallet;
  mailer: Mailer;
  transaction: Transaction;
  log: FastifyBaseLogger;
  /** A notice the mail server refused is sent again after this long (longer each time). */
  noticeRetryMs: number;
  now: () => Date;
}) {
  const { records, orders, transaction, now } = deps;
  const { buyersOf } = deps.buyers;

  /**
   * Queues the notices of the event's change for these orders: one to each buyer, and one to each
   * other user holding valid tickets of the order (each once, however many tickets they hold).
   * `refund`: a cancellation returns the order's money (to the buyer).
   */
  async function queue(
    eventUuid: string,
    kind: EventNoticeRow['kind'],
    told: { order: OrderRow; refund?: boolean }[],
    tx: Tx,
  ): Promise<void> {
    if (told.length === 0) return;
    const orders = new Map(told.map(({ order }) => [order.uuid, order]));
    const holders = new Map<string, Set<string>>();
    for (const ticket of await deps.tickets.ofEvent(eventUuid, tx)) {
      const order = ticket.orderUuid ? orders.get(ticket.orderUuid) : undefined;
      if (!order || ticket.voidedAt || !ticket.holderUuid || ticket.holderUuid === order.userUuid) continue;
      const ofOrder = holders.get(order.uuid) ?? new Set<string>();
      holders.set(order.uuid, ofOrder.add(ticket.holderUuid));
    }
    await records.queueNotices(
      told.flatMap(({ order, refund = false }) => [
        { eventUuid, kind, orderUuid: order.uuid, refund },
        ...[...(holders.get(order.uuid) ?? [])].map((recipientUuid) => ({
          eventUuid,
          kind,
          orderUuid: order.uuid,
          refund,
          recipientUuid,
        })),
      ]),
      tx,
    );
  }

  /**
   * Told by the events domain, in the update's transaction, when an event was saved: a new date, end
   * or venue queues the holders' notices and their wallet passes' updates.
   */
  async function moved(before: EventRow, after: EventRow, tx: Tx): Promise<void> {
    if (!isMove(before, after)) return;
    const holders = (await buyersOf(after.uuid, tx)).filter(holding);
    await queue(after.uuid, 'moved', holders, tx);
    await deps.wallet.eventMoved(after.uuid, tx);
  }

  /** After the update's commit: the wallets of a moved event's passes are told at once. */
  function afterSaved(before: EventRow, after: EventRow): void {
    if (isMove(before, after)) deps.wallet.kick();
  }

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function noticeMail(notice: EventNoticeRow, to: Recipient, event: EventRow) {
    const { language, passedOn } = to;
    const texts = eventNoticeEmailTexts[language];
    const values = {
      event: translate(event.name, language),
      reason: event.cancelReason ?? '',
      order: notice.orderUuid,
      tickets: passedOn?.join(', ') ?? '',
      date: formatPragueDateIn(language, event.startsAt, { time: true }),
      venue: event.venue,
      until: event.refundRequestsUntil
        ? formatPragueDateIn(language, event.refundRequestsUntil, { time: true })
        : '',
    };
    const mayAskRefund =
      to.refundRequests && event.refundRequestsUntil !== null && event.refundRequestsUntil > now();
    const paragraphs =
      notice.kind === 'cancelled'
        ? [
            texts.greeting,
            passedOn ? texts.passedOn.cancelledBody : texts.cancelled.body,
            ...(event.cancelReason ? [texts.cancelled.reason] : []),
            passedOn
              ? notice.refund
                ? texts.passedOn.cancelledRefund
                : texts.passedOn.cancelledNoRefund
              : notice.refund
                ? texts.cancelled.refund
                : texts.cancelled.noRefund,
            texts.signature,
          ]
        : [
            texts.greeting,
            passedOn ? texts.passedOn.movedBody : texts.moved.body,
            texts.moved.valid,
            ...(mayAskRefund
              ? [passedOn ? texts.passedOn.movedRefundRequests : texts.moved.refundRequests]
              : []),
            texts.signature,
          ];
    const filled = paragraphs.map((paragraph) => fillIn(paragraph, values));
    const subject = fillIn(
      notice.kind === 'cancelled' ? texts.cancelled.subject : texts.moved.subject,
      values,
    );
    const text = filled.join('\n\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">${filled
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`;
    return { subject, text, html };
  }

  /**
   * Where the notice goes: the order's e-mail in its language, or the holder's own; null when there
   * is no address, or the holder no longer holds any of the order's tickets (passed on again).
   */
  async function recipientOf(
    notice: EventNoticeRow,
    order: OrderRow,
    users: ReadonlyMap<string, UserRow>,
    tx: Tx,
  ): Promise<Recipient | 'noAddress' | 'notHolder'> {
    const tickets = (await deps.tickets.ofOrder(order.uuid, tx)).filter(
      (ticket) => ticket.eventUuid === notice.eventUuid,
    );
    if (!notice.recipientUuid) {
      if (!order.email) return 'noAddress';
      // Only the tickets the buyer still holds can be asked back (refundRequests.ts).
      const keeps = tickets.some((ticket) => !ticket.voidedAt && ticket.holderUuid === order.userUuid);
      return { email: order.email, language: order.language, passedOn: null, refundRequests: keeps };
    }
    const user = users.get(notice.recipientUuid);
    if (!user) return 'noAddress';
    const codes = tickets
      .filter(
        (ticket) =>
          ticket.holderUuid === user.uuid &&
          // A cancellation's refund voids the tickets before its notice may go out.
          (notice.kind === 'cancelled' || !ticket.voidedAt),
      )
      .map((ticket) => ticket.code);
    if (codes.length === 0) return 'notHolder';
    return { email: user.email, language: user.language, passedOn: codes, refundRequests: true };
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
        const recipients = rows.flatMap((row) => (row.recipientUuid ? [row.recipientUuid] : []));
        const users = new Map(
          (recipients.length > 0 ? await deps.users.findMany([...new Set(recipients)], tx) : []).map(
            (user) => [user.uuid, user],
          ),
        );
        let count = 0;
        for (const notice of rows) {
          const order = await orders.findByUuid(notice.orderUuid, tx);
          const event = events.get(notice.eventUuid);
          if (!order || !event) {
            await records.updateNotice(notice.uuid, { sentAt: now(), lastError: 'noAddress' }, tx);
            continue;
          }
          const to = await recipientOf(notice, order, users, tx);
          if (typeof to === 'string') {
            await records.updateNotice(notice.uuid, { sentAt: now(), lastError: to }, tx);
            continue;
          }
          try {
            await deps.mailer.send({ to: to.email, ...noticeMail(notice, to, event) });
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
                nextAttemptAt: new Date(now().getTime() + deps.noticeRetryMs * 2 ** Math.min(attempts, 10)),
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

  return { queue, moved, afterSaved, sendNotices };
}
