import { translate, type Language } from '@tribuna/common/schemas/common';
import type { Currency, Order } from '@tribuna/common/schemas/orders';
import {
  DEFAULT_OFFER_HOURS,
  DEFAULT_WAITLIST_MAX_QUANTITY,
  type JoinWaitlistBody,
  type MyWaitlistEntry,
  type PublicWaitlist,
  type WaitlistPlace,
  type WaitlistSubject,
} from '@tribuna/common/schemas/waitlists';
import type { Tx } from '../../db/client';
import type { EventCategoryRow, WaitlistEntryRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { MEMBERSHIP, TICKET, type WaitlistBuyer, type WaitlistsContext } from './context';
import type { WaitlistGuard } from './guard';
import type { Offers } from './offers';

/**
 * A person's side of the lists: what a list's page shows, joining and leaving the line, their
 * places on their account, and their offer turned into an order to pay.
 */
export function createJoining(ctx: WaitlistsContext, parts: { guard: WaitlistGuard; offers: Offers }) {
  const { repo, transaction, now, eventOf, membershipOf, releaseOffer, offerWithSeats } = ctx;
  const { guard, isGuarded, fromOffer } = parts.guard;
  const { offerList } = parts.offers;

  async function requireCategory(eventUuid: string, category: string) {
    const { categories } = await eventOf(eventUuid);
    if (!categories.some((c) => c.key === category))
      throw new ProductError('badRequest', { category, reason: 'unknownCategory' });
  }

  /** Whether places are on sale to anyone now (then nobody needs the list). */
  async function placesOnSale(kind: WaitlistSubject, subjectUuid: string, category: string, tx?: Tx) {
    if (kind === 'subscription') {
      const { free } = await membershipOf(subjectUuid, tx);
      return free === null || free > 0;
    }
    const { event, categories, seated } = await eventOf(subjectUuid, tx);
    if (event.cancelledAt) throw new ProductError('eventCancelled', { uuid: subjectUuid });
    if (event.saleTo <= now() || event.endsAt <= now())
      throw new ProductError('eventAlreadyEnded', { uuid: subjectUuid });
    if (category && !categories.some((c) => c.key === category))
      throw new ProductError('badRequest', { category, reason: 'unknownCategory' });
    const wanted = categories.filter((c) => !category || c.key === category);
    if (seated) {
      const free = await repo.freeSeats(subjectUuid, tx);
      return free.some((seat) => wanted.some((c) => c.key === seat.category));
    }
    return wanted.some((c) => c.capacity === null || c.capacity - c.sold > 0);
  }

  /** Whether the order made from an offer is paid (accepted, or granted by staff). */
  async function orderPaid(orderUuid: string | null): Promise<boolean> {
    if (!orderUuid) return false;
    const order = await ctx.orders().findByUuid(orderUuid);
    return order?.status === 'accepted' || order?.status === 'admin_granted';
  }

  async function placeOf(entry: WaitlistEntryRow): Promise<WaitlistPlace> {
    return {
      uuid: entry.uuid,
      position: await repo.positionOf(entry),
      status: entry.status,
      quantity: entry.quantity,
      category: entry.category || null,
      joinedAt: entry.joinedAt.toISOString(),
    };
  }

  return {
    async info(kind: WaitlistSubject, subjectUuid: string): Promise<PublicWaitlist> {
      if (kind === 'event') await eventOf(subjectUuid);
      else await membershipOf(subjectUuid);
      const list = await repo.findList(kind, subjectUuid);
      const stats = list ? await repo.stats(list.uuid) : [];
      return {
        open: list ? list.enabled && !list.closed : true,
        maxQuantity: kind === 'subscription' ? 1 : (list?.maxQuantity ?? DEFAULT_WAITLIST_MAX_QUANTITY),
        offerHours: list?.offerHours ?? DEFAULT_OFFER_HOURS,
        waiting: stats.find((row) => row.status === 'waiting')?.n ?? 0,
      };
    },

    async join(
      kind: WaitlistSubject,
      subjectUuid: string,
      userUuid: string,
      body: Required<Pick<JoinWaitlistBody, 'quantity'>> & Pick<JoinWaitlistBody, 'category'>,
    ): Promise<{ place: WaitlistPlace; created: boolean }> {
      const category = kind === 'event' ? (body.category ?? '') : '';
      const existing = await repo.findList(kind, subjectUuid);
      const before = existing && (await repo.entryInForce(existing.uuid, userUuid, category));
      if (before) return { place: await placeOf(before), created: false };
      if (existing && (!existing.enabled || existing.closed))
        throw new ProductError('waitlistClosed', { uuid: subjectUuid });
      const max = kind === 'subscription' ? 1 : (existing?.maxQuantity ?? DEFAULT_WAITLIST_MAX_QUANTITY);
      if (body.quantity > max)
        throw new ProductError('waitlistQuantityTooHigh', { quantity: body.quantity, maxQuantity: max });
      if (category) await requireCategory(subjectUuid, category);
      // Places that came back are the list's while someone waits: a newcomer joins the line for them.
      const waitedFor = await isGuarded(subjectUuid, category ? [category] : null);
      if (!waitedFor && (await placesOnSale(kind, subjectUuid, category)))
        throw new ProductError('waitlistNotNeeded', { uuid: subjectUuid, category: category || null });
      const list = existing ?? (await repo.ensureList(kind, subjectUuid));
      const inserted = await repo.insertEntry({
        waitlistUuid: list.uuid,
        userUuid,
        category,
        quantity: body.quantity,
      });
      if (inserted) {
        guard(subjectUuid, category);
        return { place: await placeOf(inserted), created: true };
      }
      // The same person joined twice at once: the other request's entry is theirs.
      const again = await repo.entryInForce(list.uuid, userUuid, category);
      if (!again) throw new ProductError('waitlistClosed', { uuid: subjectUuid });
      return { place: await placeOf(again), created: false };
    },

    /** Leaves the list; an open offer's places pass to the next in line. */
    async leave(kind: WaitlistSubject, subjectUuid: string, userUuid: string, category?: string) {
      const list = await repo.findList(kind, subjectUuid);
      if (!list) return;
      const entry = await repo.entryInForce(list.uuid, userUuid, kind === 'event' ? (category ?? '') : '');
      if (!entry) return;
      const withdrew = await transaction(async (tx) => {
        await repo.lockList(list.uuid, tx);
        const locked = await repo.lockEntry(entry.uuid, tx);
        if (!locked || !['waiting', 'offered', 'ordered'].includes(locked.status)) return false;
        const offer = await repo.openOfferOf(locked.uuid, tx);
        await repo.setEntryStatus(locked.uuid, 'left', tx);
        if (offer?.status === 'open') {
          await releaseOffer(offer, list, tx);
          await repo.setOffer(offer.uuid, { status: 'withdrawn' }, tx);
          return true;
        }
        return false;
      });
      if (withdrew) await offerList(list.uuid);
    },

    async mine(userUuid: string, language: Language): Promise<MyWaitlistEntry[]> {
      const rows = await repo.myEntries(userUuid);
      const offers = await repo.latestOffers(rows.map((row) => row.entry.uuid));
      const names = new Map<
        string,
        { name: string; startsAt: string | null; categories: EventCategoryRow[] }
      >();
      for (const { list } of rows) {
        if (names.has(list.subjectUuid)) continue;
        if (list.subjectKind === 'event') {
          const found = await ctx.events.forTickets(list.subjectUuid);
          names.set(list.subjectUuid, {
            name: found ? translate(found.event.name, language) : '',
            startsAt: found?.event.startsAt.toISOString() ?? null,
            categories: found?.categories ?? [],
          });
        } else {
          const found = await ctx.memberships.placesOf(list.subjectUuid);
          names.set(list.subjectUuid, {
            name: found ? translate(found.name, language) : '',
            startsAt: null,
            categories: [],
          });
        }
      }
      return Promise.all(
        rows.map(async ({ entry, list }) => {
          const subject = names.get(list.subjectUuid)!;
          const offer = offers.get(entry.uuid);
          // An order paid from the offer is bought from that moment, though the job settles the
          // offer's row at its next turn: the person back from paying sees it paid.
          const paid =
            entry.status === 'ordered' && offer?.status === 'ordered' && (await orderPaid(offer.orderUuid));
          const inForce = !paid && offer && (offer.status === 'open' || offer.status === 'ordered');
          const category = subject.categories.find((c) => c.key === entry.category);
          return {
            uuid: entry.uuid,
            subject: list.subjectKind,
            subjectUuid: list.subjectUuid,
            name: subject.name,
            startsAt: subject.startsAt,
            category: entry.category || null,
            categoryName: category ? translate(category.name, language) : null,
            quantity: entry.quantity,
            position: await repo.positionOf(entry),
            status: paid ? ('bought' as const) : entry.status,
            joinedAt: entry.joinedAt.toISOString(),
            offer: inForce ? await offerWithSeats(offer) : null,
          };
        }),
      );
    },

    /**
     * The entry's offer as a pending order to pay (the same order when asked again). Seated: the
     * order of the offer's hold; general admission: its places pass from the offer to the order's
     * lines in the order's transaction (the gate); a membership: the price variant asked for.
     */
    async order(
      entryUuid: string,
      buyer: WaitlistBuyer,
      body: { currency: Currency; priceUuid?: string },
    ): Promise<Order> {
      const entry = await repo.findEntry(entryUuid);
      if (!entry || entry.userUuid !== buyer.uuid)
        throw new ProductError('waitlistEntryNotFound', { uuid: entryUuid });
      const offer = await repo.openOfferOf(entry.uuid);
      const orders = ctx.orders();
      if (offer?.status === 'ordered' && offer.orderUuid) {
        const made = await orders.findByUuid(offer.orderUuid);
        if (made && made.status === 'pending' && made.expiresAt > now()) return orders.view(made);
      }
      if (!offer || offer.status !== 'open' || offer.expiresAt <= now())
        throw new ProductError('waitlistOfferExpired', { uuid: entryUuid });
      const list = (await repo.offerWithEntry(offer.uuid))!.list;
      let lines: { kind: string; refUuid: string; quantity: number; option?: string }[] = [];
      if (list.subjectKind === 'subscription') {
        if (!body.priceUuid)
          throw new ProductError(
            'badRequest',
            { reason: 'priceUuid' },
            'Name the price variant of the membership.',
          );
        if ((await ctx.memberships.planOfPrice(body.priceUuid)) !== list.subjectUuid)
          throw new ProductError('badRequest', { priceUuid: body.priceUuid, reason: 'otherMembership' });
        lines = [{ kind: MEMBERSHIP, refUuid: body.priceUuid, quantity: 1 }];
      } else if (!offer.holdToken)
        lines = Array.from({ length: offer.quantity }, () => ({
          kind: TICKET,
          refUuid: list.subjectUuid,
          quantity: 1,
          option: offer.category ?? undefined,
        }));
      const created = await fromOffer({ userUuid: buyer.uuid, subjectUuid: list.subjectUuid }, () =>
        orders.createFor(
          { userUuid: buyer.uuid, email: buyer.email },
          buyer.language,
          { lines, currency: body.currency, ...(offer.holdToken && { holdToken: offer.holdToken }) },
          async (order, tx) => {
            await repo.setOffer(offer.uuid, { status: 'ordered', orderUuid: order.uuid }, tx);
            await repo.setEntryStatus(entry.uuid, 'ordered', tx);
          },
        ),
      );
      return orders.view(created);
    },
  };
}
