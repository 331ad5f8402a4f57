import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTicketListQuery } from '@tribuna/common/schemas/tickets';
import type { DbOrTx } from '../../db/client';
import { listPage, textSearch } from '../../db/list';
import { ticketCheckIns, tickets, type TicketCheckInRow, type TicketRow } from '../../db/schema';

export type NewTicket = typeof tickets.$inferInsert;

/**
 * The void reason of a ticket whose refund waits for the gateway: invalid at the gate meanwhile,
 * valid again if the refund is declined, voided for good with the refund's reason once refunded.
 */
export const REFUND_PENDING = 'refundPending';
export type NewTicketCheckIn = typeof ticketCheckIns.$inferInsert;

/** Checked, expected and doubly admitted tickets of an event. */
export interface CheckInCounters {
  checked: number;
  expected: number;
  doubleAdmissions: number;
}

const sortBy = {
  createdAt: tickets.createdAt,
  code: tickets.code,
  seatId: tickets.seatId,
  category: tickets.category,
};

function adminFilters(query: Omit<AdminTicketListQuery, 'limit' | 'offset'>): SQL | undefined {
  return and(
    eq(tickets.eventUuid, query.eventUuid),
    query.category ? eq(tickets.category, query.category) : undefined,
    query.checked === 'true' ? isNotNull(tickets.checkedAt) : undefined,
    query.checked === 'false' ? isNull(tickets.checkedAt) : undefined,
    query.origin === 'order' ? isNotNull(tickets.orderUuid) : undefined,
    query.origin === 'free' ? isNull(tickets.orderUuid) : undefined,
    query.q ? textSearch(query.q, [tickets.code, tickets.seatId, tickets.holderName]) : undefined,
  );
}

