import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BestAvailableParams, Region, SeatsioClient, type EventObjectInfo } from 'seatsio';
import { saleStateAt } from '@tribuna/common/events';
import type { HoldTokenAnswer, HoldTokenDetail, SeatActionAnswer } from '@tribuna/common/schemas/seating';
import type { SeatsioConfig } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { events, holdTokens, seatsioSeats } from '../../db/schema';
import { ProductError } from '../../errors';
import type { SeatingRepository } from '../../modules/seating/seating.repository';
import { availabilityOf, type EventForSale } from '../../modules/seating/seating.service';
import type { SeatProvider } from './seatmap';

/** What seats.io answers on a refusal (the client rejects with the answer's body). */
function seatsioErrorCode(error: unknown): string | null {
  const errors = (error as { errors?: { code?: string }[] } | null)?.errors;
  return Array.isArray(errors) ? (errors[0]?.code ?? null) : null;
}

/** The client of the configured workspace: the region's API, or SEATSIO_API_URL (a stand-in). */
export function createSeatsioClient(config: SeatsioConfig): SeatsioClient {
  return new SeatsioClient(new Region(config.apiUrl), config.secretKey);
}

/**
 * seats.io as the seat engine. Hold tokens are seats.io's (`holdTokens.create`), remembered in
 * `hold_tokens` as the caller's own so that nobody holds, orders or pays with another's token
 * (`holdTokenInvalid`). Holds, releases, "best available" and bookings are seats.io's status
 * changes, all or nothing as there; its refusal of objects held or booked by others becomes 409
 * `seatsAlreadyOccupied` with `details.objects`. What each hold and booking brought (section, row,
 * seat, category) is kept in `seatsio_seats`, which order lines and tickets are made from.
 */
