import { sql } from 'drizzle-orm';
import type { Language } from '@tribuna/common/schemas/common';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import type { DbOrTx } from '../../db/client';
import { SEAT_NEWS_CHANNEL } from './seating.repository';

interface Rows<T> {
  rows: T[];
}

const uuidArray = (values: readonly string[]) => sql`${sql.param(values)}::uuid[]`;

/** One message per event of the changed rows (`changed`: a CTE with `event_uuid`, `id`, `held_until`). */
const newsOf = (changed: string, status: 'held' | 'booked') =>
  sql.raw(`select pg_notify('${SEAT_NEWS_CHANNEL}', json_build_object('e', event_uuid::text, 's', '${status}', 'u', max(held_until), 'i', json_agg(id))::text)
    from ${changed} group by event_uuid`);

/**
 * One seat in many events at once (season seats): held or booked in every event in one statement,
 * all or none. The seat's rows are locked in event order (a hold of one event locks one row of each
 * event it touches, so two of these never wait for each other in a circle), then changed only when
 * each event's row is free (or already the caller's).
 */
export function createSeatsAcrossEvents(db: DbOrTx) {
  const rows = async <T>(query: ReturnType<typeof sql>, tx: DbOrTx = db): Promise<T[]> =>
    ((await tx.execute(query)) as unknown as Rows<T>).rows;

  /**
   * Holds `seatId` in every event with `token` until `until` when it is free in each (or held by
   * this token already). Answers whether it did and the events where the seat is not free (or
   * missing from the plan).
   */
  async function hold(
    eventUuids: readonly string[],
    seatId: string,
    token: string,
    until: Date,
    tx?: DbOrTx,
  ): Promise<{ held: boolean; blocking: string[] }> {
    const [row] = await rows<{ ok: boolean; blocking: string[] }>(
      sql`with locked as (
            select event_uuid, (not blocked and order_uuid is null
                                and (hold_token is null or held_until <= now() or hold_token = ${token})) as free
            from event_seats where event_uuid = any(${uuidArray(eventUuids)}) and id = ${seatId}
            order by event_uuid for update
          ), verdict as (
            select count(*) = ${eventUuids.length} and coalesce(bool_and(free), false) as ok from locked
          ), held as (
            update event_seats s set hold_token = ${token}, held_until = ${until}
            from verdict
            where verdict.ok and s.event_uuid = any(${uuidArray(eventUuids)}) and s.id = ${seatId}
            returning s.event_uuid, s.id, s.held_until
          ), news as (${newsOf('held', 'held')})
          select (select ok from verdict) as ok,
                 array(select e::text from unnest(${uuidArray(eventUuids)}) as e
                       where e not in (select event_uuid from locked where free)) as blocking,
                 (select count(*) from news) as notified`,
      tx,
    );
    return { held: row?.ok === true, blocking: row?.blocking ?? [...eventUuids] };
  }

  /**
   * Books `seatId` for the order in every event, all or none, when each is free, held by `token`
   * (in force or lapsed) or booked by this order already: a payment confirmed late still gets the
   * seat if nobody took it meanwhile. Answers whether it did.
   */
  async function book(
    eventUuids: readonly string[],
    seatId: string,
    token: string,
    orderUuid: string,
    tx?: DbOrTx,
  ): Promise<boolean> {
    const [row] = await rows<{ ok: boolean }>(
      sql`with locked as (
            select event_uuid, ((order_uuid is null or order_uuid = ${orderUuid}) and not blocked
                                and (hold_token is null or held_until <= now() or hold_token = ${token})) as free
            from event_seats where event_uuid = any(${uuidArray(eventUuids)}) and id = ${seatId}
            order by event_uuid for update
          ), verdict as (
            select count(*) = ${eventUuids.length} and coalesce(bool_and(free), false) as ok from locked
          ), booked as (
            update event_seats s set order_uuid = ${orderUuid}, booked_at = now(), hold_token = null, held_until = null
            from verdict
            where verdict.ok and s.event_uuid = any(${uuidArray(eventUuids)}) and s.id = ${seatId}
            returning s.event_uuid, s.id, s.held_until
          ), news as (${newsOf('booked', 'booked')})
          select (select ok from verdict) as ok, (select count(*) from news) as notified`,
      tx,
    );
    return row?.ok === true;
  }

  /**
   * The seats of these sections not free in at least one of the events, with what holds them:
   * booked anywhere, held by another token anywhere, or held by `token` in every event.
   */
  async function taken(eventUuids: readonly string[], sections: readonly string[], token?: string) {
    return rows<{ id: string; booked: boolean; held_by_other: boolean; mine: number }>(
      sql`select id,
                 bool_or(order_uuid is not null) as booked,
                 bool_or(order_uuid is null and hold_token is distinct from ${token ?? null}::text) as held_by_other,
                 count(*) filter (where order_uuid is null and hold_token = ${token ?? null}::text)::int as mine
          from event_seats
          where event_uuid = any(${uuidArray(eventUuids)})
            and section = any(${sql.param(sections)}::text[])
            and (hold_token is not null or order_uuid is not null)
            and (order_uuid is not null or held_until > now())
          group by id`,
    );
  }

  /**
   * The chart of a season: `chart` is its first event's (the same seats in each event), limited to
   * the sections; a seat is free only when free in every event, `heldByYou` when `token` holds it
   * in every event.
   */
  async function chart(
    eventSeats: (eventUuid: string, language: Language) => Promise<EventSeats>,
    eventUuids: readonly string[],
    sections: readonly string[],
    language: Language,
    token?: string,
  ): Promise<EventSeats> {
    const [first] = eventUuids;
    if (!first) throw new Error('A season without events has no chart');
    const [plan, notFree] = await Promise.all([
      eventSeats(first, language),
      taken(eventUuids, sections, token),
    ]);
    const status = new Map(
      notFree.map((seat) => [
        seat.id,
        seat.booked
          ? ('booked' as const)
          : seat.held_by_other || seat.mine < eventUuids.length
            ? ('held' as const)
            : ('heldByYou' as const),
      ]),
    );
    const wanted = new Set(sections);
    return {
      ...plan,
      sections: plan.sections
        .filter((section) => wanted.has(section.key))
        .map((section) => ({
          ...section,
          rows: section.rows.map((row) => ({
            ...row,
            seats: row.seats.map((seat) => ({
              ...seat,
              status: seat.status === 'blocked' ? 'blocked' : (status.get(seat.id) ?? 'free'),
            })),
          })),
        })),
    };
  }

  /**
   * Per event, the seat ids of each of these sections (sorted), to check that a season's events
   * have the same seats.
   */
  async function seatIdsOf(eventUuids: readonly string[], sections: readonly string[], tx?: DbOrTx) {
    return rows<{ event_uuid: string; section: string; ids: string[] }>(
      sql`select event_uuid, section, array_agg(id order by id) as ids from event_seats
          where event_uuid = any(${uuidArray(eventUuids)}) and section = any(${sql.param(sections)}::text[])
          group by event_uuid, section`,
      tx,
    );
  }

  /** Where a seat is in an event's plan; null when it has no such seat. */
  async function place(eventUuid: string, seatId: string, tx?: DbOrTx) {
    const [row] = await rows<{ id: string; section: string; row: string; label: string; category: string }>(
      sql`select id, section, row, label, category from event_seats where event_uuid = ${eventUuid} and id = ${seatId}`,
      tx,
    );
    return row ?? null;
  }

  /** Where a seat is in each of these events' plans (the events that have it). */
  async function places(eventUuids: readonly string[], seatId: string, tx?: DbOrTx) {
    return rows<{ event_uuid: string; section: string; row: string; label: string; category: string }>(
      sql`select event_uuid, section, row, label, category from event_seats
          where event_uuid = any(${uuidArray(eventUuids)}) and id = ${seatId}`,
      tx,
    );
  }

  return { hold, book, chart, seatIdsOf, place, places };
}

export type SeatsAcrossEvents = ReturnType<typeof createSeatsAcrossEvents>;
