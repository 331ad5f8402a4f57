import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext } from '../../../test/orders';
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
const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createShopContext();
  staff = await seasonStaff(ctx);
});

afterAll(() => ctx?.close());

describe('a seasonal plan bound to a season ticket', () => {
  it('is sold only with a seat: not listed as a membership, its order line refused', async () => {
    const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, {
      events: 2,
      name: 'Sezóna P',
    });
    // Staff left the plan on sale (the form only hints to switch it off).
    const plan = await api('GET', `/admin/subscriptions/${subscriptionUuid}`, {
      token: staff.subscriptionAdmin,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const { uuid: _uuid, prices, ...rest } = plan.json();
    const onSale = await api('PUT', `/admin/subscriptions/${subscriptionUuid}`, {
      token: staff.subscriptionAdmin,
      payload: { ...rest, prices, sellable: true },
    });
    expect(onSale.statusCode, onSale.body).toBe(200);
    const priceUuid = (prices as { uuid: string }[])[0]!.uuid;
    const listed = async () =>
      ((await api('GET', '/subscriptions')).json() as { data: { uuid: string }[] }).data.map((p) => p.uuid);
    expect(await listed()).toContain(subscriptionUuid);

    const season = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid,
      eventUuids: events,
    });
    expect(await listed()).not.toContain(subscriptionUuid);

    const fan = await ctx.signInAs(['user']);
    const alone = await api('POST', '/orders', {
      token: fan.token,
      payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: priceUuid, quantity: 1 }] },
    });
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json().name).toBe('subscriptionSoldWithSeasonTicket');

    // With a seat it is still sold.
    const hold = await holdSeasonSeat(ctx.app, fan.token, season.uuid, 'A-1-2');
    await orderSeasonSeat(ctx.app, fan.token, season.uuid, hold.token);
  });
});
