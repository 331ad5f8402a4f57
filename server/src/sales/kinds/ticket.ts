import { saleStateAt } from '@tribuna/common/events';
import { seatText, ticketPdfFileName, ticketTexts } from '@tribuna/common/i18n/tickets';
import { translate } from '@tribuna/common/schemas/common';
import type { Tx } from '../../db/client';
import { ProductError } from '../../errors';
import type { LineKind } from '../lineKind';
import type { SeatingService } from '../../modules/seating/seating.service';
import type { Admissions } from '../../modules/tickets/admissions';
import type { TicketEvents, TicketPlace, TicketsService } from '../../modules/tickets/tickets.service';

/**
 * The order line kind of tickets: `refUuid` is the event, one line a ticket. A seated event's lines
 * come from a seat hold (`data` is the seat); a general-admission event's lines name a category
 * (`option` of the line input, kept as `data.category`) and hold a place of it while pending.
 */
export const TICKET_LINE_KIND = 'ticket';

/** What a ticket line keeps of its seat (made by `fromHold`, never by the buyer). */
interface SeatData {
  seatId: string;
  section: string;
  row: string;
  seatLabel: string;
  category: string;
}

/** What a general-admission ticket line keeps (made by `price` from a category the event has). */
interface AdmissionData {
  admission: true;
  category: string;
}

type TicketData = SeatData | AdmissionData;

/** Where the seat of a ticket line is (no seat for general admission). */
export function placeOfTicketLine(line: { refUuid: string; data: unknown }): TicketPlace {
  const data = ticketDataOf(line.data);
  if ('admission' in data)
    return {
      eventUuid: line.refUuid,
      category: data.category,
      seatId: null,
      section: null,
      row: null,
      seatLabel: null,
    };
  return {
    eventUuid: line.refUuid,
    category: data.category,
    seatId: data.seatId,
    section: data.section,
    row: data.row,
    seatLabel: data.seatLabel,
  };
}

/**
 * A category's price in the order's currency. A category without one (0) is not sold in that
 * currency, never charged in the other one.
 */
function amountIn(category: { key: string; priceCzk: number; priceEur: number }, currency: 'CZK' | 'EUR') {
  const amount = currency === 'EUR' ? category.priceEur : category.priceCzk;
  if (amount <= 0) throw new ProductError('currencyNotSupported', { currency, category: category.key });
  return amount;
}

function ticketDataOf(data: unknown): TicketData {
  const value = data as Partial<SeatData & AdmissionData> | null | undefined;
  if (value?.admission === true && typeof value.category === 'string')
    return { admission: true, category: value.category };
  if (!value?.seatId || !value.category)
    throw new ProductError(
      'badRequest',
      { kind: TICKET_LINE_KIND },
      'Tickets are ordered from a seat hold, or by category for general admission.',
    );
  return value as SeatData;
}

function seatOf(data: unknown): SeatData | null {
  const value = ticketDataOf(data);
  return 'admission' in value ? null : value;
}

/**
 * Selling tickets through orders (the `ticket` line kind). An order made from a hold token has a
 * line per held seat, priced from the event's category in the order's currency. Starting a payment
 * extends the hold (no cut-off at the gateway). Acceptance books the seats for the order, also when
 * the hold lapsed meanwhile if they are still free; when another buyer has one of them, fulfilling
 * throws and the orders domain flags the paid order for staff. Each booked seat gets a ticket.
 */
