import { seatText } from '@tribuna/common/i18n/tickets';
import type { Language } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { SeasonTicketsContext, Ticket } from './context';

/** What an order line of a season seat keeps (made by `priceLine`, never by the buyer). */
export interface SeasonLineData {
  seasonTicketUuid: string;
  token: string;
  seatId: string;
  /** The season's events the seat is sold for (those not started when it was priced). */
  eventUuids: string[];
  priceUuid: string;
}

export function seasonLineDataOf(data: unknown): SeasonLineData {
  const value = data as Partial<SeasonLineData> | null | undefined;
  if (!value?.token || !value.seatId || !Array.isArray(value.eventUuids) || !value.priceUuid)
    throw new Error('A season seat line without its seat');
  return value as SeasonLineData;
}

/**
 * What the `season_ticket` order line does (sales/kinds/seasonTicket.ts): the held seat priced,
 * kept held while it is paid, booked in every event of the season at once (all or none) with a
 * ticket per event, and taken back whole by a refund.
 */
export function createSeasonLine(ctx: SeasonTicketsContext) {
  const { repo, seating, acrossEvents, tickets, clock } = ctx;

  return {
    /**
     * The line of the caller's hold: the price of the plan in the order's currency and a name with
     * the seat. `holdTokenInvalid` when the hold is not the caller's, of this season, or in force.
     */
    async priceLine(
      seasonUuid: string,
      token: string | undefined,
      order: { userUuid: string | null; currency: Currency; language: Language; tx: Tx },
    ) {
      if (!order.userUuid)
        throw new ProductError('unauthorized', undefined, 'A season seat is bought by a signed-in user.');
      const hold = token ? await repo.findHold(token, order.tx) : null;
      if (!hold || hold.userUuid !== order.userUuid || hold.seasonTicketUuid !== seasonUuid)
        throw new ProductError('holdTokenInvalid', { holdToken: token ?? null, reason: 'unknown' });
      if (hold.expiresAt <= clock())
        throw new ProductError('holdTokenInvalid', { holdToken: token, reason: 'expired' });
      const season = await ctx.requireSeason(seasonUuid, order.tx);
      const events = ctx.remaining(await ctx.eventsOfSeason(seasonUuid, order.tx));
      if (events.length === 0) throw new ProductError('eventAlreadyEnded', { uuid: seasonUuid });
      const { price } = await ctx.priceOf(season.subscriptionUuid, order.tx);
      if (!price)
        throw new ProductError('currencyNotSupported', {
          currency: order.currency,
          seasonTicketUuid: seasonUuid,
        });
      const sale = await ctx.subscriptions.forSale(price.uuid, order.currency, order.language, order.tx);
      if (sale.amount === null)
        throw new ProductError('currencyNotSupported', { currency: order.currency, priceUuid: price.uuid });
      const place = await ctx.placeOf(events[0]!.uuid, hold.seatId, order.language, order.tx);
      const where = seatText(order.language, {
        section: place.sectionName,
        row: place.row,
        seatLabel: place.label,
      });
      return {
        unitAmount: sale.amount,
        label: `${sale.label} – ${where}`,
        data: {
          seasonTicketUuid: seasonUuid,
          token: hold.token,
          seatId: hold.seatId,
          eventUuids: events.map((event) => event.uuid),
          priceUuid: price.uuid,
        } satisfies SeasonLineData as Record<string, unknown>,
      };
    },

    /**
     * A payment starts: the seat stays held in every event while the buyer is at the gateway (a
     * renewal's hold is never shortened). `seatsAlreadyOccupied` when it was lost meanwhile.
     */
    async holdForPayment(line: { data: unknown }, until: Date, tx: Tx) {
      const data = seasonLineDataOf(line.data);
      const hold = await repo.findHold(data.token, tx);
      const end = hold && hold.expiresAt > until ? hold.expiresAt : until;
      const { held, blocking } = await acrossEvents.hold(data.eventUuids, data.seatId, data.token, end, tx);
      if (!held)
        throw new ProductError('seatsAlreadyOccupied', { objects: [data.seatId], eventUuids: blocking });
      if (hold) await repo.setHoldExpiry(data.token, end, tx);
    },

    /**
     * The paid line: the seat booked for the order in every event (also after its hold lapsed, if
     * nobody took it), one ticket per event held by the buyer, the membership given. Once per line.
     */
    async fulfilLine(order: OrderRow, line: OrderLineRow, tx: Tx) {
      if (await repo.seatOfLine(line.uuid, tx)) return;
      if (!order.userUuid) throw new Error(`Order ${order.uuid} sells a season seat to nobody`);
      const data = seasonLineDataOf(line.data);
      // Read after the lock: a match cancelled meanwhile gets no ticket (its cancellation voids
      // those it finds, and it finds these only once they are committed).
      await ctx.events.shareEvents(data.eventUuids, tx);
      const events = (await ctx.eventRowsOf(data.eventUuids, tx)).filter((event) => !event.cancelledAt);
      const booked = await acrossEvents.book(
        events.map((event) => event.uuid),
        data.seatId,
        data.token,
        order.uuid,
        tx,
      );
      if (!booked) throw new ProductError('seatsAlreadyOccupied', { objects: [data.seatId] });
      const seat = await repo.insertSeat(
        {
          seasonTicketUuid: data.seasonTicketUuid,
          seatId: data.seatId,
          userUuid: order.userUuid,
          orderUuid: order.uuid,
          orderLineUuid: line.uuid,
        },
        tx,
      );
      const issued: { seasonSeatUuid: string; eventUuid: string; ticketUuid: string }[] = [];
      const places = new Map(
        (
          await acrossEvents.places(
            events.map((event) => event.uuid),
            data.seatId,
            tx,
          )
        ).map((p) => [p.event_uuid, p]),
      );
      for (const event of events) {
        const place = places.get(event.uuid);
        const ticket = await tickets.issue(
          {
            eventUuid: event.uuid,
            category: place?.category ?? '',
            seatId: data.seatId,
            section: place?.section ?? null,
            row: place?.row ?? null,
            seatLabel: place?.label ?? null,
          },
          { orderUuid: order.uuid, orderLineUuid: null, holderUuid: order.userUuid },
          tx,
        );
        if (!ticket)
          throw new ProductError('ticketAlreadyExists', { eventUuid: event.uuid, seatId: data.seatId });
        issued.push({ seasonSeatUuid: seat.uuid, eventUuid: event.uuid, ticketUuid: ticket.uuid });
      }
      await repo.insertSeatEvents(issued, tx);
      await repo.deleteHold(data.token, tx);
      try {
        await ctx.subscriptions.activate(
          {
            userUuid: order.userUuid,
            priceUuid: data.priceUuid,
            source: { type: 'order', uuid: order.uuid },
            offSale: true,
          },
          tx,
        );
      } catch (error) {
        // A second seat of the same season (or a plan whose features the buyer has already): the
        // membership is theirs once; the seat is what this line sells.
        if (
          !(error instanceof ProductError) ||
          (error.errorName !== 'subscriptionAlreadyExists' &&
            error.errorName !== 'subscriptionPreventedByCurrentSubscription')
        )
          throw error;
      }
    },

    /** A pending order given up before its expiry: the seat held for it is let go of (not a renewal's). */
    async releaseLine(order: OrderRow, line: OrderLineRow, tx: Tx) {
      if (order.expiresAt <= clock()) return;
      const data = seasonLineDataOf(line.data);
      const hold = await repo.findHold(data.token, tx);
      if (hold?.kind !== 'sale') return;
      await seating.releaseHold(data.token, tx);
      await repo.deleteHold(data.token, tx);
    },

    /** A ticket of the seat checked in at the gate is refunded only when staff say so. */
    async refundCheck(line: OrderLineRow, allowUsed: boolean, tx: Tx) {
      const seat = await repo.seatOfLine(line.uuid, tx);
      if (!seat || allowUsed) return;
      for (const seatEvent of await repo.seatEventsOf([seat.uuid], tx)) {
        const ticket = await tickets.findByUuid(seatEvent.ticketUuid, tx);
        if (ticket?.checkedAt && !seatEvent.releasedAt)
          throw new ProductError('ticketAlreadyUsed', {
            orderLineUuid: line.uuid,
            code: ticket.code,
            checkedAt: ticket.checkedAt.toISOString(),
          });
      }
    },

    /**
     * The refunded line: every ticket of the seat voided, the seat freed in each event it still
     * held, the membership ended as staff chose. Never throws for what changed since the check.
     */
    async takeBackLine(
      order: OrderRow,
      line: OrderLineRow,
      options: { reason: string; membershipEnd: 'now' | 'periodEnd' },
      tx: Tx,
    ) {
      const found = await repo.seatOfLine(line.uuid, tx);
      const seat = found && (await repo.lockSeat(found.uuid, tx));
      if (!seat || seat.status !== 'active') return;
      const freed: string[] = [];
      for (const seatEvent of await repo.seatEventsOf([seat.uuid], tx)) {
        if (seatEvent.releasedAt) continue;
        await tickets.voidTicket(seatEvent.ticketUuid, options.reason, tx);
        await seating.releaseBooked(seatEvent.eventUuid, [seat.seatId], order.uuid, tx);
        freed.push(seatEvent.eventUuid);
      }
      await repo.setSeatStatus(seat.uuid, 'refunded', tx);
      const membership = await ctx.subscriptions.membershipOfOrder(order.uuid, tx);
      if (membership) {
        const at = options.membershipEnd === 'periodEnd' && membership.validTo ? membership.validTo : clock();
        await ctx.subscriptions.endAt(membership.uuid, at, tx);
      }
      return freed;
    },

    /** The tickets of a paid line, for the confirmation e-mail. */
    async ticketsOfLine(orderLineUuid: string) {
      const seat = await repo.seatOfLine(orderLineUuid);
      if (!seat) return [];
      const rows = await Promise.all(
        (await repo.seatEventsOf([seat.uuid])).map((e) => tickets.findByUuid(e.ticketUuid)),
      );
      return rows.filter((row): row is Ticket => row !== null);
    },
    pdf: (rows: Ticket[], language: Language) => tickets.pdf(rows, language),
    offerReturnedPlaces: (eventUuid: string) => ctx.offerReturnedPlaces?.(eventUuid),
  };
}
