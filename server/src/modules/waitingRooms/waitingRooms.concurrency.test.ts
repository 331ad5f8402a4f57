import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { hour, iso, tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postEvent, testEvent } from '../../../test/orders';
import { createRoomNews } from './roomNews';
import { createWaitingRoomsRepository } from './waitingRooms.repository';
import { createWaitingRoomsService } from './waitingRooms.service';

/**
 * The waiting room where servers meet: a visitor joining again while another server ticks the
 * room, and servers whose clocks disagree. On PostgreSQL (DATABASE_URL) the statements of the two
 * really overlap; on the embedded database they run one after the other.
 */
let ctx: TestContext;
let eventAdmin: string;
const call = tokenCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  eventAdmin = await ctx.tokenAs(['event_admin']);
});
afterAll(() => ctx?.close());

async function roomEvent(over: Partial<WaitingRoomSettingsInput>) {
  const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
  const res = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, {
    enabled: true,
    opensAt: iso(-hour),
    saleStartsAt: iso(hour),
    rate: 60,
    passMinutes: 10,
    paused: false,
    closed: false,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return eventUuid;
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Statements of this test's database waiting for a lock another transaction holds. */
const lockWaits = async () =>
  (
    await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]!.n;

async function untilLockWaits(n: number) {
  for (let i = 0; i < 200 && (await lockWaits()) < n; i++) await sleep(20);
  expect(await lockWaits()).toBeGreaterThanOrEqual(n);
}

describe('a visitor joining again while a server ticks the room', () => {
  it('puts the lapsed place at the end of the line without a deadlock with the tick expiring it', async () => {
    const eventUuid = await roomEvent({ saleStartsAt: iso(-1000) });
    const [first, second] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await ctx.app.jobs.runOnce('waitingRoomAdmission');
    await ctx.app.waitingRooms.join(eventUuid, first!.uuid);
    await ctx.app.waitingRooms.join(eventUuid, second!.uuid);
    await ctx.database.db.execute(
      sql`update waiting_rooms set ticked_at = now() - interval '1 second' where subject_uuid = ${eventUuid}`,
    );
    await ctx.app.jobs.runOnce('waitingRoomAdmission');
    // The first one's pass lapsed unused; no tick has said so yet.
    await ctx.database.db.execute(
      sql`update waiting_room_entries set pass_expires_at = now() - interval '1 second'
          where user_uuid = ${first!.uuid}`,
    );

    let joined: ReturnType<typeof ctx.app.waitingRooms.join>;
    let ticked: Promise<number>;
    if (ctx.database.kind === 'postgres') {
      // Another transaction holds the room row: the tick waits for it first, the join behind it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from waiting_rooms where subject_uuid = ${eventUuid} for update`);
        await released;
      });
      await untilLockWaits(0);
      ticked = ctx.app.jobs.runOnce('waitingRoomAdmission');
      await untilLockWaits(1);
      joined = ctx.app.waitingRooms.join(eventUuid, first!.uuid);
      await untilLockWaits(2);
      release();
      await holder;
    } else {
      ticked = ctx.app.jobs.runOnce('waitingRoomAdmission');
      await ticked;
      joined = ctx.app.waitingRooms.join(eventUuid, first!.uuid);
    }
    const [place, tick] = await Promise.allSettled([joined, ticked]);
    expect(place.status === 'rejected' ? String(place.reason) : 'answered').toBe('answered');
    expect(tick.status === 'rejected' ? String(tick.reason) : 'ticked').toBe('ticked');
    expect(place.status === 'fulfilled' && place.value.place).toMatchObject({
      status: 'waiting',
      position: 3,
    });
  });
});

/** A server of the same database whose clock is `skewMs` off. */
function serverWithClock(skewMs: number) {
  const repository = createWaitingRoomsRepository(ctx.database.db);
  const log = Fastify({ logger: false }).log;
  return createWaitingRoomsService({
    repository,
    news: createRoomNews({
      enabledRooms: repository.enabledRooms,
      entries: repository.entries,
      listen: (...args) => ctx.database.listen(...args),
      log,
    }),
    eventOf: async () => ({ saleFrom: new Date() }),
    holdLatencyMs: () => null,
    log,
    clock: () => new Date(Date.now() + skewMs),
  });
}

