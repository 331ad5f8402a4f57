import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { seatingHolds } from '../../db/schema';

export type SeatingHold = { holdToken: string; expiresAt: Date | null };

export function createSeatingRepository(db: DbOrTx) {
  return {
    async findHold(userUuid: string, tx: DbOrTx = db): Promise<SeatingHold | null> {
      const [row] = await tx
        .select({ holdToken: seatingHolds.holdToken, expiresAt: seatingHolds.expiresAt })
        .from(seatingHolds)
        .where(eq(seatingHolds.userUuid, userUuid))
        .limit(1);
      return row ?? null;
    },
    async saveHold(userUuid: string, hold: SeatingHold, tx: DbOrTx = db) {
      await tx
        .insert(seatingHolds)
        .values({ userUuid, ...hold })
        .onConflictDoUpdate({ target: seatingHolds.userUuid, set: hold });
    },
    async deleteHold(userUuid: string, tx: DbOrTx = db) {
      await tx.delete(seatingHolds).where(eq(seatingHolds.userUuid, userUuid));
    },
  };
}

export type SeatingRepository = ReturnType<typeof createSeatingRepository>;
