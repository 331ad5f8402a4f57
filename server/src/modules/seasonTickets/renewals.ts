import { randomBytes } from 'node:crypto';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import { amountsOf, type SeasonRow, type SeasonTicketsContext } from './context';

/**
 * The renewal window: a season that renews the last one keeps each last holder's seat held for them
 * with a renewal token until `priority_until`; only that token orders it (the season line takes it
 * like a sale's hold), and at the window's end the seat is free by time (no job needed).
 */
export function createRenewalWindow(ctx: SeasonTicketsContext) {
  const { repo, seating, acrossEvents, clock } = ctx;

  return {
    /**
     * Keeps each seat of the renewed season for its holder in every event of this one until the
     * window ends (the hold lapses by itself then). A seat taken in one of the events meanwhile (a
     * single-event sale before the season was defined) cannot be kept: it is left out and logged.
     */
    async keep(row: SeasonRow, tx: Tx) {
      const until = row.priorityUntil;
      if (!row.renewsSeasonTicketUuid || !until || until <= clock()) {
        // No window any more (staff removed it or moved its end into the past): the seats kept for it
        // are on sale now, not at the old end.
        for (const hold of await repo.renewalHolds(row.uuid, clock(), tx)) {
          await seating.releaseHold(hold.token, tx);
          await repo.setHoldExpiry(hold.token, clock(), tx);
        }
        return;
      }
      const events = ctx.remaining(await ctx.eventsOfSeason(row.uuid, tx)).map((event) => event.uuid);
      if (events.length === 0) return;
      const kept = new Map((await repo.renewalHolds(row.uuid, new Date(0), tx)).map((h) => [h.seatId, h]));
      for (const seat of await repo.seatsOfSeason(row.renewsSeasonTicketUuid, 'active', tx)) {
        const existing = kept.get(seat.seatId);
        if (existing && existing.userUuid !== seat.userUuid) continue;
        const token = existing?.token ?? randomBytes(18).toString('base64url');
        const { held, blocking } = await acrossEvents.hold(events, seat.seatId, token, until, tx);
        if (!held) {
          ctx.log.warn(
            { seasonTicket: row.uuid, seat: seat.seatId, blocking },
            "A renewing holder's seat is taken in an event of the new season: it is not kept for them",
          );
          continue;
        }
        if (existing) await repo.setHoldExpiry(token, until, tx);
        else
          await repo.insertHold(
            {
              token,
              seasonTicketUuid: row.uuid,
              userUuid: seat.userUuid,
              seatId: seat.seatId,
              kind: 'renewal',
              expiresAt: until,
            },
            tx,
          );
      }
    },

    /** The season ticket goes: the seats kept for its window are let go of now, not at the window's end. */
    async letGo(seasonUuid: string, tx: Tx) {
      for (const hold of await repo.renewalHolds(seasonUuid, clock(), tx))
        await seating.releaseHold(hold.token, tx);
    },

    /** The seats kept for the user to renew, with the price they renew at (their account shows them). */
    async keptFor(userUuid: string, language: Language, currency: Currency) {
      return Promise.all(
        (await repo.renewalHoldsOfUser(userUuid, clock())).map(async (hold) => {
          const season = await ctx.requireSeason(hold.seasonTicketUuid);
          const [{ plan, price }, events] = await Promise.all([
            ctx.priceOf(season.subscriptionUuid),
            ctx.eventsOfSeason(season.uuid),
          ]);
          const first = ctx.remaining(events)[0] ?? events[0];
          const { category: _category, ...place } = first
            ? await ctx.placeOf(first.uuid, hold.seatId, language)
            : {
                category: '',
                seatId: hold.seatId,
                section: '',
                sectionName: '',
                row: '',
                label: hold.seatId,
              };
          return {
            ...place,
            seasonTicketUuid: season.uuid,
            name: translate(plan.row.name, language),
            holdToken: hold.token,
            until: hold.expiresAt.toISOString(),
            price: amountsOf(price).find((p) => p.currency === currency) ?? null,
          };
        }),
      );
    },
  };
}

export type RenewalWindow = ReturnType<typeof createRenewalWindow>;
