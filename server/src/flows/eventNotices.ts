import type { FastifyBaseLogger } from 'fastify';
import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { eventNoticeEmailTexts, fillIn } from '@tribuna/common/i18n/eventNoticeEmail';
import { translate } from '@tribuna/common/schemas/common';
import type { Tx } from '../db/client';
import type { EventNoticeRow, EventRow, OrderRow } from '../db/schema';
import type { Transaction } from '../domain';
import type { Mailer } from '../integrations/mail/mail';
import type { EventCancellationsService } from '../modules/events/eventCancellations.service';
import type { OrdersService } from '../sales/orders/orders.service';
import { holding, type EventBuyers } from './eventBuyers';

/**
 * The notices e-mailed to the buyers of a cancelled or moved event (part of the eventCancellation
 * flow): a move queues each holder's notice (a cancellation queues its own), the sweeper sends the
 * due ones.
 */
export function createEventNotices(deps: {
  records: EventCancellationsService;
  orders: Pick<OrdersService, 'findByUuid'>;
  buyers: EventBuyers;
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
   * Told by the events domain, in the update's transaction, when an event got a new date, end or
   * venue: each holder's notice is queued.
   */
  async function moved(before: EventRow, after: EventRow, tx: Tx): Promise<void> {
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
  }

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

  return { moved, sendNotices };
}
