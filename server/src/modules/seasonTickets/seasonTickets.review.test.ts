import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, holdSeats } from '../../../test/orders';
import { openSeasonEvents, postSeason } from './testSeason';

type User = { token: string; uuid: string; email: string };

let ctx: TestContext;
let staff: { eventAdmin: string; subscriptionAdmin: string };
let fan: User;
let waiter: User;
let outsider: User;
const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createShopContext();
  const [eventAdmin, subscriptionAdmin] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['subscription_admin']),
  ]);
  staff = { eventAdmin, subscriptionAdmin };
  [fan, waiter, outsider] = await Promise.all([
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('review: a season hold and the waiting lists of its matches', () => {
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
