import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminSeasonTicketListQuery } from '@tribuna/common/schemas/seasonTickets';
import type { DbOrTx } from '../../db/client';
import {
  seasonHolds,
  seasonSeatEvents,
  seasonSeats,
  seasonTicketEvents,
  seasonTickets,
  type SeasonHoldRow,
  type SeasonSeatEventRow,
  type SeasonSeatRow,
  type SeasonTicketRow,
} from '../../db/schema';

export type NewSeasonTicket = Pick<
  SeasonTicketRow,
  'subscriptionUuid' | 'sections' | 'renewsSeasonTicketUuid' | 'priorityUntil'
>;

export function createSeasonTicketsRepository(db: DbOrTx) {
  return {
    // --- Season tickets ------------------------------------------------------------------------
    async list(query: AdminSeasonTicketListQuery) {
      const order = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(seasonTickets)
          .orderBy(order(seasonTickets.createdAt), asc(seasonTickets.uuid))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(seasonTickets),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    all: () => db.select().from(seasonTickets).orderBy(asc(seasonTickets.createdAt)),
    /** The seasonal plans season tickets sell (with a seat only). */
    async planUuids(tx: DbOrTx = db): Promise<Set<string>> {
      const rows = await tx.selectDistinct({ uuid: seasonTickets.subscriptionUuid }).from(seasonTickets);
      return new Set(rows.map((row) => row.uuid));
    },
    async find(uuid: string, tx: DbOrTx = db): Promise<SeasonTicketRow | null> {
      const [row] = await tx.select().from(seasonTickets).where(eq(seasonTickets.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** The season ticket locked for a change (its events and sections do not move under a sale). */
    async lock(uuid: string, tx: DbOrTx): Promise<SeasonTicketRow | null> {
      const [row] = await tx.select().from(seasonTickets).where(eq(seasonTickets.uuid, uuid)).for('update');
      return row ?? null;
    },
    async insert(values: NewSeasonTicket, tx: DbOrTx = db): Promise<SeasonTicketRow> {
      const [row] = await tx.insert(seasonTickets).values(values).returning();
      return row!;
    },
    async update(uuid: string, values: NewSeasonTicket, tx: DbOrTx = db): Promise<SeasonTicketRow | null> {
      const [row] = await tx
        .update(seasonTickets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(seasonTickets.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db) {
      await tx.delete(seasonTickets).where(eq(seasonTickets.uuid, uuid));
    },
    async eventsOf(seasonTicketUuids: readonly string[], tx: DbOrTx = db) {
      if (seasonTicketUuids.length === 0) return [];
      return tx
        .select()
        .from(seasonTicketEvents)
        .where(inArray(seasonTicketEvents.seasonTicketUuid, [...seasonTicketUuids]));
    },
    async replaceEvents(seasonTicketUuid: string, eventUuids: readonly string[], tx: DbOrTx) {
      await tx.delete(seasonTicketEvents).where(eq(seasonTicketEvents.seasonTicketUuid, seasonTicketUuid));
      await tx
        .insert(seasonTicketEvents)
        .values(eventUuids.map((eventUuid) => ({ seasonTicketUuid, eventUuid })));
    },
    /** Seats ever sold of each season ticket, and those active now. */
    async seatCounts(seasonTicketUuids: readonly string[], tx: DbOrTx = db) {
      if (seasonTicketUuids.length === 0) return new Map<string, { ever: number; active: number }>();
      const rows = await tx
        .select({
          uuid: seasonSeats.seasonTicketUuid,
          ever: count(),
          active: sql<number>`count(*) filter (where ${seasonSeats.status} = 'active')::int`,
        })
        .from(seasonSeats)
        .where(inArray(seasonSeats.seasonTicketUuid, [...seasonTicketUuids]))
        .groupBy(seasonSeats.seasonTicketUuid);
      return new Map(rows.map((row) => [row.uuid, { ever: row.ever, active: row.active }]));
    },

    // --- Holds ---------------------------------------------------------------------------------
    async insertHold(values: Omit<SeasonHoldRow, 'createdAt'>, tx: DbOrTx = db) {
      await tx.insert(seasonHolds).values(values);
    },
    async findHold(token: string, tx: DbOrTx = db): Promise<SeasonHoldRow | null> {
      const [row] = await tx.select().from(seasonHolds).where(eq(seasonHolds.token, token)).limit(1);
      return row ?? null;
    },
    async setHoldExpiry(token: string, expiresAt: Date, tx: DbOrTx = db) {
      await tx.update(seasonHolds).set({ expiresAt }).where(eq(seasonHolds.token, token));
    },
    async deleteHold(token: string, tx: DbOrTx = db) {
      await tx.delete(seasonHolds).where(eq(seasonHolds.token, token));
    },
    /** The renewal holds of a season still in force (the window not over). */
    renewalHolds: (seasonTicketUuid: string, now: Date, tx: DbOrTx = db) =>
      tx
        .select()
        .from(seasonHolds)
        .where(
          and(
            eq(seasonHolds.seasonTicketUuid, seasonTicketUuid),
            eq(seasonHolds.kind, 'renewal'),
            gt(seasonHolds.expiresAt, now),
          ),
        ),
    /** The renewal holds of a user in force now. */
    renewalHoldsOfUser: (userUuid: string, now: Date) =>
      db
        .select()
        .from(seasonHolds)
        .where(
          and(
            eq(seasonHolds.userUuid, userUuid),
            eq(seasonHolds.kind, 'renewal'),
            gt(seasonHolds.expiresAt, now),
          ),
        ),
    /** Holds that ended a day ago are of no use to anyone (their seats are free by time). */
    async deleteHoldsBefore(before: Date) {
      const deleted = await db
        .delete(seasonHolds)
        .where(sql`${seasonHolds.expiresAt} < ${before}`)
        .returning({ token: seasonHolds.token });
      return deleted.length;
    },

    // --- Seats sold ----------------------------------------------------------------------------
    async insertSeat(
      values: Pick<SeasonSeatRow, 'seasonTicketUuid' | 'seatId' | 'userUuid' | 'orderUuid' | 'orderLineUuid'>,
      tx: DbOrTx,
    ): Promise<SeasonSeatRow> {
      const [row] = await tx.insert(seasonSeats).values(values).returning();
      return row!;
    },
    async insertSeatEvents(rows: Omit<SeasonSeatEventRow, 'releasedAt'>[], tx: DbOrTx) {
      if (rows.length > 0) await tx.insert(seasonSeatEvents).values(rows);
    },
    async seatOfLine(orderLineUuid: string, tx: DbOrTx = db): Promise<SeasonSeatRow | null> {
      const [row] = await tx
        .select()
        .from(seasonSeats)
        .where(eq(seasonSeats.orderLineUuid, orderLineUuid))
        .limit(1);
      return row ?? null;
    },
    /** The seat locked: a release and a refund of the same seat happen one after the other. */
    async lockSeat(uuid: string, tx: DbOrTx): Promise<SeasonSeatRow | null> {
      const [row] = await tx.select().from(seasonSeats).where(eq(seasonSeats.uuid, uuid)).for('update');
      return row ?? null;
    },
    async setSeatStatus(uuid: string, status: SeasonSeatRow['status'], tx: DbOrTx) {
      await tx.update(seasonSeats).set({ status, updatedAt: new Date() }).where(eq(seasonSeats.uuid, uuid));
    },
    seatsOfUser: (userUuid: string) =>
      db
        .select()
        .from(seasonSeats)
        .where(eq(seasonSeats.userUuid, userUuid))
        .orderBy(desc(seasonSeats.createdAt)),
    seatsOfSeason: (seasonTicketUuid: string, status?: SeasonSeatRow['status'], tx: DbOrTx = db) =>
      tx
        .select()
        .from(seasonSeats)
        .where(
          and(
            eq(seasonSeats.seasonTicketUuid, seasonTicketUuid),
            status ? eq(seasonSeats.status, status) : undefined,
          ),
        )
        .orderBy(asc(seasonSeats.seatId)),
    async seatEventsOf(seasonSeatUuids: readonly string[], tx: DbOrTx = db) {
      if (seasonSeatUuids.length === 0) return [];
      return tx
        .select()
        .from(seasonSeatEvents)
        .where(inArray(seasonSeatEvents.seasonSeatUuid, [...seasonSeatUuids]));
    },
    /** The event's tickets of seats still sold (active) and not released for it, with their orders. */
    seatTicketsOfEvent: (eventUuid: string, tx: DbOrTx = db) =>
      tx
        .select({ orderUuid: seasonSeats.orderUuid, ticketUuid: seasonSeatEvents.ticketUuid })
        .from(seasonSeatEvents)
        .innerJoin(seasonSeats, eq(seasonSeats.uuid, seasonSeatEvents.seasonSeatUuid))
        .where(
          and(
            eq(seasonSeatEvents.eventUuid, eventUuid),
            isNull(seasonSeatEvents.releasedAt),
            eq(seasonSeats.status, 'active'),
          ),
        ),
    /** Marks the seat released for the event; answers false when it was already. */
    async markReleased(seasonSeatUuid: string, eventUuid: string, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(seasonSeatEvents)
        .set({ releasedAt: new Date() })
        .where(
          and(
            eq(seasonSeatEvents.seasonSeatUuid, seasonSeatUuid),
            eq(seasonSeatEvents.eventUuid, eventUuid),
            isNull(seasonSeatEvents.releasedAt),
          ),
        )
        .returning({ eventUuid: seasonSeatEvents.eventUuid });
      return rows.length > 0;
    },
    /** Which of these tickets are a season seat's, and of which seat. */
    async seatsOfTickets(ticketUuids: readonly string[]) {
      if (ticketUuids.length === 0) return [];
      return db
        .select({
          ticketUuid: seasonSeatEvents.ticketUuid,
          seasonSeatUuid: seasonSeats.uuid,
          seasonTicketUuid: seasonSeats.seasonTicketUuid,
        })
        .from(seasonSeatEvents)
        .innerJoin(seasonSeats, eq(seasonSeats.uuid, seasonSeatEvents.seasonSeatUuid))
        .where(inArray(seasonSeatEvents.ticketUuid, [...ticketUuids]));
    },
  };
}

export type SeasonTicketsRepository = ReturnType<typeof createSeasonTicketsRepository>;
