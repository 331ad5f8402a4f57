import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '@tribuna/common/schemas/events';
import type {
  AdminTicket,
  CheckInResult,
  GateEvent,
  GatePackage,
  GateSyncResult,
  Ticket,
} from '@tribuna/common/schemas/tickets';
import { apiCaller, hour, iso } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postEvent, testEvent } from '../../../test/orders';
import { verifyTicketPayload } from './ticketSigning';

let ctx: TestContext;
let eventAdmin: string;
let ticketAdmin: string;
let checker: string;
let customer: string;

const api = apiCaller(() => ctx.app);

const generalAdmission = (name: string): EventInput =>
  testEvent({
    name: { cs: name, sk: `${name} SK` },
    venue: 'Hala Vodova',
    startsAt: iso(2 * hour),
    endsAt: iso(5 * hour),
    saleTo: iso(hour),
    categories: [
      {
        key: 'S',
        name: { cs: 'Stání', sk: 'Státie' },
        color: '#0044aa',
        priceCzk: 30_000,
        priceEur: 1_200,
        capacity: 500,
      },
    ],
    seatingPlan: null,
  });

async function eventWithTickets(name: string, count: number) {
  const eventUuid = await postEvent(ctx.app, eventAdmin, generalAdmission(name));
  const issued = await api('POST', '/admin/order/generate/tickets', {
    token: ticketAdmin,
    payload: { eventUuid, category: 'S', names: Array.from({ length: count }, (_, i) => `Host ${i + 1}`) },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return { eventUuid, tickets: issued.json() as Ticket[] };
}

const checkIn = (eventUuid: string, input: string, gate = 'Brána A', token = checker) =>
  api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, { token, payload: { input, gate } });

const qrOf = async (ticketUuid: string) => (await ctx.app.tickets.find(ticketUuid)).qrPayload;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-gate-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
  [eventAdmin, ticketAdmin, checker, customer] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['ticket_admin']),
    ctx.tokenAs(['ticket_checker']),
    ctx.tokenAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('checking tickets in at the gate', () => {
  it('admits a typed code or a signed QR code once, and tells why anything else is refused', async () => {
    const { eventUuid, tickets } = await eventWithTickets('Koncert', 3);
    const other = await eventWithTickets('Jiná akce', 1);
    const [first, second] = tickets as [Ticket, Ticket, Ticket];

    // Typed as people read it out: lower case, in groups.
    const typed = first.code.toLowerCase().replace(/(.{5})/, '$1 ');
    const admitted = await checkIn(eventUuid, typed);
    expect(admitted.statusCode, admitted.body).toBe(200);
    const result = admitted.json() as CheckInResult;
    expect(result.ticket).toMatchObject({ uuid: first.uuid, checkedGate: 'Brána A', holderName: 'Host 1' });
    expect(result.counters).toEqual({ checked: 1, expected: 3, doubleAdmissions: 0 });

    const again = await checkIn(eventUuid, first.code, 'Brána B');
    expect([again.statusCode, again.json().name]).toEqual([409, 'ticketHasBeenAlreadyChecked']);
    expect(again.json().details).toMatchObject({ gate: 'Brána A', checkedAt: result.ticket.checkedAt });

    const byQr = await checkIn(eventUuid, await qrOf(second.uuid), 'Brána B');
    expect([byQr.statusCode, byQr.json().ticket.uuid]).toEqual([200, second.uuid]);

    // A payload altered by one character of its body no longer verifies.
    const payload = await qrOf(tickets[2]!.uuid);
    const forged = `${payload[0] === 'A' ? 'B' : 'A'}${payload.slice(1)}`;
    const badSignature = await checkIn(eventUuid, forged);
    expect([badSignature.statusCode, badSignature.json().name, badSignature.json().details]).toEqual([
      404,
      'ticketNotFound',
      { reason: 'badSignature' },
    ]);
    const unknown = await checkIn(eventUuid, 'ZZZZZZZZZZ');
    expect([unknown.statusCode, unknown.json().details]).toEqual([404, { reason: 'unknownCode' }]);
    const elsewhereCode = await checkIn(eventUuid, other.tickets[0]!.code);
    expect([elsewhereCode.statusCode, elsewhereCode.json().name]).toEqual([409, 'ticketNotForThisEvent']);
    const elsewhereQr = await checkIn(eventUuid, await qrOf(other.tickets[0]!.uuid));
    expect([elsewhereQr.statusCode, elsewhereQr.json().name, elsewhereQr.json().details.eventUuid]).toEqual([
      409,
      'ticketNotForThisEvent',
      other.eventUuid,
    ]);
    // Refused scans admit nothing: the other event's ticket is still unchecked.
    expect((await ctx.app.tickets.find(other.tickets[0]!.uuid)).checkedAt).toBeNull();

    // The ticket list (with buyers' names) is for ticket admins; checkers see the gate only.
    const checkedList = await api('GET', `/admin/tickets?eventUuid=${eventUuid}&checked=true&sort=code`, {
      token: ticketAdmin,
    });
    expect((checkedList.json().data as AdminTicket[]).map((t) => [t.uuid, t.checkedGate]).sort()).toEqual(
      [
        [first.uuid, 'Brána A'],
        [second.uuid, 'Brána B'],
      ].sort(),
    );
  });

  it('two gates scanning the same ticket at once admit it once', async () => {
    const { eventUuid, tickets } = await eventWithTickets('Derby', 2);
    for (const [index, ticket] of tickets.entries()) {
      const input = index === 0 ? ticket.code : await qrOf(ticket.uuid);
      const answers = await Promise.all(
        ['Sever', 'Jih', 'Východ', 'Západ', 'VIP', 'Pokladna'].map((gate) => checkIn(eventUuid, input, gate)),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json() as CheckInResult;
      for (const loser of answers.filter((a) => a.statusCode === 409)) {
        expect(loser.json().name).toBe('ticketHasBeenAlreadyChecked');
        expect(loser.json().details.gate).toBe(winner.ticket.checkedGate);
      }
    }
    const [event] = (
      (await api('GET', '/admin/tickets/gate/events', { token: checker })).json() as GateEvent[]
    ).filter((e) => e.uuid === eventUuid);
    expect(event?.counters).toEqual({ checked: 2, expected: 2, doubleAdmissions: 0 });
  });

  it('gives a gate its offline package: the tickets and the key that verifies their QR codes', async () => {
    const { eventUuid, tickets } = await eventWithTickets('Turnaj', 2);
    await checkIn(eventUuid, tickets[0]!.code, 'Hlavní');
    const res = await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: checker });
    expect(res.statusCode, res.body).toBe(200);
    const pack = res.json() as GatePackage;
    expect(pack.event).toMatchObject({ uuid: eventUuid, name: 'Turnaj', venue: 'Hala Vodova' });
    expect(pack.event.counters).toEqual({ checked: 1, expected: 2, doubleAdmissions: 0 });
    expect(pack.tickets.map((t) => [t.code, t.checkedGate]).sort()).toEqual(
      [
        [tickets[0]!.code, 'Hlavní'],
        [tickets[1]!.code, null],
      ].sort(),
    );
    // The key alone verifies a ticket's QR code (what the page does offline).
    expect(verifyTicketPayload(await qrOf(tickets[1]!.uuid), pack.publicKey.pem)).toMatchObject({
      e: eventUuid,
      t: tickets[1]!.uuid,
      c: tickets[1]!.code,
    });
    const missing = await api('GET', `/admin/tickets/gate/events/${crypto.randomUUID()}`, { token: checker });
    expect([missing.statusCode, missing.json().name]).toEqual([404, 'eventNotFound']);
  });

  it('syncs check-ins queued offline and reports a ticket that went in twice, once, however often it is sent', async () => {
    const { eventUuid, tickets } = await eventWithTickets('Offline', 3);
    const [twice, once, invalid] = tickets as [Ticket, Ticket, Ticket];
    // While the gate was offline, another gate admitted the same ticket online.
    await checkIn(eventUuid, twice.code, 'Online brána');
    const scannedAt = iso(-60_000);
    const body = {
      checkIns: [
        { id: crypto.randomUUID(), input: await qrOf(twice.uuid), gate: 'Brána C', scannedAt },
        { id: crypto.randomUUID(), input: once.code, gate: 'Brána C', scannedAt },
        { id: crypto.randomUUID(), input: `${invalid.code}X`, gate: 'Brána C', scannedAt },
      ],
    };
    const synced = await api('POST', `/admin/tickets/gate/events/${eventUuid}/sync`, {
      token: checker,
      payload: body,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const result = synced.json() as GateSyncResult;
    const byId = new Map(result.results.map((r) => [r.id, r]));
    expect(byId.get(body.checkIns[0]!.id)).toMatchObject({
      outcome: 'doubleAdmission',
      firstGate: 'Online brána',
      gate: 'Brána C',
    });
    expect(byId.get(body.checkIns[1]!.id)).toMatchObject({ outcome: 'checkedIn', firstGate: null });
    // Dated when it was scanned, not when it arrived.
    expect(byId.get(body.checkIns[1]!.id)!.ticket!.checkedAt).toBe(new Date(scannedAt).toISOString());
    expect(byId.get(body.checkIns[2]!.id)?.outcome).toBe('invalid');
    expect(result.counters).toEqual({ checked: 2, expected: 3, doubleAdmissions: 1 });

    const resent = await api('POST', `/admin/tickets/gate/events/${eventUuid}/sync`, {
      token: checker,
      payload: body,
    });
    const again = resent.json() as GateSyncResult;
    expect(again.results.map((r) => r.outcome).sort()).toEqual(['checkedIn', 'doubleAdmission', 'invalid']);
    expect(again.counters).toEqual({ checked: 2, expected: 3, doubleAdmissions: 1 });
  });

  it('lets ticket checkers and ticket admins use the gate; nobody else, not even who reads tickets', async () => {
    const { eventUuid, tickets } = await eventWithTickets('Role', 2);
    const forCustomer = await checkIn(eventUuid, tickets[0]!.code, 'A', customer);
    expect(forCustomer.statusCode).toBe(403);
    const customerList = await api('GET', '/admin/tickets/gate/events', { token: customer });
    expect(customerList.statusCode).toBe(403);
    // Event admins read tickets in their list; the gate is not their job.
    const forEventAdmin = await checkIn(eventUuid, tickets[0]!.code, 'A', eventAdmin);
    expect(forEventAdmin.statusCode).toBe(403);
    const read = await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: eventAdmin });
    expect(read.statusCode).toBe(403);
    const pack = await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: checker });
    expect(pack.statusCode).toBe(200);
    const signedOut = await api('POST', `/admin/tickets/gate/events/${eventUuid}/sync`, {
      payload: { checkIns: [{ id: 'x', input: 'A', gate: 'A', scannedAt: iso(0) }] },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await checkIn(eventUuid, tickets[1]!.code, 'A', ticketAdmin)).statusCode).toBe(200);
    const noGate = await checkIn(eventUuid, tickets[0]!.code, '  ');
    expect([noGate.statusCode, noGate.json().name]).toEqual([400, 'badRequest']);
  });
});