export function createTicketKind(deps: {
  /** General-admission places held by pending lines. */
  admissions: Admissions;
  seating: Pick<
    SeatingService,
    | 'heldByToken'
    | 'extendHold'
    | 'seatsOfToken'
    | 'bookSeats'
    | 'releaseHold'
    | 'releaseOrder'
    | 'releaseBooked'
  >;
  events: TicketEvents;
  tickets: TicketsService;
  /** The largest presale limit of the user's presale features; null without one. */
  presaleLimit: (userUuid: string, tx?: Tx) => Promise<number | null>;
  /** How long the seats stay held from the start of a payment. */
  paymentHoldMs: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function eventFor(eventUuid: string, tx?: Tx) {
    const found = await deps.events.forTickets(eventUuid, tx);
    if (!found || !found.event.published) throw new ProductError('eventNotFound', { uuid: eventUuid });
    if (found.event.cancelledAt) throw new ProductError('eventCancelled', { uuid: eventUuid });
    return found;
  }

  /** Nothing of a cancelled event is sold: no order, no payment, no ticket (a late payment is refunded). */
  async function refuseCancelled(eventUuids: Iterable<string>, tx?: Tx) {
    for (const eventUuid of new Set(eventUuids))
      if ((await deps.events.forTickets(eventUuid, tx))?.event.cancelledAt)
        throw new ProductError('eventCancelled', { uuid: eventUuid });
  }

  const lineKind: LineKind = {
    async fromHold(holdToken, ctx) {
      const seats = await deps.seating.heldByToken(ctx.userUuid, holdToken, ctx.tx);
      return seats.map((seat) => ({
        refUuid: seat.eventUuid,
        data: {
          seatId: seat.id,
          section: seat.section,
          row: seat.row,
          seatLabel: seat.label,
          category: seat.category,
        } satisfies SeatData,
      }));
    },

    async price(refUuid, currency, ctx) {
      if (ctx.quantity !== 1)
        throw new ProductError('badRequest', { quantity: ctx.quantity }, 'One line a ticket.');
      const { event, categories, seated } = await eventFor(refUuid, ctx.tx);
      if (saleStateAt(event, now()) === 'ended')
        throw new ProductError('eventAlreadyEnded', { uuid: refUuid });
      if (!ctx.data) {
        // General admission: the buyer names a category of an event without a seating plan.
        if (seated)
          throw new ProductError(
            'badRequest',
            { uuid: refUuid, reason: 'seated' },
            'Seats come from a hold.',
          );
        const category = categories.find((c) => c.key === ctx.option);
        if (!category)
          throw new ProductError('badRequest', { category: ctx.option ?? null, reason: 'unknownCategory' });
        const categoryName = translate(category.name, ctx.language);
        return {
          unitAmount: amountIn(category, currency),
          label: `${ticketTexts[ctx.language].title}: ${translate(event.name, ctx.language)} (${categoryName})`,
          data: { admission: true, category: category.key } satisfies AdmissionData,
        };
      }
      const seat = seatOf(ctx.data);
      if (!seat) throw new ProductError('badRequest', { kind: TICKET_LINE_KIND });
      const category = categories.find((c) => c.key === seat.category);
      if (!category)
        throw new ProductError('badRequest', { category: seat.category, reason: 'unknownCategory' });
      const sections = await deps.events.sectionNames(refUuid, ctx.tx);
      const sectionName = sections.get(seat.section);
      const where = seatText(ctx.language, {
        section: sectionName ? translate(sectionName, ctx.language) : seat.section,
        row: seat.row,
        seatLabel: seat.seatLabel,
      });
      const categoryName = translate(category.name, ctx.language);
      return {
        unitAmount: amountIn(category, currency),
        label: `${ticketTexts[ctx.language].title}: ${translate(event.name, ctx.language)} – ${where} (${categoryName})`,
      };
    },

    /**
     * In an event's members' presale, a buyer with a presale feature may have up to its limit of the
     * event's tickets, those bought before included (`preSalesLimitReached`); others none.
     */
    async validate(lines, ctx) {
      const perEvent = new Map<string, number>();
      for (const line of lines) perEvent.set(line.refUuid, (perEvent.get(line.refUuid) ?? 0) + line.quantity);
      for (const [eventUuid, count] of perEvent) {
        const { event } = await eventFor(eventUuid, ctx.tx);
        const state = saleStateAt(event, now());
        if (state === 'onSale') continue;
        if (state !== 'presale' || !ctx.userUuid)
          throw new ProductError('eventNotOnSale', { uuid: eventUuid, availability: state });
        const limit = await deps.presaleLimit(ctx.userUuid, ctx.tx);
        if (limit === null)
          throw new ProductError('eventNotOnSale', { uuid: eventUuid, availability: state });
        const owned = await deps.tickets.countOfUser(ctx.userUuid, eventUuid, ctx.tx);
        if (owned + count > limit)
          throw new ProductError('preSalesLimitReached', { limit, owned, requested: count });
      }
    },

    async beforePayment(order, lines, tx) {
      await refuseCancelled(
        lines.map((line) => line.refUuid),
        tx,
      );
      if (!order.holdToken) return;
      await deps.seating.extendHold(order.holdToken, new Date(now().getTime() + deps.paymentHoldMs), tx);
      const held = new Set(
        (await deps.seating.seatsOfToken(order.holdToken, tx)).map((seat) => `${seat.event_uuid}/${seat.id}`),
      );
      const lost = lines.flatMap((line) => {
        const seat = seatOf(line.data);
        return seat && !held.has(`${line.refUuid}/${seat.seatId}`) ? [seat.seatId] : [];
      });
      if (lost.length > 0) throw new ProductError('seatsAlreadyOccupied', { objects: lost.sort() });
    },

    async reserve(_order, line, tx) {
      const data = ticketDataOf(line.data);
      if ('admission' in data) await deps.admissions.reserve(line.uuid, line.refUuid, data.category, tx);
    },

    async release(_order, line, tx) {
      if ('admission' in ticketDataOf(line.data)) await deps.admissions.release(line.uuid, tx);
    },

    async fulfil(order, line, tx) {
      if (await deps.tickets.findByLine(line.uuid, tx)) return;
      // A payment confirmed after the event was cancelled: the order is flagged paidNotFulfilled and
      // the cancellation's job refunds it (flows/eventCancellation.ts).
      await refuseCancelled([line.refUuid], tx);
      const seat = seatOf(line.data);
      if (!seat) {
        const { category } = placeOfTicketLine(line);
        await deps.admissions.deliver(line.uuid, line.refUuid, category, tx);
        if (
          !(await deps.tickets.issue(
            placeOfTicketLine(line),
            { orderUuid: order.uuid, orderLineUuid: line.uuid, holderUuid: order.userUuid },
            tx,
          ))
        )
          throw new ProductError('ticketAlreadyExists', { orderLineUuid: line.uuid });
        return;
      }
      const booked = await deps.seating.bookSeats(
        line.refUuid,
        [seat.seatId],
        order.holdToken ?? '',
        order.uuid,
        tx,
      );
      if (!booked) throw new ProductError('seatsAlreadyOccupied', { objects: [seat.seatId] });
      if (
        !(await deps.tickets.issue(
          placeOfTicketLine(line),
          { orderUuid: order.uuid, orderLineUuid: line.uuid, holderUuid: order.userUuid },
          tx,
        ))
      )
        throw new ProductError('ticketAlreadyExists', { seatId: seat.seatId });
    },

    /**
     * A pending order given up before its expiry: the seats its hold still holds are let go of. An
     * expired one leaves them to lapse by time: the same token may hold seats of a newer order.
     */
    async onRejected(order, _line, tx) {
      if (order.holdToken && order.expiresAt > now()) await deps.seating.releaseHold(order.holdToken, tx);
    },

    /** A ticket checked in at the gate is refunded only when staff say so. */
    async refundCheck(_order, line, options, tx) {
      const ticket = await deps.tickets.findByLine(line.uuid, tx);
      if (ticket?.checkedAt && !options.allowUsedTickets)
        throw new ProductError('ticketAlreadyUsed', {
          orderLineUuid: line.uuid,
          code: ticket.code,
          checkedAt: ticket.checkedAt.toISOString(),
        });
    },

    /**
     * While the refund waits for the gateway (seconds, or hours when its answer is lost), the line's
     * ticket is voided with the reason `refundPending`: the gate refuses it, online and in its list.
     * Its seat stays booked. A gate that admitted the ticket since the check wins: the refund is
     * refused as the check would have refused it.
     */
    async withhold(_order, line, options, tx) {
      if (await deps.tickets.withholdOfLine(line.uuid, options.allowUsedTickets, tx)) return;
      const ticket = await deps.tickets.findByLine(line.uuid, tx);
      if (ticket && !ticket.voidedAt && ticket.checkedAt && !options.allowUsedTickets)
        throw new ProductError('ticketAlreadyUsed', {
          orderLineUuid: line.uuid,
          code: ticket.code,
          checkedAt: ticket.checkedAt.toISOString(),
        });
    },

    /** The refund was declined: the ticket is valid again (online, and in the gate's list at its next sync). */
    async restore(_order, line, _options, tx) {
      await deps.tickets.restoreOfLine(line.uuid, tx);
    },

    /**
     * The refunded line's ticket is voided for good with the refund's reason (invalid at the gate)
     * and its seat, or its place of the category, is on sale again.
     */
    async takeBack(order, line, options, tx) {
      const voided = await deps.tickets.voidOfLine(line.uuid, options.reason, tx);
      const data = ticketDataOf(line.data);
      if ('admission' in data) {
        // Given back once: only by the refund that voided the ticket.
        if (voided) await deps.admissions.giveBack(line.refUuid, data.category, tx);
        return;
      }
      await deps.seating.releaseBooked(line.refUuid, [data.seatId], order.uuid, tx);
    },

    async attachments(order, line) {
      const ticket = await deps.tickets.findByLine(line.uuid);
      // Passed on since (a confirmation sent again): its PDF is the new holder's, whose code admits.
      if (!ticket || (ticket.version > 1 && ticket.holderUuid !== order.userUuid)) return [];
      return [
        {
          filename: ticketPdfFileName(ticket.code),
          content: await deps.tickets.pdf([ticket], order.language),
          contentType: 'application/pdf',
        },
      ];
    },
  };

  return { kind: TICKET_LINE_KIND, lineKind };
}

export type TicketKind = ReturnType<typeof createTicketKind>;
