import type { SeatingService } from './seating.service';
import type { Job } from '../../jobs/scheduler';

/**
 * The sweeper of the seat engine. Correctness needs none (an expired hold frees its seat by time
 * alone); `holdTokenCleanup` only deletes hold tokens a day past their end, so that the table keeps
 * to the tokens of recent sales. Deleting the same rows twice is harmless, so N servers may run it.
 */
export function seatingSweepers(service: SeatingService): Job[] {
  return [{ name: 'holdTokenCleanup', run: () => service.deleteOldTokens() }];
}
