import { saleStateAt } from '@tribuna/common/events';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminEvent,
  AdminEventListQuery,
  EventAvailability,
  EventValues,
  PublicEvent,
  PublicEventListQuery,
} from '@tribuna/common/schemas/events';
import type { PublicImage } from '@tribuna/common/schemas/files';
import type { SeatingPlan, SeatingPlanValues } from '@tribuna/common/schemas/seating';
import type { PublicWaitingRoom } from '@tribuna/common/schemas/waitingRooms';
import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Tx } from '../../db/client';
import type { EventCategoryRow, EventRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { otherContent, whyNotFound, type ContentTypeOf } from '../content/otherContent';
import type { FilesService } from '../files/files.service';
import type { EventForSale, SeatingService } from '../seating/seating.service';
import type { EventsRepository, NewEventCategory } from './events.repository';

type Availability = Awaited<ReturnType<SeatingService['availability']>>;

/**
 * Events and their ticket categories; the seating plan belongs to the seat engine (seating), which
 * this service asks to save, copy and count it.
 *
 * Rules:
 * - a seated event's seats may only name its categories; a general-admission event needs a capacity
 *   for each category (`badRequest` with the fields otherwise).
 * - a plan, a category or an event with seats held or booked, or tickets sold, is not removed
 *   (`seatsAlreadyOccupied`).
 * - the public sees published events only; availability is the sale window's state, or `soldOut`
 *   when on sale with nothing left.
 * - the picture is an uploaded image file (`fileNotFound` for another file or kind); the files
 *   domain refuses to delete it while an event shows it (`fileInUse`).
 */
export function createEventsService(deps: {
  events: EventsRepository;
  seating: SeatingService;
  files: Pick<FilesService, 'assertKind' | 'imagesOf'>;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  clock?: () => Date;
  /** Which type of content a uuid names: an event under another's uuid is refused. */
  contentTypeOf?: ContentTypeOf;
  /** Told in the update's transaction, with the event before and after (a move tells its holders). */
  onSaved?: (before: EventRow, after: EventRow, tx: Tx) => Promise<void>;
  /** Told after the update's commit (a move's wallet passes are updated at once); never throws. */
  afterSaved?: (before: EventRow, after: EventRow) => void;
  /** The switched-on waiting rooms of these events (their sales are entered through the room). */
  waitingRooms?: (eventUuids: readonly string[]) => Promise<Map<string, PublicWaitingRoom>>;
}) {
  const { events: repo, seating } = deps;
  const ownContent = {
    type: 'EVENT',
    notFound: 'eventNotFound',
    foreign: 'contentDoesNotBelongToEvent',
  } as const;
  const clock = deps.clock ?? (() => new Date());
  const waitingRoomsOf = (uuids: readonly string[]) =>
    deps.waitingRooms?.(uuids) ?? Promise.resolve(new Map<string, PublicWaitingRoom>());

  const badRequest = (fields: Record<string, string>) => new ProductError('badRequest', { fields });

  async function requireEvent(uuid: string, tx?: Tx): Promise<EventRow> {
    const row = await repo.find(uuid, tx);
    if (!row) throw new ProductError('eventNotFound', { uuid });
    return row;
  }

  async function toAdmin(rows: EventRow[], tx?: Tx): Promise<AdminEvent[]> {
    const uuids = rows.map((row) => row.uuid);
    const [categories, availability, images] = await Promise.all([
      repo.categoriesOf(uuids, tx),
      seatCounts(uuids, tx),
      deps.files.imagesOf(
        rows.map((row) => row.imageFileUuid),
        tx,
      ),
    ]);
    return rows.map((row) => {
      const counts = availability.get(row.uuid);
      return {
        uuid: row.uuid,
        name: row.name,
        text: row.text,
        image: row.imageFileUuid,
        imageUrl: (row.imageFileUuid && images.get(row.imageFileUuid)?.url) || null,
        venue: row.venue,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        saleFrom: row.saleFrom.toISOString(),
        saleTo: row.saleTo.toISOString(),
        presaleFrom: row.presaleFrom?.toISOString() ?? null,
        presaleTo: row.presaleTo?.toISOString() ?? null,
        published: row.published,
        seatsioEventKey: row.seatsioEventKey,
        categories: categories
          .filter((c) => c.eventUuid === row.uuid)
          .map((c) => ({
            key: c.key,
            name: c.name,
            color: c.color,
            priceCzk: c.priceCzk,
            priceEur: c.priceEur,
            capacity: c.capacity,
            seatCount: counts?.perCategory[c.key] ?? 0,
          })),
        seated: counts !== undefined,
        seatCount: counts?.seatCount ?? 0,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelReason: row.cancelReason,
        refundRequestsUntil: row.refundRequestsUntil?.toISOString() ?? null,
        transfersAllowed: row.transfersAllowed,
        transfersUntil: row.transfersUntil?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function seatCounts(uuids: string[], tx?: Tx) {
    const result = new Map<string, { seatCount: number; perCategory: Record<string, number> }>();
    for (const uuid of uuids) {
      const counts = await seating.seatCounts(uuid, tx);
      if (counts) result.set(uuid, counts);
    }
    return result;
  }

  function toPublic(
    row: EventRow,
    categories: EventCategoryRow[],
    availability: Availability,
    images: Map<string, PublicImage>,
    rooms: Map<string, PublicWaitingRoom>,
    language: Language,
  ): PublicEvent {
    const currency = currencyOf(language);
    const seated = availability.get(row.uuid);
    const publicCategories = categories.map((c) => {
      const price = currency === 'EUR' ? c.priceEur : c.priceCzk;
      return {
        key: c.key,
        name: translate(c.name, language),
        color: c.color,
        price,
        currency,
        // A category without a price in the visitor's currency (0) is not sold to them: none left.
        available:
          price <= 0 ? 0 : seated ? (seated.free[c.key] ?? 0) : Math.max(0, (c.capacity ?? 0) - c.sold),
      };
    });
    let state: EventAvailability = saleStateAt(row, clock());
    if ((state === 'onSale' || state === 'presale') && publicCategories.every((c) => c.available === 0))
      state = 'soldOut';
    // A cancelled event sells nothing, whatever its sale window says.
    if (row.cancelledAt) state = 'cancelled';
    const prices = publicCategories.map((c) => c.price).filter((price) => price > 0);
    return {
      uuid: row.uuid,
      language: row.name[language] ? language : 'cs',
      name: translate(row.name, language),
      text: translate(row.text, language),
      image: (row.imageFileUuid && images.get(row.imageFileUuid)) || null,
      venue: row.venue,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      saleFrom: row.saleFrom.toISOString(),
      saleTo: row.saleTo.toISOString(),
      presaleFrom: row.presaleFrom?.toISOString() ?? null,
      presaleTo: row.presaleTo?.toISOString() ?? null,
      seated: seated !== undefined,
      categories: publicCategories,
      priceFrom: prices.length ? Math.min(...prices) : null,
      currency,
      availability: state,
      cancelled: row.cancelledAt !== null,
      cancelReason: row.cancelledAt ? row.cancelReason : null,
      refundRequestsUntil: row.refundRequestsUntil?.toISOString() ?? null,
      seatsioEventKey: row.seatsioEventKey ?? row.uuid,
      waitingRoom: rooms.get(row.uuid) ?? null,
    };
  }

  function fields(input: EventValues) {
    return {
      name: input.name,
      text: input.text,
      imageFileUuid: input.image ?? null,
      venue: input.venue,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      saleFrom: new Date(input.saleFrom),
      saleTo: new Date(input.saleTo),
      presaleFrom: input.presaleFrom ? new Date(input.presaleFrom) : null,
      presaleTo: input.presaleTo ? new Date(input.presaleTo) : null,
      published: input.published,
      // Left out keeps the key; empty is none (the event's uuid).
      ...(input.seatsioEventKey !== undefined && { seatsioEventKey: input.seatsioEventKey || null }),
      // Left out keeps the deadline; null ends the holders' refund requests.
      ...(input.refundRequestsUntil !== undefined && {
        refundRequestsUntil: input.refundRequestsUntil ? new Date(input.refundRequestsUntil) : null,
      }),
      ...(input.transfersAllowed !== undefined && { transfersAllowed: input.transfersAllowed }),
      ...(input.transfersUntil !== undefined && {
        transfersUntil: input.transfersUntil ? new Date(input.transfersUntil) : null,
      }),
    };
  }

  const categoryRows = (input: EventValues): NewEventCategory[] =>
    input.categories.map((c, position) => ({
      key: c.key,
      name: c.name,
      color: c.color,
      priceCzk: c.priceCzk,
      priceEur: c.priceEur,
      capacity: c.capacity ?? null,
      position,
    }));

  /** The categories and plan of an event after a save, checked together (see the rules). */
  async function saveParts(uuid: string, input: EventValues, tx: Tx, existing: boolean) {
    const keys = input.categories.map((c) => c.key);
    if (existing && (await repo.soldOutside(uuid, keys, tx)) > 0)
      throw new ProductError('seatsAlreadyOccupied', { eventUuid: uuid, objects: [] });
    let seated: boolean;
    if (input.seatingPlan === null) {
      if (existing && (await seating.hasPlan(uuid, tx))) await seating.deletePlan(uuid, tx);
      seated = false;
    } else if (input.seatingPlan) {
      await seating.savePlan(uuid, input.seatingPlan, tx);
      seated = true;
    } else {
      const counts = existing ? await seating.seatCounts(uuid, tx) : null;
      seated = counts !== null;
      const missing = Object.keys(counts?.perCategory ?? {}).filter((key) => !keys.includes(key));
      if (missing.length)
        throw badRequest({ categories: `The seating plan uses the categories ${missing.join(', ')}.` });
    }
    if (!seated)
      input.categories.forEach((c, i) => {
        if (c.capacity === null || c.capacity === undefined)
          throw badRequest({ [`categories.${i}.capacity`]: 'formError.requiredError' });
      });
    await repo.saveCategories(uuid, categoryRows(input), tx);
  }

  return {
    async list(query: AdminEventListQuery) {
      const { rows, total } = await repo.list(query, clock());
      return { data: await toAdmin(rows), total };
    },

    async get(uuid: string): Promise<AdminEvent> {
      return (await toAdmin([await requireEvent(uuid)]))[0]!;
    },

    async create(input: EventValues): Promise<AdminEvent> {
      if (input.image) await deps.files.assertKind(input.image, 'image');
      const foreign =
        input.uuid && (await otherContent(input.uuid, 'EVENT', ownContent.foreign, deps.contentTypeOf));
      if (foreign) throw foreign;
      return deps.transaction(async (tx) => {
        const row = await repo.insert({ ...(input.uuid && { uuid: input.uuid }), ...fields(input) }, tx);
        await saveParts(row.uuid, input, tx, false);
        return (await toAdmin([row], tx))[0]!;
      });
    },

    async update(uuid: string, input: EventValues): Promise<AdminEvent> {
      if (input.uuid && input.uuid !== uuid) throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame');
      if (input.image) await deps.files.assertKind(input.image, 'image');
      try {
        const saved = await deps.transaction(async (tx) => {
          const before = await requireEvent(uuid, tx);
          const row = (await repo.update(uuid, fields(input), tx))!;
          await saveParts(uuid, input, tx, true);
          await deps.onSaved?.(before, row, tx);
          return { before, row, answer: (await toAdmin([row], tx))[0]! };
        });
        deps.afterSaved?.(saved.before, saved.row);
        return saved.answer;
      } catch (error) {
        // Asked once the transaction is over: PGlite answers one query at a time.
        throw await whyNotFound(error, uuid, ownContent, deps.contentTypeOf);
      }
    },

    remove: (uuid: string): Promise<AdminEvent> =>
      deps.transaction(async (tx) => {
        const row = await requireEvent(uuid, tx);
        const [answer] = await toAdmin([row], tx);
        if ((await repo.soldOutside(uuid, [], tx)) > 0)
          throw new ProductError('seatsAlreadyOccupied', { eventUuid: uuid, objects: [] });
        if (await seating.hasPlan(uuid, tx)) await seating.deletePlan(uuid, tx);
        await repo.remove(uuid, tx);
        return answer!;
      }),

    async seatingPlan(uuid: string): Promise<SeatingPlan> {
      await requireEvent(uuid);
      return seating.adminPlan(uuid);
    },

    /** Saves the plan on its own; its seats may only name the event's categories. */
    saveSeatingPlan: (uuid: string, plan: SeatingPlanValues): Promise<SeatingPlan> =>
      deps.transaction(async (tx) => {
        await requireEvent(uuid, tx);
        const known = new Set((await repo.categoriesOf([uuid], tx)).map((c) => c.key));
        const unknown = new Set<string>();
        for (const section of plan.sections)
          for (const row of section.rows)
            for (const seat of row.seats) if (!known.has(seat.category)) unknown.add(seat.category);
        if (unknown.size)
          throw badRequest({ categories: `No ticket categories ${[...unknown].join(', ')}.` });
        return seating.savePlan(uuid, plan, tx);
      }),

    /** Copies the plan to another event, adding the categories its seats use that the target lacks. */
    copySeatingPlan: (uuid: string, targetUuid: string): Promise<SeatingPlan> =>
      deps.transaction(async (tx) => {
        await requireEvent(uuid, tx);
        await requireEvent(targetUuid, tx);
        const plan = await seating.planInput(uuid, tx);
        const [source, target] = await Promise.all([
          repo.categoriesOf([uuid], tx),
          repo.categoriesOf([targetUuid], tx),
        ]);
        const have = new Set(target.map((c) => c.key));
        const used = new Set(
          plan.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => seat.category))),
        );
        const added = source.filter((c) => used.has(c.key) && !have.has(c.key));
        if (added.length)
          await repo.saveCategories(
            targetUuid,
            [...target, ...added].map(({ eventUuid: _e, sold: _s, ...c }, position) => ({ ...c, position })),
            tx,
          );
        return seating.savePlan(targetUuid, plan, tx);
      }),

    async listPublic(query: PublicEventListQuery, language: Language) {
      const { rows, total } = await repo.listPublic(query.period, query.limit, query.offset, clock());
      const uuids = rows.map((row) => row.uuid);
      const [categories, availability, images, rooms] = await Promise.all([
        repo.categoriesOf(uuids),
        seating.availability(uuids),
        deps.files.imagesOf(rows.map((row) => row.imageFileUuid)),
        waitingRoomsOf(uuids),
      ]);
      return {
        data: rows.map((row) =>
          toPublic(
            row,
            categories.filter((c) => c.eventUuid === row.uuid),
            availability,
            images,
            rooms,
            language,
          ),
        ),
        total,
      };
    },

    async getPublic(uuid: string, language: Language): Promise<PublicEvent> {
      const row = await repo.find(uuid);
      if (!row || !row.published) throw new ProductError('eventNotFound', { uuid });
      const [categories, availability, images, rooms] = await Promise.all([
        repo.categoriesOf([uuid]),
        seating.availability([uuid]),
        deps.files.imagesOf([row.imageFileUuid]),
        waitingRoomsOf([uuid]),
      ]);
      return toPublic(row, categories, availability, images, rooms, language);
    },

    /** The event and its categories with prices, for selling and printing its tickets; null if none. */
    async forTickets(
      uuid: string,
      tx?: Tx,
    ): Promise<{ event: EventRow; categories: EventCategoryRow[]; seated: boolean } | null> {
      const event = await repo.find(uuid, tx);
      if (!event) return null;
      return {
        event,
        categories: await repo.categoriesOf([uuid], tx),
        seated: await seating.hasPlan(uuid, tx),
      };
    },

    /** These events (those that exist), in the order they start: a season's matches. */
    findMany: (uuids: readonly string[], tx?: Tx): Promise<EventRow[]> => repo.findMany(uuids, tx),

    /** The events whose tickets may still be checked: not ended more than a day ago. */
    forGate: (): Promise<EventRow[]> => repo.endingAfter(new Date(clock().getTime() - 86_400_000)),

    /** What the seat engine asks before a hold. */
    async forSale(uuid: string): Promise<EventForSale | null> {
      const row = await repo.find(uuid);
      return row && { ...row };
    },

    /**
     * General admission (the order flow): takes `count` tickets of a category against its capacity,
     * atomically; refused when too few are left (`ticketsSoldOut`). Whether the sale is open is
     * the order flow's to check (a late payment still takes its places after the sale closed).
     */
    async takeAdmissions(uuid: string, key: string, count: number, tx?: Tx) {
      if (!(await repo.takeAdmissions(uuid, key, count, tx)))
        throw new ProductError('ticketsSoldOut', { eventUuid: uuid, category: key, requested: count });
    },
    returnAdmissions: (uuid: string, key: string, count: number, tx?: Tx) =>
      repo.returnAdmissions(uuid, key, count, tx),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
