import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import type { Refund } from '@tribuna/common/schemas/refunds';
import type { GatePackage } from '@tribuna/common/schemas/tickets';
import { tickets } from '../../db/schema';
import { hour, iso } from '../../../test/api';
import { payAtGateway, payOrder, paymentForm, orderSeats } from '../../../test/orders';
import {
  accountant,
  api,
  checkIn,
  checker,
  createEvent,
  ctx,
  eventAdmin,
  orderAdmin,
  paidSeats,
  refund,
  refunded,
  seatStates,
  superAdmin,
  ticketsOf,
  useRefundsShop,
} from './refunds.testkit';

useRefundsShop();

describe('refunding tickets', () => {
  it('refunds the whole order: the money, the tickets (invalid at the gate), the seats (on sale again) and a credit note', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-1', 'A-1-2']);
    const issued = await ticketsOf(order, buyer);
    expect(issued).toHaveLength(2);
    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;

    const done = await refunded(order.uuid, { reason: 'Zápas se nehraje' });
    expect(done).toMatchObject({
      orderUuid: order.uuid,
      orderEmail: buyer.email,
      status: 'refunded',
      amount: 100_000,
      currency: 'CZK',
      reason: 'Zápas se nehraje',
      attempts: 1,
      lastError: null,
    });
    expect(done.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['ticket', 50_000],
      ['ticket', 50_000],
    ]);
    expect(done.settledAt).not.toBeNull();
    // The order was invoiced: the refund has its credit note, mailed to the buyer.
    expect(done.creditNoteUuid).toEqual(expect.any(String));
    await ctx.app.jobs.runOnce('orderNotifications');
    expect(ctx.mails.slice(mailsBefore).some((mail) => mail.to === buyer.email)).toBe(true);

    // Invalid at the gate, online by code and by QR code …
    const [qr] = await ctx.database.db.select().from(tickets).where(eq(tickets.uuid, issued[1]!.uuid));
    for (const input of [issued[0]!.code, qr!.qrPayload]) {
      const res = await checkIn(eventUuid, input);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ name: 'ticketNotFound', details: { reason: 'voided' } });
    }
    // … and marked in the gate's list, which no longer expects them.
    const pack = (
      await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: checker })
    ).json() as GatePackage;
    expect(pack.tickets.map((t) => Boolean(t.voidedAt)).sort()).toEqual([true, true]);
    expect(pack.event.counters).toMatchObject({ checked: 0, expected: 0 });

    const states = await seatStates(eventUuid);
    expect([states.get('A-1-1'), states.get('A-1-2')]).toEqual(['free', 'free']);
    // Someone else buys the freed seat, and gets a ticket for it.
    const { order: again, buyer: next } = await paidSeats(['A-1-1'], eventUuid);
    expect(await ticketsOf(again, next)).toHaveLength(1);

    // Read back, and listed.
    const read = await api('GET', `/admin/refunds/${done.uuid}`, { token: orderAdmin });
    expect(read.json()).toEqual(done);
    const list = await api('GET', `/admin/refunds?orderUuid=${order.uuid}`, { token: orderAdmin });
    expect(list.json()).toMatchObject({ total: 1, data: [{ uuid: done.uuid }] });
    const byEvent = await api('GET', `/admin/refunds?eventUuid=${eventUuid}&status=refunded`, {
      token: orderAdmin,
    });
    expect(byEvent.json().data.map((r: Refund) => r.uuid)).toEqual([done.uuid]);
  });

  it('refunds some lines, then the rest; a line is refunded once, never more than was paid', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-3', 'A-1-4']);
    const [first, second] = order.lines;
    const some = await refunded(order.uuid, { lines: [first!.uuid], reason: 'Nemůže přijít' });
    expect(some).toMatchObject({
      status: 'refunded',
      amount: 50_000,
      lines: [{ orderLineUuid: first!.uuid }],
    });
    // The other ticket still admits its holder.
    const answers = [];
    for (const ticket of await ticketsOf(order, buyer))
      answers.push((await checkIn(eventUuid, ticket.code)).statusCode);
    expect(answers.sort()).toEqual([200, 404]);

    const again = await refund(order.uuid, { lines: [first!.uuid], reason: 'Znovu' });
    expect(again.statusCode).toBe(409);
    expect(again.json().name).toBe('orderLineAlreadyRefunded');

    // The used ticket is refunded only when staff say so.
    const used = await refund(order.uuid, { reason: 'Zbytek' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      name: 'ticketAlreadyUsed',
      details: { orderLineUuid: second!.uuid },
    });
    const rest = await refunded(order.uuid, { reason: 'Zbytek', allowUsedTickets: true });
    expect(rest).toMatchObject({
      amount: 50_000,
      allowUsedTickets: true,
      lines: [{ orderLineUuid: second!.uuid }],
    });

    const nothingLeft = await refund(order.uuid, { reason: 'Ještě jednou' });
    expect(nothingLeft.json().name).toBe('orderLineAlreadyRefunded');
    const tooMuch = await refund(order.uuid, { amount: 1, reason: 'Drobné' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ name: 'refundAmountTooHigh', details: { available: 0 } });
  });

  it('refunds an amount alone without taking anything back; the whole order then returns the rest', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-5', 'A-1-6']);
    const goodwill = await refunded(order.uuid, { amount: 10_000, reason: 'Pozdní začátek' });
    expect(goodwill).toMatchObject({ status: 'refunded', amount: 10_000, lines: [] });
    const [ticket] = await ticketsOf(order, buyer);
    expect((await checkIn(eventUuid, ticket!.code)).statusCode).toBe(200);

    const tooMuch = await refund(order.uuid, { amount: 90_001, reason: 'Víc' });
    expect(tooMuch.json()).toMatchObject({
      name: 'refundAmountTooHigh',
      details: { paid: 100_000, refunded: 10_000, available: 90_000 },
    });
    const both = await refund(order.uuid, { amount: 100, lines: [order.lines[0]!.uuid], reason: 'Obojí' });
    expect(both.statusCode).toBe(400);

    const rest = await refunded(order.uuid, { reason: 'Zbytek', allowUsedTickets: true });
    // What is left of the payment, shared over the lines.
    expect(rest.amount).toBe(90_000);
    expect(rest.lines.map((line) => line.amount)).toEqual([45_000, 45_000]);
  });

  it('refuses an order that was not paid, and one that is unknown', async () => {
    const buyer = await ctx.signInAs(['user']);
    const pending = await orderSeats(ctx.app, buyer.token, await createEvent(), ['A-1-1']);
    const res = await refund(pending.uuid, { reason: 'Nezaplaceno' });
    expect(res.statusCode).toBe(409);
    expect(res.json().name).toBe('orderNotPaid');
    const unknown = await refund(randomUUID(), { reason: 'Nic' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('orderNotFound');
    const missing = await api('GET', `/admin/refunds/${randomUUID()}`, { token: orderAdmin });
    expect(missing.json().name).toBe('refundNotFound');
  });

  it('refunds an order paid by bank transfer at once, without the gateway; one granted by staff was not paid', async () => {
    const eventUuid = await createEvent({
      seatingPlan: null,
      categories: [
        {
          key: 'STAND',
          name: { cs: 'Stání' },
          color: '#0055aa',
          priceCzk: 25_000,
          priceEur: 1_000,
          capacity: 5,
        },
      ],
    });
    const buyer = await ctx.signInAs(['user']);
    const line = { kind: 'ticket', refUuid: eventUuid, option: 'STAND' };
    const transfer = await api('POST', '/admin/order/generate/order-from-invoice', {
      token: superAdmin,
      payload: { userEmail: buyer.email, currency: 'CZK', lines: [line], paidOn: iso(0).slice(0, 10) },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const done = await refunded(transfer.json().order.uuid, { reason: 'Převodem zpět' });
    expect(done).toMatchObject({ status: 'refunded', amount: 25_000, paymentOrderNumber: null, attempts: 0 });
    expect(done.creditNoteUuid).toEqual(expect.any(String));

    const made = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [line] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const granted = await api('POST', '/admin/order/update-status', {
      token: orderAdmin,
      payload: { orderUuid: made.json().uuid, status: 'admin_granted', reason: 'Host' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const refused = await refund(made.json().uuid, { reason: 'Nic nezaplatil' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().name).toBe('orderNotPaid');
  });

  it('returns the money of an order paid but not delivered (its seat taken meanwhile), taking nothing back', async () => {
    const eventUuid = await createEvent();
    const buyer = await ctx.signInAs(['user']);
    const rival = await ctx.signInAs(['user']);
    const made = await orderSeats(ctx.app, buyer.token, eventUuid, ['A-1-1']);
    const form = await paymentForm(ctx.app, made, buyer.token);
    // The hold lapses and another buyer holds the seat before the payment is confirmed.
    await ctx.database.db.execute(
      sql`update event_seats set held_until = now() - interval '1 minute' where hold_token = ${made.holdToken}`,
    );
    await ctx.database.db.execute(
      sql`update hold_tokens set expires_at = now() - interval '1 minute' where token = ${made.holdToken}`,
    );
    await orderSeats(ctx.app, rival.token, eventUuid, ['A-1-1']);
    const fields = await payAtGateway(ctx.app, form, 'paid');
    expect((await api('PUT', '/orders/complete', { token: buyer.token, payload: fields })).statusCode).toBe(
      200,
    );
    const detail = (await api('GET', `/admin/orders/${made.uuid}`, { token: orderAdmin })).json();
    expect([detail.status, detail.flagReason]).toEqual(['rejected', 'paidNotFulfilled']);

    const done = await refunded(made.uuid, { reason: 'Místo obsazeno' });
    expect(done).toMatchObject({ status: 'refunded', amount: 50_000 });
    // The rival's hold of the seat stands.
    expect((await seatStates(eventUuid)).get('A-1-1')).toBe('held');
  });

  it('makes one refund of ten concurrent requests for one line', async () => {
    const { order } = await paidSeats(['A-1-7']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(order.uuid, { lines: [order.lines[0]!.uuid], reason: 'Souběh' }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().name)).toEqual(
      Array(9).fill('orderLineAlreadyRefunded'),
    );
    const list = await api('GET', `/admin/refunds?orderUuid=${order.uuid}`, { token: orderAdmin });
    expect(list.json().total).toBe(1);
  });

  it('is idempotent per refund uuid, also for requests at once', async () => {
    const { order } = await paidSeats(['A-1-8']);
    const uuid = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(order.uuid, { uuid, reason: 'Jednou' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().uuid))).toEqual(new Set([uuid]));
    const later = await refund(order.uuid, { uuid, reason: 'Jednou' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ uuid, status: 'refunded' });
    expect(
      (await api('GET', `/admin/refunds?orderUuid=${order.uuid}`, { token: orderAdmin })).json().total,
    ).toBe(1);
    // The same uuid for another order is a mistake.
    const other = await paidSeats(['A-1-1']);
    const wrong = await refund(other.order.uuid, { uuid, reason: 'Jinde' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('general admission', () => {
  it('gives the refunded place back to its category', async () => {
    const eventUuid = await createEvent({
      seatingPlan: null,
      categories: [
        {
          key: 'STAND',
          name: { cs: 'Stání' },
          color: '#0055aa',
          priceCzk: 25_000,
          priceEur: 1_000,
          capacity: 2,
        },
      ],
    });
    const available = async () =>
      ((await api('GET', `/events/${eventUuid}`)).json() as PublicEvent).categories[0]!.available;
    const buyer = await ctx.signInAs(['user']);
    const made = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'ticket', refUuid: eventUuid, option: 'STAND' }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    await payOrder(ctx.app, made.json(), buyer.token);
    expect(await available()).toBe(1);
    await refunded(made.json().uuid, { reason: 'Nemoc' });
    expect(await available()).toBe(2);
  });
});

describe('who may refund', () => {
  it('lets order admins refund and accountants read (list, detail, CSV); others are refused', async () => {
    const { order } = await paidSeats(['A-1-6']);
    expect((await refund(order.uuid, { reason: 'Účetní' }, accountant)).statusCode).toBe(403);
    expect((await refund(order.uuid, { reason: 'Pokladna' }, eventAdmin)).statusCode).toBe(403);
    const done = await refunded(order.uuid, { reason: 'Správce; "objednávek"' });

    expect((await api('GET', `/admin/refunds/${done.uuid}`, { token: accountant })).statusCode).toBe(200);
    const list = await api('GET', `/admin/refunds?orderUuid=${order.uuid}`, { token: accountant });
    expect(list.json().total).toBe(1);
    const csv = await api('GET', `/admin/refunds/export-csv?orderUuid=${order.uuid}`, { token: accountant });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'uuid,orderUuid,email,status,amount,currency,reason,lines,creditNoteUuid,createdAt,settledAt',
    );
    expect(rows[1]).toContain(`${done.uuid},${order.uuid},`);
    expect(rows[1]).toContain(',refunded,500.00,CZK,"Správce; ""objednávek""",');
    for (const token of [eventAdmin, checker]) {
      expect((await api('GET', '/admin/refunds', { token })).statusCode).toBe(403);
    }
    // Today's refunds, by Prague's calendar.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const byDay = await api('GET', `/admin/refunds?from=${today}&to=${today}&orderUuid=${order.uuid}`, {
      token: accountant,
    });
    expect(byDay.json().total).toBe(1);
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
      new Date(Date.parse(iso(26 * hour))),
    );
    const none = await api('GET', `/admin/refunds?from=${tomorrow}`, { token: accountant });
    expect(none.json().total).toBe(0);
  });
});

describe('the offline gate', () => {
  it('answers a synced scan of a voided ticket invalid and admits no one', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-8']);
    const [ticket] = await ticketsOf(order, buyer);
    await refunded(order.uuid, { reason: 'Vráceno' });
    const res = await api('POST', `/admin/tickets/gate/events/${eventUuid}/sync`, {
      token: checker,
      payload: {
        checkIns: [{ id: randomUUID(), input: ticket!.code, gate: 'Brána 2', scannedAt: iso(-60_000) }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({
        outcome: 'invalid',
        ticket: expect.objectContaining({ code: ticket!.code }),
      }),
    ]);
    expect(res.json().counters).toMatchObject({ checked: 0, expected: 0 });
  });
});

// The tickets table keeps why a ticket was voided.
describe('voided tickets', () => {
  it('keep the reason and stay out of the sold counts', async () => {
    const { order } = await paidSeats(['A-1-7']);
    await refunded(order.uuid, { reason: 'Důvod vrácení' });
    const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.orderUuid, order.uuid));
    expect(row).toMatchObject({ voidReason: 'Důvod vrácení' });
    expect(row!.voidedAt).toBeInstanceOf(Date);
  });
});