export function createTicketsRepository(db: DbOrTx) {
  return {
    /** Inserts the ticket unless its order line or seat has one already; answers it, or null. */
    async insert(values: NewTicket, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx.insert(tickets).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx.select().from(tickets).where(eq(tickets.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async findByLine(orderLineUuid: string, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx.select().from(tickets).where(eq(tickets.orderLineUuid, orderLineUuid)).limit(1);
      return row ?? null;
    },
    ofOrder: (orderUuid: string, tx: DbOrTx = db): Promise<TicketRow[]> =>
      tx
        .select()
        .from(tickets)
        .where(eq(tickets.orderUuid, orderUuid))
        .orderBy(asc(tickets.createdAt), asc(tickets.code)),
    ofLines: (lineUuids: readonly string[], tx: DbOrTx = db): Promise<TicketRow[]> =>
      lineUuids.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(tickets)
            .where(inArray(tickets.orderLineUuid, [...lineUuids])),
    async countOfOrders(orderUuids: readonly string[], tx: DbOrTx = db): Promise<number> {
      if (orderUuids.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(tickets)
        .where(and(inArray(tickets.orderUuid, [...orderUuids]), isNull(tickets.voidedAt)));
      return row?.n ?? 0;
    },
    /** How many tickets of the event these orders hold. */
    async countOfOrdersAt(
      eventUuid: string,
      orderUuids: readonly string[],
      tx: DbOrTx = db,
    ): Promise<number> {
      if (orderUuids.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(tickets)
        .where(
          and(
            eq(tickets.eventUuid, eventUuid),
            inArray(tickets.orderUuid, [...orderUuids]),
            isNull(tickets.voidedAt),
          ),
        );
      return row?.n ?? 0;
    },
    /** Tickets issued with an order (sold, not given away by staff) and not voided, per event. */
    async soldCounts(eventUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (eventUuids.length === 0) return new Map();
      const rows = await tx
        .select({ eventUuid: tickets.eventUuid, n: count() })
        .from(tickets)
        .where(
          and(
            inArray(tickets.eventUuid, [...eventUuids]),
            isNotNull(tickets.orderUuid),
            isNull(tickets.voidedAt),
          ),
        )
        .groupBy(tickets.eventUuid);
      return new Map(rows.map((row) => [row.eventUuid, row.n]));
    },
    list: (query: AdminTicketListQuery, tx: DbOrTx = db) =>
      listPage(tx, tickets, { page: query, where: adminFilters(query), sortBy, defaultSort: 'createdAt' }),
    async findByCode(code: string, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx.select().from(tickets).where(eq(tickets.code, code)).limit(1);
      return row ?? null;
    },
    /**
     * Admits the ticket unless it was admitted already or voided: one statement, so of two gates
     * scanning it at once PostgreSQL lets one update the row and the other find it checked. Null
     * when it was (or is voided).
     */
    async checkIn(
      uuid: string,
      values: { gate: string; checkedBy: string | null; at?: Date; version: number },
      tx: DbOrTx = db,
    ): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({
          // An offline scan is dated when it was made, never later than the server's now.
          checkedAt: values.at ? sql`least(${values.at.toISOString()}::timestamptz, now())` : sql`now()`,
          checkedGate: values.gate,
          checkedBy: values.checkedBy,
        })
        // The version too: of a check-in of the old code and the transfer that replaces it, one wins.
        .where(
          and(
            eq(tickets.uuid, uuid),
            eq(tickets.version, values.version),
            isNull(tickets.checkedAt),
            isNull(tickets.voidedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** The ticket, locked until the transaction ends (a transfer decides on it). */
    async findForUpdate(uuid: string, tx: DbOrTx): Promise<TicketRow | null> {
      const [row] = await tx.select().from(tickets).where(eq(tickets.uuid, uuid)).for('update').limit(1);
      return row ?? null;
    },
    /**
     * Gives the ticket to its new holder with the next version, a new code and QR payload, unless it
     * moved on from `fromVersion`, went in at the gate or was voided meanwhile: one statement with
     * the gate's `checkIn`, so of the two at once one wins. Null when it did not pass.
     */
    async passOn(
      uuid: string,
      fromVersion: number,
      values: { holderUuid: string; holderName: string | null; code: string; qrPayload: string },
      tx: DbOrTx,
    ): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({ ...values, version: fromVersion + 1, updatedAt: sql`now()` })
        .where(
          and(
            eq(tickets.uuid, uuid),
            eq(tickets.version, fromVersion),
            isNull(tickets.checkedAt),
            isNull(tickets.voidedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** The tickets a user holds, voided ones too (the account shows them marked). */
    ofHolder: (holderUuid: string, tx: DbOrTx = db): Promise<TicketRow[]> =>
      tx
        .select()
        .from(tickets)
        .where(eq(tickets.holderUuid, holderUuid))
        .orderBy(asc(tickets.createdAt), asc(tickets.code)),
    /** The check-ins recorded for a ticket (its history), oldest first. */
    checkInsOf: (ticketUuid: string, tx: DbOrTx = db): Promise<TicketCheckInRow[]> =>
      tx
        .select()
        .from(ticketCheckIns)
        .where(eq(ticketCheckIns.ticketUuid, ticketUuid))
        .orderBy(asc(ticketCheckIns.checkedAt)),
    /**
     * Voids the ticket of an order line (its line was refunded): invalid at the gate from now on.
     * A ticket voided while its refund waited for the gateway gets the refund's reason. Answers it,
     * or null when the line has no ticket or it was voided already (for good).
     */
    /**
     * Voids a ticket that is neither voided nor admitted (one statement with the gate's check-in: of
     * the two at once, one wins), and still at `version` when given (a transfer accepted meanwhile
     * wins too); null when it was.
     */
    async voidUnused(
      uuid: string,
      reason: string,
      tx: DbOrTx = db,
      version?: number,
    ): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({ voidedAt: sql`now()`, voidReason: reason, updatedAt: sql`now()` })
        .where(
          and(
            eq(tickets.uuid, uuid),
            isNull(tickets.voidedAt),
            isNull(tickets.checkedAt),
            version === undefined ? undefined : eq(tickets.version, version),
          ),
        )
        .returning();
      return row ?? null;
    },
    async voidOfLine(orderLineUuid: string, reason: string, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({ voidedAt: sql`now()`, voidReason: reason, updatedAt: sql`now()` })
        .where(
          and(
            eq(tickets.orderLineUuid, orderLineUuid),
            or(isNull(tickets.voidedAt), eq(tickets.voidReason, REFUND_PENDING)),
          ),
        )
        .returning();
      return row ?? null;
    },
    /**
     * Voids the ticket of an order line until its refund is settled (reason `refundPending`), unless
     * it was voided already, or, when `allowUsed` is false, admitted at the gate. One statement
     * with the gate's `checkIn`: of the two at once, one wins and the other finds it changed.
     * Answers it, or null when nothing was voided.
     */
    async withholdOfLine(
      orderLineUuid: string,
      allowUsed: boolean,
      tx: DbOrTx = db,
    ): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({ voidedAt: sql`now()`, voidReason: REFUND_PENDING, updatedAt: sql`now()` })
        .where(
          and(
            eq(tickets.orderLineUuid, orderLineUuid),
            isNull(tickets.voidedAt),
            allowUsed ? undefined : isNull(tickets.checkedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Valid again: the ticket of an order line voided only while its refund waited (it was declined). */
    async restoreOfLine(orderLineUuid: string, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({ voidedAt: null, voidReason: null, updatedAt: sql`now()` })
        .where(and(eq(tickets.orderLineUuid, orderLineUuid), eq(tickets.voidReason, REFUND_PENDING)))
        .returning();
      return row ?? null;
    },
    /** Records an admission; null when its offline scan was recorded before (a sync sent again). */
    async logCheckIn(values: NewTicketCheckIn, tx: DbOrTx = db): Promise<TicketCheckInRow | null> {
      const [row] = await tx.insert(ticketCheckIns).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findScan(scanId: string, tx: DbOrTx = db): Promise<TicketCheckInRow | null> {
      const [row] = await tx.select().from(ticketCheckIns).where(eq(ticketCheckIns.scanId, scanId)).limit(1);
      return row ?? null;
    },
    /** The event's tickets for the gate, in seat order (free tickets by code after the seats). */
    ofEvent: (eventUuid: string, tx: DbOrTx = db): Promise<TicketRow[]> =>
      tx
        .select()
        .from(tickets)
        .where(eq(tickets.eventUuid, eventUuid))
        .orderBy(asc(tickets.section), asc(tickets.row), asc(tickets.seatId), asc(tickets.code)),
    async counters(eventUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, CheckInCounters>> {
      const result = new Map<string, CheckInCounters>(
        eventUuids.map((uuid) => [uuid, { checked: 0, expected: 0, doubleAdmissions: 0 }]),
      );
      if (eventUuids.length === 0) return result;
      const [counts, doubles] = await Promise.all([
        tx
          .select({
            eventUuid: tickets.eventUuid,
            // A voided ticket (its line refunded) is no longer expected at the gate, nor counted in.
            expected: sql<number>`(count(*) filter (where ${tickets.voidedAt} is null))::int`,
            checked: sql<number>`(count(${tickets.checkedAt}) filter (where ${tickets.voidedAt} is null))::int`,
          })
          .from(tickets)
          .where(inArray(tickets.eventUuid, [...eventUuids]))
          .groupBy(tickets.eventUuid),
        tx
          .select({ eventUuid: ticketCheckIns.eventUuid, doubleAdmissions: sql<number>`count(*)::int` })
          .from(ticketCheckIns)
          .where(
            and(inArray(ticketCheckIns.eventUuid, [...eventUuids]), eq(ticketCheckIns.doubleAdmission, true)),
          )
          .groupBy(ticketCheckIns.eventUuid),
      ]);
      for (const row of counts) {
        const counters = result.get(row.eventUuid)!;
        counters.checked = row.checked;
        counters.expected = row.expected;
      }
      for (const row of doubles) result.get(row.eventUuid)!.doubleAdmissions = row.doubleAdmissions;
      return result;
    },
    /** Every ticket the filters find, for the CSV. */
    all: (query: Omit<AdminTicketListQuery, 'limit' | 'offset'>, tx: DbOrTx = db): Promise<TicketRow[]> =>
      tx
        .select()
        .from(tickets)
        .where(adminFilters(query))
        .orderBy((query.order === 'desc' ? desc : asc)(sortBy[query.sort ?? 'createdAt']), asc(tickets.uuid)),
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
