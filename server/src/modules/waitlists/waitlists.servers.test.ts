import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postEvent, seatedSection, seatingPlan, testEvent } from '../../../test/orders';
import {
  anotherServer,
  ctx,
  eventAdmin,
  usersInTable,
  useServersOnOneDatabase,
} from '../../../test/twoServers';

/**
 * Two servers on one database (with DATABASE_URL, PostgreSQL as in production: run it so) run the
 * offers job and the refunds' kicks at the same moment: each returned seat is offered once, to the
 * people in the order of the line.
 */
useServersOnOneDatabase();

/** Buyers made straight in the users table (they join through the service). */
const buyers = (count: number) => usersInTable(count, 'list');

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('two servers offering one list', () => {
  it('offer each returned seat exactly once, in the order of the line', async () => {
    const [a, b] = [ctx.app, await anotherServer()];
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({
        seatingPlan: seatingPlan(seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: 4, seats: 10 })),
      }),
    );
    // Sold out: every seat booked by an order that is not there (as staff granted them).
    await ctx.database.db.execute(
      sql`update event_seats set order_uuid = ${randomUUID()}, booked_at = now() where event_uuid = ${eventUuid}`,
    );
    const people = await buyers(30);
    for (const [i, uuid] of people.entries())
      await (i % 2 ? a : b).waitlists.join('event', eventUuid, uuid, { quantity: 1 });

    // 12 seats come back; both servers run the job and a kick at once, twice.
    await ctx.database.db.execute(
      sql`update event_seats set order_uuid = null, booked_at = null
          where event_uuid = ${eventUuid} and id in (select id from event_seats where event_uuid = ${eventUuid} order by position limit 12)`,
    );
    const made = await Promise.all([
      a.jobs.runOnce('waitlistOffers'),
      b.jobs.runOnce('waitlistOffers'),
      a.waitlists.offerReturnedPlaces(eventUuid),
      b.waitlists.offerReturnedPlaces(eventUuid),
    ]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(12);

    const offers = rows<{ user_uuid: string; hold_token: string; seq: number }>(
      await ctx.database.db.execute(sql`
        select e.user_uuid, o.hold_token, e.seq from waitlist_offers o join waitlist_entries e on e.uuid = o.entry_uuid
        order by e.seq`),
    );
    expect(offers.map((offer) => offer.user_uuid)).toEqual(people.slice(0, 12));
    const held = rows<{ hold_token: string; n: number }>(
      await ctx.database.db.execute(sql`
        select hold_token, count(*)::int as n from event_seats
        where event_uuid = ${eventUuid} and hold_token is not null group by hold_token`),
    );
    expect(held).toHaveLength(12);
    expect(held.every((row) => row.n === 1)).toBe(true);
    expect(new Set(held.map((row) => row.hold_token))).toEqual(
      new Set(offers.map((offer) => offer.hold_token)),
    );
  });
});
