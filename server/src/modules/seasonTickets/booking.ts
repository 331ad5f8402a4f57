import { randomBytes } from 'node:crypto';
import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { PublicSeasonTicket, SeasonHold } from '@tribuna/common/schemas/seasonTickets';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { ProductError } from '../../errors';
import { amountsOf, eventName, type SeasonRow, type SeasonTicketsContext } from './context';

/**
 * A visitor picks a seat: the season tickets on sale, the chart of a season's sections and the seat
 * held for the caller in every remaining event of the season, all or none (the seat engine's one
 * statement, seating/acrossEvents.ts). The hold is the seat engine's, with its own token: it lapses
 * by time like any hold, and every single-event buyer's hold and "best available" see the seat taken
 * while it is in force. The order of the held seat is `seasonLine.ts`'s.
 */
export function createBooking(ctx: SeasonTicketsContext) {
  const { repo, seating, acrossEvents, clock } = ctx;

  async function publicOf(
    row: SeasonRow,
    language: Language,
    currency: Currency,
  ): Promise<PublicSeasonTicket> {
    const [{ plan, price }, events] = await Promise.all([
      ctx.priceOf(row.subscriptionUuid),
      ctx.eventsOfSeason(row.uuid),
    ]);
    if (plan.row.deletedAt) throw new ProductError('seasonTicketNotFound', { uuid: row.uuid });
    const published = ctx.remaining(events).filter((event) => event.published);
    const first = published[0];
    const names: Map<string, LocaleMap> = first ? await seating.sectionNames(first.uuid) : new Map();
    const now = clock();
    return {
      uuid: row.uuid,
      subscriptionUuid: row.subscriptionUuid,
      name: translate(plan.row.name, language),
      text: translate(plan.row.text, language),
      image: plan.row.image,
      events: published.map((event) => ({
        uuid: event.uuid,
        name: eventName(event, language),
        startsAt: event.startsAt.toISOString(),
        venue: event.venue,
        cancelled: false,
      })),
      sections: row.sections.map((key) => {
        const name = names.get(key);
        return { key, name: name ? translate(name, language) : key };
      }),
      price: amountsOf(price).find((p) => p.currency === currency) ?? null,
      priorityUntil: row.priorityUntil && row.priorityUntil > now ? row.priorityUntil.toISOString() : null,
    };
  }

  return {
    async listPublic(language: Language, currency: Currency): Promise<PublicSeasonTicket[]> {
      const answers: PublicSeasonTicket[] = [];
      for (const row of await repo.all()) {
        const answer = await publicOf(row, language, currency).catch(() => null);
        if (answer && answer.events.length > 0) answers.push(answer);
      }
      return answers;
    },
    getPublic: async (uuid: string, language: Language, currency: Currency) =>
      publicOf(await ctx.requireSeason(uuid), language, currency),

    /** The chart of the season's sections, a seat free only when free in every remaining event. */
    async chart(uuid: string, language: Language, token?: string): Promise<EventSeats> {
      const season = await ctx.requireSeason(uuid);
      const events = ctx.remaining(await ctx.eventsOfSeason(uuid));
      if (events.length === 0) throw new ProductError('eventAlreadyEnded', { uuid });
      return acrossEvents.chart(
        (eventUuid, lang) => seating.eventSeats(eventUuid, lang),
        events.map((event) => event.uuid),
        season.sections,
        language,
        token,
      );
    },

    /** Holds the seat in every remaining event of the season for the caller (all or none). */
    async hold(uuid: string, userUuid: string, seatId: string): Promise<SeasonHold> {
      const season = await ctx.requireSeason(uuid);
      const events = ctx.remaining(await ctx.eventsOfSeason(uuid));
      if (events.length === 0) throw new ProductError('eventAlreadyEnded', { uuid });
      const place = await acrossEvents.place(events[0]!.uuid, seatId);
      if (!place || !season.sections.includes(place.section))
        throw new ProductError('badRequest', { objects: [seatId], reason: 'unknownSeats' });
      for (const event of events) await ctx.refuseHold?.(event.uuid);
      const token = randomBytes(18).toString('base64url');
      const expiresAt = new Date(clock().getTime() + ctx.holdMs);
      const eventUuids = events.map((event) => event.uuid);
      await ctx.transaction(async (tx) => {
        await repo.insertHold(
          { token, seasonTicketUuid: uuid, userUuid, seatId, kind: 'sale', expiresAt },
          tx,
        );
        const { held, blocking } = await acrossEvents.hold(eventUuids, seatId, token, expiresAt, tx);
        if (!held)
          throw new ProductError('seatsAlreadyOccupied', { objects: [seatId], eventUuids: blocking });
      });
      return { token, seasonTicketUuid: uuid, seatId, kind: 'sale', expiresAt: expiresAt.toISOString() };
    },

    /** The caller lets go of their hold; a renewal's stays theirs until its window ends. */
    async releaseHold(uuid: string, userUuid: string, token: string) {
      const hold = await repo.findHold(token);
      if (!hold || hold.userUuid !== userUuid || hold.seasonTicketUuid !== uuid)
        throw new ProductError('holdTokenInvalid', { holdToken: token, reason: 'unknown' });
      if (hold.kind === 'renewal') return;
      await ctx.transaction(async (tx) => {
        await seating.releaseHold(token, tx);
        await repo.deleteHold(token, tx);
      });
    },

    /** The sweeper's work: holds a day past their end (their seats are free by time already). */
    deleteOldHolds: () => repo.deleteHoldsBefore(new Date(clock().getTime() - 24 * 3_600_000)),
  };
}
