import type { Tx } from '../../db/client';
import type { SeatingHold, SeatingRepository } from './seating.repository';

export type { SeatingHold };

/** Events and seating. For now only the hold token of a user's open order (login step 5). */
export function createSeatingService(deps: { seating: SeatingRepository }) {
  const { seating } = deps;
  return {
    hold: (userUuid: string, tx?: Tx) => seating.findHold(userUuid, tx),

    /**
     * Remembers the hold token of the user's order; null forgets it. The expiry belongs to the hold
     * it was stored with: a different token's expiry is not known here, so it becomes unknown.
     */
    async setHoldToken(userUuid: string, holdToken: string | null, tx?: Tx) {
      if (holdToken === null) return seating.deleteHold(userUuid, tx);
      const current = await seating.findHold(userUuid, tx);
      if (current?.holdToken === holdToken) return;
      await seating.saveHold(userUuid, { holdToken, expiresAt: null }, tx);
    },
  };
}

export type SeatingService = ReturnType<typeof createSeatingService>;
