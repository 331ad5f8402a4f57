import type { WaitlistsContext } from './context';

/**
 * How offers end without a person acting in the lists: their time runs out, or the order made from
 * one is paid or given up. Each in its own transaction, under the list's or the entry's lock.
 */
export function createLapses(ctx: WaitlistsContext) {
  const { repo, transaction, releaseOffer } = ctx;

  /** Open offers whose time ran out lapse: their places go back and pass to the next in line. */
  async function lapseDue(): Promise<Set<string>> {
    const touched = new Set<string>();
    for (const { offer, entry } of await repo.lapsedOffers()) {
      await transaction(async (tx) => {
        const list = await repo.lockList(entry.waitlistUuid, tx);
        const current = await repo.openOfferOf(entry.uuid, tx);
        if (!list || current?.uuid !== offer.uuid || current.status !== 'open') return;
        await releaseOffer(current, list, tx);
        await repo.setOffer(offer.uuid, { status: 'lapsed' }, tx);
        await repo.setEntryStatus(entry.uuid, 'lapsed', tx);
        touched.add(list.uuid);
      });
    }
    return touched;
  }

  /** Orders made from offers that were paid (bought) or given up (the offer lapses). */
  async function settleOrders(): Promise<Set<string>> {
    const touched = new Set<string>();
    for (const row of await repo.settledOrders()) {
      const paid = row.status === 'accepted' || row.status === 'admin_granted';
      await transaction(async (tx) => {
        const entry = await repo.lockEntry(row.entry_uuid, tx);
        if (!entry) return;
        const found = await repo.offerWithEntry(row.offer_uuid, tx);
        if (!found || found.offer.status !== 'ordered') return;
        await repo.setOffer(row.offer_uuid, { status: paid ? 'bought' : 'lapsed' }, tx);
        if (entry.status === 'ordered') await repo.setEntryStatus(entry.uuid, paid ? 'bought' : 'lapsed', tx);
        // An unpaid order's seats stay held by the offer's token until the offer's end: let go now.
        if (!paid && found.offer.holdToken) await repo.releaseSeats(found.offer.holdToken, tx);
        touched.add(entry.waitlistUuid);
      });
    }
    return touched;
  }

  return { lapseDue, settleOrders };
}
