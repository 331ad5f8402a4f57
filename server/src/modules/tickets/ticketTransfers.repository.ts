import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketTransfers, type TicketTransferRow } from '../../db/schema';

export type NewTicketTransfer = typeof ticketTransfers.$inferInsert;

export function createTicketTransfersRepository(db: DbOrTx) {
  return {
    /** Stores the offer; null when the ticket has an open one already (the partial unique index). */
    async insert(values: NewTicketTransfer, tx: DbOrTx = db): Promise<TicketTransferRow | null> {
      const [row] = await tx.insert(ticketTransfers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findByTokenHash(tokenHash: string, tx: DbOrTx = db): Promise<TicketTransferRow | null> {
      const [row] = await tx
        .select()
        .from(ticketTransfers)
        .where(eq(ticketTransfers.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    /** The transfer, locked until the transaction ends: of two accepts at once, the second waits and sees the first. */
    async findByTokenHashForUpdate(tokenHash: string, tx: DbOrTx): Promise<TicketTransferRow | null> {
      const [row] = await tx
        .select()
        .from(ticketTransfers)
        .where(eq(ticketTransfers.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async findPending(ticketUuid: string, tx: DbOrTx = db): Promise<TicketTransferRow | null> {
      const [row] = await tx
        .select()
        .from(ticketTransfers)
        .where(and(eq(ticketTransfers.ticketUuid, ticketUuid), eq(ticketTransfers.status, 'pending')))
        .limit(1);
      return row ?? null;
    },
    /** The open offers of these tickets, by ticket. */
    async pendingOf(
      ticketUuids: readonly string[],
      tx: DbOrTx = db,
    ): Promise<Map<string, TicketTransferRow>> {
      if (ticketUuids.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(ticketTransfers)
        .where(
          and(inArray(ticketTransfers.ticketUuid, [...ticketUuids]), eq(ticketTransfers.status, 'pending')),
        );
      return new Map(rows.map((row) => [row.ticketUuid, row]));
    },
    /** Settles an open offer (accepted or cancelled); null when it was not open any more. */
    async settle(
      uuid: string,
      values: { status: 'accepted' | 'cancelled'; toUserUuid?: string },
      tx: DbOrTx = db,
    ): Promise<TicketTransferRow | null> {
      const [row] = await tx
        .update(ticketTransfers)
        .set({ ...values, settledAt: sql`now()` })
        .where(and(eq(ticketTransfers.uuid, uuid), eq(ticketTransfers.status, 'pending')))
        .returning();
      return row ?? null;
    },
    /** Every transfer of a ticket, oldest first (its history). */
    ofTicket: (ticketUuid: string, tx: DbOrTx = db): Promise<TicketTransferRow[]> =>
      tx
        .select()
        .from(ticketTransfers)
        .where(eq(ticketTransfers.ticketUuid, ticketUuid))
        .orderBy(asc(ticketTransfers.createdAt)),
  };
}

export type TicketTransfersRepository = ReturnType<typeof createTicketTransfersRepository>;
