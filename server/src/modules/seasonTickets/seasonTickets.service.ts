import { createBooking } from './booking';
import { createSeasonTicketsContext, type SeasonTicketsDeps } from './context';
import { createDefinition } from './definition';
import { createEventChanges } from './eventChanges';
import { createRelease } from './release';
import { createRenewalWindow } from './renewals';
import { createSeasonLine } from './seasonLine';

export type { SeasonTicketIssuer, SeasonTicketsDeps } from './context';
export { seasonLineDataOf, type SeasonLineData } from './seasonLine';

/**
 * Season seats, one stage a file: staff's season tickets (`definition.ts`), a visitor's chart and
 * the seat held across all the season's events (`booking.ts`), what an order of a seat books and
 * issues (`seasonLine.ts`, the `season_ticket` line kind calls it), the holder's seats and their
 * release of one event (`release.ts`), the renewal window (`renewals.ts`), and what a moved or
 * cancelled match does to the seats sold for it (`eventChanges.ts`). What they all read
 * is `context.ts`'s.
 *
 * Rules:
 * - a seat is held, booked and freed in every event of the season at once, all or none (the seat
 *   engine's one statement, seating/acrossEvents.ts); events that have started are left out;
 * - a hold is the seat engine's, with its own token: it lapses by time like any hold, and every
 *   single-event buyer's hold and "best available" see the seat taken while it is in force;
 * - a season that renews the last one keeps each last holder's seat held for them with a renewal
 *   token until `priority_until`; only that token orders it, and at the window's end it is free by
 *   time (no job needed);
 * - a released event's ticket is voided (reason `released`) and its seat freed for that event only,
 *   then offered to the event's waiting list (the kick) or put on sale;
 * - a cancelled event's tickets of the seats are voided with its cancellation (and their buyers and
 *   holders told: the eventCancellation flow); the seat keeps the other events, and no money moves
 *   by itself (one price for the season; staff refund a seat whole if they choose).
 */
export function createSeasonTicketsService(deps: SeasonTicketsDeps) {
  const ctx = createSeasonTicketsContext(deps);
  const renewals = createRenewalWindow(ctx);
  return {
    ...createDefinition(ctx, { renewals }),
    ...createBooking(ctx),
    ...createRelease(ctx, { renewals }),
    ...createSeasonLine(ctx),
    ...createEventChanges(ctx),
  };
}

export type SeasonTicketsService = ReturnType<typeof createSeasonTicketsService>;
