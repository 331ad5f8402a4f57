import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { admissionReservations } from '../../db/schema';

/** What general admission needs of the events domain: its atomic count of places per category. */
export interface AdmissionStock {
  /** Takes `count` places, or throws `ticketsSoldOut` (one statement: the last place goes once). */
  takeAdmissions(eventUuid: string, category: string, count: number, tx?: Tx): Promise<void>;
  returnAdmissions(eventUuid: string, category: string, count: number, tx?: Tx): Promise<void>;
}

/**
 * The places of general admission that pending orders hold: one per order line. A place is taken
 * from the category's count when the line is stored, given back when the line goes away undelivered
 * (each at most once: the reservation row is what is given back), and kept when a ticket is issued.
 */
export function createAdmissions(db: DbOrTx, stock: AdmissionStock) {
  return {
    /** The line holds a place of the category from now on; throws `ticketsSoldOut`. */
    async reserve(orderLineUuid: string, eventUuid: string, category: string, tx: Tx) {
      await stock.takeAdmissions(eventUuid, category, 1, tx);
      await tx.insert(admissionReservations).values({ orderLineUuid, eventUuid, category });
    },

    /** The line's place goes back to the category, if it still holds one. */
    async release(orderLineUuid: string, tx: Tx) {
      const [gone] = await tx
        .delete(admissionReservations)
        .where(eq(admissionReservations.orderLineUuid, orderLineUuid))
        .returning();
      if (gone) await stock.returnAdmissions(gone.eventUuid, gone.category, 1, tx);
    },

    /**
     * The line is delivered: the place it holds becomes its ticket's. A line whose place was given
     * back (a payment that came after the order expired) takes one again, or throws `ticketsSoldOut`.
     */
    async deliver(orderLineUuid: string, eventUuid: string, category: string, tx: Tx) {
      const [held] = await tx
        .delete(admissionReservations)
        .where(eq(admissionReservations.orderLineUuid, orderLineUuid))
        .returning();
      if (!held) await stock.takeAdmissions(eventUuid, category, 1, tx);
    },

    /** A delivered place comes back to the category (its ticket was voided: the line was refunded). */
    async giveBack(eventUuid: string, category: string, tx: Tx) {
      await stock.returnAdmissions(eventUuid, category, 1, tx);
    },

    async holds(orderLineUuid: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: admissionReservations.orderLineUuid })
        .from(admissionReservations)
        .where(eq(admissionReservations.orderLineUuid, orderLineUuid))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type Admissions = ReturnType<typeof createAdmissions>;
