import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminTicketListQuery } from '@tribuna/common/schemas/tickets';
import type { DbOrTx } from '../../db/client';
import { listPage, textSearch } from '../../db/list';
import { orders, tickets, type TicketRow } from '../../db/schema';

export type NewTicket = typeof tickets.$inferInsert;

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
    /** How many tickets of the event the user holds through their paid orders (the presale limit). */
    async countOfUser(userUuid: string, eventUuid: string, tx: DbOrTx = db): Promise<number> {
      const found = await tx
        .select({ uuid: tickets.uuid })
        .from(tickets)
        .innerJoin(orders, eq(orders.uuid, tickets.orderUuid))
        .where(and(eq(tickets.eventUuid, eventUuid), eq(orders.userUuid, userUuid)));
      return found.length;
    },
    list: (query: AdminTicketListQuery, tx: DbOrTx = db) =>
      listPage(tx, tickets, { page: query, where: adminFilters(query), sortBy, defaultSort: 'createdAt' }),
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
