import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { CompleteOrderResponse, Order } from '@tribuna/common/schemas/orders';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import type { Ticket } from '@tribuna/common/schemas/tickets';
import { apiCaller, hour, iso } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  holdSeats,
  payAtGateway,
  payOrder,
  postEvent,
  seatedSection,
  seatingPlan,
  testEvent,
} from '../../../test/orders';
import { pdfText } from '../../../test/pdfText';
import { grantPresale } from '../../../test/services';
import { verifyTicketPayload } from './ticketSigning';

let ctx: TestContext;
let eventAdmin: string;
let orderAdmin: string;
let buyer: { token: string; uuid: string; email: string };
let rival: { token: string; uuid: string; email: string };

const api = apiCaller(() => ctx.app);

const event = (over: Partial<EventInput> = {}): EventInput =>
  testEvent({
    name: { cs: 'Derby Žilina – Plzeň', sk: 'Derby Žilina – Plzeň SK' },
    venue: 'Štadión pod Dubňom',
    categories: [
      {
        key: 'A',
        name: { cs: 'Hlavní tribuna', sk: 'Hlavná tribúna' },
        color: '#aa0000',
        priceCzk: 99_000,
        priceEur: 3_900,
      },
      {
        key: 'B',
        name: { cs: 'Za brankou', sk: 'Za bránkou' },
        color: '#00aa00',
        priceCzk: 45_000,
        priceEur: 1_800,
      },
    ],
    seatingPlan: seatingPlan(
      seatedSection({
        key: 'A',
        name: { cs: 'Sektor Jih', sk: 'Sektor Juh' },
        rows: 2,
        seats: 8,
        categoryOf: (row) => (row === 1 ? 'A' : 'B'),
      }),
    ),
    ...over,
  });

const createEvent = (over: Partial<EventInput> = {}) => postEvent(ctx.app, eventAdmin, event(over));

const orderFromHold = (user: { token: string }, holdToken: string, language = 'cs', currency = 'CZK') =>
  api('POST', '/orders', { token: user.token, language, payload: { currency, holdToken } });

/** Pays as the signed-in buyer, who is answered the order. */
const pay = (order: Order, user = buyer) => payOrder(ctx.app, order, user.token);

async function seatStates(eventUuid: string) {
  const res = await api('GET', `/events/${eventUuid}/seats`);
  const body = res.json() as EventSeats;
  return new Map(
    body.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => [seat.id, seat.status]))),
  );
}

