import type { SeatingService } from '../../modules/seating/seating.service';

/**
 * The seat engine's part that an outside seat map can take over: hold tokens, holds, bookings and
 * releases. The native engine (modules/seating/seating.service.ts) is one; seats.io (seatsio.ts, with
 * its local stand-in standin.ts for tests and development) the other. The plans and the routes stay
 * the same whichever holds the seats.
 */
export type SeatProvider = Pick<
  SeatingService,
  | 'createHoldToken'
  | 'holdTokenDetail'
  | 'holdSeats'
  | 'releaseSeats'
  | 'holdBestAvailable'
  | 'heldByToken'
  | 'seatsOfToken'
  | 'bookHeld'
  | 'bookSeats'
  | 'extendHold'
  | 'releaseHold'
  | 'releaseOrder'
  | 'releaseBooked'
  | 'availability'
>;

/** The seating service with another provider's engine in place of the native one. */
export const withSeatProvider = (native: SeatingService, provider: SeatProvider | null): SeatingService =>
  provider ? { ...native, ...provider } : native;
