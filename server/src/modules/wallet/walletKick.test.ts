import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import type { MySeasonSeats } from '@tribuna/common/schemas/seasonTickets';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  orderSeats,
  payOrder,
  postEvent,
  seatedSection,
  seatingPlan,
  testEvent,
} from '../../../test/orders';
import { unzip } from '../../../test/zip';
import { holdSeasonSeat, openSeasonEvents, orderSeasonSeat, postSeason } from '../seasonTickets/testSeason';
import { apnsStandIn, googleStandIn, testWalletCredentials, walletSettings } from './testWallet';

/*
 * The wallets hear of a pass that stops admitting right after the change's commit, not at the
 * wallet job's next turn: the job is never run here (the test server's timer is off).
 */

let ctx: TestContext;
let apns: Awaited<ReturnType<typeof apnsStandIn>>;
let google: Awaited<ReturnType<typeof googleStandIn>>;
let staff: { eventAdmin: string; subscriptionAdmin: string; orderAdmin: string };
let eventUuid: string;

const api = apiCaller(() => ctx.app);

async function myTickets(token: string): Promise<MyTicket[]> {
  const res = await api('GET', '/auth/tickets', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: MyTicket[] }).data;
}

/**
 * The ticket's pass in both wallets as its holder adds it: the Google object saved, a device
 * registered for the Apple pass with `pushToken`. Answers the Google object's id.
 */
async function inWallets(token: string, ticketUuid: string, pushToken: string): Promise<string> {
  const apple = await api('GET', `/tickets/${ticketUuid}/wallet/apple`, { token });
  expect(apple.statusCode, apple.body).toBe(200);
  const link = await api('GET', `/tickets/${ticketUuid}/wallet/google`, { token });
  expect(link.statusCode, link.body).toBe(200);
  const jwt = (link.json().url as string).split('/').at(-1)!;
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    payload: { eventTicketObjects: { id: string }[] };
  };
  const objectId = claims.payload.eventTicketObjects[0]!.id;
  google.saved.add(objectId);
  const pass = JSON.parse((await unzip(apple.rawPayload)).get('pass.json')!.toString()) as {
    passTypeIdentifier: string;
    serialNumber: string;
    authenticationToken: string;
  };
  const registered = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/wallet/apple/v1/devices/${pushToken}-device/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
    headers: { authorization: `ApplePass ${pass.authenticationToken}` },
    payload: { pushToken },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return objectId;
}

/** What the wallets were told of this pass so far. */
const told = (objectId: string, pushToken: string) => ({
  google: google.patches.filter((p) => p.objectId === objectId).map((p) => p.body.state),
  apple: apns.pushes.filter((p) => p.token === pushToken).length,
});

async function buyTicket(token: string, seat: number): Promise<MyTicket> {
  const order = await orderSeats(ctx.app, token, eventUuid, [`A-1-${seat}`]);
  const { order: paid } = await payOrder(ctx.app, order, token);
  expect(paid.status).toBe('accepted');
  return (await myTickets(token)).find((t) => t.seatLabel === String(seat))!;
}

beforeAll(async () => {
  const credentials = testWalletCredentials();
  [apns, google] = await Promise.all([apnsStandIn(), googleStandIn()]);
  ctx = await createShopContext({
    PUBLIC_URL: 'https://vstupenky.klub.cz',
    ...walletSettings(credentials, { apnsUrl: apns.url, googleUrl: google.url }),
  });
  const [eventAdmin, subscriptionAdmin, orderAdmin] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['subscription_admin']),
    ctx.tokenAs(['order_admin']),
  ]);
  staff = { eventAdmin, subscriptionAdmin, orderAdmin };
  eventUuid = await postEvent(
    ctx.app,
    eventAdmin,
    testEvent({
      seatingPlan: seatingPlan(seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: 1, seats: 8 })),
    }),
  );
});

afterAll(async () => {
  await ctx?.close();
  await Promise.all([apns?.close(), google?.close()]);
});

describe('wallet passes are updated right after', () => {
  it('a transfer is accepted: the old holder’s pass stops admitting', async () => {
    const [holder, friend] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    const ticket = await buyTicket(holder.token, 1);
    const objectId = await inWallets(holder.token, ticket.uuid, 'push-transfer');

    const offered = await api('POST', `/tickets/${ticket.uuid}/transfers`, {
      token: holder.token,
      payload: { email: friend.email },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const token = /prevod\/([\w-]+)/.exec(
      ctx.mails.filter((m) => m.to === friend.email).at(-1)?.text ?? '',
    )?.[1];
    const accepted = await api('POST', `/ticket-transfers/${token}/accept`, { token: friend.token });
    expect(accepted.statusCode, accepted.body).toBe(200);

    await ctx.app.wallet.kicked();
    expect(told(objectId, 'push-transfer')).toEqual({ google: ['INACTIVE'], apple: 1 });
  });

  it('a refund: the refunded ticket’s pass stops admitting', async () => {
    const buyer = await ctx.signInAs(['user']);
    const ticket = await buyTicket(buyer.token, 2);
    const objectId = await inWallets(buyer.token, ticket.uuid, 'push-refund');
    const orderUuid = (await ctx.app.tickets.find(ticket.uuid)).orderUuid;

    const refund = await api('POST', `/admin/orders/${orderUuid}/refunds`, {
      token: staff.orderAdmin,
      payload: { reason: 'Nemůže přijít' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().status).toBe('refunded');

    await ctx.app.wallet.kicked();
    expect(told(objectId, 'push-refund')).toEqual({ google: ['INACTIVE'], apple: 1 });
  });

  it('a season seat is released for one match: that match’s pass stops admitting, the others’ do not', async () => {
    const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, {
      events: 2,
      name: 'Sezóna W',
    });
    const season = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid,
      eventUuids: events,
    });
    const fan = await ctx.signInAs(['user']);
    const hold = await holdSeasonSeat(ctx.app, fan.token, season.uuid, 'A-1-4');
    const paid = await payOrder(
      ctx.app,
      await orderSeasonSeat(ctx.app, fan.token, season.uuid, hold.token),
      fan.token,
    );
    expect(paid.order.status).toBe('accepted');
    const seats = (await api('GET', '/auth/season-seats', { token: fan.token })).json() as MySeasonSeats;
    const seat = seats.seats[0]!;
    const [first, second] = seat.events;
    const kept = await inWallets(fan.token, first!.ticketUuid!, 'push-kept');
    const released = await inWallets(fan.token, second!.ticketUuid!, 'push-released');

    const res = await api('POST', `/auth/season-seats/${seat.uuid}/events/${second!.eventUuid}/release`, {
      token: fan.token,
    });
    expect(res.statusCode, res.body).toBe(200);

    await ctx.app.wallet.kicked();
    expect(told(released, 'push-released')).toEqual({ google: ['INACTIVE'], apple: 1 });
    expect(told(kept, 'push-kept')).toEqual({ google: [], apple: 0 });
  });
});