describe('servers whose clocks disagree', () => {
  it('let in at the room’s rate, whichever server ticks, when one server’s clock runs ahead', async () => {
    const eventUuid = await roomEvent({ saleStartsAt: iso(-60_000), rate: 60 });
    const people = await Promise.all(Array.from({ length: 12 }, () => ctx.signInAs(['user'])));
    for (const person of people) await ctx.app.waitingRooms.join(eventUuid, person.uuid);
    // Two servers of the same database; the first one's clock is 4 seconds ahead.
    const [ahead, onTime] = [serverWithClock(4000), serverWithClock(0)];
    // Shuffled and the first tick (a second's worth at 60 a minute: one).
    await onTime.admit();
    const started = Date.now();
    // The two servers tick in turn, six times in well under two seconds.
    for (let round = 0; round < 3; round++) {
      await ahead.admit();
      await onTime.admit();
    }
    const elapsed = Date.now() - started;
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from waiting_room_entries e join waiting_rooms r on r.uuid = e.room_uuid
          where r.subject_uuid = ${eventUuid} and e.status = 'admitted'`,
    );
    // One a second: the first tick's one, and one more for every second that passed.
    expect(row!.n).toBeLessThanOrEqual(1 + Math.ceil(elapsed / 1000));
    await Promise.all([ahead.close(), onTime.close()]);
  });

  it('draw the places at the sale’s start by the database’s clock, not early on a server whose clock runs ahead', async () => {
    const eventUuid = await roomEvent({ saleStartsAt: iso(5000) });
    const [early, late] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await ctx.app.waitingRooms.join(eventUuid, early!.uuid);
    const ahead = serverWithClock(10_000);
    // Its clock says the sale started 5 seconds ago; it has not.
    await ahead.admit();
    // Who comes before the start is in the draw, whatever a server's clock says.
    await ctx.app.waitingRooms.join(eventUuid, late!.uuid);
    const rows = await rowsOf<{ shuffled_at: Date | null; position: number | null }>(
      sql`select r.shuffled_at, e.position from waiting_rooms r join waiting_room_entries e on e.room_uuid = r.uuid
          where r.subject_uuid = ${eventUuid}`,
    );
    expect(rows).toEqual([
      { shuffled_at: null, position: null },
      { shuffled_at: null, position: null },
    ]);
    await ahead.close();
  });
});

describe('one account joining from many tabs at once', () => {
  it('gets one place, the same token in every tab, before the shuffle and after it', async () => {
    const eventUuid = await roomEvent({ saleStartsAt: iso(hour) });
    const [before, after] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    const tabs = (userUuid: string) =>
      Promise.all(Array.from({ length: 12 }, () => ctx.app.waitingRooms.join(eventUuid, userUuid)));
    const early = await tabs(before!.uuid);
    expect(new Set(early.map((joined) => joined.place.token)).size).toBe(1);
    expect(early.filter((joined) => joined.created)).toHaveLength(1);

    await ctx.database.db.execute(
      sql`update waiting_rooms set sale_starts_at = now() - interval '1 second' where subject_uuid = ${eventUuid}`,
    );
    const serverB = serverWithClock(0);
    await serverB.admit();
    const late = await tabs(after!.uuid);
    expect(new Set(late.map((joined) => joined.place.token)).size).toBe(1);
    expect(late.filter((joined) => joined.created)).toHaveLength(1);
    const rows = await rowsOf<{ user_uuid: string; position: number }>(
      sql`select e.user_uuid, e.position from waiting_room_entries e join waiting_rooms r on r.uuid = e.room_uuid
          where r.subject_uuid = ${eventUuid} order by e.position`,
    );
    expect(rows.map((row) => row.user_uuid)).toEqual([before!.uuid, after!.uuid]);
    await serverB.close();
  });
});
