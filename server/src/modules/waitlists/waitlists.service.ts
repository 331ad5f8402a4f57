import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { fillWaitlistText, waitlistOfferTexts } from '@tribuna/common/i18n/waitlistEmail';
import { pathFor } from '@tribuna/common/routes';
import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type { Currency, Order } from '@tribuna/common/schemas/orders';
import {
  DEFAULT_OFFER_HOURS,
  DEFAULT_WAITLIST_MAX_QUANTITY,
  type AdminWaitlist,
  type AdminWaitlistEntry,
  type JoinWaitlistBody,
  type MyWaitlistEntry,
  type PublicWaitlist,
  type WaitlistEntryStatus,
  type WaitlistOffer,
  type WaitlistPlace,
  type WaitlistSettingsValues,
  type WaitlistSubject,
} from '@tribuna/common/schemas/waitlists';
import type { Tx } from '../../db/client';
import type {
  EventCategoryRow,
  EventRow,
  OrderRow,
  WaitlistEntryRow,
  WaitlistOfferRow,
  WaitlistRow,
} from '../../db/schema';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import type { FreeSeat, WaitlistsRepository } from './waitlists.repository';

/** What the lists need of an event: its sale, categories and whether it has a seating plan. */
export interface WaitlistEvents {
  forTickets(
    uuid: string,
    tx?: Tx,
  ): Promise<{ event: EventRow; categories: EventCategoryRow[]; seated: boolean } | null>;
  takeAdmissions(eventUuid: string, category: string, count: number, tx?: Tx): Promise<void>;
  returnAdmissions(eventUuid: string, category: string, count: number, tx?: Tx): Promise<void>;
}

/** What the lists need of a membership: its name and how many of its places are free. */
export interface WaitlistMemberships {
  /** null: no such membership. `free`: places left (null: unlimited). */
  placesOf(uuid: string, tx?: Tx): Promise<{ name: LocaleMap; free: number | null } | null>;
  planOfPrice(priceUuid: string, tx?: Tx): Promise<string | null>;
}

/** The orders machinery the offers are paid through. */
export interface WaitlistOrders {
  createFor(
    buyer: { userUuid: string; email: string },
    language: Language,
    body: {
      lines: { kind: string; refUuid: string; quantity: number; option?: string }[];
      currency: Currency;
      holdToken?: string;
    },
    afterInsert: (order: OrderRow, tx: Tx) => Promise<void>,
  ): Promise<OrderRow>;
  view(order: OrderRow): Promise<Order>;
  findByUuid(uuid: string, tx?: Tx): Promise<OrderRow | null>;
  linesOfKind(orderUuid: string, kind: string): Promise<{ lines: { refUuid: string }[] } | null>;
}

export interface WaitlistBuyer {
  uuid: string;
  email: string;
  language: Language;
}

/** The offer an order is being made from (the orders' gate lets its places through). */
interface OfferInProgress {
  userUuid: string;
  subjectUuid: string;
}

/** How long the servers trust what they read of the guarded subjects (one read a second at most). */
const GUARD_FRESH_MS = 1000;

const TICKET = 'ticket';
const MEMBERSHIP = 'subscription';

/** A hold token of the native seat engine's shape (the order's `holdToken` names it). */
const newHoldToken = () => `wl-${randomBytes(16).toString('hex')}`;

/**
 * Waiting lists. Offers are made in one transaction a list, under the list row's lock,
 * reading the free places after taking it: two servers (or a job turn and a kick) never offer the
 * same place twice. Order is fair: going down the line, an entry that cannot be served in full
 * blocks the places it could use for everyone behind it (others may still take places of other
 * categories). An offer's places are all of one category.
 *
 * Outsiders: while a subject has someone waiting or an offer open ("guarded"), seat holds are
 * refused (`refuseHold`, from memory: no database read on the hold path) and orders of
 * general-admission tickets or of the membership are refused in the orders' gate (`gate`) unless
 * they are made from the buyer's own offer (`order`).
 */
