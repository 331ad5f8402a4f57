import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hour, iso, tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postEvent, testEvent } from '../../../test/orders';

/** A buyer who is done with the room (their order was accepted) and comes back for more later. */
let ctx: TestContext;
let eventAdmin: string;
const call = tokenCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  eventAdmin = await ctx.tokenAs(['event_admin']);
});
afterAll(() => ctx?.close());

describe('a buyer done with the room', () => {
  it('joins again at the end of the line once their pass lapsed, instead of seeing a lapsed place for good', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const set = await call('PUT', `/admin/events/${eventUuid}/waiting-room`, eventAdmin, {
      enabled: true,
      opensAt: iso(-hour),
      saleStartsAt: iso(-1000),
      rate: 60,
      passMinutes: 10,
      paused: false,
      closed: false,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [buyer, next] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await ctx.app.jobs.runOnce('waitingRoomAdmission');
    const first = await ctx.app.waitingRooms.join(eventUuid, buyer!.uuid);
    await ctx.app.waitingRooms.join(eventUuid, next!.uuid);
    await ctx.database.db.execute(
      sql`update waiting_rooms set ticked_at = now() - interval '1 second' where subject_uuid = ${eventUuid}`,
    );
    await ctx.app.jobs.runOnce('waitingRoomAdmission');
    // Their order was accepted: done. Later, their pass has lapsed.
    await ctx.database.db.transaction((tx) => ctx.app.waitingRooms.markDone(buyer!.uuid, [eventUuid], tx));
    await ctx.database.db.execute(
      sql`update waiting_room_entries set pass_expires_at = now() - interval '1 second'
          where user_uuid = ${buyer!.uuid}`,
    );
    const read = await call(
      'GET',
      `/events/${eventUuid}/waiting-room?token=${encodeURIComponent(first.place.token)}`,
    );
    expect(read.json()).toMatchObject({ status: 'expired', pass: null });

    // "Join again", as the room's screen offers for a lapsed place.
    const again = await call('POST', `/events/${eventUuid}/waiting-room/join`, buyer!.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ token: first.place.token, status: 'waiting', position: 3 });
    const stats = await call('GET', `/admin/events/${eventUuid}/waiting-room/stats`, eventAdmin);
    // Waiting again behind the one who was next: no longer counted done.
    expect(stats.json()).toMatchObject({ waiting: 2, done: 0 });
  });
});
