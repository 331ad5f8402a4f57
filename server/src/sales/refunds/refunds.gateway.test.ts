import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Refund } from '@tribuna/common/schemas/refunds';
import type { GatePackage } from '@tribuna/common/schemas/tickets';
import { orderLines, orders, paymentAttempts, refundLines, refunds, tickets } from '../../db/schema';
import { refundMessageId } from '../../integrations/payments/gateway';
import { createRefundsRepository } from './refunds.repository';
import { createRefundsService } from './refunds.service';
import {
  accountant,
  api,
  checkIn,
  checker,
  ctx,
  dueNow,
  nextRefunds,
  orderAdmin,
  paidSeats,
  refund,
  refunded,
  seatStates,
  sweep,
  ticketsOf,
  useRefundsShop,
} from './refunds.testkit';

useRefundsShop();

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