export function createWaitlistsService(deps: {
  repository: WaitlistsRepository;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  events: WaitlistEvents;
  memberships: WaitlistMemberships;
  /** The sales come after the lists' domain: asked only when an offer is turned into an order. */
  orders: () => WaitlistOrders;
  mailer: Mailer;
  /** People's e-mail and language by uuid. */
  people: (uuids: readonly string[]) => Promise<Map<string, { email: string; language: Language }>>;
  /** A push to one person's devices, in their language (null: no push channel). */
  push:
    | ((message: {
        userUuid: string;
        key: string;
        language: Language;
        title: string;
        message: string;
        path: string;
      }) => Promise<unknown>)
    | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  guardFreshMs?: number;
  now?: () => Date;
}) {
  const { repository: repo, transaction } = deps;
  const now = deps.now ?? (() => new Date());
  const offerInProgress = new AsyncLocalStorage<OfferInProgress>();

  // --- The guard (in memory) ----------------------------------------------------------------------
  /** Per guarded subject, the categories its lists wait for ('' : any category). */
  let guarded = new Map<string, Set<string>>();
  let guardReadAt = 0;
  let guardRead: Promise<void> | null = null;
  const guardFreshMs = deps.guardFreshMs ?? GUARD_FRESH_MS;

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

  // --- Subjects -----------------------------------------------------------------------------------
  async function eventOf(uuid: string, tx?: Tx) {
    const found = await deps.events.forTickets(uuid, tx);
    if (!found || !found.event.published) throw new ProductError('eventNotFound', { uuid });
    return found;
  }

  async function membershipOf(uuid: string, tx?: Tx) {
    const found = await deps.memberships.placesOf(uuid, tx);
    if (!found) throw new ProductError('subscriptionNotFound', { uuid });
    return found;
  }

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

  // --- Answers ------------------------------------------------------------------------------------
  const offerView = (offer: WaitlistOfferRow, seats: FreeSeat[]): WaitlistOffer => ({
    uuid: offer.uuid,
    quantity: offer.quantity,
    expiresAt: offer.expiresAt.toISOString(),
    seats: seats.map((seat) => ({
      section: seat.section,
      row: seat.row,
      label: seat.label,
      category: seat.category,
    })),
    orderUuid: offer.orderUuid,
    byStaff: offer.byStaff,
    createdAt: offer.createdAt.toISOString(),
  });

  const offerWithSeats = async (offer: WaitlistOfferRow) =>
    offerView(offer, offer.holdToken ? await repo.seatsOfToken(offer.holdToken) : []);

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

  async function requireSubject(kind: WaitlistSubject, subjectUuid: string) {
    if (kind === 'event') {
      const found = await deps.events.forTickets(subjectUuid);
      if (!found) throw new ProductError('eventNotFound', { uuid: subjectUuid });
    } else await membershipOf(subjectUuid);
  }

  // --- Giving places back -------------------------------------------------------------------------
  /** The offer's places go back (seats let go of, general-admission places to their category). */
  async function releaseOffer(offer: WaitlistOfferRow, list: WaitlistRow, tx: Tx) {
    if (offer.holdToken) await repo.releaseSeats(offer.holdToken, tx);
    else if (offer.category && list.subjectKind === 'event')
      await deps.events.returnAdmissions(list.subjectUuid, offer.category, offer.quantity, tx);
  }

  // --- Offering -----------------------------------------------------------------------------------
  /** Free places by category, in the order offers take them. */
  interface Pools {
    seats: Map<string, FreeSeat[]>;
    counts: Map<string, number>;
    /** The categories an "any" entry may take, in the event's order. */
    order: string[];
    seated: boolean;
    /** The event (null for a membership): its sale's end caps the offers' time. */
    event: EventRow | null;
  }

  /**
   * A membership's places are read before the list's transaction (`membership`: the memberships
   * domain reads them on its own connection); its capacity is checked again when it is paid.
   */
  async function poolsOf(
    list: WaitlistRow,
    tx: Tx,
    membership: { free: number | null } | null,
  ): Promise<Pools | null> {
    if (list.subjectKind === 'subscription') {
      const found = membership;
      if (!found || found.free === null) return null;
      const free = Math.max(0, found.free - (await repo.openOfferCount(list.uuid, tx)));
      return { seats: new Map(), counts: new Map([['', free]]), order: [''], seated: false, event: null };
    }
    const found = await deps.events.forTickets(list.subjectUuid, tx);
    if (!found || found.event.cancelledAt || found.event.saleTo <= now()) return null;
    const order = [...found.categories].sort((a, b) => a.position - b.position).map((c) => c.key);
    if (found.seated) {
      const seats = new Map<string, FreeSeat[]>();
      for (const seat of await repo.freeSeats(list.subjectUuid, tx)) {
        const pool = seats.get(seat.category) ?? [];
        pool.push(seat);
        seats.set(seat.category, pool);
      }
      return {
        seats,
        counts: new Map([...seats].map(([key, pool]) => [key, pool.length])),
        order,
        seated: true,
        event: found.event,
      };
    }
    const counts = new Map(
      found.categories
        .filter((c) => c.capacity !== null)
        .map((c) => [c.key, Math.max(0, c.capacity! - c.sold)]),
    );
    return { seats: new Map(), counts, order, seated: false, event: found.event };
  }

  /** `quantity` seats of a pool, side by side in one row when the pool has such a run. */
  function pickSeats(pool: FreeSeat[], quantity: number): FreeSeat[] {
    for (let i = 0; i + quantity <= pool.length; i++) {
      const run = pool.slice(i, i + quantity);
      if (run.every((seat) => seat.section === run[0]!.section && seat.row === run[0]!.row)) return run;
    }
    return pool.slice(0, quantity);
  }

  function offerEnd(list: WaitlistRow, event: EventRow | null): Date {
    const end = new Date(now().getTime() + list.offerHours * 3_600_000);
    return event && event.saleTo < end ? event.saleTo : end;
  }

  /**
   * Takes `quantity` places of `category` for the entry and records the offer; null when the places
   * went meanwhile (a hold that did not wait for the list).
   */
  async function makeOffer(
    list: WaitlistRow,
    entry: WaitlistEntryRow,
    category: string,
    quantity: number,
    pools: Pools,
    byStaff: boolean,
    tx: Tx,
  ): Promise<WaitlistOfferRow | null> {
    const expiresAt = offerEnd(list, pools.event);
    let holdToken: string | null = null;
    if (pools.seated) {
      const pool = pools.seats.get(category) ?? [];
      const chosen = pickSeats(pool, quantity);
      holdToken = newHoldToken();
      const held = await repo.holdSeats(
        list.subjectUuid,
        chosen.map((seat) => seat.id),
        holdToken,
        entry.userUuid,
        expiresAt,
        tx,
      );
      const taken = new Set(chosen.map((seat) => seat.id));
      pools.seats.set(
        category,
        pool.filter((seat) => !taken.has(seat.id)),
      );
      pools.counts.set(category, pools.seats.get(category)!.length);
      if (held.length < quantity) {
        await repo.releaseSeats(holdToken, tx);
        return null;
      }
    } else {
      if (list.subjectKind === 'event')
        await deps.events.takeAdmissions(list.subjectUuid, category, quantity, tx);
      pools.counts.set(category, (pools.counts.get(category) ?? 0) - quantity);
    }
    const offer = await repo.insertOffer(
      {
        entryUuid: entry.uuid,
        quantity,
        holdToken,
        category: list.subjectKind === 'event' ? category : null,
        expiresAt,
        byStaff,
      },
      tx,
    );
    await repo.setEntryStatus(entry.uuid, 'offered', tx);
    guard(list.subjectUuid, entry.category);
    return offer;
  }

  /** One pass down a list's line (under its lock); answers the offers made. */
  async function offerPass(
    listUuid: string,
    tx: Tx,
    membership: { free: number | null } | null,
  ): Promise<WaitlistOfferRow[]> {
    const list = await repo.lockList(listUuid, tx);
    if (!list || list.closed) return [];
    const pools = await poolsOf(list, tx, membership);
    if (!pools) return [];
    const made: WaitlistOfferRow[] = [];
    const blocked = new Set<string>();
    const anyLeft = () => pools.order.some((key) => !blocked.has(key) && (pools.counts.get(key) ?? 0) > 0);
    if (!anyLeft()) return [];
    for (const entry of await repo.waitingLine(list.uuid, tx)) {
      const wanted = entry.category ? [entry.category] : pools.order;
      const open = wanted.filter((key) => !blocked.has(key));
      const fits = open.find((key) => (pools.counts.get(key) ?? 0) >= entry.quantity);
      if (fits === undefined) {
        // Nobody behind may take what this entry waits for.
        for (const key of open) blocked.add(key);
      } else {
        const offer = await makeOffer(list, entry, fits, entry.quantity, pools, false, tx);
        if (offer) made.push(offer);
        else blocked.add(fits);
      }
      if (!anyLeft()) break;
    }
    return made;
  }

  async function offerList(listUuid: string): Promise<WaitlistOfferRow[]> {
    const list = await repo.findListByUuid(listUuid);
    const membership =
      list?.subjectKind === 'subscription' ? await deps.memberships.placesOf(list.subjectUuid) : null;
    const made = await transaction((tx) => offerPass(listUuid, tx, membership));
    if (made.length > 0) void announceAll(made.map((offer) => offer.uuid));
    return made;
  }

  // --- Announcing ---------------------------------------------------------------------------------
  let announcing: Promise<unknown> = Promise.resolve();

  async function announce(offerUuid: string) {
    if (!(await repo.claimAnnouncement(offerUuid))) return;
    const found = await repo.offerWithEntry(offerUuid);
    if (!found) return;
    const { offer, entry, list } = found;
    const person = (await deps.people([entry.userUuid])).get(entry.userUuid);
    if (!person) return;
    const language = person.language;
    const texts = waitlistOfferTexts[language];
    const name =
      list.subjectKind === 'event'
        ? translate((await deps.events.forTickets(list.subjectUuid))?.event.name ?? { cs: '' }, language)
        : translate((await deps.memberships.placesOf(list.subjectUuid))?.name ?? { cs: '' }, language);
    const until = formatPragueDateIn(language, offer.expiresAt, { time: true });
    const path = `${pathFor('app-accountPage', language === 'en' ? 'cs' : language)}?waitlist=${entry.uuid}`;
    const link = `${deps.publicUrl}${path}`;
    const paragraphs = [
      texts.greeting,
      fillWaitlistText(texts.body, { name, quantity: offer.quantity, until }),
      `${texts.payLink}\n${link}`,
      texts.afterwards,
      texts.signature,
    ];
    try {
      await deps.mailer.send({
        to: person.email,
        subject: texts.subject,
        text: paragraphs.join('\n\n'),
        html: `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">${paragraphs
          .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
          .join('')}</body></html>`,
      });
      // After the e-mail, on its own: a push that fails leaves the e-mail sent and is only logged.
      if (deps.push) {
        try {
          await deps.push({
            userUuid: entry.userUuid,
            key: offer.uuid,
            language,
            title: texts.pushTitle,
            message: fillWaitlistText(texts.pushMessage, { name, until }),
            path,
          });
        } catch (err) {
          deps.log.error({ err, offerUuid }, 'A waiting list offer could not be pushed');
        }
      }
    } catch (err) {
      deps.log.error({ err, offerUuid }, 'A waiting list offer could not be announced');
    }
  }

  /** Announces offers one after another (the e-mails of a large pass do not all leave at once). */
  function announceAll(offerUuids: readonly string[]): Promise<unknown> {
    announcing = announcing.then(async () => {
      for (const uuid of offerUuids) await announce(uuid);
    });
    return announcing;
  }

  // --- Offers ending ------------------------------------------------------------------------------
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

  // --- The service --------------------------------------------------------------------------------
  let kicks: Promise<unknown> = Promise.resolve();

  /** Kicks run one after another in a server (each list's pass is locked against other servers anyway). */
  function queue(run: () => Promise<number>): Promise<number> {
    const next = kicks.then(run);
    kicks = next.catch(() => undefined);
    return next;
  }

  async function offerSubject(subjectUuid: string): Promise<number> {
    let made = 0;
    for (const kind of ['event', 'subscription'] as const) {
      const list = await repo.findList(kind, subjectUuid);
      if (list) made += (await offerList(list.uuid)).length;
    }
    return made;
  }

  const service = {
    /** Reads which subjects are guarded again (tests: another server's joins seen at once). */
    refreshGuard,

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
          const found = await deps.events.forTickets(list.subjectUuid);
          names.set(list.subjectUuid, {
            name: found ? translate(found.event.name, language) : '',
            startsAt: found?.event.startsAt.toISOString() ?? null,
            categories: found?.categories ?? [],
          });
        } else {
          const found = await deps.memberships.placesOf(list.subjectUuid);
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
          const inForce = offer && (offer.status === 'open' || offer.status === 'ordered');
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
            status: entry.status,
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
      const orders = deps.orders();
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
        if ((await deps.memberships.planOfPrice(body.priceUuid)) !== list.subjectUuid)
          throw new ProductError('badRequest', { priceUuid: body.priceUuid, reason: 'otherMembership' });
        lines = [{ kind: MEMBERSHIP, refUuid: body.priceUuid, quantity: 1 }];
      } else if (!offer.holdToken)
        lines = Array.from({ length: offer.quantity }, () => ({
          kind: TICKET,
          refUuid: list.subjectUuid,
          quantity: 1,
          option: offer.category ?? undefined,
        }));
      const created = await offerInProgress.run({ userUuid: buyer.uuid, subjectUuid: list.subjectUuid }, () =>
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
          const plan = await deps.memberships.planOfPrice(line.refUuid, tx);
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

    /**
     * Offers the places that came back of a subject (an event or a membership) to its list now. The
     * refunds and releases call it after their commit; the offers job finds the others.
     */
    offerReturnedPlaces(subjectUuid: string): Promise<number> {
      return queue(() => offerSubject(subjectUuid));
    },

    /**
     * The places a refunded order gave back (its tickets' events, its memberships) are offered to
     * their lists, in the background (never throws).
     */
    placesReturnedBy(orderUuid: string): void {
      queue(async () => {
        const orders = deps.orders();
        const subjects = new Set<string>();
        for (const line of (await orders.linesOfKind(orderUuid, TICKET))?.lines ?? [])
          subjects.add(line.refUuid);
        for (const line of (await orders.linesOfKind(orderUuid, MEMBERSHIP))?.lines ?? []) {
          const plan = await deps.memberships.planOfPrice(line.refUuid);
          if (plan) subjects.add(plan);
        }
        let made = 0;
        for (const subject of subjects) made += await offerSubject(subject);
        return made;
      }).catch((err: unknown) => deps.log.error({ err, orderUuid }, 'Returned places were not offered'));
    },

    /** Resolves when the offers asked for so far were made (tests). */
    kicked: () => kicks,

    /** The offers job: lapses, settled orders, offers down every line with someone waiting, announcements. */
    async runOffers(): Promise<number> {
      await lapseDue();
      await settleOrders();
      let made = 0;
      for (const list of await repo.listsWithWaiting()) made += (await offerList(list.uuid)).length;
      const unannounced = await repo.unannounced();
      await announceAll(unannounced.map((row) => row.uuid));
      await refreshGuard();
      return made;
    },

    /** Resolves when the announcements under way are sent (tests, closing). */
    announced: () => announcing,

    // --- Staff --------------------------------------------------------------------------------------
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
      const membership = kind === 'subscription' ? await deps.memberships.placesOf(subjectUuid) : null;
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
  return service;
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

export type WaitlistsService = ReturnType<typeof createWaitlistsService>;
