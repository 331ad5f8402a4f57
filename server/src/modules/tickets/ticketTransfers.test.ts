import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent, EventInput } from '@tribuna/common/schemas/events';
import type {
  GatePackage,
  GateSyncResult,
  MyTicket,
  Ticket,
  TicketHistory,
  TicketTransferOffer,
} from '@tribuna/common/schemas/tickets';
import { apiCaller, hour, iso } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, postEvent, testEvent } from '../../../test/orders';
import { verifyTicketPayload } from './ticketSigning';
import { boughtTickets, offeredLink, passedOn, type User } from './ticketTransfers.testkit';

let ctx: TestContext;
let eventAdmin: string;
let ticketAdmin: string;
let checker: string;
let buyer: User;
let friend: User;
let stranger: User;

const api = apiCaller(() => ctx.app);

const event = (over: Partial<EventInput> = {}): EventInput =>
  testEvent({ name: { cs: 'Derby Žilina – Plzeň', sk: 'Derby Žilina – Plzeň SK' }, ...over });

/** A paid order of these seats of a new event (or of `eventUuid`); answers the event, the order and its tickets. */
async function buy(user: User, seats: string[], over: Partial<EventInput> = {}, eventUuid?: string) {
  const uuid = eventUuid ?? (await postEvent(ctx.app, eventAdmin, event(over)));
  return { eventUuid: uuid, ...(await boughtTickets(ctx, user, uuid, seats)) };
}

const offer = (user: User, ticketUuid: string, email: string) =>
  api('POST', `/tickets/${ticketUuid}/transfers`, { token: user.token, payload: { email } });

const accept = (user: User, token: string) =>
  api('POST', `/ticket-transfers/${token}/accept`, { token: user.token });

const myTickets = async (user: User, period = 'upcoming') => {
  const res = await api('GET', `/auth/tickets?period=${period}`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: MyTicket[] }).data;
};

const stored = (uuid: string) => ctx.app.tickets.find(uuid);

const checkIn = (eventUuid: string, input: string) =>
  api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
    token: checker,
    payload: { input, gate: 'Brána A' },
  });