/** The hold ran out meanwhile (the database's clock decides, so its times are moved back). */
async function lapse(holdToken: string) {
  await ctx.database.db.execute(
    sql`update hold_tokens set expires_at = now() - interval '1 minute' where token = ${holdToken}`,
  );
  await ctx.database.db.execute(
    sql`update event_seats set held_until = now() - interval '1 minute' where hold_token = ${holdToken}`,
  );
}

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  [eventAdmin, orderAdmin, buyer, rival] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['order_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

describe('ordering held seats', () => {
  it('makes a line per held seat, priced from its category in the order currency', async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-1', 'A-2-1']);
    const res = await orderFromHold(buyer, holdToken);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ status: 'pending', currency: 'CZK', total: 144_000, holdToken });
    expect(order.lines.map((l) => [l.kind, l.refUuid, l.unitAmount, l.label])).toEqual([
      [
        'ticket',
        eventUuid,
        99_000,
        'Vstupenka: Derby Žilina – Plzeň – Sektor Jih, řada 1, sedadlo 1 (Hlavní tribuna)',
      ],
      [
        'ticket',
        eventUuid,
        45_000,
        'Vstupenka: Derby Žilina – Plzeň – Sektor Jih, řada 2, sedadlo 1 (Za brankou)',
      ],
    ]);

    // The same hold again (a seat added): the same order, priced anew.
    const more = await api('POST', `/events/${eventUuid}/actions/hold`, {
      token: buyer.token,
      payload: { holdToken, objects: ['A-2-2'] },
    });
    expect(more.statusCode, more.body).toBe(200);
    const again = (await orderFromHold(buyer, holdToken)).json() as Order;
    expect([again.uuid, again.total, again.lines.length]).toEqual([order.uuid, 189_000, 3]);
    const byToken = await api('GET', `/orders/seats-io-hold-token/${holdToken}`, { token: buyer.token });
    expect([byToken.statusCode, byToken.json().uuid]).toEqual([200, order.uuid]);

    const slovak = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-8']);
    const eur = (await orderFromHold(buyer, slovak, 'sk', 'EUR')).json() as Order;
    expect([eur.total, eur.lines[0]!.label]).toEqual([
      3_900,
      'Vstupenka: Derby Žilina – Plzeň SK – Sektor Juh, rad 1, sedadlo 8 (Hlavná tribúna)',
    ]);
  });

  it('books only with the right token: one of the caller, in force and holding seats', async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-3']);

    const foreign = await orderFromHold(rival, holdToken);
    expect([foreign.statusCode, foreign.json().name]).toEqual([409, 'holdTokenInvalid']);
    const unknown = await orderFromHold(buyer, 'no-such-token-at-all');
    expect([unknown.statusCode, unknown.json().name]).toEqual([409, 'holdTokenInvalid']);
    const signedOut = await api('POST', '/orders', { payload: { currency: 'CZK', holdToken } });
    expect(signedOut.statusCode).toBe(401);
    const empty = (await api('POST', '/hold-tokens', { token: buyer.token })).json().holdToken as string;
    const nothingHeld = await orderFromHold(buyer, empty);
    expect([nothingHeld.statusCode, nothingHeld.json().name]).toEqual([409, 'holdTokenInvalid']);
    // A ticket line cannot be made up by the buyer: seats come from the hold only.
    const madeUp = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'ticket', refUuid: eventUuid }] },
    });
    expect([madeUp.statusCode, madeUp.json().name]).toEqual([400, 'badRequest']);
    const rivalsView = await api('GET', `/orders/seats-io-hold-token/${holdToken}`, { token: rival.token });
    expect([rivalsView.statusCode, rivalsView.json().name]).toEqual([404, 'orderNotFound']);

    await lapse(holdToken);
    const expired = await orderFromHold(buyer, holdToken);
    expect([expired.statusCode, expired.json().name, expired.json().details?.reason]).toEqual([
      409,
      'holdTokenInvalid',
      'expired',
    ]);
    expect((await seatStates(eventUuid)).get('A-1-3')).toBe('free');
  });

  it('extends the hold when a payment starts, books the seats and issues signed tickets on payment', async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-4', 'A-1-5']);
    const order = (await orderFromHold(buyer, holdToken)).json() as Order;
    const before = (await api('GET', `/hold-tokens/${holdToken}`, { token: buyer.token })).json();

    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    const form = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: order.uuid },
    });
    expect(form.statusCode, form.body).toBe(200);
    const after = (await api('GET', `/hold-tokens/${holdToken}`, { token: buyer.token })).json();
    expect(new Date(after.expiresAt).getTime()).toBeGreaterThan(new Date(before.expiresAt).getTime());
    const fields = await payAtGateway(ctx.app, form.json(), 'paid');
    const done = (
      await api('PUT', '/orders/complete', { token: buyer.token, payload: fields })
    ).json() as CompleteOrderResponse;
    expect([done.outcome, done.order?.status]).toEqual(['paid', 'accepted']);

    const states = await seatStates(eventUuid);
    expect([states.get('A-1-4'), states.get('A-1-5')]).toEqual(['booked', 'booked']);
    const list = await api('GET', `/tickets?orderHash=${order.orderHash}`);
    expect(list.statusCode, list.body).toBe(200);
    const tickets = list.json() as Ticket[];
    expect(tickets.map((t) => t.seatId).sort()).toEqual(['A-1-4', 'A-1-5']);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(2);

    // The QR payload verifies with the published key alone and names event, ticket, seat and version.
    const key = await api('GET', '/admin/tickets/public-key', { token: orderAdmin });
    expect(key.statusCode, key.body).toBe(200);
    const forbidden = await api('GET', '/admin/tickets/public-key', { token: buyer.token });
    expect(forbidden.statusCode).toBe(403);
    const stored = await ctx.app.tickets.ofOrder(order.uuid);
    for (const row of stored) {
      expect(verifyTicketPayload(row.qrPayload, key.json().pem)).toEqual({
        v: 1,
        e: eventUuid,
        t: row.uuid,
        c: row.code,
        s: row.seatId,
        n: 1,
      });
    }

    // The PDFs: one per ticket and one per order, with Czech and Slovak diacritics as text.
    const first = tickets.find((t) => t.seatId === 'A-1-4')!;
    const one = await api('GET', `/tickets/export-pdf/${first.uuid}?orderHash=${order.orderHash}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    const oneText = await pdfText(one.rawPayload);
    expect(oneText).toContain('Derby Žilina – Plzeň');
    expect(oneText).toContain('Štadión pod Dubňom');
    expect(oneText).toContain('Sektor Jih, řada 1, sedadlo 4');
    expect(oneText).toContain('Hlavní tribuna');
    expect(oneText).toContain(first.code);
    const all = await api('GET', `/tickets/export-pdf?orderHash=${order.orderHash}&language=sk`);
    expect(all.statusCode, all.body).toBe(200);
    const allText = await pdfText(all.rawPayload);
    expect(allText).toContain('Sektor Juh, rad 1, sedadlo 5');
    expect(allText).toContain('Miesto konania');
    const wrongHash = await api('GET', `/tickets/export-pdf/${first.uuid}?orderHash=nope`);
    expect([wrongHash.statusCode, wrongHash.json().name]).toEqual([404, 'orderNotFound']);

    // The confirmation e-mail carries a PDF per ticket, and the invoice.
    await ctx.app.jobs.runOnce('orderNotifications');
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === buyer.email);
    const files = mail?.attachments?.map((a) => a.filename) ?? [];
    expect(files.filter((name) => name.startsWith('ticket-')).sort()).toEqual(
      tickets.map((t) => `ticket-${t.code}.pdf`).sort(),
    );
    expect(files.filter((name) => !name.startsWith('ticket-'))).toEqual([
      expect.stringMatching(/^faktura-\d{9}\.pdf$/),
    ]);
  });

  it('a payment confirmed after the hold expired: re-held if free, otherwise flagged', async () => {
    const eventUuid = await createEvent();

    // Free: the seats are booked for the order after all.
    const freeToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-2-5']);
    const freeOrder = (await orderFromHold(buyer, freeToken)).json() as Order;
    const freeForm = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: freeOrder.uuid },
    });
    await lapse(freeToken);
    expect((await seatStates(eventUuid)).get('A-2-5')).toBe('free');
    const freeFields = await payAtGateway(ctx.app, freeForm.json(), 'paid');
    const freeDone = (
      await api('PUT', '/orders/complete', { token: buyer.token, payload: freeFields })
    ).json();
    expect(freeDone.order.status).toBe('accepted');
    expect((await seatStates(eventUuid)).get('A-2-5')).toBe('booked');
    expect(await ctx.app.tickets.ofOrder(freeOrder.uuid)).toHaveLength(1);

    // Taken by another buyer meanwhile: the paid order is flagged for staff, nobody is double-booked.
    const lostToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-2-6', 'A-2-7']);
    const lostOrder = (await orderFromHold(buyer, lostToken)).json() as Order;
    const lostForm = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: lostOrder.uuid },
    });
    await lapse(lostToken);
    const rivalToken = await holdSeats(ctx.app, rival.token, eventUuid, ['A-2-7']);
    const lostFields = await payAtGateway(ctx.app, lostForm.json(), 'paid');
    const lostDone = (await api('PUT', '/orders/complete', { payload: lostFields })).json();
    expect(lostDone.outcome).toBe('paid');
    const detail = (await api('GET', `/admin/orders/${lostOrder.uuid}`, { token: orderAdmin })).json();
    expect([detail.flaggedForStaff, detail.flagReason]).toEqual([true, 'paidNotFulfilled']);
    expect(await ctx.app.tickets.ofOrder(lostOrder.uuid)).toHaveLength(0);
    const states = await seatStates(eventUuid);
    // Neither seat went to the late order: the free one is not half-booked, the rival keeps theirs.
    expect([states.get('A-2-6'), states.get('A-2-7')]).toEqual(['free', 'held']);
    const rivalOrder = (await orderFromHold(rival, rivalToken)).json() as Order;
    expect((await pay(rivalOrder, rival)).order.status).toBe('accepted');
  });

  it('a payment that cannot start because the lapsed seats were taken is refused before the gateway', async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-7']);
    const order = (await orderFromHold(buyer, holdToken)).json() as Order;
    await lapse(holdToken);
    await holdSeats(ctx.app, rival.token, eventUuid, ['A-1-7']);
    const refused = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: order.uuid },
    });
    expect([refused.statusCode, refused.json().name, refused.json().details?.objects]).toEqual([
      409,
      'seatsAlreadyOccupied',
      ['A-1-7'],
    ]);
  });

  it('unbinding the order of a hold cancels it and lets its seats go; a paid one stays', async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-2']);
    await orderFromHold(buyer, holdToken);
    const removed = await api('DELETE', `/orders/seats-io-hold-token/${holdToken}`, {
      token: buyer.token,
      payload: {},
    });
    expect([removed.statusCode, removed.json().status]).toEqual([200, 'rejected']);
    expect((await seatStates(eventUuid)).get('A-1-2')).toBe('free');

    const paidToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-6']);
    const paid = (await orderFromHold(buyer, paidToken)).json() as Order;
    await pay(paid);
    const conflict = await api('DELETE', `/orders/seats-io-hold-token/${paidToken}`, {
      token: buyer.token,
      payload: {},
    });
    expect([conflict.statusCode, conflict.json().name]).toEqual([409, 'orderPaymentStatusConflict']);
    const ignored = await api('DELETE', `/orders/seats-io-hold-token/${paidToken}`, {
      token: buyer.token,
      payload: { ignorePaymentStatus: true },
    });
    expect([ignored.statusCode, ignored.json().status]).toEqual([200, 'accepted']);
    expect((await seatStates(eventUuid)).get('A-1-6')).toBe('booked');
  });
});

describe('an expired order of a hold', () => {
  it('leaves the seats to the newer order of the same hold when the sweeper rejects it', async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-2-8']);
    const old = (await orderFromHold(buyer, holdToken)).json() as Order;
    await ctx.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where uuid = ${old.uuid}`,
    );
    const newer = (await orderFromHold(buyer, holdToken)).json() as Order;
    expect(newer.uuid).not.toBe(old.uuid);
    expect(await ctx.app.jobs.runOnce('orderExpiry')).toBeGreaterThanOrEqual(1);
    expect((await api('GET', `/orders/${old.uuid}`, { token: buyer.token })).json().status).toBe('rejected');
    expect((await seatStates(eventUuid)).get('A-2-8')).toBe('held');
    expect((await pay(newer)).order.status).toBe('accepted');
  });
});

