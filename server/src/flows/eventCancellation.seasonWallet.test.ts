import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySeasonSeats } from '@tribuna/common/schemas/seasonTickets';
import { apiCaller } from '../../test/api';
import type { TestContext } from '../../test/harness';
import { createShopContext, payOrder } from '../../test/orders';
import { unzip } from '../../test/zip';
import {
  holdSeasonSeat,
  openSeasonEvents,
  orderSeasonSeat,
  postSeason,
  seasonStaff,
} from '../modules/seasonTickets/testSeason';
import {
  apnsStandIn,
  googleStandIn,
  testWalletCredentials,
  walletSettings,
} from '../modules/wallet/testWallet';

let ctx: TestContext;
let apns: Awaited<ReturnType<typeof apnsStandIn>>;
let google: Awaited<ReturnType<typeof googleStandIn>>;

const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  [apns, google] = await Promise.all([apnsStandIn(), googleStandIn()]);
  ctx = await createShopContext({
    PUBLIC_URL: 'https://vstupenky.klub.cz',
    ...walletSettings(testWalletCredentials(), { apnsUrl: apns.url, googleUrl: google.url }),
  });
});

afterAll(async () => {
  await ctx?.close();
  await Promise.all([apns?.close(), google?.close()]);
});

type PassJson = {
  passTypeIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  voided?: boolean;
  barcodes?: unknown[];
};

const passOf = async (bytes: Buffer) =>
  JSON.parse((await unzip(bytes)).get('pass.json')!.toString()) as PassJson;

/** A phone that saved the pass: registered for its pushes, fetching its latest version when pushed. */
async function phoneWith(pass: PassJson, pushToken: string) {
  const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
  const registered = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/wallet/apple/v1/devices/${pushToken}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
    headers: auth,
    payload: { pushToken },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return {
    pushes: () => apns.pushes.filter((push) => push.token === pushToken),
    latest: async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/wallet/apple/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return passOf(res.rawPayload);
    },
  };
}

describe("a season seat's wallet passes", () => {
  it("a cancelled match's pass is voided right after the cancellation; the other matches' stay valid", async () => {
    const staff = await seasonStaff(ctx);
    const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, { events: 3 });
    const season = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid,
      eventUuids: events,
    });
    const fan = await ctx.signInAs(['user']);
    const hold = await holdSeasonSeat(ctx.app, fan.token, season.uuid, 'A-1-1');
    await payOrder(ctx.app, await orderSeasonSeat(ctx.app, fan.token, season.uuid, hold.token), fan.token);
    const seats = (await api('GET', '/auth/season-seats', { token: fan.token })).json() as MySeasonSeats;
    const [first, second] = seats.seats[0]!.events;

    const phones = [];
    for (const [match, pushToken] of [
      [first!, 'push-first'],
      [second!, 'push-second'],
    ] as const) {
      const res = await api('GET', `/tickets/${match.ticketUuid}/wallet/apple`, { token: fan.token });
      expect(res.statusCode, res.body).toBe(200);
      const pass = await passOf(res.rawPayload);
      expect(pass.voided).toBeFalsy();
      phones.push(await phoneWith(pass, pushToken));
    }
    const [firstPhone, secondPhone] = phones;

    const res = await api('POST', `/admin/events/${second!.eventUuid}/cancel`, {
      token: staff.eventAdmin,
      payload: { reason: 'Zápas se nehraje', refund: true },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await ctx.app.tickets.findByUuid(second!.ticketUuid))?.voidedAt).not.toBeNull();
    await ctx.app.wallet.kicked();

    expect(secondPhone!.pushes()).toHaveLength(1);
    const voided = await secondPhone!.latest();
    expect(voided.voided).toBe(true);
    expect(voided.barcodes ?? []).toEqual([]);
    expect(firstPhone!.pushes()).toEqual([]);
    expect((await firstPhone!.latest()).voided).toBeFalsy();
  });
});
