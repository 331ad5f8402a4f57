import {
  DEFAULT_OFFER_HOURS,
  DEFAULT_WAITLIST_MAX_QUANTITY,
  type AdminWaitlist,
  type AdminWaitlistEntry,
  type WaitlistEntryStatus,
  type WaitlistOffer,
  type WaitlistSettingsValues,
  type WaitlistSubject,
} from '@tribuna/common/schemas/waitlists';
import type { WaitlistRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { Announcements } from './announcements';
import type { WaitlistsContext } from './context';
import type { Offers } from './offers';

/**
 * What staff do with a list in the back office: read and change its settings, close it, list the
 * people in it, and offer places to one of them by hand.
 */
export function createStaffActions(
  ctx: WaitlistsContext,
  parts: { offers: Offers; announcements: Announcements },
) {
  const { repo, transaction, requireSubject, offerWithSeats } = ctx;
  const { poolsOf, makeOffer } = parts.offers;
  const { announceAll } = parts.announcements;

  async function adminView(
    list: WaitlistRow | null,
    kind: WaitlistSubject,
    subjectUuid: string,
  ): Promise<AdminWaitlist> {
    const counts = list ? await repo.stats(list.uuid) : [];
    const of = (status: WaitlistEntryStatus) => counts.find((row) => row.status === status);
    return {
      subject: kind,
      subjectUuid,
      enabled: list?.enabled ?? true,
      closed: list?.closed ?? false,
      maxQuantity: list?.maxQuantity ?? DEFAULT_WAITLIST_MAX_QUANTITY,
      offerHours: list?.offerHours ?? DEFAULT_OFFER_HOURS,
      stats: {
        waiting: of('waiting')?.n ?? 0,
        waitingQuantity: of('waiting')?.quantity ?? 0,
        offered: of('offered')?.n ?? 0,
        ordered: of('ordered')?.n ?? 0,
        bought: of('bought')?.n ?? 0,
        lapsed: of('lapsed')?.n ?? 0,
        left: of('left')?.n ?? 0,
      },
    };
  }

  return {
    async adminGet(kind: WaitlistSubject, subjectUuid: string): Promise<AdminWaitlist> {
      await requireSubject(kind, subjectUuid);
      return adminView(await repo.findList(kind, subjectUuid), kind, subjectUuid);
    },

    async save(
      kind: WaitlistSubject,
      subjectUuid: string,
      values: WaitlistSettingsValues,
    ): Promise<AdminWaitlist> {
      await requireSubject(kind, subjectUuid);
      const list = await transaction(async (tx) => {
        const saved = await repo.saveSettings(kind, subjectUuid, values, tx);
        if (saved.closed) await repo.closeWaiting(saved.uuid, tx);
        return saved;
      });
      return adminView(list, kind, subjectUuid);
    },

    async close(kind: WaitlistSubject, subjectUuid: string): Promise<AdminWaitlist> {
      await requireSubject(kind, subjectUuid);
      const list = await transaction(async (tx) => {
        const current = await repo.ensureList(kind, subjectUuid, tx);
        const saved = await repo.saveSettings(
          kind,
          subjectUuid,
          {
            enabled: current.enabled,
            closed: true,
            maxQuantity: current.maxQuantity,
            offerHours: current.offerHours,
          },
          tx,
        );
        await repo.closeWaiting(saved.uuid, tx);
        return saved;
      });
      return adminView(list, kind, subjectUuid);
    },

    async entries(
      kind: WaitlistSubject,
      subjectUuid: string,
      query: { limit: number; offset: number; order: 'asc' | 'desc'; status?: WaitlistEntryStatus },
    ): Promise<{ data: AdminWaitlistEntry[]; total: number }> {
      await requireSubject(kind, subjectUuid);
      const list = await repo.findList(kind, subjectUuid);
      if (!list) return { data: [], total: 0 };
      const { rows, total } = await repo.entries(list.uuid, query);
      const [positions, offers] = await Promise.all([
        repo.positions(list.uuid),
        repo.latestOffers(rows.map((row) => row.entry.uuid)),
      ]);
      const data = await Promise.all(
        rows.map(async ({ entry, email, firstName, lastName }) => {
          const offer = offers.get(entry.uuid);
          return {
            uuid: entry.uuid,
            userUuid: entry.userUuid,
            email,
            name: [firstName, lastName].filter(Boolean).join(' '),
            position: positions.get(entry.uuid) ?? null,
            quantity: entry.quantity,
            category: entry.category || null,
            status: entry.status,
            joinedAt: entry.joinedAt.toISOString(),
            offer: offer ? await offerWithSeats(offer) : null,
          };
        }),
      );
      return { data, total };
    },

    /** Staff offer places to one waiting person now, out of turn, perhaps fewer than they asked for. */
    async offerByHand(
      kind: WaitlistSubject,
      subjectUuid: string,
      body: { entryUuid: string; quantity?: number },
    ): Promise<WaitlistOffer> {
      await requireSubject(kind, subjectUuid);
      const list = await repo.findList(kind, subjectUuid);
      const entry = await repo.findEntry(body.entryUuid);
      if (!list || !entry || entry.waitlistUuid !== list.uuid)
        throw new ProductError('waitlistEntryNotFound', { uuid: body.entryUuid });
      const quantity = Math.min(body.quantity ?? entry.quantity, entry.quantity);
      const membership = kind === 'subscription' ? await ctx.memberships.placesOf(subjectUuid) : null;
      const offer = await transaction(async (tx) => {
        await repo.lockList(list.uuid, tx);
        const locked = await repo.lockEntry(entry.uuid, tx);
        if (locked?.status !== 'waiting')
          throw new ProductError('waitlistEntryNotWaiting', {
            uuid: entry.uuid,
            status: locked?.status ?? null,
          });
        const pools = await poolsOf(list, tx, membership);
        const wanted = locked.category ? [locked.category] : (pools?.order ?? []);
        const fits = pools && wanted.find((key) => (pools.counts.get(key) ?? 0) >= quantity);
        if (!pools || fits === undefined || fits === null)
          throw new ProductError('waitlistNoPlaces', { uuid: subjectUuid, quantity });
        const made = await makeOffer(list, locked, fits, quantity, pools, true, tx);
        if (!made) throw new ProductError('waitlistNoPlaces', { uuid: subjectUuid, quantity });
        return made;
      });
      void announceAll([offer.uuid]);
      return offerWithSeats(offer);
    },
  };
}
