import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, postEvent, testEvent } from '../../../test/orders';
import { unzip } from '../../../test/zip';
import { boughtTickets, passedOn, type User } from '../tickets/ticketTransfers.testkit';
import { apnsStandIn, googleStandIn, testWalletCredentials, walletSettings } from './testWallet';

let ctx: TestContext;
let apns: Awaited<ReturnType<typeof apnsStandIn>>;
let google: Awaited<ReturnType<typeof googleStandIn>>;
let eventUuid: string;
let buyer: User;
let friend: User;

const api = apiCaller(() => ctx.app);

const passJson = async (bytes: Buffer) => (await unzip(bytes)).get('pass.json')!.toString();

beforeAll(async () => {
  const credentials = testWalletCredentials();
  [apns, google] = await Promise.all([apnsStandIn(), googleStandIn()]);
  ctx = await createShopContext({
    PUBLIC_URL: 'https://vstupenky.klub.cz',
    ...walletSettings(credentials, { apnsUrl: apns.url, googleUrl: google.url }),
  });
  const eventAdmin = await ctx.tokenAs(['event_admin']);
  [buyer, friend] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
  eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
});

afterAll(async () => {
  await ctx?.close();
  await Promise.all([apns?.close(), google?.close()]);
});

describe('an Apple pass of a ticket passed on', () => {
  it("never shows the new holder's code to the old holder's device", async () => {
    const { tickets } = await boughtTickets(ctx, buyer, eventUuid, ['A-1-1']);
    const [ticket] = tickets;
    const pass = await api('GET', `/tickets/${ticket!.uuid}/wallet/apple`, { token: buyer.token });
    expect(pass.statusCode, pass.body).toBe(200);
    const old = JSON.parse(await passJson(pass.rawPayload)) as {
      serialNumber: string;
      passTypeIdentifier: string;
      authenticationToken: string;
    };

    const received = await passedOn(ctx, ticket!.uuid, buyer, friend);

    // The old holder's phone asks Apple's web service for the latest pass with its old token.
    const latest = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/apple/v1/passes/${old.passTypeIdentifier}/${old.serialNumber}`,
      headers: { authorization: `ApplePass ${old.authenticationToken}` },
    });
    expect(latest.statusCode).toBe(200);
    const text = await passJson(latest.rawPayload);
    expect(text).not.toContain(received.qrPayload);
    // The typed code admits at the gate as well as the QR code does.
    expect(text).not.toContain(received.code);
  });
});
