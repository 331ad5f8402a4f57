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
import type { SeasonTicketsService } from '../modules/seasonTickets/seasonTickets.service';
import { derivedUuid, holding, type EventBuyers } from './eventBuyers';

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
 * ticket on may ask for nothing). `season`: the tickets are a season ticket's (no money comes back
 * by itself, none can be asked back).
 */
type Recipient = {
  email: string;
  language: Language;
  passedOn: string[] | null;
  refundRequests: boolean;
  season: boolean;
};

/** A match's ticket from a season ticket hangs off the season's order, not off a ticket line of it. */
const ofSeason = (ticket: { orderLineUuid: string | null }) => ticket.orderLineUuid === null;

/** Whether the update gave the event a new date, end or venue (what its holders must hear of). */
const isMove = (before: EventRow, after: EventRow) =>
  !after.cancelledAt &&
  (before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.venue !== after.venue);

/**
 * The notices e-mailed about a cancelled or moved event (part of the eventCancellation flow): each
 * order's buyer is told, and so is everyone else who holds tickets of the order (passed on to them):
 * they are the ones who come to the match. The orders are those of the event's ticket lines and those
 * of the season seats sold for it (their match tickets hang off the season's order). A move queues
 * the notices (a cancellation queues its own through `queue`), the sweeper sends the due ones; a
 * ticket passed on (again) before its notice went out is told to whoever holds it when it goes.
 */
export function createEventNotices(deps: {
  records: EventCancellationsService;
  orders: Pick<OrdersService, 'findByUuid'>;
  buyers: EventBuyers;
  tickets: Pick<TicketsService, 'ofEvent' | 'ofOrder'>;
  seasons: Pick<SeasonTicketsService, 'seasonOrdersOfEvent'>;
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
   * The orders of the season seats sold for the event (not released for it), but those already
   * told of as buyers of its ticket lines: an order is told of once.
   */
  async function seasonOrders(eventUuid: string, told: readonly { order: OrderRow }[], tx: Tx) {
    const known = new Set(told.map(({ order }) => order.uuid));
    const found: OrderRow[] = [];
    for (const uuid of await deps.seasons.seasonOrdersOfEvent(eventUuid, tx)) {
      const order = known.has(uuid) ? null : await orders.findByUuid(uuid, tx);
      if (order) found.push(order);
    }
    return found;
  }

  /**
   * Told by the events domain, in the update's transaction, when an event was saved: a new date, end
   * or venue queues the holders' notices and their wallet passes' updates.
   */
  async function moved(before: EventRow, after: EventRow, tx: Tx): Promise<void> {
    if (!isMove(before, after)) return;
    const holders = (await buyersOf(after.uuid, tx)).filter(holding);
    const seasons = await seasonOrders(after.uuid, holders, tx);
    await queue(after.uuid, 'moved', [...holders, ...seasons.map((order) => ({ order }))], tx);
    await deps.wallet.eventMoved(after.uuid, tx);
  }

  /** After the update's commit: the wallets of a moved event's passes are told at once. */
  function afterSaved(before: EventRow, after: EventRow): void {
    if (isMove(before, after)) deps.wallet.kick();
  }

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function noticeMail(notice: EventNoticeRow, to: Recipient, event: EventRow) {
    const { language, passedOn, season } = to;
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
            passedOn
              ? texts.passedOn.cancelledBody
              : season
                ? texts.season.cancelledBody
                : texts.cancelled.body,
            ...(event.cancelReason ? [texts.cancelled.reason] : []),
            season
              ? passedOn
                ? texts.season.passedOnCancelled
                : texts.season.cancelled
              : passedOn
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
      // Only the tickets of ticket lines the buyer still holds can be asked back (refundRequests.ts).
      const keeps = tickets.some(
        (ticket) => !ticket.voidedAt && ticket.holderUuid === order.userUuid && !ofSeason(ticket),
      );
      return {
        email: order.email,
        language: order.language,
        passedOn: null,
        refundRequests: keeps,
        season: tickets.length > 0 && tickets.every(ofSeason),
      };
    }
    const user = users.get(notice.recipientUuid);
    if (!user) return 'noAddress';
    const held = heldBy(tickets, notice).filter((ticket) => ticket.holderUuid === user.uuid);
    if (held.length === 0) return 'notHolder';
    return {
      email: user.email,
      language: user.language,
      passedOn: held.map((ticket) => ticket.code),
      refundRequests: true,
      season: held.every(ofSeason),
    };
  }

  /**
   * The tickets the notice tells their holders of: the valid ones, and for a cancellation those it
   * voided too (its refund, or a season seat's at once, before the notice may go out), not those
   * voided before it (refunded or released earlier: nothing to tell of them).
   */
  const heldBy = <T extends { voidedAt: Date | null }>(
    tickets: T[],
    notice: Pick<EventNoticeRow, 'kind' | 'createdAt'>,
  ) =>
    tickets.filter(
      (ticket) => !ticket.voidedAt || (notice.kind === 'cancelled' && ticket.voidedAt >= notice.createdAt),
    );

  /**
   * Whoever holds the order's tickets of the event when one of its notices goes out and has no
   * notice of this change gets one (a ticket passed on, again, after the notices were queued). Its
   * uuid is made of the change (kind, and when its notices were queued) and the holder, so however
   * many servers and notices find the same holder, they are told once. Answers how many were queued.
   */
  async function followHolders(notice: EventNoticeRow, order: OrderRow, tx: Tx): Promise<number> {
    const tickets = (await deps.tickets.ofOrder(order.uuid, tx)).filter(
      (ticket) => ticket.eventUuid === notice.eventUuid,
    );
    const holders = new Set(
      heldBy(tickets, notice).flatMap((ticket) =>
        ticket.holderUuid && ticket.holderUuid !== order.userUuid ? [ticket.holderUuid] : [],
      ),
    );
    if (holders.size === 0) return 0;
    const told = new Set(await records.noticeRecipientsSince(notice, notice.createdAt, tx));
    let queued = 0;
    for (const recipientUuid of holders) {
      if (told.has(recipientUuid)) continue;
      const { eventUuid, kind, orderUuid, refund, createdAt } = notice;
      await records.queueNoticeOnce(
        {
          uuid: derivedUuid(
            'eventNotice',
            eventUuid,
            orderUuid,
            kind,
            createdAt.toISOString(),
            recipientUuid,
          ),
          eventUuid,
          kind,
          orderUuid,
          refund,
          recipientUuid,
          // Of the same change: a later hand-over is measured against the same moment.
          createdAt,
          nextAttemptAt: now(),
        },
        tx,
      );
      queued++;
    }
    return queued;
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
        let followed = 0;
        for (const notice of rows) {
          const order = await orders.findByUuid(notice.orderUuid, tx);
          const event = events.get(notice.eventUuid);
          if (!order || !event) {
            await records.updateNotice(notice.uuid, { sentAt: now(), lastError: 'noAddress' }, tx);
            continue;
          }
          followed += await followHolders(notice, order, tx);
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
        return { taken: rows.length, count, followed };
      });
      sent += batch.count;
      // The new holders' notices are due now: sent in this turn too.
      if (batch.taken < 50 && batch.followed === 0) return sent;
    }
  }

  return { queue, seasonOrders, moved, afterSaved, sendNotices };
}
