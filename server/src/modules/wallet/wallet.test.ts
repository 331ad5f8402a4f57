import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { apiCaller, hour, iso } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
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
import {
  apnsStandIn,
  googleStandIn,
  TEST_GOOGLE_ACCOUNT,
  TEST_GOOGLE_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_TEAM_ID,
  testWalletCredentials,
  verifyPassSignature,
  walletSettings,
  type TestWalletCredentials,
} from './testWallet';
import { createWalletRepository } from './wallet.repository';

const PUBLIC_URL = 'https://vstupenky.klub.cz';

let ctx: TestContext;
let apns: Awaited<ReturnType<typeof apnsStandIn>>;
let google: Awaited<ReturnType<typeof googleStandIn>>;
let credentials: TestWalletCredentials;
let eventAdmin: string;
let eventUuid: string;
let buyer: { token: string; uuid: string; email: string };
let friend: { token: string; uuid: string; email: string };

const api = apiCaller(() => ctx.app);

interface PassJson {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  organizationName: string;
  webServiceURL: string;
  authenticationToken: string;
  voided?: boolean;
  relevantDate?: string;
  barcodes?: { format: string; message: string; messageEncoding: string }[];
  eventTicket: Record<
    'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'headerFields' | 'backFields',
    { key: string; label: string; value: string }[]
  >;
}

/** A paid ticket of seat `seat` of row 1, bought by `user`; answers it as their account lists it. */
async function buyTicket(user: { token: string }, seat: number): Promise<MyTicket> {
  const order = await orderSeats(ctx.app, user.token, eventUuid, [`A-1-${seat}`]);
  await payOrder(ctx.app, order, user.token);
  const mine = await myTickets(user);
  const ticket = mine.find((t) => t.seatLabel === String(seat));
  expect(ticket).toBeDefined();
  return ticket!;
}

async function myTickets(user: { token: string }): Promise<MyTicket[]> {
  const res = await api('GET', '/auth/tickets', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: MyTicket[] }).data;
}

