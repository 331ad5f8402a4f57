import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@tribuna/common/schemas/common';
import type { DbOrTx } from '../../db/client';
import { events, tickets, walletAppleRegistrations, walletPasses, type WalletPassRow } from '../../db/schema';

/** `changed_at` in microseconds since the epoch, exact (Apple's "updated since" tags). */
const changedMicros = sql<string>`floor(extract(epoch from ${walletPasses.changedAt}) * 1000000)::bigint`;

export function createWalletRepository(db: DbOrTx) {
  return {
    /**
     * Records that a pass of the ticket's version was handed out (`google`: as a Google save link).
     * A new one starts as the ticket is now; a known one keeps what the wallets were told (the job
     * tells them of changes).
     */
    async handedOut(pass: {
      ticketUuid: string;
      version: number;
      language: Language;
      active: boolean;
      google: boolean;
    }): Promise<void> {
      await db
        .insert(walletPasses)
        .values(pass)
        .onConflictDoUpdate({
          target: [walletPasses.ticketUuid, walletPasses.version],
          set: {
            language: pass.language,
            ...(pass.google && { google: true }),
          },
        });
    },

    async find(ticketUuid: string, version: number): Promise<WalletPassRow | null> {
      const [row] = await db
        .select()
        .from(walletPasses)
        .where(and(eq(walletPasses.ticketUuid, ticketUuid), eq(walletPasses.version, version)))
        .limit(1);
      return row ?? null;
    },

    /** Registers the device for the pass's changes; answers whether it was new. */
    async register(registration: {
      deviceLibraryId: string;
      passTypeId: string;
      ticketUuid: string;
      version: number;
      pushToken: string;
    }): Promise<boolean> {
      const [row] = await db
        .insert(walletAppleRegistrations)
        .values(registration)
        .onConflictDoUpdate({
          target: [
            walletAppleRegistrations.deviceLibraryId,
            walletAppleRegistrations.passTypeId,
            walletAppleRegistrations.ticketUuid,
          ],
          set: { version: registration.version, pushToken: registration.pushToken },
        })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return row?.inserted === true;
    },

    async unregister(deviceLibraryId: string, passTypeId: string, ticketUuid: string): Promise<void> {
      await db
        .delete(walletAppleRegistrations)
        .where(
          and(
            eq(walletAppleRegistrations.deviceLibraryId, deviceLibraryId),
            eq(walletAppleRegistrations.passTypeId, passTypeId),
            eq(walletAppleRegistrations.ticketUuid, ticketUuid),
          ),
        );
    },

    /** The device's passes changed after `sinceMicros` (all of them without it), with their change tags. */
    updatedFor: (deviceLibraryId: string, passTypeId: string, sinceMicros: bigint | null) =>
      db
        .select({ ticketUuid: walletAppleRegistrations.ticketUuid, changed: changedMicros })
        .from(walletAppleRegistrations)
        .innerJoin(
          walletPasses,
          and(
            eq(walletPasses.ticketUuid, walletAppleRegistrations.ticketUuid),
            eq(walletPasses.version, walletAppleRegistrations.version),
          ),
        )
        .where(
          and(
            eq(walletAppleRegistrations.deviceLibraryId, deviceLibraryId),
            eq(walletAppleRegistrations.passTypeId, passTypeId),
            sinceMicros === null ? undefined : gt(changedMicros, sql`${sinceMicros.toString()}::bigint`),
          ),
        ),

    /**
     * Compares every pass handed out with its ticket: a pass admits while its version is the
     * ticket's, the ticket is not voided and its event not cancelled (a cancellation that refunds
     * nothing leaves the tickets as they are). Those whose state changed are marked for the wallets
     * to be told (Google's object if a save link was given, the registered Apple devices).
     * Answers how many changed.
     */
    async markChanged(): Promise<number> {
      const admits = sql`(${tickets.version} = ${walletPasses.version} and ${tickets.voidedAt} is null and not exists (select 1 from ${events} where ${events.uuid} = ${tickets.eventUuid} and ${events.cancelledAt} is not null))`;
      const changed = await db
        .update(walletPasses)
        .set({
          active: admits,
          changedAt: sql`now()`,
          googlePending: walletPasses.google,
          applePending: true,
          attempts: 0,
          nextAttemptAt: sql`now()`,
        })
        .from(tickets)
        .where(and(eq(tickets.uuid, walletPasses.ticketUuid), sql`${walletPasses.active} <> ${admits}`))
        .returning({ ticketUuid: walletPasses.ticketUuid });
      return changed.length;
    },

    /**
     * The event got a new date, end or venue (in the change's transaction): its passes that admit
     * are marked changed for the wallets to be told, as `markChanged` marks a pass that stops
     * admitting (a pass that no longer admits says so whatever the date).
     */
    async eventChanged(eventUuid: string, tx: DbOrTx): Promise<number> {
      const changed = await tx
        .update(walletPasses)
        .set({
          changedAt: sql`now()`,
          googlePending: walletPasses.google,
          applePending: true,
          attempts: 0,
          nextAttemptAt: sql`now()`,
        })
        .from(tickets)
        .where(
          and(
            eq(tickets.uuid, walletPasses.ticketUuid),
            eq(tickets.eventUuid, eventUuid),
            eq(walletPasses.active, true),
          ),
        )
        .returning({ ticketUuid: walletPasses.ticketUuid });
      return changed.length;
    },

    /** Passes whose wallets await their new state and are due (oldest first). */
    due: (limit: number) =>
      db
        .select()
        .from(walletPasses)
        .where(
          and(
            or(eq(walletPasses.googlePending, true), eq(walletPasses.applePending, true)),
            lte(walletPasses.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(walletPasses.nextAttemptAt)
        .limit(limit),

    /**
     * The wallets were told this state (`google`, `apple`: which of them now). Only while the pass
     * is still as it was read: a change meanwhile (its state, or its event moved, which leaves the
     * state as it is) stays pending. `changed_at` is compared to the millisecond the row was read with.
     */
    async delivered(pass: WalletPassRow, told: { google: boolean; apple: boolean }): Promise<void> {
      const readAt = pass.changedAt.toISOString();
      await db
        .update(walletPasses)
        .set({
          ...(told.google && { googlePending: false }),
          ...(told.apple && { applePending: false }),
        })
        .where(
          and(
            eq(walletPasses.ticketUuid, pass.ticketUuid),
            eq(walletPasses.version, pass.version),
            eq(walletPasses.active, pass.active),
            sql`abs(extract(epoch from ${walletPasses.changedAt} - ${readAt}::timestamptz)) < 0.001`,
          ),
        );
    },

    /** A delivery failed: tried again after `delayMs`. */
    async failed(pass: WalletPassRow, delayMs: number): Promise<void> {
      await db
        .update(walletPasses)
        .set({
          attempts: sql`${walletPasses.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(and(eq(walletPasses.ticketUuid, pass.ticketUuid), eq(walletPasses.version, pass.version)));
    },

    registrationsOf: (ticketUuid: string, version: number) =>
      db
        .select()
        .from(walletAppleRegistrations)
        .where(
          and(
            eq(walletAppleRegistrations.ticketUuid, ticketUuid),
            eq(walletAppleRegistrations.version, version),
          ),
        ),

    /** Apple says the device no longer holds the pass (or its token is void). */
    async forgetPushToken(ticketUuid: string, pushToken: string): Promise<void> {
      await db
        .delete(walletAppleRegistrations)
        .where(
          and(
            eq(walletAppleRegistrations.ticketUuid, ticketUuid),
            eq(walletAppleRegistrations.pushToken, pushToken),
          ),
        );
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
