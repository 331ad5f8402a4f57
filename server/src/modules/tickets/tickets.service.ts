import { randomBytes, randomUUID } from 'node:crypto';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { Tx } from '../../db/client';
import type { AdminTicketListQuery } from '@tribuna/common/schemas/tickets';
import type { EventCategoryRow, EventRow, OrderLineRow, OrderRow, TicketRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { createSectionNaming } from './sectionNames';
import { renderTicketPdf, type TicketPage } from './ticketPdf';
import type { TicketSigner } from './ticketSigning';
import type { TicketsRepository } from './tickets.repository';

/** Ticket codes: ten letters of the voucher codes' alphabet (no 0/O, 1/I), 50 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export function generateTicketCode(random: (size: number) => Buffer = randomBytes): string {
  let code = '';
  for (const byte of random(CODE_LENGTH)) code += CODE_ALPHABET[byte & 31];
  return code;
}

/** Where a ticket admits to: a seat of a seated event, or a category's admission (no seat). */
export interface TicketPlace {
  eventUuid: string;
  category: string;
  seatId: string | null;
  section: string | null;
  row: string | null;
  seatLabel: string | null;
}

/** What tickets need of the events and seating domains (their services answer it). */
export interface TicketEvents {
  forTickets(
    eventUuid: string,
    tx?: Tx,
  ): Promise<{ event: EventRow; categories: EventCategoryRow[]; seated: boolean } | null>;
  sectionNames(eventUuid: string, tx?: Tx): Promise<Map<string, LocaleMap>>;
}

/**
 * Tickets: issued when an order with ticket lines is accepted (one a seat or admission) or by
 * staff; each has a code and a QR payload signed with the ticket key (ticketSigning.ts).
 */
export function createTicketsService(deps: {
  tickets: TicketsRepository;
  signer: TicketSigner;
  events: TicketEvents;
  /** An order and its ticket lines (the orders domain answers it); null when there is no such order. */
  ticketLinesOf: (orderUuid: string, tx?: Tx) => Promise<{ order: OrderRow; lines: OrderLineRow[] } | null>;
  /** The uuids of the user's orders that were not rejected (the orders domain answers it). */
  orderUuidsOfUser: (userUuid: string, tx?: Tx) => Promise<readonly string[]>;
  /** Where a ticket line's seat is (the ticket line kind reads its own line data). */
  placeOfLine: (line: OrderLineRow) => TicketPlace;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const { tickets, signer } = deps;
  const withSectionNames = createSectionNaming(deps.events);

  /** The event and the category free tickets are issued for; catalogue errors otherwise. */
  async function requireCategory(eventUuid: string, category: string, tx?: Tx) {
    const found = await deps.events.forTickets(eventUuid, tx);
    if (!found) throw new ProductError('eventNotFound', { uuid: eventUuid });
    if (!found.categories.some((c) => c.key === category))
      throw new ProductError('badRequest', { category, reason: 'unknownCategory' });
  }

  const freePlace = (eventUuid: string, category: string): TicketPlace => ({
    eventUuid,
    category,
    seatId: null,
    section: null,
    row: null,
    seatLabel: null,
  });

  /** Issues one ticket; answers null when its order line (or seat) has one already. */
  async function issue(
    place: TicketPlace,
    origin: {
      orderUuid: string | null;
      orderLineUuid: string | null;
      holderName?: string | null;
      /** The user who holds it: the order's buyer (null: a free ticket, an anonymous order). */
      holderUuid?: string | null;
    },
    tx?: Tx,
  ): Promise<TicketRow | null> {
    const uuid = randomUUID();
    const code = generateTicketCode();
    const qrPayload = signer.sign({ v: 1, e: place.eventUuid, t: uuid, c: code, s: place.seatId, n: 1 });
    return tickets.insert(
      {
        uuid,
        code,
        eventUuid: place.eventUuid,
        orderUuid: origin.orderUuid,
        orderLineUuid: origin.orderLineUuid,
        seatId: place.seatId,
        section: place.section,
        row: place.row,
        seatLabel: place.seatLabel,
        category: place.category,
        holderName: origin.holderName ?? null,
        holderUuid: origin.holderUuid ?? null,
        qrPayload,
      },
      tx,
    );
  }

  /** The pages of these tickets' PDF, in the language. */
  async function pages(rows: TicketRow[], language: Language): Promise<TicketPage[]> {
    const byEvent = new Map<
      string,
      { event: EventRow; categories: EventCategoryRow[]; sections: Map<string, LocaleMap> }
    >();
    const result: TicketPage[] = [];
    for (const row of rows) {
      let info = byEvent.get(row.eventUuid);
      if (!info) {
        const found = await deps.events.forTickets(row.eventUuid);
        if (!found) throw new ProductError('eventNotFound', { uuid: row.eventUuid });
        info = { ...found, sections: await deps.events.sectionNames(row.eventUuid) };
        byEvent.set(row.eventUuid, info);
      }
      const category = info.categories.find((c) => c.key === row.category);
      const sectionName = row.section ? info.sections.get(row.section) : undefined;
      result.push({
        code: row.code,
        qrPayload: row.qrPayload,
        eventName: translate(info.event.name, language),
        startsAt: info.event.startsAt,
        venue: info.event.venue,
        section: sectionName ? translate(sectionName, language) : row.section,
        row: row.row,
        seatLabel: row.seatLabel,
        categoryName: category ? translate(category.name, language) : row.category,
        holderName: row.holderName,
      });
    }
    return result;
  }

  return {
    issue,
    signer,
    // Tickets are issued only as an order is accepted or granted, and such an order is never
    // rejected afterwards: the user's orders that were not rejected hold all their tickets.
    countOfUser: async (userUuid: string, eventUuid: string, tx?: Tx) =>
      tickets.countOfOrdersAt(eventUuid, await deps.orderUuidsOfUser(userUuid, tx), tx),
    findByLine: (orderLineUuid: string, tx?: Tx) => tickets.findByLine(orderLineUuid, tx),
    findByUuid: (uuid: string, tx?: Tx) => tickets.findByUuid(uuid, tx),
    /**
     * Voids a ticket not voided nor admitted yet (a season seat released for one event): the gate
     * refuses it from now on, online and in its list. Null when it was voided or admitted already,
     * or passed on since `version` (when given).
     */
    voidTicket: (uuid: string, reason: string, tx: Tx, version?: number) =>
      tickets.voidUnused(uuid, reason, tx, version),
    /**
     * Voids the ticket of a refunded order line: from now on the gate answers it invalid (online,
     * and in its list at the next download). Answers the ticket, or null when the line has none
     * (or it was voided already).
     */
    voidOfLine: (orderLineUuid: string, reason: string, tx: Tx) =>
      tickets.voidOfLine(orderLineUuid, reason, tx),
    /**
     * Voids the ticket of an order line while its refund waits for the gateway (invalid at the gate,
     * online and in its list). Answers the ticket, or null when the line has none, it was voided
     * already, or it was used at the gate and `allowUsed` is false.
     */
    withholdOfLine: (orderLineUuid: string, allowUsed: boolean, tx: Tx) =>
      tickets.withholdOfLine(orderLineUuid, allowUsed, tx),
    /** The refund was declined: the ticket its wait voided is valid again (online, and in the list). */
    restoreOfLine: (orderLineUuid: string, tx: Tx) => tickets.restoreOfLine(orderLineUuid, tx),
    ofOrder: (orderUuid: string, tx?: Tx) => tickets.ofOrder(orderUuid, tx),
    /** Every ticket of the event (voided and passed on ones too). */
    ofEvent: (eventUuid: string, tx?: Tx) => tickets.ofEvent(eventUuid, tx),
    /** How many tickets these orders delivered. */
    countOfOrders: (orderUuids: readonly string[]) => tickets.countOfOrders(orderUuids),
    list: async (query: AdminTicketListQuery) => tickets.list(query),
    withSectionNames,
    soldCounts: (eventUuids: readonly string[]) => tickets.soldCounts(eventUuids),

    /** The CSV of the back office (UTF-8 with a byte order mark, so spreadsheet programs read the diacritics). */
    async csv(query: Omit<AdminTicketListQuery, 'limit' | 'offset'>, language: Language): Promise<string> {
      const rows = await withSectionNames(await tickets.all(query), language);
      const cell = (value: string | null) => {
        const text = value ?? '';
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const lines = rows.map((row) =>
        [
          row.code,
          row.category,
          row.section,
          row.row,
          row.seatLabel,
          row.holderName,
          row.orderUuid,
          row.checkedAt?.toISOString() ?? null,
          row.createdAt.toISOString(),
        ]
          .map(cell)
          .join(','),
      );
      const header = 'code,category,section,row,seat,holderName,orderUuid,checkedAt,createdAt';
      return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
    },

    /**
     * `POST /admin/order/generate/ticket`: the tickets a paid order's ticket lines lack (one failed
     * to be issued). `ticketOderDoesNotExistsBadRequest` for no such order or one without tickets,
     * `orderPaymentStatusConflict` for an unpaid one, `ticketAlreadyExists` when none is missing.
     */
    async generateForOrder(orderUuid: string): Promise<TicketRow[]> {
      return deps.transaction(async (tx) => {
        const found = await deps.ticketLinesOf(orderUuid, tx);
        if (!found || found.lines.length === 0)
          throw new ProductError('ticketOderDoesNotExistsBadRequest', { orderUuid });
        if (found.order.status !== 'accepted' && found.order.status !== 'admin_granted')
          throw new ProductError('orderPaymentStatusConflict', { status: found.order.status });
        const issued: TicketRow[] = [];
        for (const line of found.lines) {
          if (await tickets.findByLine(line.uuid, tx)) continue;
          const row = await issue(
            deps.placeOfLine(line),
            { orderUuid, orderLineUuid: line.uuid, holderUuid: found.order.userUuid },
            tx,
          );
          if (row) issued.push(row);
        }
        if (issued.length === 0) throw new ProductError('ticketAlreadyExists', { orderUuid });
        return issued;
      });
    },

    /** `POST /admin/order/generate/free-ticket` and `/tickets`: tickets without an order, one a name. */
    async generateFree(eventUuid: string, category: string, names: (string | null)[]): Promise<TicketRow[]> {
      return deps.transaction(async (tx) => {
        await requireCategory(eventUuid, category, tx);
        const issued: TicketRow[] = [];
        for (const holderName of names) {
          const row = await issue(
            freePlace(eventUuid, category),
            { orderUuid: null, orderLineUuid: null, holderName },
            tx,
          );
          if (!row) throw new Error('a free ticket was not issued');
          issued.push(row);
        }
        return issued;
      });
    },

    async find(uuid: string): Promise<TicketRow> {
      const row = await tickets.findByUuid(uuid);
      if (!row) throw new ProductError('ticketNotFound', { uuid });
      return row;
    },

    /** One PDF of these tickets, a page each. */
    async pdf(rows: TicketRow[], language: Language): Promise<Buffer> {
      if (rows.length === 0) throw new ProductError('ticketNotFound');
      return renderTicketPdf(await pages(rows, language), language);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
