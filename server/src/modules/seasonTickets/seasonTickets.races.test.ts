import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySeasonSeats } from '@tribuna/common/schemas/seasonTickets';
import { tickets } from '../../db/schema';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, holdSeats, payOrder } from '../../../test/orders';
import { offeredLink, type User } from '../tickets/ticketTransfers.testkit';
import {
  holdSeasonSeat,
  openSeasonEvents,
  orderSeasonSeat,
  postSeason,
  seasonStaff,
  type SeasonStaff,
} from './testSeason';

let ctx: TestContext;
let staff: SeasonStaff;
let fan: User;
let waiter: User;
let outsider: User;
const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createShopContext();
  staff = await seasonStaff(ctx);
  [fan, waiter, outsider] = await Promise.all([
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('a season hold and the waiting lists of its matches', () => {
  it('does not take a place that came back while people wait for it', async () => {
    const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, {
      events: 2,
      seats: 2,
      name: 'Přehled',
    });
    const season = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid,
      eventUuids: events,
    });
    // Both matches sold out (every seat held in a fan's cart), and someone waits for each.
    const tokens = [];
    for (const eventUuid of events)
      tokens.push(await holdSeats(ctx.app, fan.token, eventUuid, ['A-1-1', 'A-1-2']));
    for (const eventUuid of events) {
      const joined = await api('POST', `/events/${eventUuid}/waitlist`, {
        token: waiter.token,
        payload: { quantity: 1 },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    // The fan's holds lapse: the seats came back, and are the lists'.
    await ctx.database.db.execute(
      sql`update event_seats set held_until = now() - interval '1 minute' where hold_token in (${sql.join(
        tokens.map((token) => sql`${token}`),
        sql`, `,
      )})`,
    );
    await ctx.app.waitlists.refreshGuard();
    const single = await api('POST', '/hold-tokens', { token: outsider.token });
    const refused = await api('POST', `/events/${events[0]}/actions/hold`, {
      token: outsider.token,
      payload: { holdToken: single.json().holdToken, objects: ['A-1-1'] },
    });
    expect([refused.statusCode, refused.json().name]).toEqual([409, 'waitlistHasPriority']);

    // Through the season ticket's hold the same seat must stay the lists' too.
    const seasonHold = await api('POST', `/season-tickets/${season.uuid}/holds`, {
      token: outsider.token,
      payload: { seatId: 'A-1-1' },
    });
    expect(seasonHold.statusCode, seasonHold.body).toBe(409);
  });
});

describe('a match released while its ticket is being passed on', () => {
  it('never voids the ticket its recipient took (one of the two wins)', async () => {
    const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, {
      events: 2,
      seats: 2,
      name: 'Souboj',
    });
    const season = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid,
      eventUuids: events,
    });
    const hold = await holdSeasonSeat(ctx.app, fan.token, season.uuid, 'A-1-1');
    const order = await orderSeasonSeat(ctx.app, fan.token, season.uuid, hold.token);
    await payOrder(ctx.app, order, fan.token);
    const mine = (await api('GET', '/auth/season-seats', { token: fan.token })).json() as MySeasonSeats;
    const seat = mine.seats[0]!;
    const first = seat.events[0]!;
    const link = await offeredLink(ctx, first.ticketUuid, fan, outsider.email);

    // The ticket's row is busy a moment (a gate's look, say): the accept and the release both wait for it.
    let accepted: Awaited<ReturnType<typeof api>> | undefined;
    let released: Awaited<ReturnType<typeof api>> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      await tx.select().from(tickets).where(eq(tickets.uuid, first.ticketUuid)).for('update');
      const accepting = api('POST', `/ticket-transfers/${link}/accept`, { token: outsider.token }).then(
        (res) => (accepted = res),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const releasing = api('POST', `/auth/season-seats/${seat.uuid}/events/${first.eventUuid}/release`, {
        token: fan.token,
      }).then((res) => (released = res));
      await new Promise((resolve) => setTimeout(resolve, 300));
      void accepting;
      void releasing;
    });
    await expect.poll(() => accepted !== undefined && released !== undefined, { timeout: 20_000 }).toBe(true);
    const after = await ctx.app.tickets.find(first.ticketUuid);
    if (accepted!.statusCode === 200) {
      expect(released!.statusCode, released!.body).toBeGreaterThanOrEqual(400);
      expect([after.holderUuid, after.voidedAt]).toEqual([outsider.uuid, null]);
    } else {
      expect(released!.statusCode, released!.body).toBe(200);
      expect(after.holderUuid).toBe(fan.uuid);
    }
  });
});
