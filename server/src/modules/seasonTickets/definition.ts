import type {
  AdminSeasonSeatList,
  AdminSeasonTicket,
  AdminSeasonTicketListQuery,
  SeasonTicketInput,
} from '@tribuna/common/schemas/seasonTickets';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ProductError } from '../../errors';
import { amountsOf, type SeasonRow, type SeasonTicketsContext } from './context';
import type { RenewalWindow } from './renewals';

const invalid = (reason: string, details: Record<string, unknown> = {}) =>
  new ProductError('seasonTicketInvalid', { reason, ...details });

/**
 * Staff's season tickets: a seasonal plan sold with a seat in the same sections of every event of
 * the season; what defines one is checked against the plan and the events, and is fixed once a seat
 * was sold.
 */
export function createDefinition(ctx: SeasonTicketsContext, parts: { renewals: RenewalWindow }) {
  const { repo, acrossEvents, clock } = ctx;
  const { renewals } = parts;

  async function toAdmin(row: SeasonRow, tx?: Tx): Promise<AdminSeasonTicket> {
    const { plan, price } = await ctx.priceOf(row.subscriptionUuid, tx);
    const events = await ctx.eventsOfSeason(row.uuid, tx);
    const counts = await repo.seatCounts([row.uuid], tx);
    const kept = await repo.renewalHolds(row.uuid, clock(), tx);
    return {
      uuid: row.uuid,
      subscriptionUuid: row.subscriptionUuid,
      name: plan.row.name,
      eventUuids: events.map((event) => event.uuid),
      events: events.map((event) => ({
        uuid: event.uuid,
        name: event.name,
        startsAt: event.startsAt.toISOString(),
        cancelled: event.cancelledAt !== null,
      })),
      sections: row.sections,
      renewsSeasonTicketUuid: row.renewsSeasonTicketUuid,
      priorityUntil: row.priorityUntil?.toISOString() ?? null,
      prices: amountsOf(price),
      seatsSold: counts.get(row.uuid)?.active ?? 0,
      seatsKeptForRenewal: kept.length,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Checks what staff defined against the plan and the events (see `seasonTicketInvalid`). */
  async function check(input: SeasonTicketInput, selfUuid: string | null, tx: Tx) {
    const { plan, price } = await ctx.priceOf(input.subscriptionUuid, tx);
    if (plan.row.type !== 'seasonal') throw invalid('planType', { subscriptionUuid: input.subscriptionUuid });
    if (!price) throw invalid('noPrice', { subscriptionUuid: input.subscriptionUuid });
    for (const eventUuid of input.eventUuids) {
      const found = await ctx.events.forTickets(eventUuid, tx);
      if (!found) throw new ProductError('eventNotFound', { uuid: eventUuid });
      if (found.event.cancelledAt) throw invalid('cancelled', { eventUuid });
      if (!found.seated) throw invalid('notSeated', { eventUuid });
    }
    const found = await acrossEvents.seatIdsOf(input.eventUuids, input.sections, tx);
    const ids = new Map(found.map((row) => [`${row.event_uuid}/${row.section}`, row.ids.join('\n')]));
    const [first] = input.eventUuids;
    for (const section of input.sections) {
      const expected = ids.get(`${first}/${section}`);
      for (const eventUuid of input.eventUuids) {
        const seats = ids.get(`${eventUuid}/${section}`);
        if (seats === undefined) throw invalid('sectionMissing', { eventUuid, section });
        if (seats !== expected) throw invalid('seatsDiffer', { eventUuid, section });
      }
    }
    if (input.renewsSeasonTicketUuid !== null) {
      if (input.renewsSeasonTicketUuid === selfUuid) throw invalid('renewsItself');
      await ctx.requireSeason(input.renewsSeasonTicketUuid, tx);
    }
  }

  async function save(uuid: string | null, input: SeasonTicketInput): Promise<AdminSeasonTicket> {
    return ctx.transaction(async (tx) => {
      const current = uuid ? await repo.lock(uuid, tx) : null;
      if (uuid && !current) throw new ProductError('seasonTicketNotFound', { uuid });
      await check(input, uuid, tx);
      const values = {
        subscriptionUuid: input.subscriptionUuid,
        sections: input.sections,
        renewsSeasonTicketUuid: input.renewsSeasonTicketUuid,
        priorityUntil: input.priorityUntil ? new Date(input.priorityUntil) : null,
      };
      if (current) {
        const sold = (await repo.seatCounts([current.uuid], tx)).get(current.uuid)?.ever ?? 0;
        const events = (await repo.eventsOf([current.uuid], tx)).map((e) => e.eventUuid).sort();
        const changed =
          events.join() !== [...input.eventUuids].sort().join() ||
          [...current.sections].sort().join() !== [...input.sections].sort().join() ||
          current.subscriptionUuid !== input.subscriptionUuid;
        if (sold > 0 && changed) throw new ProductError('seasonTicketHasSeats', { uuid, seats: sold });
      }
      let row;
      try {
        row = current ? await repo.update(current.uuid, values, tx) : await repo.insert(values, tx);
      } catch (error) {
        if (isUniqueViolation(error))
          throw invalid('planTaken', { subscriptionUuid: input.subscriptionUuid });
        throw error;
      }
      if (!row) throw new ProductError('seasonTicketNotFound', { uuid });
      await repo.replaceEvents(row.uuid, input.eventUuids, tx);
      await renewals.keep(row, tx);
      return toAdmin(row, tx);
    });
  }

  return {
    async list(query: AdminSeasonTicketListQuery) {
      const { rows, total } = await repo.list(query);
      return { data: await Promise.all(rows.map((row) => toAdmin(row))), total };
    },
    get: async (uuid: string) => toAdmin(await ctx.requireSeason(uuid)),
    create: (input: SeasonTicketInput) => save(null, input),
    update: (uuid: string, input: SeasonTicketInput) => save(uuid, input),
    /** Only a season ticket nobody ever bought a seat of: sold seats keep their season. */
    remove: (uuid: string) =>
      ctx.transaction(async (tx) => {
        const row = await repo.lock(uuid, tx);
        if (!row) throw new ProductError('seasonTicketNotFound', { uuid });
        const answer = await toAdmin(row, tx);
        const sold = (await repo.seatCounts([uuid], tx)).get(uuid)?.ever ?? 0;
        if (sold > 0) throw new ProductError('seasonTicketHasSeats', { uuid, seats: sold });
        await renewals.letGo(uuid, tx);
        await repo.delete(uuid, tx);
        return answer;
      }),
    async seats(uuid: string): Promise<AdminSeasonSeatList> {
      const season = await ctx.requireSeason(uuid);
      const events = await ctx.eventsOfSeason(uuid);
      const first = events[0]?.uuid;
      const where = (seatId: string) =>
        first
          ? ctx.placeOf(first, seatId, 'cs')
          : Promise.resolve({ seatId, section: '', sectionName: '', row: '', label: seatId });
      const seats = await repo.seatsOfSeason(season.uuid);
      const seatEvents = await repo.seatEventsOf(seats.map((seat) => seat.uuid));
      const data = await Promise.all(
        seats.map(async (seat) => {
          const { category: _category, ...place } = { category: '', ...(await where(seat.seatId)) };
          return {
            ...place,
            uuid: seat.uuid,
            userUuid: seat.userUuid,
            email: await ctx.emailOf(seat.userUuid),
            orderUuid: seat.orderUuid,
            status: seat.status,
            releasedEventUuids: seatEvents
              .filter((e) => e.seasonSeatUuid === seat.uuid && e.releasedAt)
              .map((e) => e.eventUuid),
            createdAt: seat.createdAt.toISOString(),
          };
        }),
      );
      const kept = await Promise.all(
        (await repo.renewalHolds(uuid, clock())).map(async (hold) => {
          const { category: _category, ...place } = { category: '', ...(await where(hold.seatId)) };
          return { ...place, userUuid: hold.userUuid, until: hold.expiresAt.toISOString() };
        }),
      );
      return { data, keptForRenewal: kept };
    },
    /** The plans sold only with a season seat (the memberships neither list nor sell them alone). */
    plansSoldWithSeats: (tx?: Tx) => repo.planUuids(tx),
  };
}
