import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { hour, iso, tokenCaller } from '../../../test/api';
import { postEvent, testEvent } from '../../../test/orders';
import {
  anotherServer,
  ctx,
  eventAdmin,
  stopServer,
  usersInTable,
  useServersOnOneDatabase,
} from '../../../test/twoServers';

/**
 * Several servers on one database (with DATABASE_URL, PostgreSQL as in production: run it so): each
 * app keeps its own rooms in memory and runs its own admission job, as server processes behind a
 * load balancer do. The places and the admission are the database's, so all agree.
 */
useServersOnOneDatabase();

const call = tokenCaller(() => ctx.app);

async function setRoom(eventUuid: string, over: Partial<WaitingRoomSettingsInput>) {
  const res = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, {
    enabled: true,
    opensAt: iso(-hour),
    saleStartsAt: iso(hour),
    rate: 600,
    passMinutes: 10,
    paused: false,
    closed: false,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Buyers made straight in the users table (the admission needs no sign-in of theirs). */
const buyers = (count: number) => usersInTable(count, 'room');

interface EntryRow {
  user_uuid: string;
  position: number | null;
  status: string;
  admitted_at: Date | string | null;
}

async function entries(eventUuid: string): Promise<EntryRow[]> {
  const result = await ctx.database.db.execute(sql`
    select e.user_uuid, e.position, e.status, e.admitted_at from waiting_room_entries e
    join waiting_rooms r on r.uuid = e.room_uuid where r.subject_uuid = ${eventUuid}`);
  return (result as unknown as { rows: EntryRow[] }).rows;
}

const ticksAgo = (eventUuid: string, seconds: number) =>
  ctx.database.db.execute(
    sql`update waiting_rooms set ticked_at = now() - make_interval(secs => ${seconds}) where subject_uuid = ${eventUuid}`,
  );

describe('several servers on one database', () => {
  it('give each account one place, shuffle once and admit every place exactly once, in order', async () => {
    const [a, b] = [ctx.app, await anotherServer()];
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    // 6,000 a minute: 100 a second, so each tick lets in a batch.
    await setRoom(eventUuid, { rate: 6000 });
    const early = await buyers(120);
    // Each joins through one server, and again through the other (another tab on another server).
    const first = await Promise.all(
      early.map((user, i) => (i % 2 ? a : b).waitingRooms.join(eventUuid, user)),
    );
    const again = await Promise.all(
      early.map((user, i) => (i % 2 ? b : a).waitingRooms.join(eventUuid, user)),
    );
    expect(again.map((joined) => joined.place.token)).toEqual(first.map((joined) => joined.place.token));
    expect(again.every((joined) => !joined.created)).toBe(true);

    await setRoom(eventUuid, { rate: 6000, saleStartsAt: iso(-1000) });
    // Both servers reach the sale's start at once: one of them shuffles.
    await Promise.all([a.jobs.runOnce('waitingRoomAdmission'), b.jobs.runOnce('waitingRoomAdmission')]);
    const late = await buyers(60);
    // Both servers tick at once while the late ones arrive through both.
    const lateJoins = Promise.all(late.map((user, i) => (i % 2 ? a : b).waitingRooms.join(eventUuid, user)));
    for (let round = 0; round < 4; round++) {
      await ticksAgo(eventUuid, 1);
      await Promise.all([a.jobs.runOnce('waitingRoomAdmission'), b.jobs.runOnce('waitingRoomAdmission')]);
    }
    expect((await lateJoins).every((joined) => joined.created)).toBe(true);
    await ticksAgo(eventUuid, 1);
    await Promise.all([a.jobs.runOnce('waitingRoomAdmission'), b.jobs.runOnce('waitingRoomAdmission')]);

    const rows = await entries(eventUuid);
    expect(rows).toHaveLength(180);
    const positions = rows.map((row) => row.position!).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    // The early ones hold the first 120 places, whatever their join order or server.
    const earlySet = new Set(early);
    for (const row of rows) expect(earlySet.has(row.user_uuid)).toBe(row.position! <= 120);

    // 100 the first tick, then 100 a second: every place let in once, batch after batch in place order.
    const admitted = rows.filter((row) => row.status === 'admitted');
    expect(admitted).toHaveLength(180);
    const byTick = new Map<number, number[]>();
    for (const row of admitted) {
      const at = new Date(row.admitted_at!).getTime();
      byTick.set(at, [...(byTick.get(at) ?? []), row.position!]);
    }
    let next = 1;
    for (const at of [...byTick.keys()].sort((x, y) => x - y)) {
      const batch = byTick.get(at)!.sort((x, y) => x - y);
      expect(batch).toEqual(Array.from({ length: batch.length }, (_, i) => next + i));
      next += batch.length;
    }
    expect(next).toBe(181);
    const stats = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
    expect(stats.json()).toMatchObject({ waiting: 0, admitted: 180, lastAdmittedPosition: 180 });
  });

  it('keeps the places across a restart: the same token reads the same place on a new server', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    await setRoom(eventUuid, { saleStartsAt: iso(-1000), rate: 60 });
    const [firstUser, secondUser] = await buyers(2);
    const before = await anotherServer();
    // The sale has started (the shuffle of nobody): the two take places 1 and 2 as they come.
    await before.jobs.runOnce('waitingRoomAdmission');
    await before.waitingRooms.join(eventUuid, firstUser!);
    const { place } = await before.waitingRooms.join(eventUuid, secondUser!);
    expect(place.position).toBe(2);
    await stopServer(before);

    const after = await anotherServer();
    const res = await after.inject({
      method: 'GET',
      url: `/api/v1/events/${eventUuid}/waiting-room?token=${encodeURIComponent(place.token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token: place.token, position: 2, status: 'waiting' });
    const rejoined = await after.waitingRooms.join(eventUuid, secondUser!);
    expect(rejoined).toMatchObject({ created: false, place: { token: place.token, position: 2 } });
  });
});
