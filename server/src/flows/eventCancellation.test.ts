import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import type { Order } from '@tribuna/common/schemas/orders';
import { eventCancellationOrders, eventCancellations, orders, refunds, tickets } from '../db/schema';
import { hour } from '../../test/api';
import { holdSeats, payAtGateway, payOrder, paymentForm } from '../../test/orders';
import { derivedUuid } from './eventCancellation';
import {
  accountant,
  api,
  cancel,
  cancellationOf,
  cancelled,
  createEvent,
  ctx,
  eventAdmin,
  mailsTo,
  nextRefunds,
  orderAdmin,
  orderSeatsIn,
  paidSeats,
  refundsOf,
  sendNotices,
  sweep,
  ticketAdmin,
  useCancellationShop,
} from './eventCancellation.testkit';

useCancellationShop();

describe('cancelling an event', () => {
  it('stops the sales, refunds each paid order once and tells every buyer in their language', async () => {
    const eventUuid = await createEvent();
    const czech = await paidSeats(eventUuid, ['A-1-1', 'A-1-2'], 'cs');
    const slovak = await paidSeats(eventUuid, ['A-1-3'], 'sk');

    const job = await cancelled(eventUuid);
    expect(job).toMatchObject({
      eventUuid,
      reason: 'Zápas se nehraje',
      refund: true,
      status: 'running',
      total: 2,
      done: 0,
      failed: 0,
      failures: [],
    });

    // The storefront marks it at once.
    const shown = (await api('GET', `/events/${eventUuid}`, { language: 'sk' })).json() as PublicEvent;
    expect(shown).toMatchObject({
      cancelled: true,
      cancelReason: 'Zápas se nehraje',
      availability: 'cancelled',
    });
    const listed = (await api('GET', '/events?limit=100')).json() as { data: PublicEvent[] };
    expect(listed.data.find((e) => e.uuid === eventUuid)).toMatchObject({ cancelled: true });
    const admin = await api('GET', `/admin/events/${eventUuid}`, { token: eventAdmin });
    expect(admin.json()).toMatchObject({ cancelReason: 'Zápas se nehraje' });
    expect(admin.json().cancelledAt).toEqual(expect.any(String));

    // Cancelling again is refused.
    const again = await cancel(eventUuid, { reason: 'Znovu', refund: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().name).toBe('eventAlreadyCancelled');

    expect(await sweep()).toBe(2);
    const done = await cancellationOf(eventUuid);
    expect(done).toMatchObject({ status: 'done', total: 2, done: 2, failed: 0, failures: [] });
    expect(done.finishedAt).toEqual(expect.any(String));

    const made = await refundsOf(job.uuid);
    expect(made).toHaveLength(2);
    const byOrder = new Map(made.map((refund) => [refund.orderUuid, refund]));
    expect(byOrder.get(czech.order.uuid)).toMatchObject({
      status: 'refunded',
      amount: 100_000,
      currency: 'CZK',
      requestedBy: null,
      eventCancellationUuid: job.uuid,
    });
    expect(byOrder.get(czech.order.uuid)!.lines).toHaveLength(2);
    expect(byOrder.get(slovak.order.uuid)).toMatchObject({
      status: 'refunded',
      amount: 2_000,
      currency: 'EUR',
    });

    // The tickets are void.
    const issued = await ctx.database.db.select().from(tickets).where(eq(tickets.eventUuid, eventUuid));
    expect(issued).toHaveLength(3);
    expect(issued.every((ticket) => ticket.voidedAt !== null)).toBe(true);

    // The dashboard counts the money returned.
    const home = await api('GET', '/admin/dashboard', { token: accountant });
    const figures = home.json().refunds as { today: { currency: string; amount: number; refunds: number }[] };
    expect(figures.today.find((t) => t.currency === 'CZK')).toMatchObject({ amount: expect.any(Number) });
    expect(figures.today.find((t) => t.currency === 'CZK')!.amount).toBeGreaterThanOrEqual(100_000);
    expect(figures.today.find((t) => t.currency === 'EUR')!.refunds).toBeGreaterThanOrEqual(1);

    // Sweeping again refunds nothing twice.
    expect(await sweep()).toBe(0);
    expect(await refundsOf(job.uuid)).toHaveLength(2);

    await sendNotices();
    const [toCzech] = mailsTo(czech.buyer.email).filter((mail) => mail.subject.includes('zrušena'));
    expect(toCzech?.subject).toBe('Akce Derby je zrušena');
    expect(toCzech?.text).toContain('Důvod: Zápas se nehraje');
    expect(toCzech?.text).toContain('Peníze za vstupenky vám vracíme');
    const [toSlovak] = mailsTo(slovak.buyer.email).filter((mail) => mail.subject.includes('zrušené'));
    expect(toSlovak?.subject).toBe('Podujatie Derby je zrušené');
    expect(toSlovak?.text).toContain('Peniaze za vstupenky vám vraciame');
    // Each buyer once.
    expect(await sendNotices()).toBe(0);
    expect(mailsTo(czech.buyer.email).filter((mail) => mail.subject.includes('zrušena'))).toHaveLength(1);
  });

  it('refuses holds, orders and payments of a cancelled event; a payment confirmed after it delivers nothing and is refunded', async () => {
    const eventUuid = await createEvent();
    const buyer = await ctx.signInAs(['user']);
    // A buyer on the gateway's page when the event is cancelled …
    const late = await orderSeatsIn(buyer, eventUuid, ['A-1-5'], 'cs');
    const form = await paymentForm(ctx.app, late, buyer.token);
    // … and one with an order not paid yet.
    const other = await ctx.signInAs(['user']);
    const unpaid = await orderSeatsIn(other, eventUuid, ['A-1-6'], 'cs');

    const job = await cancelled(eventUuid);
    expect(job.total).toBe(0);

    // The seat engine reads an event's sale at most once a second: holds stop within it (and an
    // order of seats held meanwhile is refused).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const hold = await api('POST', '/hold-tokens', { token: other.token });
    const held = await api('POST', `/events/${eventUuid}/actions/hold`, {
      token: other.token,
      payload: { holdToken: hold.json().holdToken, objects: ['A-1-7'] },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().name).toBe('eventCancelled');

    const generalAdmission = await createEvent({
      seatingPlan: null,
      categories: [
        {
          key: 'A',
          name: { cs: 'Stání' },
          color: '#00aa00',
          priceCzk: 30_000,
          priceEur: 1_200,
          capacity: 100,
        },
      ],
    });
    await cancelled(generalAdmission, false);
    const ordered = await api('POST', '/orders', {
      token: other.token,
      payload: {
        currency: 'CZK',
        lines: [{ kind: 'ticket', refUuid: generalAdmission, option: 'A', quantity: 1 }],
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(409);
    expect(ordered.json().name).toBe('eventCancelled');

    const pay = await api('PUT', '/orders/pre-complete', {
      token: other.token,
      payload: { orderUuid: unpaid.uuid },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().name).toBe('eventCancelled');

    // The gateway confirms the payment begun before: no ticket, the order is flagged, the money goes back.
    const fields = await payAtGateway(ctx.app, form, 'paid');
    const completed = await api('PUT', '/orders/complete', { token: buyer.token, payload: fields });
    expect(completed.statusCode, completed.body).toBe(200);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.uuid, late.uuid));
    expect(row).toMatchObject({ status: 'rejected', flaggedForStaff: true, flagReason: 'paidNotFulfilled' });
    expect(await ctx.database.db.select().from(tickets).where(eq(tickets.orderUuid, late.uuid))).toEqual([]);

    await sweep();
    const after = await cancellationOf(eventUuid);
    expect(after).toMatchObject({ status: 'done', total: 1, done: 1, failed: 0 });
    const [refund] = await refundsOf(job.uuid);
    expect(refund).toMatchObject({ orderUuid: late.uuid, status: 'refunded', amount: 50_000, lines: [] });
    await sendNotices();
    expect(mailsTo(buyer.email).some((mail) => mail.subject === 'Akce Derby je zrušena')).toBe(true);
  });

  it('resumes after a crash: a job left running half done refunds each remaining order once', async () => {
    const eventUuid = await createEvent();
    const buyers = [];
    for (const seat of ['A-1-1', 'A-1-2', 'A-1-3', 'A-1-4']) buyers.push(await paidSeats(eventUuid, [seat]));
    const job = await cancelled(eventUuid);
    expect(job.total).toBe(4);

    // The server stopped while sweeping: the first order refunded but not recorded as such, the
    // second's refund asked without an answer, the third claimed before its refund was made, the
    // fourth still pending.
    const [first, second, third] = buyers.map(({ order }) => order.uuid) as [string, string, string];
    const { db } = ctx.database;
    const refundUuid = (orderUuid: string) => derivedUuid('eventCancellation', job.uuid, orderUuid, '1');
    const refundNow = (orderUuid: string) =>
      api('POST', `/admin/orders/${orderUuid}/refunds`, {
        token: orderAdmin,
        payload: { uuid: refundUuid(orderUuid), reason: 'Zápas se nehraje' },
      });
    expect((await refundNow(first)).statusCode).toBe(201);
    await nextRefunds('connectionClosed');
    expect((await refundNow(second)).json()).toMatchObject({ status: 'pending' });
    const claimed = (orderUuid: string) =>
      db
        .update(eventCancellationOrders)
        .set({
          status: 'refunding',
          refundUuid: refundUuid(orderUuid),
          attempts: 1,
          updatedAt: new Date(Date.now() - hour),
        })
        .where(eq(eventCancellationOrders.orderUuid, orderUuid));
    for (const orderUuid of [first, second, third]) await claimed(orderUuid);
    await db.update(eventCancellations).set({ done: 1 }).where(eq(eventCancellations.uuid, job.uuid));

    await sweep();
    expect(await cancellationOf(eventUuid)).toMatchObject({
      status: 'running',
      total: 4,
      done: 3,
      failed: 0,
    });
    // The refund left unanswered is the refunds' sweeper's to settle; the job then looks again.
    await db
      .update(refunds)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(refunds.uuid, refundUuid(second)));
    await ctx.app.jobs.runOnce('refundReconciliation');
    await db
      .update(eventCancellationOrders)
      .set({ updatedAt: new Date(Date.now() - hour) })
      .where(eq(eventCancellationOrders.cancellationUuid, job.uuid));
    await sweep();

    const finished = await cancellationOf(eventUuid);
    expect(finished).toMatchObject({ status: 'done', total: 4, done: 4, failed: 0 });
    // One refund an order, whichever way it was made.
    for (const { order } of buyers) {
      const res = await api('GET', `/admin/refunds?orderUuid=${order.uuid}`, { token: orderAdmin });
      expect(res.json().data).toMatchObject([{ status: 'refunded', uuid: refundUuid(order.uuid) }]);
    }
  });

  it('lists the orders it could not refund and refunds them again on a retry', async () => {
    const eventUuid = await createEvent();
    const one = await paidSeats(eventUuid, ['A-1-1']);
    const two = await paidSeats(eventUuid, ['A-1-2']);
    await cancelled(eventUuid);
    await nextRefunds('declined', 2);
    await sweep();
    const failed = await cancellationOf(eventUuid, eventAdmin);
    expect(failed).toMatchObject({ status: 'done', total: 2, done: 0, failed: 2 });
    expect(failed.failures.map((f) => f.orderUuid).sort()).toEqual([one.order.uuid, two.order.uuid].sort());
    expect(failed.failures[0]).toMatchObject({
      refundUuid: expect.any(String),
      error: expect.stringContaining('declined'),
    });

    const retried = await api('POST', `/admin/events/${eventUuid}/cancellation/retry`, { token: orderAdmin });
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json()).toMatchObject({ status: 'running', failed: 0, failures: [] });
    await sweep();
    expect(await cancellationOf(eventUuid)).toMatchObject({
      status: 'done',
      done: 2,
      failed: 0,
      failures: [],
    });
    const refundsNow = await refundsOf(failed.uuid);
    expect(refundsNow.filter((r) => r.status === 'failed')).toHaveLength(2);
    expect(refundsNow.filter((r) => r.status === 'refunded')).toHaveLength(2);
  });

  it("refunds an order's other tickets when staff's refund of one of them still waits for the gateway", async () => {
    const eventUuid = await createEvent();
    const { order } = await paidSeats(eventUuid, ['A-1-3', 'A-1-4']);
    const [first, second] = order.lines;
    // Staff refund one ticket; the gateway's answer is lost (pending, its ticket still valid).
    await nextRefunds('connectionClosed');
    const staff = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin,
      payload: { lines: [first!.uuid], reason: 'Nemůže přijít' },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().status).toBe('pending');

    const job = await cancelled(eventUuid);
    await sweep();
    expect(await cancellationOf(eventUuid)).toMatchObject({ status: 'done', done: 1, failed: 0 });
    const made = await refundsOf(job.uuid);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'refunded',
      amount: second!.amount,
      lines: [{ orderLineUuid: second!.uuid }],
    });
  });

  it('returns what is left of an order staff returned an amount of before', async () => {
    const eventUuid = await createEvent();
    const { order } = await paidSeats(eventUuid, ['A-1-1', 'A-1-2'], 'cs');
    const goodwill = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin,
      payload: { amount: 20_000, reason: 'Pozdní začátek' },
    });
    expect(goodwill.statusCode, goodwill.body).toBe(201);

    const job = await cancelled(eventUuid);
    await sweep();
    expect(await cancellationOf(eventUuid)).toMatchObject({ status: 'done', total: 1, done: 1, failed: 0 });
    const [made, ...others] = await refundsOf(job.uuid);
    expect(others).toEqual([]);
    expect(made).toMatchObject({ orderUuid: order.uuid, status: 'refunded', amount: 80_000 });
    expect(made!.lines).toHaveLength(2);
    const issued = await ctx.database.db.select().from(tickets).where(eq(tickets.eventUuid, eventUuid));
    expect(issued.every((ticket) => ticket.voidedAt !== null)).toBe(true);
  });

  it("returns what is left of an order holding another event's ticket as an amount, and voids the cancelled event's tickets", async () => {
    const eventUuid = await createEvent();
    const otherUuid = await createEvent({ name: { cs: 'Pohár' } });
    // One order of two seats of the cancelled event and one of another (held with one token).
    const buyer = await ctx.signInAs(['user']);
    const holdToken = await holdSeats(ctx.app, buyer.token, eventUuid, ['A-1-5', 'A-1-6']);
    const heldOther = await api('POST', `/events/${otherUuid}/actions/hold`, {
      token: buyer.token,
      payload: { holdToken, objects: ['A-1-1'] },
    });
    expect(heldOther.statusCode, heldOther.body).toBe(200);
    const made = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', holdToken },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { order } = await payOrder(ctx.app, made.json() as Order, buyer.token);
    expect(order).toMatchObject({ status: 'accepted', total: 150_000 });
    expect(order.lines).toHaveLength(3);

    // Staff return an amount: less is left (70 000) than the event's tickets cost (100 000).
    const goodwill = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin,
      payload: { amount: 80_000, reason: 'Pozdní začátek' },
    });
    expect(goodwill.statusCode, goodwill.body).toBe(201);
    expect(goodwill.json().status).toBe('refunded');

    const job = await cancelled(eventUuid);
    await sweep();
    expect(await cancellationOf(eventUuid)).toMatchObject({
      status: 'done',
      total: 1,
      done: 1,
      failed: 0,
      failures: [],
    });
    const [refund, ...others] = await refundsOf(job.uuid);
    expect(others).toEqual([]);
    // The smaller of what is left and what the event's tickets cost, as an amount (no line taken back).
    expect(refund).toMatchObject({
      orderUuid: order.uuid,
      status: 'refunded',
      amount: Math.min(150_000 - 80_000, 100_000),
      lines: [],
    });
    const all = await ctx.database.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    const returned = all.filter((r) => r.status === 'refunded').reduce((sum, r) => sum + r.amount, 0);
    expect(returned).toBe(150_000);
    expect(returned).toBeLessThanOrEqual(order.total);

    // The cancelled event's tickets are void (refunded, and the event will not take place) ...
    const issued = await ctx.database.db.select().from(tickets).where(eq(tickets.orderUuid, order.uuid));
    expect(issued).toHaveLength(3);
    const ofEvent = issued.filter((ticket) => ticket.eventUuid === eventUuid);
    expect(ofEvent).toHaveLength(2);
    expect(
      ofEvent.every((ticket) => ticket.voidedAt !== null && ticket.voidReason === 'Zápas se nehraje'),
    ).toBe(true);
    // ... the other event's ticket is untouched.
    const [other] = issued.filter((ticket) => ticket.eventUuid === otherUuid);
    expect(other).toMatchObject({ voidedAt: null, voidReason: null });

    // Sweeping again refunds nothing more.
    expect(await sweep()).toBe(0);
    expect(await refundsOf(job.uuid)).toHaveLength(1);
  });

  it('leaves out orders staff granted without a payment: no refund, and their holders are not told money comes back', async () => {
    const eventUuid = await createEvent();
    const paid = await paidSeats(eventUuid, ['A-1-1'], 'cs');
    const holder = await ctx.signInAs(['user']);
    const pending = await orderSeatsIn(holder, eventUuid, ['A-1-2'], 'cs');
    expect(pending.total).toBeGreaterThan(0);
    const granted = await api('POST', '/admin/order/update-status', {
      token: orderAdmin,
      payload: { orderUuid: pending.uuid, status: 'admin_granted', reason: 'Zaplaceno na pokladně' },
    });
    expect(granted.statusCode, granted.body).toBe(200);

    const job = await cancelled(eventUuid);
    expect(job).toMatchObject({ total: 1 });
    await sweep();
    expect(await cancellationOf(eventUuid)).toMatchObject({
      status: 'done',
      total: 1,
      done: 1,
      failed: 0,
      failures: [],
    });
    expect((await refundsOf(job.uuid)).map((refund) => refund.orderUuid)).toEqual([paid.order.uuid]);

    await sendNotices();
    const [toHolder] = mailsTo(holder.email).filter((mail) => mail.subject.includes('zrušena'));
    expect(toHolder?.text).toContain('Vstupenky jsou neplatné.');
    expect(toHolder?.text).not.toContain('Peníze za vstupenky vám vracíme');
    const [toPayer] = mailsTo(paid.buyer.email).filter((mail) => mail.subject.includes('zrušena'));
    expect(toPayer?.text).toContain('Peníze za vstupenky vám vracíme');
  });

  it('is for event admins and order admins', async () => {
    const eventUuid = await createEvent();
    expect((await cancel(eventUuid, { reason: 'x', refund: true }, ticketAdmin)).statusCode).toBe(403);
    expect((await cancel(eventUuid, { reason: 'x', refund: true }, accountant)).statusCode).toBe(403);
    expect(
      (await api('GET', `/admin/events/${eventUuid}/cancellation`, { token: eventAdmin })).statusCode,
    ).toBe(404);
    expect((await cancel(eventUuid, { reason: '', refund: true }, orderAdmin)).statusCode).toBe(400);
    expect((await cancel(eventUuid, { reason: 'Bouřka', refund: true }, orderAdmin)).statusCode).toBe(202);
  });
});