/** The pass's files, its pass.json read, after checking the manifest's hashes and the signature. */
async function openPass(bytes: Buffer): Promise<PassJson> {
  const files = await unzip(bytes);
  const manifest = files.get('manifest.json');
  const signature = files.get('signature');
  expect(manifest && signature).toBeTruthy();
  const hashes = JSON.parse(manifest!.toString()) as Record<string, string>;
  const signed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
  expect(Object.keys(hashes).sort()).toEqual(signed.sort());
  for (const name of signed)
    expect(hashes[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
  expect(signed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png']));
  const verified = verifyPassSignature(manifest!, signature!, credentials);
  expect(verified.signerSubject).toBe(`Pass Type ID: ${TEST_PASS_TYPE_ID}`);
  expect(verified.certificates).toContain('Tribuna Test WWDR');
  return JSON.parse(files.get('pass.json')!.toString()) as PassJson;
}

async function applePass(user: { token: string }, ticketUuid: string): Promise<PassJson> {
  const res = await api('GET', `/tickets/${ticketUuid}/wallet/apple`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
  return openPass(res.rawPayload);
}

const field = (pass: PassJson, key: string) =>
  Object.values(pass.eventTicket)
    .flat()
    .find((f) => f.key === key)?.value;

/** Apple's web service as a device calls it (its prefix is the pass's webServiceURL). */
const device = (pass: PassJson, deviceId = 'device-1') => {
  const base = `/wallet/apple/v1/devices/${deviceId}/registrations/${pass.passTypeIdentifier}`;
  const headers = { authorization: `ApplePass ${pass.authenticationToken}` };
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, more: object = {}) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, ...more });
  return {
    register: (pushToken: string, auth = headers) =>
      inject('POST', `${base}/${pass.serialNumber}`, { headers: auth, payload: { pushToken } }),
    unregister: () => inject('DELETE', `${base}/${pass.serialNumber}`, { headers }),
    updated: (since?: string) => inject('GET', `${base}${since ? `?passesUpdatedSince=${since}` : ''}`),
    latest: (extra: Record<string, string> = {}) =>
      inject('GET', `/wallet/apple/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`, {
        headers: { ...headers, ...extra },
      }),
  };
};

const runJob = () => ctx.app.jobs.runOnce('walletPassUpdates');

/** The signed JWT of a Google save link, verified with the service account's public key. */
async function googleJwt(url: string) {
  expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
  const { payload, protectedHeader } = await jwtVerify(
    jwt,
    await importSPKI(credentials.googlePublicPem, 'RS256'),
    {
      issuer: TEST_GOOGLE_ACCOUNT,
      audience: 'google',
    },
  );
  expect(protectedHeader.alg).toBe('RS256');
  return payload as {
    typ: string;
    origins: string[];
    payload: {
      eventTicketClasses: { id: string; eventName: { defaultValue: { language: string; value: string } } }[];
      eventTicketObjects: {
        id: string;
        classId: string;
        state: string;
        barcode: { type: string; value: string };
        seatInfo: { seat: { defaultValue: { value: string } }; row: { defaultValue: { value: string } } };
      }[];
    };
  };
}

async function googleLink(user: { token: string }, ticketUuid: string): Promise<string> {
  const res = await api('GET', `/tickets/${ticketUuid}/wallet/google`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

/** Passes the ticket on from `from` to `to` through the transfer e-mail's link. */
async function passOn(ticketUuid: string, from: { token: string }, to: { token: string; email: string }) {
  const offered = await api('POST', `/tickets/${ticketUuid}/transfers`, {
    token: from.token,
    payload: { email: to.email },
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const mail = ctx.mails.filter((m) => m.to === to.email).at(-1);
  const token = /prevod\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  const accepted = await api('POST', `/ticket-transfers/${token}/accept`, { token: to.token });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

beforeAll(async () => {
  credentials = testWalletCredentials();
  [apns, google] = await Promise.all([apnsStandIn(), googleStandIn()]);
  ctx = await createShopContext({
    PUBLIC_URL,
    ...walletSettings(credentials, { apnsUrl: apns.url, googleUrl: google.url }),
  });
  [eventAdmin, buyer, friend] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
  eventUuid = await postEvent(
    ctx.app,
    eventAdmin,
    testEvent({
      name: { cs: 'Derby pod Dubňom', sk: 'Derby pod Dubňom SK', en: 'Derby under the Oak' },
      venue: 'Štadión pod Dubňom',
      seatingPlan: seatingPlan(
        seatedSection({ key: 'A', name: { cs: 'Sektor Jih', en: 'South stand' }, rows: 1, seats: 8 }),
      ),
    }),
  );
});

afterAll(async () => {
  await ctx?.close();
  await Promise.all([apns?.close(), google?.close()]);
});

describe('Apple Wallet pass', () => {
  it("is the holder's ticket, signed by the pass certificate, with the exact QR payload the gate checks", async () => {
    const ticket = await buyTicket(buyer, 1);
    expect(ticket.wallet).toEqual({ apple: true, google: true });
    const pass = await applePass(buyer, ticket.uuid);
    expect(pass).toMatchObject({
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: ticket.uuid,
      webServiceURL: `${PUBLIC_URL}/api/v1/wallet/apple`,
    });
    expect(pass.voided).toBeFalsy();
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.barcodes).toEqual([
      expect.objectContaining({
        format: 'PKBarcodeFormatQR',
        message: ticket.qrPayload,
        messageEncoding: 'iso-8859-1',
      }),
    ]);
    // The buyer's language is Czech: Czech labels, the event and section named in Czech.
    expect(pass.eventTicket.primaryFields).toEqual([
      { key: 'event', label: 'Akce', value: 'Derby pod Dubňom' },
    ]);
    expect(field(pass, 'venue')).toBe('Štadión pod Dubňom');
    expect(field(pass, 'section')).toBe('Sektor Jih');
    expect(field(pass, 'row')).toBe('1');
    expect(field(pass, 'seat')).toBe('1');
    expect(field(pass, 'code')).toBe(ticket.code);
    expect(new Date(pass.relevantDate!).toISOString()).toBe(ticket.event.startsAt);
  });

  it("is given only to the ticket's holder", async () => {
    const ticket = await buyTicket(buyer, 2);
    const foreign = await api('GET', `/tickets/${ticket.uuid}/wallet/apple`, { token: friend.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().name).toBe('ticketNotFound');
    const anonymous = await api('GET', `/tickets/${ticket.uuid}/wallet/apple`);
    expect(anonymous.statusCode).toBe(401);
    const foreignGoogle = await api('GET', `/tickets/${ticket.uuid}/wallet/google`, { token: friend.token });
    expect(foreignGoogle.statusCode).toBe(404);
  });
});

describe('Google Wallet link', () => {
  it('carries a signed ticket object with the QR payload, seat and localised event name', async () => {
    const ticket = await buyTicket(buyer, 3);
    const jwt = await googleJwt(await googleLink(buyer, ticket.uuid));
    expect(jwt.typ).toBe('savetowallet');
    expect(jwt.origins).toEqual([PUBLIC_URL]);
    const [eventClass] = jwt.payload.eventTicketClasses;
    expect(eventClass?.id).toBe(`${TEST_GOOGLE_ISSUER_ID}.event-${eventUuid}`);
    expect(eventClass?.eventName.defaultValue).toEqual({ language: 'cs', value: 'Derby pod Dubňom' });
    const [object] = jwt.payload.eventTicketObjects;
    expect(object).toMatchObject({
      id: `${TEST_GOOGLE_ISSUER_ID}.ticket-${ticket.uuid}-v1`,
      classId: eventClass?.id,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: ticket.qrPayload },
    });
    expect(object?.seatInfo.seat.defaultValue.value).toBe('3');
    expect(object?.seatInfo.row.defaultValue.value).toBe('1');
  });
});

describe('updates of passes handed out', () => {
  it('a refunded ticket voids the pass: registered devices are pushed, fetch the voided pass, and Google is told', async () => {
    const ticket = await buyTicket(buyer, 4);
    const pass = await applePass(buyer, ticket.uuid);
    const url = await googleLink(buyer, ticket.uuid);
    const objectId = (await googleJwt(url)).payload.eventTicketObjects[0]!.id;
    google.saved.add(objectId);
    const phone = device(pass, 'phone-4');
    expect((await phone.register('push-4')).statusCode).toBe(201);
    expect((await phone.register('push-4')).statusCode).toBe(200);
    const before = await phone.updated();
    expect(before.statusCode).toBe(200);
    const { lastUpdated } = before.json() as { lastUpdated: string };
    expect((await phone.updated(lastUpdated)).statusCode).toBe(204);
    const fetched = await phone.latest();
    expect(fetched.statusCode).toBe(200);
    const lastModified = fetched.headers['last-modified'] as string;
    // A device whose copy is dated a second after the download's has the pass as it is.
    const secondLater = new Date(Date.parse(lastModified) + 1000).toUTCString();
    expect((await phone.latest({ 'if-modified-since': secondLater })).statusCode).toBe(304);

    // Nothing changed yet: the job tells nobody.
    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-4')).toEqual([]);

    const lineUuid = (await ctx.app.tickets.find(ticket.uuid)).orderLineUuid!;
    await ctx.database.db.transaction((tx) => ctx.app.tickets.voidOfLine(lineUuid, 'refunded', tx));
    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-4')).toEqual([
      { token: 'push-4', topic: TEST_PASS_TYPE_ID, body: '{}' },
    ]);
    expect(google.patches.filter((p) => p.objectId === objectId)).toEqual([
      { objectId, authorization: 'Bearer test-access-token', body: { state: 'INACTIVE' } },
    ]);
    const updated = await phone.updated(lastUpdated);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().serialNumbers).toEqual([ticket.uuid]);
    const voided = await phone.latest({ 'if-modified-since': lastModified });
    expect(voided.statusCode).toBe(200);
    const voidedPass = await openPass(voided.rawPayload);
    expect(voidedPass.voided).toBe(true);
    expect(voidedPass.barcodes ?? []).toEqual([]);
    expect(field(voidedPass, 'status')).toBe('Vstupenka byla zrušena a už neplatí.');

    // Told once: the next turn has nothing to say.
    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-4')).toHaveLength(1);
    expect(google.patches.filter((p) => p.objectId === objectId)).toHaveLength(1);
    // The account offers no wallet for a voided ticket.
    expect((await myTickets(buyer)).find((t) => t.uuid === ticket.uuid)?.wallet).toEqual({
      apple: false,
      google: false,
    });
  });

  it('a ticket passed on: the old pass is voided without its code, the new holder gets the new code in a new object', async () => {
    const ticket = await buyTicket(buyer, 5);
    const oldPass = await applePass(buyer, ticket.uuid);
    const oldObject = (await googleJwt(await googleLink(buyer, ticket.uuid))).payload.eventTicketObjects[0]!
      .id;
    google.saved.add(oldObject);
    expect((await device(oldPass, 'buyer-phone').register('push-buyer')).statusCode).toBe(201);

    await passOn(ticket.uuid, buyer, friend);
    const received = (await myTickets(friend)).find((t) => t.uuid === ticket.uuid)!;
    expect(received.version).toBe(2);
    expect(received.qrPayload).not.toBe(ticket.qrPayload);
    // The old holder's link and pass are gone with the ticket.
    expect(
      (await api('GET', `/tickets/${ticket.uuid}/wallet/apple`, { token: buyer.token })).statusCode,
    ).toBe(404);

    const newPass = await applePass(friend, ticket.uuid);
    expect(newPass.barcodes?.[0]?.message).toBe(received.qrPayload);
    expect(newPass.authenticationToken).not.toBe(oldPass.authenticationToken);
    const newObject = (await googleJwt(await googleLink(friend, ticket.uuid))).payload.eventTicketObjects[0]!;
    expect(newObject.id).toBe(`${TEST_GOOGLE_ISSUER_ID}.ticket-${ticket.uuid}-v2`);
    expect(newObject.barcode.value).toBe(received.qrPayload);
    expect((await device(newPass, 'friend-phone').register('push-friend')).statusCode).toBe(201);

    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-buyer')).toHaveLength(1);
    expect(apns.pushes.filter((p) => p.token === 'push-friend')).toEqual([]);
    expect(google.patches.filter((p) => p.objectId === oldObject).map((p) => p.body)).toEqual([
      { state: 'INACTIVE' },
    ]);
    expect(google.patches.filter((p) => p.objectId === newObject.id)).toEqual([]);

    const old = await openPass((await device(oldPass, 'buyer-phone').latest()).rawPayload);
    expect(old.voided).toBe(true);
    expect(old.barcodes ?? []).toEqual([]);
    expect(JSON.stringify(old)).not.toContain(received.qrPayload);
    // The typed code admits at the gate as the QR code does: the new holder's is not on it either.
    expect(received.code).not.toBe(ticket.code);
    expect(JSON.stringify(old)).not.toContain(received.code);
    expect(field(old, 'status')).toBe('Vstupenka byla předána jinému držiteli; platí jen jeho kód.');
    const current = await openPass((await device(newPass, 'friend-phone').latest()).rawPayload);
    expect(current.voided).toBeFalsy();
    expect(current.barcodes?.[0]?.message).toBe(received.qrPayload);
  });

  it('a moved event: its pass shows the new date and venue, the devices and Google are told right after the change', async () => {
    // An event of its own: moving the shared one would move the other tests' tickets.
    const input = testEvent({ name: { cs: 'Derby' }, venue: 'Letná' });
    const moving = await postEvent(ctx.app, eventAdmin, input);
    const order = await orderSeats(ctx.app, buyer.token, moving, ['A-1-1']);
    await payOrder(ctx.app, order, buyer.token);
    const ticket = (await myTickets(buyer)).find((t) => t.event.uuid === moving)!;
    const pass = await applePass(buyer, ticket.uuid);
    const saved = (await googleJwt(await googleLink(buyer, ticket.uuid))).payload;
    const classId = saved.eventTicketClasses[0]!.id;
    const objectId = saved.eventTicketObjects[0]!.id;
    google.saved.add(classId).add(objectId);
    const phone = device(pass, 'phone-moved');
    expect((await phone.register('push-moved')).statusCode).toBe(201);
    const { lastUpdated } = (await phone.updated()).json() as { lastUpdated: string };
    const save = (over: object) =>
      api('PUT', `/admin/events/${moving}`, {
        token: eventAdmin,
        payload: { ...input, seatingPlan: undefined, ...over },
      });

    // A new name is no move: nobody is told.
    expect((await save({ name: { cs: 'Derby!' } })).statusCode).toBe(200);
    await ctx.app.wallet.kicked();
    expect(apns.pushes.filter((p) => p.token === 'push-moved')).toEqual([]);
    expect((await phone.updated(lastUpdated)).statusCode).toBe(204);

    const startsAt = iso(96 * hour);
    const endsAt = iso(98 * hour);
    expect((await save({ startsAt, endsAt, venue: 'Eden' })).statusCode).toBe(200);
    // Right after the change: the wallet job is not run here.
    await ctx.app.wallet.kicked();
    expect(apns.pushes.filter((p) => p.token === 'push-moved')).toEqual([
      { token: 'push-moved', topic: TEST_PASS_TYPE_ID, body: '{}' },
    ]);
    const updated = await phone.updated(lastUpdated);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().serialNumbers).toEqual([ticket.uuid]);
    expect(BigInt(updated.json().lastUpdated as string)).toBeGreaterThan(BigInt(lastUpdated));
    const latest = await phone.latest();
    expect(latest.statusCode).toBe(200);
    const shown = await openPass(latest.rawPayload);
    expect(field(shown, 'venue')).toBe('Eden');
    expect(new Date(shown.relevantDate!).toISOString()).toBe(startsAt);
    // Still the holder's valid ticket.
    expect(shown.voided).toBeFalsy();
    expect(shown.barcodes?.[0]?.message).toBe(ticket.qrPayload);
    expect(google.classPatches.filter((p) => p.classId === classId)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ dateTime: { start: startsAt, end: endsAt } }),
      }),
    ]);
    expect(google.patches.filter((p) => p.objectId === objectId).map((p) => p.body)).toEqual([
      { state: 'ACTIVE' },
    ]);

    // Told once: the job's next turn has nothing to say.
    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-moved')).toHaveLength(1);
    expect(google.classPatches.filter((p) => p.classId === classId)).toHaveLength(1);
  });

  it('a move while the wallets are told of an earlier change stays to be told (its state is the same)', async () => {
    const moving = await postEvent(ctx.app, eventAdmin, testEvent({ venue: 'Letná' }));
    const order = await orderSeats(ctx.app, buyer.token, moving, ['A-1-1']);
    await payOrder(ctx.app, order, buyer.token);
    const ticket = (await myTickets(buyer)).find((t) => t.event.uuid === moving)!;
    await applePass(buyer, ticket.uuid);
    await ctx.app.wallet.kicked();
    const repository = createWalletRepository(ctx.database.db);
    const passOf = async () => (await repository.due(1000)).find((p) => p.ticketUuid === ticket.uuid)!;
    // An earlier change (a minute ago) that a turn of the job has read and is telling the devices of.
    await ctx.database.db.execute(
      sql`update wallet_passes set apple_pending = true, changed_at = now() - interval '1 minute' where ticket_uuid = ${ticket.uuid}`,
    );
    const earlier = await passOf();
    // The event moves (and commits) before that turn records what it told.
    await ctx.database.db.transaction((tx) => repository.eventChanged(moving, tx));
    await repository.delivered(earlier, { google: false, apple: true });
    const moved = await passOf();
    expect(moved?.applePending).toBe(true);

    // The next turn tells of the move: then nothing is left to tell.
    await repository.delivered(moved, { google: false, apple: true });
    expect(await passOf()).toBeUndefined();
  });

  it('a cancelled event that refunds nothing: its pass is voided right after the cancellation', async () => {
    const called = await postEvent(ctx.app, eventAdmin, testEvent());
    const order = await orderSeats(ctx.app, buyer.token, called, ['A-1-1']);
    await payOrder(ctx.app, order, buyer.token);
    const ticket = (await myTickets(buyer)).find((t) => t.event.uuid === called)!;
    const pass = await applePass(buyer, ticket.uuid);
    const objectId = (await googleJwt(await googleLink(buyer, ticket.uuid))).payload.eventTicketObjects[0]!
      .id;
    google.saved.add(objectId);
    const phone = device(pass, 'phone-called-off');
    expect((await phone.register('push-called-off')).statusCode).toBe(201);

    const res = await api('POST', `/admin/events/${called}/cancel`, {
      token: eventAdmin,
      payload: { reason: 'Zápas se nehraje', refund: false },
    });
    expect(res.statusCode, res.body).toBe(202);
    // The ticket itself stays as it was (no refund voids it): the event's cancellation voids the pass.
    expect((await ctx.app.tickets.find(ticket.uuid)).voidedAt).toBeNull();
    await ctx.app.wallet.kicked();
    expect(apns.pushes.filter((p) => p.token === 'push-called-off')).toHaveLength(1);
    expect(google.patches.filter((p) => p.objectId === objectId).map((p) => p.body)).toEqual([
      { state: 'INACTIVE' },
    ]);
    const voided = await openPass((await phone.latest()).rawPayload);
    expect(voided.voided).toBe(true);
    expect(voided.barcodes ?? []).toEqual([]);

    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-called-off')).toHaveLength(1);
  });

  it('a refund that waits voids the pass and a declined one makes it valid again; a failed update is tried again', async () => {
    const ticket = await buyTicket(buyer, 6);
    const object = (await googleJwt(await googleLink(buyer, ticket.uuid))).payload.eventTicketObjects[0]!.id;
    google.saved.add(object);
    const lineUuid = (await ctx.app.tickets.find(ticket.uuid)).orderLineUuid!;
    await ctx.database.db.transaction((tx) => ctx.app.tickets.withholdOfLine(lineUuid, false, tx));
    google.failures.push(503);
    await runJob();
    expect(google.patches.filter((p) => p.objectId === object).map((p) => p.body.state)).toEqual([
      'INACTIVE',
    ]);
    // Tried again once due (the wait after a failure is moved back here).
    await runJob();
    expect(google.patches.filter((p) => p.objectId === object)).toHaveLength(1);
    await ctx.database.db.execute(
      sql`update wallet_passes set next_attempt_at = now() where ticket_uuid = ${ticket.uuid}`,
    );
    await runJob();
    expect(google.patches.filter((p) => p.objectId === object).map((p) => p.body.state)).toEqual([
      'INACTIVE',
      'INACTIVE',
    ]);

    await ctx.database.db.transaction((tx) => ctx.app.tickets.restoreOfLine(lineUuid, tx));
    await runJob();
    expect(google.patches.filter((p) => p.objectId === object).map((p) => p.body.state)).toEqual([
      'INACTIVE',
      'INACTIVE',
      'ACTIVE',
    ]);
  });

  it('a device Apple says no longer has the pass is forgotten', async () => {
    const ticket = await buyTicket(buyer, 7);
    const pass = await applePass(buyer, ticket.uuid);
    expect((await device(pass, 'old-phone').register('push-gone')).statusCode).toBe(201);
    apns.unregistered.add('push-gone');
    const lineUuid = (await ctx.app.tickets.find(ticket.uuid)).orderLineUuid!;
    await ctx.database.db.transaction((tx) => ctx.app.tickets.voidOfLine(lineUuid, 'refunded', tx));
    await runJob();
    expect(apns.pushes.filter((p) => p.token === 'push-gone')).toHaveLength(1);
    expect((await device(pass, 'old-phone').updated()).statusCode).toBe(204);
  });
});