export function createSeatsioProvider(deps: {
  db: DbOrTx;
  client: SeatsioClient;
  seating: SeatingRepository;
  /** The event's sale window and seats.io key; null when there is no such event. */
  eventForSale: (eventUuid: string) => Promise<(EventForSale & { seatsioEventKey?: string | null }) | null>;
  presaleAccess: (userUuid: string) => Promise<boolean>;
  holdTokenMs: number;
  clock?: () => Date;
}): SeatProvider {
  const { client, seating, db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The event's key in seats.io (read in the caller's transaction: orders book inside theirs). */
  async function eventKey(eventUuid: string, tx: DbOrTx = db) {
    const [row] = await tx
      .select({ key: events.seatsioEventKey })
      .from(events)
      .where(eq(events.uuid, eventUuid));
    if (!row) throw new ProductError('eventNotFound', { uuid: eventUuid });
    return { key: row.key ?? eventUuid };
  }

  async function requireOnSale(eventUuid: string, userUuid: string) {
    const event = await deps.eventForSale(eventUuid);
    if (!event) throw new ProductError('eventNotFound', { uuid: eventUuid });
    const key = event.seatsioEventKey ?? eventUuid;
    if (!event.published) throw new ProductError('eventNotFound', { uuid: eventUuid });
    if (event.cancelledAt) throw new ProductError('eventCancelled', { uuid: eventUuid });
    const state = saleStateAt(event, clock());
    if (state === 'ended') throw new ProductError('eventAlreadyEnded', { uuid: eventUuid });
    if (state === 'onSale' || (state === 'presale' && (await deps.presaleAccess(userUuid)))) return key;
    throw new ProductError('eventNotOnSale', { uuid: eventUuid, availability: state });
  }

  async function requireOwnToken(userUuid: string, holdToken: string, inForce: boolean, tx?: Tx) {
    const token = await seating.findToken(holdToken, tx);
    if (!token || token.userUuid !== userUuid)
      throw new ProductError('holdTokenInvalid', { holdToken, reason: 'unknown' });
    if (inForce && token.expiresAt.getTime() <= clock().getTime())
      throw new ProductError('holdTokenInvalid', { holdToken, reason: 'expired' });
    return token;
  }

  /** Why seats.io refused to hold: the objects others have, or those it does not know. */
  async function refusal(error: unknown, key: string, objects: readonly string[], holdToken: string) {
    const code = seatsioErrorCode(error);
    if (code === 'HOLD_TOKEN_EXPIRED' || code === 'HOLD_TOKEN_NOT_FOUND')
      return new ProductError('holdTokenInvalid', {
        holdToken,
        reason: code === 'HOLD_TOKEN_EXPIRED' ? 'expired' : 'unknown',
      });
    if (code === 'OBJECT_NOT_FOUND')
      return new ProductError('badRequest', { objects, reason: 'unknownSeats' });
    if (code !== 'ILLEGAL_STATUS_CHANGE') return error;
    const infos = await client.events.retrieveObjectInfos(key, [...objects]).catch(() => null);
    const taken = infos
      ? Object.values(infos)
          .filter((info) => info.status !== 'free' && info.holdToken !== holdToken)
          .map((info) => info.label)
      : [...objects];
    return new ProductError('seatsAlreadyOccupied', { objects: taken.sort() });
  }

  const seatRow = (eventUuid: string, info: EventObjectInfo) => ({
    eventUuid,
    id: info.label,
    section: info.labels.getSection() ?? '',
    row: info.labels.parent?.label ?? '',
    label: info.labels.own.label,
    category: String(info.categoryKey ?? ''),
  });

  async function remember(
    eventUuid: string,
    infos: Record<string, EventObjectInfo>,
    state: { holdToken: string | null; orderUuid: string | null },
    tx: DbOrTx = db,
  ) {
    const values = Object.values(infos).map((info) => ({ ...seatRow(eventUuid, info), ...state }));
    if (values.length === 0) return;
    await tx
      .insert(seatsioSeats)
      .values(values)
      .onConflictDoUpdate({
        target: [seatsioSeats.eventUuid, seatsioSeats.id],
        set: { holdToken: sql`excluded.hold_token`, orderUuid: sql`excluded.order_uuid` },
      });
  }

  const heldRows = (holdToken: string, tx: DbOrTx = db) =>
    tx
      .select()
      .from(seatsioSeats)
      .where(and(eq(seatsioSeats.holdToken, holdToken), isNull(seatsioSeats.orderUuid)))
      .orderBy(seatsioSeats.eventUuid, seatsioSeats.id);

  async function forget(eventUuid: string, ids: readonly string[], tx: DbOrTx = db) {
    if (ids.length === 0) return;
    await tx
      .delete(seatsioSeats)
      .where(and(eq(seatsioSeats.eventUuid, eventUuid), inArray(seatsioSeats.id, [...ids])));
  }

  const byEvent = <T extends { eventUuid: string }>(rows: T[]) => {
    const groups = new Map<string, T[]>();
    for (const row of rows) groups.set(row.eventUuid, [...(groups.get(row.eventUuid) ?? []), row]);
    return groups;
  };

  return {
    async createHoldToken(userUuid: string): Promise<HoldTokenAnswer> {
      const token = await client.holdTokens.create(Math.max(1, Math.round(deps.holdTokenMs / 60_000)));
      await seating.createToken(token.holdToken, userUuid, token.expiresAt);
      await seating.saveHold(userUuid, { holdToken: token.holdToken, expiresAt: token.expiresAt });
      return {
        holdToken: token.holdToken,
        expiresAt: token.expiresAt.toISOString(),
        expiresInSeconds: token.expiresInSeconds,
      };
    },

    async holdTokenDetail(userUuid: string, holdToken: string): Promise<HoldTokenDetail> {
      const own = await seating.findToken(holdToken);
      if (!own || own.userUuid !== userUuid) throw new ProductError('notFound', { holdToken });
      const token = await client.holdTokens.retrieve(holdToken);
      const rows = await heldRows(holdToken);
      return {
        holdToken,
        expiresAt: token.expiresAt.toISOString(),
        expiresInSeconds: token.expiresInSeconds,
        objects:
          token.expiresInSeconds > 0 ? rows.map((row) => ({ eventUuid: row.eventUuid, id: row.id })) : [],
      };
    },

    async holdSeats(userUuid, eventUuid, holdToken, objects): Promise<SeatActionAnswer> {
      const key = await requireOnSale(eventUuid, userUuid);
      const token = await requireOwnToken(userUuid, holdToken, true);
      let result;
      try {
        result = await client.events.hold(key, [...objects], holdToken);
      } catch (error) {
        throw await refusal(error, key, objects, holdToken);
      }
      await remember(eventUuid, result.objects, { holdToken, orderUuid: null });
      return {
        holdToken,
        objects: Object.keys(result.objects).sort(),
        expiresAt: token.expiresAt.toISOString(),
      };
    },

    async releaseSeats(userUuid, eventUuid, holdToken, objects) {
      const { key } = await eventKey(eventUuid);
      await requireOwnToken(userUuid, holdToken, false);
      // Only what this token holds is let go of (seats.io refuses the whole call otherwise).
      const mine = new Set(
        (await heldRows(holdToken)).filter((r) => r.eventUuid === eventUuid).map((r) => r.id),
      );
      const released = objects.filter((id) => mine.has(id));
      if (released.length > 0) {
        try {
          await client.events.release(key, released, holdToken);
        } catch (error) {
          // A token that ended holds nothing any more: the seats are free already.
          const code = seatsioErrorCode(error);
          if (code !== 'HOLD_TOKEN_EXPIRED' && code !== 'ILLEGAL_STATUS_CHANGE') throw error;
        }
        await forget(eventUuid, released);
      }
      return { objects: released.sort() };
    },

    async holdBestAvailable(userUuid, eventUuid, holdToken, count, category): Promise<SeatActionAnswer> {
      const key = await requireOnSale(eventUuid, userUuid);
      const token = await requireOwnToken(userUuid, holdToken, true);
      let result;
      try {
        result = await client.events.holdBestAvailable(
          key,
          new BestAvailableParams().withNumber(count).withCategories([category]),
          holdToken,
        );
      } catch (error) {
        if (seatsioErrorCode(error) === 'BEST_AVAILABLE_OBJECTS_NOT_FOUND')
          throw new ProductError('seatsAlreadyOccupied', { objects: [], category, number: count });
        throw await refusal(error, key, [], holdToken);
      }
      await remember(eventUuid, result.objectDetails as Record<string, EventObjectInfo>, {
        holdToken,
        orderUuid: null,
      });
      return { holdToken, objects: [...result.objects].sort(), expiresAt: token.expiresAt.toISOString() };
    },

    async heldByToken(userUuid, holdToken, tx) {
      await requireOwnToken(userUuid, holdToken, true, tx);
      const rows = await heldRows(holdToken, tx);
      return rows.map((row) => ({
        eventUuid: row.eventUuid,
        id: row.id,
        section: row.section,
        row: row.row,
        label: row.label,
        category: row.category,
      }));
    },

    async seatsOfToken(holdToken, tx) {
      const token = await seating.findToken(holdToken, tx);
      if (!token || token.expiresAt.getTime() <= clock().getTime()) return [];
      return (await heldRows(holdToken, tx)).map((row) => ({ event_uuid: row.eventUuid, id: row.id }));
    },

    async bookHeld(holdToken, orderUuid, tx) {
      const booked: { event_uuid: string; id: string }[] = [];
      for (const [eventUuid, rows] of byEvent(await heldRows(holdToken, tx))) {
        const ids = rows.map((row) => row.id);
        if (await this.bookSeats(eventUuid, ids, holdToken, orderUuid, tx))
          booked.push(...ids.map((id) => ({ event_uuid: eventUuid, id })));
      }
      return booked;
    },

    async bookSeats(eventUuid, objects, holdToken, orderUuid, tx) {
      const { key } = await eventKey(eventUuid, tx);
      let result;
      try {
        result = await client.events.book(key, [...objects], holdToken || null, orderUuid);
      } catch (error) {
        const code = seatsioErrorCode(error);
        if (code === 'ILLEGAL_STATUS_CHANGE') return false;
        if (code !== 'HOLD_TOKEN_EXPIRED' && code !== 'HOLD_TOKEN_NOT_FOUND') throw error;
        // The hold lapsed (a payment confirmed late): the seats are the order's if still free.
        try {
          result = await client.events.book(key, [...objects], null, orderUuid);
        } catch (again) {
          if (seatsioErrorCode(again) === 'ILLEGAL_STATUS_CHANGE') return false;
          throw again;
        }
      }
      await remember(eventUuid, result.objects, { holdToken: null, orderUuid }, tx);
      return true;
    },

    async extendHold(holdToken, until, tx) {
      const minutes = Math.max(1, Math.ceil((until.getTime() - clock().getTime()) / 60_000));
      const token = await client.holdTokens.expiresInMinutes(holdToken, minutes);
      await seating.extendToken(holdToken, token.expiresAt, tx);
    },

    async releaseHold(holdToken, tx) {
      const freed: { event_uuid: string; id: string }[] = [];
      for (const [eventUuid, rows] of byEvent(await heldRows(holdToken, tx))) {
        const { key } = await eventKey(eventUuid, tx);
        const ids = rows.map((row) => row.id);
        try {
          await client.events.release(key, ids, holdToken);
        } catch (error) {
          const code = seatsioErrorCode(error);
          if (code !== 'HOLD_TOKEN_EXPIRED' && code !== 'ILLEGAL_STATUS_CHANGE') throw error;
        }
        await forget(eventUuid, ids, tx);
        freed.push(...ids.map((id) => ({ event_uuid: eventUuid, id })));
      }
      return freed;
    },

    async releaseOrder(orderUuid, tx) {
      const freed: { event_uuid: string; id: string }[] = [];
      const rows = await (tx ?? db).select().from(seatsioSeats).where(eq(seatsioSeats.orderUuid, orderUuid));
      for (const [eventUuid, seats] of byEvent(rows)) {
        const { key } = await eventKey(eventUuid, tx);
        const ids = seats.map((seat) => seat.id);
        await client.events.release(key, ids, null, orderUuid);
        await forget(eventUuid, ids, tx);
        freed.push(...ids.map((id) => ({ event_uuid: eventUuid, id })));
      }
      return freed;
    },

    async releaseBooked(eventUuid, objects, orderUuid, tx) {
      const rows = await (tx ?? db)
        .select()
        .from(seatsioSeats)
        .where(and(eq(seatsioSeats.eventUuid, eventUuid), eq(seatsioSeats.orderUuid, orderUuid)));
      const wanted = new Set(objects);
      const ids = rows.map((row) => row.id).filter((id) => wanted.has(id));
      if (ids.length === 0) return [];
      const { key } = await eventKey(eventUuid, tx);
      await client.events.release(key, ids, null, orderUuid);
      await forget(eventUuid, ids, tx);
      return ids.map((id) => ({ event_uuid: eventUuid, id }));
    },

    /**
     * Per seated event: the plan's seats per category (the plan mirrors the chart), less those held
     * in force or booked through Tribuna as `seatsio_seats` records them; the native seats stand
     * aside and never change.
     */
    async availability(eventUuids) {
      if (eventUuids.length === 0) return new Map();
      const [plans, taken] = await Promise.all([
        seating.plansOf(eventUuids),
        db
          .select({
            event_uuid: seatsioSeats.eventUuid,
            category: seatsioSeats.category,
            n: sql<number>`count(*)::int`,
          })
          .from(seatsioSeats)
          .where(
            and(
              inArray(seatsioSeats.eventUuid, [...eventUuids]),
              sql`(${seatsioSeats.orderUuid} is not null or exists (
                select 1 from ${holdTokens} where ${holdTokens.token} = ${seatsioSeats.holdToken}
                  and ${holdTokens.expiresAt} > now()))`,
            ),
          )
          .groupBy(seatsioSeats.eventUuid, seatsioSeats.category),
      ]);
      return availabilityOf(plans, taken);
    },
  };
}