const refusal = (res: { statusCode: number; json(): { name: string } }) => [res.statusCode, res.json().name];

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  [eventAdmin, ticketAdmin, checker, buyer, friend, stranger] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['ticket_admin']),
    ctx.tokenAs(['ticket_checker']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('passing a ticket on', () => {
  it('moves the ticket to whoever accepts the e-mailed link, with a new code that alone admits', async () => {
    const { eventUuid, order, tickets } = await buy(buyer, ['A-1-1']);
    const ticket = tickets[0]!;
    const before = await stored(ticket.uuid);
    expect([before.holderUuid, before.version]).toEqual([buyer.uuid, 1]);
    expect(verifyTicketPayload(before.qrPayload, ctx.app.tickets.signer.publicKey.pem)?.n).toBe(1);

    const [mine] = await myTickets(buyer);
    expect(mine).toMatchObject({
      uuid: ticket.uuid,
      version: 1,
      orderUuid: order.uuid,
      seatId: 'A-1-1',
      section: 'Sektor A',
      categoryName: 'Tribuna',
      event: { uuid: eventUuid, name: 'Derby Žilina – Plzeň' },
      transferable: true,
      pendingTransfer: null,
      voided: false,
      season: null,
      wallet: { apple: false, google: false },
    });

    const offered = await offer(buyer, ticket.uuid, ` ${friend.email.toUpperCase()} `);
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({
      ticketUuid: ticket.uuid,
      status: 'pending',
      toEmail: friend.email.toUpperCase(),
    });
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toBe(friend.email.toUpperCase());
    expect(mail.subject).toContain('Derby Žilina – Plzeň');
    expect(mail.text).toContain('https://vstupenky.klub.cz/app/vstupenky/prevod/');
    // The seat is named by its section's own name, as on the ticket.
    expect(mail.text).toContain('Tribuna, Sektor A, řada 1, místo 1');
    const token = mail.text.match(/prevod\/([\w-]+)/)![1]!;
    // Until it is accepted the ticket is the buyer's, marked as offered.
    expect((await myTickets(buyer))[0]!.pendingTransfer).toMatchObject({ uuid: offered.json().uuid });

    const shown = await api('GET', `/ticket-transfers/${token}`, { language: 'sk' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json() as TicketTransferOffer).toMatchObject({
      status: 'pending',
      event: { uuid: eventUuid, name: 'Derby Žilina – Plzeň SK' },
      seatId: 'A-1-1',
      row: '1',
      seatLabel: '1',
    });

    const taken = await accept(friend, token);
    expect(taken.statusCode, taken.body).toBe(200);
    const theirs = taken.json() as MyTicket;
    expect(theirs).toMatchObject({ uuid: ticket.uuid, version: 2, orderUuid: null, pendingTransfer: null });
    expect(theirs.code).not.toBe(before.code);
    expect(theirs.qrPayload).not.toBe(before.qrPayload);
    expect(verifyTicketPayload(theirs.qrPayload, ctx.app.tickets.signer.publicKey.pem)).toMatchObject({
      t: ticket.uuid,
      c: theirs.code,
      n: 2,
    });
    expect((await myTickets(friend)).map((t) => t.uuid)).toEqual([ticket.uuid]);
    expect(await myTickets(buyer)).toEqual([]);
    expect((await api('GET', `/ticket-transfers/${token}`)).json().status).toBe('accepted');

    // The buyer's order still lists it, passed on; its link no longer gives the new holder's code.
    const listed = await api('GET', `/tickets?orderHash=${order.orderHash}`);
    expect((listed.json() as Ticket[]).map((t) => [t.uuid, t.passedOn])).toEqual([[ticket.uuid, true]]);
    const pdf = await api('GET', `/tickets/export-pdf/${ticket.uuid}?orderHash=${order.orderHash}`);
    expect(refusal(pdf)).toEqual([409, 'ticketPassedOn']);
    const orderPdf = await api('GET', `/tickets/export-pdf?orderHash=${order.orderHash}`);
    expect(refusal(orderPdf)).toEqual([409, 'ticketPassedOn']);

    // The same recipient accepting again (a second click) gets the ticket again; nobody else does.
    const again = await accept(friend, token);
    expect([again.statusCode, again.json().version]).toEqual([200, 2]);
    expect(refusal(await accept(stranger, token))).toEqual([409, 'ticketTransferAlreadyAccepted']);
    expect((await stored(ticket.uuid)).holderUuid).toBe(friend.uuid);

    // At the gate: the old QR code and the old typed code are refused, the new code admits.
    const old = await checkIn(eventUuid, before.qrPayload);
    expect(refusal(old)).toEqual([409, 'ticketSuperseded']);
    expect(old.json().details.ticket).toMatchObject({ uuid: ticket.uuid, version: 2 });
    expect(refusal(await checkIn(eventUuid, before.code))).toEqual([404, 'ticketNotFound']);
    const admitted = await checkIn(eventUuid, theirs.qrPayload);
    expect([admitted.statusCode, admitted.json().ticket?.uuid]).toEqual([200, ticket.uuid]);

    // Staff see what happened to it; every step is in the audit log too.
    const history = await api('GET', `/admin/tickets/${ticket.uuid}/history`, { token: ticketAdmin });
    expect(history.statusCode, history.body).toBe(200);
    const body = history.json() as TicketHistory;
    expect(body.ticket).toMatchObject({ uuid: ticket.uuid, version: 2, holderUuid: friend.uuid });
    expect(body.holder).toMatchObject({ uuid: friend.uuid, email: friend.email });
    expect(
      body.entries.map((e) => [e.kind, e.user?.uuid ?? null, e.toUser?.uuid ?? null, e.version]),
    ).toEqual([
      ['issued', buyer.uuid, null, 1],
      ['transferOffered', buyer.uuid, null, 1],
      ['transferAccepted', buyer.uuid, friend.uuid, 2],
      ['checkedIn', expect.any(String), null, null],
    ]);
    const audit = await api('GET', `/admin/audit-log?resource=tickets&recordId=${ticket.uuid}`, {
      token: await ctx.tokenAs(['super_admin']),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      (audit.json().data as { action: string; actorUuid: string }[])
        .map((e) => [e.action, e.actorUuid])
        .sort(),
    ).toEqual(
      [
        ['transferAccept', friend.uuid],
        ['transferOffer', buyer.uuid],
      ].sort(),
    );
  });

  it('lets the gate working offline refuse the old code after its next download, and reports one synced', async () => {
    const { eventUuid, tickets } = await buy(buyer, ['A-1-1', 'A-1-2']);
    const [passed, kept] = tickets as [Ticket, Ticket];
    const oldPayload = (await stored(passed.uuid)).qrPayload;
    const keptPayload = (await stored(kept.uuid)).qrPayload;
    const newer = await passedOn(ctx, passed.uuid, buyer, friend);

    const pack = await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: checker });
    expect(pack.statusCode, pack.body).toBe(200);
    const { tickets: list, publicKey } = pack.json() as GatePackage;
    expect(list.map((t) => [t.uuid, t.version, t.code]).sort()).toEqual(
      [
        [passed.uuid, 2, newer.code],
        [kept.uuid, 1, kept.code],
      ].sort(),
    );
    // What the check-in app does with the list: the old payload verifies but names version 1.
    expect(verifyTicketPayload(oldPayload, publicKey.pem)?.n).toBe(1);
    expect(publicKey.payloadFormat).toContain('n}');

    const sync = await api('POST', `/admin/tickets/gate/events/${eventUuid}/sync`, {
      token: checker,
      payload: {
        checkIns: [
          { id: `old-${passed.uuid}`, input: oldPayload, gate: 'Brána B', scannedAt: iso(-60_000) },
          { id: `kept-${kept.uuid}`, input: keptPayload, gate: 'Brána B', scannedAt: iso(-50_000) },
        ],
      },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    const results = (sync.json() as GateSyncResult).results;
    expect(results.map((r) => [r.id, r.outcome, r.ticket?.uuid])).toEqual([
      [`old-${passed.uuid}`, 'superseded', passed.uuid],
      [`kept-${kept.uuid}`, 'checkedIn', kept.uuid],
    ]);
    // The old holder's scan admitted no one: the new holder still gets in.
    expect((await stored(passed.uuid)).checkedAt).toBeNull();
    expect((await checkIn(eventUuid, newer.qrPayload)).statusCode).toBe(200);
  });

  it('refuses what may not be passed on, and explains each refusal', async () => {
    const { eventUuid, tickets } = await buy(buyer, ['A-1-1', 'A-1-2', 'A-1-3', 'A-1-4']);
    const [used, voided, open, other] = tickets as [Ticket, Ticket, Ticket, Ticket];

    expect(refusal(await offer(stranger, open.uuid, friend.email))).toEqual([404, 'ticketNotFound']);
    expect(refusal(await offer(buyer, open.uuid, buyer.email.toUpperCase()))).toEqual([
      409,
      'ticketTransferToSelf',
    ]);
    expect((await offer(buyer, open.uuid, 'not-an-email')).statusCode).toBe(400);
    expect(
      (await api('POST', `/tickets/${open.uuid}/transfers`, { payload: { email: friend.email } })).statusCode,
    ).toBe(401);

    expect((await checkIn(eventUuid, used.code)).statusCode).toBe(200);
    expect(refusal(await offer(buyer, used.uuid, friend.email))).toEqual([409, 'ticketAlreadyUsed']);
    await ctx.database.db.execute(
      sql`update tickets set voided_at = now(), void_reason = 'refund' where uuid = ${voided.uuid}`,
    );
    expect(refusal(await offer(buyer, voided.uuid, friend.email))).toEqual([409, 'ticketVoided']);
    // Offered, then refunded before it was accepted: the link says it can no longer be taken.
    const lapsedToken = await offeredLink(ctx, other.uuid, buyer, stranger.email);
    await ctx.database.db.execute(
      sql`update tickets set voided_at = now(), void_reason = 'refund' where uuid = ${other.uuid}`,
    );
    expect((await api('GET', `/ticket-transfers/${lapsedToken}`)).json().status).toBe('expired');
    expect(refusal(await accept(stranger, lapsedToken))).toEqual([409, 'ticketVoided']);
    await ctx.database.db.execute(
      sql`update tickets set voided_at = null, void_reason = null where uuid = ${other.uuid}`,
    );
    expect((await api('DELETE', `/tickets/${other.uuid}/transfers`, { token: buyer.token })).statusCode).toBe(
      204,
    );
    expect((await myTickets(buyer)).find((t) => t.uuid === voided.uuid)).toMatchObject({
      voided: true,
      transferable: false,
    });

    // One open offer a ticket; the sender may take it back, and its link then says so.
    const firstToken = await offeredLink(ctx, open.uuid, buyer, friend.email);
    expect(refusal(await offer(buyer, open.uuid, stranger.email))).toEqual([409, 'ticketTransferPending']);
    expect(
      refusal(await api('DELETE', `/tickets/${open.uuid}/transfers`, { token: stranger.token })),
    ).toEqual([404, 'ticketTransferNotFound']);
    expect((await api('DELETE', `/tickets/${open.uuid}/transfers`, { token: buyer.token })).statusCode).toBe(
      204,
    );
    expect(refusal(await accept(friend, firstToken))).toEqual([409, 'ticketTransferCancelled']);
    expect((await api('GET', `/ticket-transfers/${firstToken}`)).json().status).toBe('cancelled');
    expect(refusal(await accept(friend, 'x'.repeat(43)))).toEqual([404, 'ticketTransferNotFound']);

    // The sender cannot accept their own offer.
    const secondToken = await offeredLink(ctx, open.uuid, buyer, friend.email);
    expect(refusal(await accept(buyer, secondToken))).toEqual([409, 'ticketTransferToSelf']);

    // Staff close transfers for the event: new offers are refused, and an open link expires.
    const edited = await api('GET', `/admin/events/${eventUuid}`, { token: eventAdmin });
    const current = edited.json() as AdminEvent;
    expect([current.transfersAllowed, current.transfersUntil]).toEqual([true, null]);
    // Left out, the seating plan stays as it is (its seats are sold).
    const { seatingPlan: _plan, ...fields } = event({
      startsAt: current.startsAt,
      endsAt: current.endsAt,
      saleFrom: current.saleFrom,
      saleTo: current.saleTo,
    });
    const closed = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: { ...fields, transfersAllowed: false },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as AdminEvent).transfersAllowed).toBe(false);
    expect(refusal(await offer(buyer, other.uuid, friend.email))).toEqual([409, 'ticketTransferClosed']);
    expect((await api('GET', `/ticket-transfers/${secondToken}`)).json().status).toBe('expired');
    expect(refusal(await accept(friend, secondToken))).toEqual([409, 'ticketTransferClosed']);
    expect((await stored(open.uuid)).holderUuid).toBe(buyer.uuid);
  });

  it('closes transfers at the deadline staff set, else when the event starts', async () => {
    const soon = await buy(buyer, ['A-1-1'], {
      transfersUntil: iso(-hour),
    });
    expect(refusal(await offer(buyer, soon.tickets[0]!.uuid, friend.email))).toEqual([
      409,
      'ticketTransferClosed',
    ]);
    expect((await myTickets(buyer)).find((t) => t.uuid === soon.tickets[0]!.uuid)).toMatchObject({
      transferable: false,
    });

    const later = await buy(buyer, ['A-1-1'], { transfersUntil: iso(24 * hour) });
    const ticket = (await myTickets(buyer)).find((t) => t.uuid === later.tickets[0]!.uuid)!;
    expect(ticket.transferable).toBe(true);
    expect(Date.parse(ticket.transferableUntil!)).toBeLessThan(Date.parse(ticket.event.startsAt));
    expect((await offer(buyer, ticket.uuid, friend.email)).statusCode).toBe(201);

    const invalid = await api('POST', '/admin/events', {
      token: eventAdmin,
      payload: event({ startsAt: iso(48 * hour), transfersUntil: iso(49 * hour) }),
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('lets one of two accepts at once take the ticket, and one of an accept and a check-in of the old code', async () => {
    const seats = ['A-1-1', 'A-1-2', 'A-1-3', 'A-1-4', 'A-1-5', 'A-1-6'];
    const { eventUuid, tickets } = await buy(buyer, seats);
    const [raced, ...gateRaced] = tickets as [Ticket, ...Ticket[]];

    const token = await offeredLink(ctx, raced.uuid, buyer, friend.email);
    const both = await Promise.all([accept(friend, token), accept(stranger, token)]);
    const statuses = both.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = both[0]!.statusCode === 200 ? friend : stranger;
    expect(both.find((res) => res.statusCode === 409)!.json().name).toBe('ticketTransferAlreadyAccepted');
    expect(await stored(raced.uuid)).toMatchObject({ holderUuid: winner.uuid, version: 2 });

    for (const ticket of gateRaced) {
      const oldPayload = (await stored(ticket.uuid)).qrPayload;
      const link = await offeredLink(ctx, ticket.uuid, buyer, friend.email);
      const [taken, scanned] = await Promise.all([accept(friend, link), checkIn(eventUuid, oldPayload)]);
      const after = await stored(ticket.uuid);
      if (taken.statusCode === 200) {
        // The transfer won: the old code was refused and the ticket waits for its new holder.
        expect(refusal(scanned)).toEqual([409, 'ticketSuperseded']);
        expect(after).toMatchObject({ holderUuid: friend.uuid, version: 2, checkedAt: null });
      } else {
        // The check-in won: the holder went in, so the ticket could not be passed on.
        expect(refusal(taken)).toEqual([409, 'ticketAlreadyUsed']);
        expect(scanned.statusCode).toBe(200);
        expect(after).toMatchObject({ holderUuid: buyer.uuid, version: 1 });
        expect(after.checkedAt).not.toBeNull();
      }
    }
  });

  it("leaves the money of a ticket passed on out of its buyer's refund request (the recipient holds it)", async () => {
    const { eventUuid, order, tickets } = await buy(buyer, ['A-1-1']);
    await passedOn(ctx, tickets[0]!.uuid, buyer, friend);
    // The event moved: holders may ask for their money back until tomorrow.
    await ctx.database.db.execute(
      sql`update events set refund_requests_until = now() + interval '1 day' where uuid = ${eventUuid}`,
    );
    const asked = await api('POST', `/auth/orders/${order.uuid}/refund-requests`, {
      token: buyer.token,
      payload: { eventUuid },
    });
    expect([asked.statusCode, asked.json().name, asked.json().details?.reason]).toEqual([
      404,
      'orderNotFound',
      'noValidTicket',
    ]);

    // A ticket the buyer kept is still theirs to ask for.
    const kept = await buy(buyer, ['A-1-2'], {}, eventUuid);
    const own = await api('POST', `/auth/orders/${kept.order.uuid}/refund-requests`, {
      token: buyer.token,
      payload: { eventUuid },
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('shows a ticket history only to staff who may read tickets', async () => {
    const { tickets } = await buy(buyer, ['A-1-1']);
    const uuid = tickets[0]!.uuid;
    const as = async (roles: Parameters<TestContext['tokenAs']>[0]) =>
      (await api('GET', `/admin/tickets/${uuid}/history`, { token: await ctx.tokenAs(roles) })).statusCode;
    expect(await as(['ticket_admin'])).toBe(200);
    expect(await as(['order_admin'])).toBe(200);
    expect(await as(['event_admin'])).toBe(200);
    expect(await as(['ticket_checker'])).toBe(403);
    expect(await as(['article_admin'])).toBe(403);
    expect(await as(['user'])).toBe(403);
    expect((await api('GET', `/admin/tickets/${uuid}/history`)).statusCode).toBe(401);
    const missing = await api('GET', '/admin/tickets/00000000-0000-4000-8000-000000000000/history', {
      token: ticketAdmin,
    });
    expect(refusal(missing)).toEqual([404, 'ticketNotFound']);
  });
});