describe('tickets in the back office', () => {
  let ticketAdmin: string;
  beforeAll(async () => {
    ticketAdmin = (await ctx.signInAs(['ticket_admin'])).token;
  });

  it("lists an event's tickets with search and filters, and as CSV", async () => {
    const eventUuid = await createEvent();
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-1', 'A-2-2']);
    await pay((await orderFromHold(buyer, holdToken)).json() as Order);
    const free = await api('POST', '/admin/order/generate/tickets', {
      token: ticketAdmin,
      payload: { eventUuid, category: 'B', names: ['Jiří Šťastný', 'Anna "Ann" Nováková'] },
    });
    expect(free.statusCode, free.body).toBe(201);

    const all = await api('GET', `/admin/tickets?eventUuid=${eventUuid}&sort=seatId`, { token: ticketAdmin });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(4);
    const seated = await api('GET', `/admin/tickets?eventUuid=${eventUuid}&origin=order`, {
      token: ticketAdmin,
    });
    expect((seated.json().data as Ticket[]).map((t) => t.seatId).sort()).toEqual(['A-1-1', 'A-2-2']);
    const byName = await api('GET', `/admin/tickets?eventUuid=${eventUuid}&q=stastny`, {
      token: ticketAdmin,
    });
    expect((byName.json().data as Ticket[]).map((t) => t.holderName)).toEqual(['Jiří Šťastný']);
    const categoryB = await api('GET', `/admin/tickets?eventUuid=${eventUuid}&category=B`, {
      token: ticketAdmin,
    });
    expect(categoryB.json().total).toBe(3);
    const checked = await api('GET', `/admin/tickets?eventUuid=${eventUuid}&checked=true`, {
      token: ticketAdmin,
    });
    expect(checked.json().total).toBe(0);

    const csv = await api('GET', `/admin/tickets/export-csv?eventUuid=${eventUuid}&origin=free`, {
      token: ticketAdmin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('code,category,section,row,seat,holderName,orderUuid,checkedAt,createdAt');
    expect(rows).toHaveLength(3);
    expect(csv.body).toContain('Jiří Šťastný');
    expect(csv.body).toContain('"Anna ""Ann"" Nováková"');
    const buyerCsv = await api('GET', `/admin/tickets/export-csv?eventUuid=${eventUuid}`, {
      token: buyer.token,
    });
    expect(buyerCsv.statusCode).toBe(403);
  });

  it('issues free tickets and the missing tickets of a paid order, with the catalogue errors', async () => {
    const eventUuid = await createEvent();
    const one = await api('POST', '/admin/order/generate/free-ticket', {
      token: ticketAdmin,
      payload: { eventUuid, category: 'A', holderName: 'Host Řehoř' },
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({
      eventUuid,
      category: 'A',
      seatId: null,
      orderUuid: null,
      holderName: 'Host Řehoř',
    });
    const pdf = await ctx.app.tickets.pdf([await ctx.app.tickets.find(one.json().uuid)], 'cs');
    const text = await pdfText(pdf);
    expect(text).toContain('Volný vstup bez místenky');
    expect(text).toContain('Host Řehoř');

    const unknownCategory = await api('POST', '/admin/order/generate/free-ticket', {
      token: ticketAdmin,
      payload: { eventUuid, category: 'Z' },
    });
    expect([unknownCategory.statusCode, unknownCategory.json().name]).toEqual([400, 'badRequest']);
    const unknownEvent = await api('POST', '/admin/order/generate/free-ticket', {
      token: ticketAdmin,
      payload: { eventUuid: crypto.randomUUID(), category: 'A' },
    });
    expect([unknownEvent.statusCode, unknownEvent.json().name]).toEqual([404, 'eventNotFound']);

    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-3', 'A-1-4']);
    const order = (await orderFromHold(buyer, holdToken)).json() as Order;
    const unpaid = await api('POST', '/admin/order/generate/ticket', {
      token: ticketAdmin,
      payload: { orderUuid: order.uuid },
    });
    expect([unpaid.statusCode, unpaid.json().name]).toEqual([409, 'orderPaymentStatusConflict']);
    await pay(order);
    const complete = await api('POST', '/admin/order/generate/ticket', {
      token: ticketAdmin,
      payload: { orderUuid: order.uuid },
    });
    expect([complete.statusCode, complete.json().name]).toEqual([409, 'ticketAlreadyExists']);
    // A ticket lost (deleted by hand): issued again for its seat, with a new code.
    const [lost] = await ctx.app.tickets.ofOrder(order.uuid);
    await ctx.database.db.execute(sql`delete from tickets where uuid = ${lost!.uuid}`);
    const reissued = await api('POST', '/admin/order/generate/ticket', {
      token: ticketAdmin,
      payload: { orderUuid: order.uuid },
    });
    expect(reissued.statusCode, reissued.body).toBe(201);
    expect((reissued.json() as Ticket[]).map((t) => t.seatId)).toEqual([lost!.seatId]);
    expect(reissued.json()[0].code).not.toBe(lost!.code);
    const noOrder = await api('POST', '/admin/order/generate/ticket', {
      token: ticketAdmin,
      payload: { orderUuid: crypto.randomUUID() },
    });
    expect([noOrder.statusCode, noOrder.json().name]).toEqual([400, 'ticketOderDoesNotExistsBadRequest']);
    const forbidden = await api('POST', '/admin/order/generate/free-ticket', {
      token: buyer.token,
      payload: { eventUuid, category: 'A' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('presale', () => {
  it('lets a member with a presale feature buy in the presale window up to its limit, counting tickets bought before', async () => {
    const member = await ctx.signInAs(['user']);
    await grantPresale(ctx.database, member.uuid, 3);
    const eventUuid = await createEvent({
      saleFrom: iso(hour),
      presaleFrom: iso(-hour),
      presaleTo: iso(hour),
    });

    const first = await holdSeats(ctx.app, member.token, eventUuid, ['A-1-1', 'A-1-2']);
    const paid = await pay((await orderFromHold(member, first)).json() as Order, member);
    expect(paid.order.status).toBe('accepted');
    const second = await holdSeats(ctx.app, member.token, eventUuid, ['A-1-3', 'A-1-4']);
    const over = await orderFromHold(member, second);
    expect([over.statusCode, over.json().name, over.json().details]).toEqual([
      409,
      'preSalesLimitReached',
      { limit: 3, owned: 2, requested: 2 },
    ]);
    await api('POST', `/events/${eventUuid}/actions/release`, {
      token: member.token,
      payload: { holdToken: second, objects: ['A-1-4'] },
    });
    const within = await orderFromHold(member, second);
    expect(within.statusCode, within.body).toBe(201);
  });
});
