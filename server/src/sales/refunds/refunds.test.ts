import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput, PublicEvent } from '@tribuna/common/schemas/events';
import type { Order } from '@tribuna/common/schemas/orders';
import type { Refund } from '@tribuna/common/schemas/refunds';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import type { GatePackage, Ticket } from '@tribuna/common/schemas/tickets';
import {
  orderLines,
  orders,
  paymentAttempts,
  refundLines,
  refunds,
  tickets,
  userSubscriptions,
  vouchers,
} from '../../db/schema';
import { apiCaller, hour, iso } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  payAtGateway,
  payOrder,
  paymentForm,
  postEvent,
  orderSeats,
  testEvent,
} from '../../../test/orders';
import { refundMessageId } from '../../integrations/payments/gateway';
import { createRefundsRepository } from './refunds.repository';
import { createRefundsService } from './refunds.service';

let ctx: TestContext;
let eventAdmin: string;
let orderAdmin: string;
let accountant: string;
let checker: string;
let superAdmin: string;

const api = apiCaller(() => ctx.app);

type User = { token: string; uuid: string; email: string };

const refund = (orderUuid: string, payload: Record<string, unknown>, token = orderAdmin) =>
  api('POST', `/admin/orders/${orderUuid}/refunds`, { token, payload });

async function refunded(orderUuid: string, payload: Record<string, unknown>): Promise<Refund> {
  const res = await refund(orderUuid, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What the simulated gateway does with the next `count` refunds. */
async function nextRefunds(outcome: string, count = 1) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/refund-outcome',
    payload: { outcome, count },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** An event of 8 seats at 500 Kč (category A). */
const createEvent = (over: Partial<EventInput> = {}) => postEvent(ctx.app, eventAdmin, testEvent(over));

/** A buyer who bought these seats of a new event through the gateway. */
async function paidSeats(objects: string[], eventUuid?: string) {
  const buyer = await ctx.signInAs(['user']);
  const event = eventUuid ?? (await createEvent());
  const made = await orderSeats(ctx.app, buyer.token, event, objects);
  const { order } = await payOrder(ctx.app, made, buyer.token);
  expect(order.status).toBe('accepted');
  return { eventUuid: event, order, buyer };
}

async function ticketsOf(order: Order, buyer: User): Promise<Ticket[]> {
  const res = await api('GET', `/tickets?orderHash=${encodeURIComponent(order.orderHash)}`, {
    token: buyer.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function seatStates(eventUuid: string) {
  const res = await api('GET', `/events/${eventUuid}/seats`);
  const body = res.json() as EventSeats;
  return new Map(
    body.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => [seat.id, seat.status]))),
  );
}

const checkIn = (eventUuid: string, input: string) =>
  api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
    token: checker,
    payload: { input, gate: 'Brána 1' },
  });

/** The refund's sweeper is due now (it waits a minute after the request asked itself). */
const dueNow = (uuid: string) =>
  ctx.database.db
    .update(refunds)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(refunds.uuid, uuid));

const sweep = () => ctx.app.jobs.runOnce('refundReconciliation');

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  [eventAdmin, orderAdmin, accountant, checker, superAdmin] = await Promise.all([
    ctx.signInAs(['event_admin']).then((u) => u.token),
    ctx.signInAs(['order_admin']).then((u) => u.token),
    ctx.signInAs(['accountant']).then((u) => u.token),
    ctx.signInAs(['ticket_checker']).then((u) => u.token),
    ctx.signInAs(['super_admin']).then((u) => u.token),
  ]);
});
afterAll(() => ctx?.close());

