import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from '../../db/client';
import { ProductError } from '../../errors';
import { MEMBERSHIP, TICKET, type WaitlistsContext } from './context';

/** The offer an order is being made from (the orders' gate lets its places through). */
interface OfferInProgress {
  userUuid: string;
  subjectUuid: string;
}

/** How long the servers trust what they read of the guarded subjects (one read a second at most). */
const GUARD_FRESH_MS = 1000;

/**
 * Outsiders: while a subject has someone waiting or an offer open ("guarded"), seat holds are
 * refused (`refuseHold`, from memory: no database read on the hold path) and orders of
 * general-admission tickets or of the membership are refused in the orders' gate (`gate`) unless
 * they are made from the buyer's own offer (`fromOffer`).
 */
export function createWaitlistGuard(ctx: WaitlistsContext) {
  const { repo, memberships, releaseOffer } = ctx;
  const offerInProgress = new AsyncLocalStorage<OfferInProgress>();

  /** Per guarded subject, the categories its lists wait for ('' : any category). */
  let guarded = new Map<string, Set<string>>();
  let guardReadAt = 0;
  let guardRead: Promise<void> | null = null;
  const guardFreshMs = ctx.guardFreshMs ?? GUARD_FRESH_MS;

  const guardOf = (rows: readonly { subject_uuid: string; category: string }[]) => {
    const map = new Map<string, Set<string>>();
    for (const row of rows) {
      const categories = map.get(row.subject_uuid) ?? new Set<string>();
      categories.add(row.category);
      map.set(row.subject_uuid, categories);
    }
    return map;
  };

  function guard(subjectUuid: string, category: string) {
    const categories = guarded.get(subjectUuid) ?? new Set<string>();
    categories.add(category);
    guarded.set(subjectUuid, categories);
  }

  async function refreshGuard() {
    guardRead ??= repo
      .guardedSubjects()
      .then((rows) => {
        guarded = guardOf(rows);
        guardReadAt = Date.now();
      })
      .finally(() => {
        guardRead = null;
      });
    return guardRead;
  }

  /**
   * Whether places of these categories (null: not known, any) are a list's. Inside a transaction
   * (`tx`), a stale guard is read in it: the embedded database has one connection, and a read beside
   * the open transaction would wait for it for ever.
   */
  async function isGuarded(
    subjectUuid: string,
    categories: readonly string[] | null,
    tx?: Tx,
  ): Promise<boolean> {
    let map = guarded;
    if (Date.now() - guardReadAt >= guardFreshMs) {
      if (tx) map = guardOf(await repo.guardedSubjects(tx));
      else {
        await refreshGuard();
        map = guarded;
      }
    }
    const waitedFor = map.get(subjectUuid);
    if (!waitedFor) return false;
    if (waitedFor.has('') || categories === null) return true;
    return categories.some((category) => waitedFor.has(category));
  }

  return {
    guard,
    refreshGuard,
    isGuarded,

    /** Runs the making of an order from the person's own offer (the gate lets its places through). */
    fromOffer: <T>(offer: OfferInProgress, run: () => Promise<T>): Promise<T> =>
      offerInProgress.run(offer, run),

    /**
     * The orders' gate, in the transaction that makes an order: general-admission tickets and
     * memberships of a guarded subject are refused (`waitlistHasPriority`) unless the order is made
     * from the buyer's own offer, whose places then pass to the order's lines.
     */
    async gate(
      userUuid: string | null,
      lines: readonly { kind: string; refUuid: string; data?: unknown; option?: string }[],
      tx: Tx,
    ) {
      // Per subject, the categories ordered ('' for a membership).
      const subjects = new Map<string, Set<string>>();
      const add = (subject: string, category: string) =>
        subjects.set(subject, (subjects.get(subject) ?? new Set<string>()).add(category));
      for (const line of lines) {
        if (line.kind === TICKET && !line.data) add(line.refUuid, line.option ?? '');
        if (line.kind === MEMBERSHIP) {
          const plan = await memberships.planOfPrice(line.refUuid, tx);
          if (plan) add(plan, '');
        }
      }
      const current = offerInProgress.getStore();
      for (const [subjectUuid, categories] of subjects) {
        if (current && current.subjectUuid === subjectUuid && current.userUuid === userUuid) {
          const found = await repo.openOfferFor(current.userUuid, subjectUuid, tx);
          if (!found) throw new ProductError('waitlistOfferExpired', { uuid: subjectUuid });
          const list = (await repo.offerWithEntry(found.offer.uuid, tx))!.list;
          // The places go back to the category and the order's lines take them in this transaction.
          if (!found.offer.holdToken) await releaseOffer(found.offer, list, tx);
          continue;
        }
        if (await isGuarded(subjectUuid, [...categories], tx))
          throw new ProductError('waitlistHasPriority', { uuid: subjectUuid });
      }
    },

    /**
     * Seat holds of a guarded event are refused when they take seats of a category its list waits
     * for (from memory; the held seats' categories are read only for a list of some categories).
     */
    async refuseHold(eventUuid: string, wanted?: { objects?: readonly string[]; category?: string }) {
      const waitedFor = (await isGuarded(eventUuid, null)) ? guarded.get(eventUuid) : undefined;
      if (!waitedFor) return;
      let categories: string[] | null = null;
      if (wanted?.category) categories = [wanted.category];
      else if (wanted?.objects && wanted.objects.length > 0)
        categories = await repo.seatCategories(eventUuid, wanted.objects);
      if (await isGuarded(eventUuid, categories))
        throw new ProductError('waitlistHasPriority', { uuid: eventUuid });
    },
  };
}

export type WaitlistGuard = ReturnType<typeof createWaitlistGuard>;
