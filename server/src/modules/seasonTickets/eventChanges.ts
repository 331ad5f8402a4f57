import type { Tx } from '../../db/client';
import type { SeasonTicketsContext } from './context';

/**
 * What a moved or cancelled match means for the season seats sold for it (the eventCancellation
 * flow asks): whose seats they are, and, on a cancellation, their tickets of the match voided. The
 * seat stays sold for the season's other matches; the money is not touched here (a season is one
 * price for all its matches, and the spec knows no share of it per match).
 */
export function createEventChanges(ctx: SeasonTicketsContext) {
  const { repo, tickets } = ctx;

  return {
    /** The orders of the seats still sold for the event (not released for it), each once. */
    async seasonOrdersOfEvent(eventUuid: string, tx?: Tx): Promise<string[]> {
      const rows = await repo.seatTicketsOfEvent(eventUuid, tx);
      return [...new Set(rows.map((row) => row.orderUuid))];
    },

    /**
     * The cancelled event's tickets of the seats sold for it are voided (the gate refuses them,
     * online and in its list; their wallet passes stop admitting). A ticket already checked in or
     * voided is left as it is. Answers how many were voided.
     */
    async voidForCancelledEvent(eventUuid: string, reason: string, tx: Tx): Promise<number> {
      let voided = 0;
      for (const row of await repo.seatTicketsOfEvent(eventUuid, tx))
        if (await tickets.voidTicket(row.ticketUuid, reason, tx)) voided++;
      return voided;
    },
  };
}