describe("Apple's web service", () => {
  it("refuses a request without the pass's token, or with another pass's", async () => {
    const one = await buyTicket(buyer, 8);
    const pass = await applePass(buyer, one.uuid);
    const phone = device(pass, 'phone-8');
    expect(
      (
        await phone.register('push-8', {
          authorization: 'ApplePass 1.forged-token-forged-token-forged-token-fo',
        })
      ).statusCode,
    ).toBe(401);
    expect((await phone.register('push-8', {} as { authorization: string })).statusCode).toBe(401);
    const other = { ...pass, serialNumber: randomUUID() };
    expect((await device(other, 'phone-8').latest()).statusCode).toBe(401);
    const wrongType = { ...pass, passTypeIdentifier: 'pass.cz.other' };
    expect((await device(wrongType, 'phone-8').latest()).statusCode).toBe(401);
    expect((await phone.register('push-8')).statusCode).toBe(201);
    expect((await phone.unregister()).statusCode).toBe(200);
    expect((await phone.updated()).statusCode).toBe(204);
    const log = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/apple/v1/log',
      payload: { logs: ['Web service error for pass.cz.tribuna.test: 401'] },
    });
    expect(log.statusCode).toBe(200);
  });
});

describe('a server without wallets', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({});
  });
  afterAll(() => plain?.close());

  it('answers walletNotConfigured for both wallets', async () => {
    const user = await plain.signInAs(['user']);
    const call = apiCaller(() => plain.app);
    const uuid = '00000000-0000-4000-8000-000000000001';
    for (const wallet of ['apple', 'google']) {
      const res = await call('GET', `/tickets/${uuid}/wallet/${wallet}`, { token: user.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().name).toBe('walletNotConfigured');
    }
    expect(plain.app.wallet.configured).toEqual({ apple: false, google: false });
  });
});