describe('refunding tickets', () => {
  it('refunds the whole order: the money, the tickets (invalid at the gate), the seats (on sale again) and a credit note', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-1', 'A-1-2']);
    const issued = await ticketsOf(order, buyer);
    expect(issued).toHaveLength(2);
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

describe('the gateway', () => {
  it('declined: the refund fails, nothing is taken back, and the line can be refunded again', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-1', 'A-1-2']);
    await nextRefunds('declined');
    const failed = await refunded(order.uuid, { lines: [order.lines[0]!.uuid], reason: 'Zamítnuto' });
    expect(failed).toMatchObject({
      status: 'failed',
      creditNoteUuid: null,
      lastError: expect.stringContaining('30'),
    });
    const states = await seatStates(eventUuid);
    expect([states.get('A-1-1'), states.get('A-1-2')]).toEqual(['booked', 'booked']);
    const issued = await ticketsOf(order, buyer);
    const pack = (
      await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: checker })
    ).json() as GatePackage;
    expect(pack.tickets.filter((t) => t.voidedAt)).toEqual([]);

    const again = await refunded(order.uuid, { lines: [order.lines[0]!.uuid], reason: 'Podruhé' });
    expect(again.status).toBe('refunded');
    const answers = [];
    for (const ticket of issued) answers.push((await checkIn(eventUuid, ticket.code)).statusCode);
    expect(answers.sort()).toEqual([200, 404]);
    const failedOnly = await api('GET', `/admin/refunds?orderUuid=${order.uuid}&status=failed`, {
      token: accountant,
    });
    expect(failedOnly.json().data.map((r: Refund) => r.uuid)).toEqual([failed.uuid]);
  });

  it('without a trustworthy answer the refund stays pending; the sweeper settles it exactly once', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-3']);
    // The gateway takes the refund but the answer is lost on the way.
    await nextRefunds('connectionClosed');
    const pending = await refunded(order.uuid, { reason: 'Ztracená odpověď' });
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, settledAt: null, creditNoteUuid: null });
    expect(pending.lastError).toEqual(expect.any(String));
    const [ticket] = await ticketsOf(order, buyer);
    // Nothing taken back yet.
    expect((await seatStates(eventUuid)).get('A-1-3')).toBe('booked');

    // Not due yet: the sweeper leaves it.
    expect(await sweep()).toBe(0);
    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const settled = (
      await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })
    ).json() as Refund;
    expect(settled).toMatchObject({ status: 'refunded', attempts: 2, lastError: null });
    expect(settled.creditNoteUuid).toEqual(expect.any(String));
    expect((await checkIn(eventUuid, ticket!.code)).json().details.reason).toBe('voided');
    expect((await seatStates(eventUuid)).get('A-1-3')).toBe('free');

    // A technical error the first time: pending; asked again it is refunded.
    const other = await paidSeats(['A-1-4'], eventUuid);
    await nextRefunds('technicalError');
    const retried = await refunded(other.order.uuid, { reason: 'Technická chyba' });
    expect(retried.status).toBe('pending');
    await dueNow(retried.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${retried.uuid}`, { token: orderAdmin })).json().status).toBe(
      'refunded',
    );
  });

  /** The ticket as the gate's offline list has it. */
  const listed = async (eventUuid: string, code: string) =>
    (
      (await api('GET', `/admin/tickets/gate/events/${eventUuid}`, { token: checker })).json() as GatePackage
    ).tickets.find((t) => t.code === code)!;

  it('refuses at the gate a ticket whose refund waits for the gateway; once refunded it stays voided', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-1']);
    const [ticket] = await ticketsOf(order, buyer);
    // The gateway's answer is lost: the refund may have been made, and is asked again later.
    await nextRefunds('connectionClosed');
    const pending = await refunded(order.uuid, { reason: 'Čeká na banku' });
    expect(pending.status).toBe('pending');
    const refused = await checkIn(eventUuid, ticket!.code);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ name: 'ticketNotFound', details: { reason: 'voided' } });
    expect((await listed(eventUuid, ticket!.code)).voidedAt).toEqual(expect.any(String));
    // The seat stays booked until the money is back.
    expect((await seatStates(eventUuid)).get('A-1-1')).toBe('booked');

    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })).json().status).toBe(
      'refunded',
    );
    expect((await checkIn(eventUuid, ticket!.code)).json().details.reason).toBe('voided');
    expect((await listed(eventUuid, ticket!.code)).voidedAt).toEqual(expect.any(String));
    const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.uuid, ticket!.uuid));
    expect(row).toMatchObject({ voidReason: 'Čeká na banku', checkedAt: null });
    expect((await seatStates(eventUuid)).get('A-1-1')).toBe('free');
  });

  it('makes the ticket valid at the gate again when its refund is declined', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-2']);
    const [ticket] = await ticketsOf(order, buyer);
    // Nothing decided the first time (the same message may ask again), declined the second.
    await nextRefunds('technicalError');
    const pending = await refunded(order.uuid, { reason: 'Zamítnuto' });
    expect(pending.status).toBe('pending');
    expect((await checkIn(eventUuid, ticket!.code)).json().details.reason).toBe('voided');

    await nextRefunds('declined');
    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })).json().status).toBe(
      'failed',
    );
    expect((await listed(eventUuid, ticket!.code)).voidedAt).toBeNull();
    const admitted = await checkIn(eventUuid, ticket!.code);
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect((await seatStates(eventUuid)).get('A-1-2')).toBe('booked');
  });

  it('withholds a ticket used at the gate when staff refund it anyway, and gives it back as used when declined', async () => {
    const { eventUuid, order, buyer } = await paidSeats(['A-1-3']);
    const [ticket] = await ticketsOf(order, buyer);
    expect((await checkIn(eventUuid, ticket!.code)).statusCode).toBe(200);
    expect((await refund(order.uuid, { reason: 'Použitá' })).json().name).toBe('ticketAlreadyUsed');

    await nextRefunds('technicalError');
    const pending = await refunded(order.uuid, { reason: 'Použitá', allowUsedTickets: true });
    expect(pending.status).toBe('pending');
    expect((await listed(eventUuid, ticket!.code)).voidedAt).toEqual(expect.any(String));

    await nextRefunds('declined');
    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.uuid, ticket!.uuid));
    expect(row).toMatchObject({ voidedAt: null, voidReason: null, checkedAt: expect.any(Date) });
    expect((await checkIn(eventUuid, ticket!.code)).json().name).toBe('ticketHasBeenAlreadyChecked');
  });

  it('finishes a refund a server recorded but never asked about (stopped mid-refund)', async () => {
    const { eventUuid, order } = await paidSeats(['A-1-5']);
    const db = ctx.database.db;
    // What transaction A leaves when the server stops before asking the gateway.
    const [paid] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderUuid, order.uuid));
    const uuid = randomUUID();
    await db.insert(refunds).values({
      uuid,
      orderUuid: order.uuid,
      amount: order.total,
      currency: order.currency,
      reason: 'Výpadek',
      paymentOrderNumber: String(paid!.orderNumber),
      messageId: refundMessageId(uuid),
      nextAttemptAt: new Date(Date.now() + 60_000),
    });
    await db
      .insert(refundLines)
      .values({ refundUuid: uuid, orderLineUuid: order.lines[0]!.uuid, amount: order.total });
    expect(await sweep()).toBe(0);
    await dueNow(uuid);
    expect(await sweep()).toBe(1);
    const settled = (await api('GET', `/admin/refunds/${uuid}`, { token: accountant })).json() as Refund;
    expect(settled).toMatchObject({ status: 'refunded', requestedBy: null, attempts: 1 });
    expect(settled.creditNoteUuid).toEqual(expect.any(String));
    expect((await seatStates(eventUuid)).get('A-1-5')).toBe('free');
  });
});

describe('a refund the gateway confirmed but that could not be recorded', () => {
  it('is not asked again at the gateway (a repeated message could be declined) and is recorded refunded', async () => {
    const { order } = await paidSeats(['A-1-8']);
    const db = ctx.database.db;
    const [paid] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderUuid, order.uuid));
    const asked: string[] = [];
    let failRecording = true;
    const service = createRefundsService({
      refunds: createRefundsRepository(db),
      // The order as the orders' repository reads it (the lock is the refund's own matter here).
      orders: {
        lock: async (uuid, tx) => (await tx.select().from(orders).where(eq(orders.uuid, uuid)))[0] ?? null,
        findByUuid: async (uuid, tx) =>
          (await (tx ?? db).select().from(orders).where(eq(orders.uuid, uuid)))[0] ?? null,
        lines: (orderUuid, tx) =>
          (tx ?? db).select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid)),
      },
      payments: { listForOrder: async () => [paid!] },
      // The first ask refunds; a repeated message id is refused (as a gateway may do).
      gateway: {
        refund: async (request) => {
          asked.push(request.messageId);
          return asked.length === 1
            ? { outcome: 'refunded' }
            : { outcome: 'declined', prCode: 14, srCode: 0, resultText: 'Duplicate messageId' };
        },
      },
      lineKinds: { forLine: () => ({}) as never },
      transaction: (run) => db.transaction(run),
      log: ctx.app.log,
      onRefunded: async () => {
        if (failRecording) throw new Error('credit note not issued');
        return null;
      },
      options: { retryAfterMs: 0 },
    });
    const { refund } = await service.create(
      order.uuid,
      { reason: 'Výpadek', membershipEnd: 'now', allowUsedTickets: false },
      { requestedBy: null },
    );
    expect(refund).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refund.lastError).toMatch(/^notRecorded/);
    failRecording = false;
    await dueNow(refund.uuid);
    await service.sweepDue(1);
    expect(asked).toHaveLength(1);
    expect(await service.get(refund.uuid)).toMatchObject({ status: 'refunded', lastError: null });
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

describe('refunding memberships and vouchers', () => {
  async function newPlan(over: Record<string, unknown> = {}) {
    const res = await api('POST', '/admin/subscriptions', {
      token: superAdmin,
      payload: {
        name: { cs: 'Členství Klub' },
        text: { cs: '<p>Všechny zápasy</p>' },
        type: 'permanent',
        featureUuids: [],
        prices: [{ label: { cs: 'Dospělý' }, amountCzk: 129_000, amountEur: 4_990 }],
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { prices: { uuid: string }[] }).prices[0]!.uuid;
  }

  async function buyMembership(priceUuid: string) {
    const buyer = await ctx.signInAs(['user']);
    const made = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: priceUuid }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { order } = await payOrder(ctx.app, made.json(), buyer.token);
    const [membership] = await ctx.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.sourceUuid, order.uuid));
    expect(membership).toMatchObject({ status: 'active' });
    return { order, membership: membership! };
  }

  const membershipNow = async (uuid: string) =>
    (await ctx.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.uuid, uuid)))[0]!;

  it('ends a refunded membership now', async () => {
    const { order, membership } = await buyMembership(await newPlan());
    await refunded(order.uuid, { reason: 'Odstoupení' });
    expect(await membershipNow(membership.uuid)).toMatchObject({ status: 'ended', renewing: false });
  });

  it("ends a renewing membership at its period's end when staff choose, and stops its renewals", async () => {
    const price = await newPlan({ type: 'periodic', periodCount: 1, periodUnit: 'month', renewing: true });
    const { order, membership } = await buyMembership(price);
    expect(membership.renewing).toBe(true);
    const done = await refunded(order.uuid, { reason: 'Konec', membershipEnd: 'periodEnd' });
    expect(done.membershipEnd).toBe('periodEnd');
    expect(await membershipNow(membership.uuid)).toMatchObject({
      status: 'active',
      renewing: false,
      validTo: membership.validTo,
    });
  });

  async function voucherOrder(price: string) {
    const made = await api('POST', '/orders/voucher', {
      payload: {
        subscriptionPriceUuid: price,
        email: 'darce@example.com',
        deliveryType: 'electronic',
        consent: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as Order;
    const answer = await payAtGateway(ctx.app, await paymentForm(ctx.app, order), 'paid');
    const done = await api('PUT', `/orders/complete?orderHash=${encodeURIComponent(order.orderHash)}`, {
      payload: answer,
    });
    expect(done.statusCode, done.body).toBe(200);
    const codes = await ctx.database.db.select().from(vouchers).where(eq(vouchers.orderUuid, order.uuid));
    expect(codes).toHaveLength(1);
    return { order, code: codes[0]! };
  }

  /** A user with a delivery identity claims the code (the answer is returned, not checked). */
  async function claim(code: string) {
    const user = await ctx.signInAs(['user']);
    const address = await api('POST', '/vouchers/update-delivery-address-for-subscription-voucher', {
      token: user.token,
      payload: {
        firstName: 'Jan',
        lastName: 'Novák',
        phone: '+420 603 123 456',
        street: 'Dlouhá 1',
        city: 'Brno',
        zip: '602 00',
      },
    });
    expect(address.statusCode, address.body).toBeLessThan(300);
    return api('POST', '/vouchers/apply-subscription-voucher', { token: user.token, payload: { code } });
  }

  const voucherNow = async (uuid: string) =>
    (await ctx.database.db.select().from(vouchers).where(eq(vouchers.uuid, uuid)))[0]!;

  it('refuses to claim a voucher whose refund waits for the gateway; once refunded it is switched off', async () => {
    const { order, code } = await voucherOrder(await newPlan({ voucherPurchasable: true }));
    await nextRefunds('connectionClosed');
    const pending = await refunded(order.uuid, { reason: 'Ztracená odpověď' });
    expect(pending.status).toBe('pending');
    const refused = await claim(code.code);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().name).toBe('voucherNotActive');

    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })).json().status).toBe(
      'refunded',
    );
    expect(await voucherNow(code.uuid)).toMatchObject({ isActive: false, claimedAt: null });
    expect((await claim(code.code)).json().name).toBe('voucherNotActive');
  });

  it('makes the voucher claimable again when its refund is declined', async () => {
    const { order, code } = await voucherOrder(await newPlan({ voucherPurchasable: true }));
    // Nothing decided the first time (the same message may ask again), declined the second.
    await nextRefunds('technicalError');
    const pending = await refunded(order.uuid, { reason: 'Zamítnuto' });
    expect(pending.status).toBe('pending');
    expect((await claim(code.code)).json().name).toBe('voucherNotActive');

    await nextRefunds('declined');
    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })).json().status).toBe(
      'failed',
    );
    const applied = await claim(code.code);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await voucherNow(code.uuid)).toMatchObject({ isActive: true, claimedAt: expect.any(Date) });
  });

  it('switches off unclaimed vouchers, and refuses a voucher already claimed', async () => {
    const price = await newPlan({ voucherPurchasable: true });
    const unclaimed = await voucherOrder(price);
    await refunded(unclaimed.order.uuid, { reason: 'Dárek nechtějí' });
    const [off] = await ctx.database.db.select().from(vouchers).where(eq(vouchers.uuid, unclaimed.code.uuid));
    expect(off!.isActive).toBe(false);

    const claimed = await voucherOrder(price);
    const applied = await claim(claimed.code.code);
    expect(applied.statusCode, applied.body).toBe(200);
    const refused = await refund(claimed.order.uuid, { reason: 'Pozdě' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().name).toBe('voucherAlreadyClaimed');
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
