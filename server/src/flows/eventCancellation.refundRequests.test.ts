import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import { eventNotices, refundRequests, refunds, tickets } from '../db/schema';
import { hour, iso } from '../../test/api';
import { postEvent, testEvent } from '../../test/orders';
import { derivedUuid } from './eventCancellation';
import {
  accountant,
  api,
  createEvent,
  ctx,
  eventAdmin,
  mailsTo,
  orderAdmin,
  paidSeats,
  sendNotices,
  useCancellationShop,
  type User,
} from './eventCancellation.testkit';

useCancellationShop();

/** A holder who paid for a seat of an event moved by three days, and asked for a refund. */
async function requestedAfterMove() {
  const input = testEvent();
  const eventUuid = await createEvent();
  const { buyer, order } = await paidSeats(eventUuid, ['A-1-1'], 'cs');
  const moved = await api('PUT', `/admin/events/${eventUuid}`, {
    token: eventAdmin,
    payload: {
      ...input,
      seatingPlan: undefined,
      startsAt: iso(72 * hour),
      endsAt: iso(74 * hour),
      refundRequestsUntil: iso(60 * hour),
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const asked = await api('POST', `/auth/orders/${order.uuid}/refund-requests`, {
    token: buyer.token,
    payload: { eventUuid },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const request = asked.json() as RefundRequest;
  return { order, request };
}

describe('moving an event', () => {
  it('tells every holder in their language; holders ask for a refund until the deadline and staff decide', async () => {
    // The same dates as the event's (made at another millisecond they would move it).
    const input = testEvent();
    const eventUuid = await postEvent(ctx.app, eventAdmin, input);
    const czech = await paidSeats(eventUuid, ['A-1-1', 'A-1-2'], 'cs');
    const english = await paidSeats(eventUuid, ['A-1-3'], 'en');
    const slovak = await paidSeats(eventUuid, ['A-1-4'], 'sk');

    // A change that is no move tells nobody.
    const renamed = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: { ...input, name: { cs: 'Derby!' }, seatingPlan: undefined },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      await ctx.database.db.select().from(eventNotices).where(eq(eventNotices.eventUuid, eventUuid)),
    ).toEqual([]);

    const moved = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: {
        ...input,
        name: { cs: 'Derby', en: 'The derby' },
        seatingPlan: undefined,
        startsAt: iso(72 * hour),
        endsAt: iso(74 * hour),
        venue: 'Eden',
        refundRequestsUntil: iso(60 * hour),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().refundRequestsUntil).toEqual(expect.any(String));
    await sendNotices();
    const notices = await ctx.database.db
      .select()
      .from(eventNotices)
      .where(eq(eventNotices.eventUuid, eventUuid));
    expect(notices).toHaveLength(3);
    expect(notices.every((notice) => notice.kind === 'moved' && notice.sentAt !== null)).toBe(true);
    const [toCzech] = mailsTo(czech.buyer.email).filter((mail) => mail.subject.includes('jinde'));
    expect(toCzech?.text).toContain('Eden');
    expect(toCzech?.text).toContain('Vaše vstupenky zůstávají v platnosti.');
    expect(toCzech?.text).toContain('požádat o vrácení peněz');
    expect(
      mailsTo(english.buyer.email).some((mail) => mail.subject === 'The derby has a new date or venue'),
    ).toBe(true);
    expect(
      mailsTo(slovak.buyer.email).some((mail) => mail.text.includes('Vaše vstupenky zostávajú v platnosti.')),
    ).toBe(true);
    // The tickets stay valid.
    const valid = await ctx.database.db.select().from(tickets).where(eq(tickets.eventUuid, eventUuid));
    expect(valid.every((ticket) => ticket.voidedAt === null)).toBe(true);

    const ask = (buyer: User, orderUuid: string) =>
      api('POST', `/auth/orders/${orderUuid}/refund-requests`, {
        token: buyer.token,
        payload: { eventUuid },
      });
    const asked = await ask(czech.buyer, czech.order.uuid);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json() as RefundRequest;
    expect(request).toMatchObject({
      orderUuid: czech.order.uuid,
      eventUuid,
      userUuid: czech.buyer.uuid,
      status: 'requested',
      amount: 100_000,
      currency: 'CZK',
      email: czech.buyer.email,
    });
    const twice = await ask(czech.buyer, czech.order.uuid);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().uuid).toBe(request.uuid);
    // Nobody asks for another's order.
    expect((await ask(english.buyer, czech.order.uuid)).statusCode).toBe(404);
    const englishAsked = await ask(english.buyer, english.order.uuid);
    expect(englishAsked.statusCode).toBe(201);
    const own = await api('GET', `/auth/orders/${czech.order.uuid}/refund-requests`, {
      token: czech.buyer.token,
    });
    expect(own.json().data).toHaveLength(1);

    // Staff: the accountant reads, the event admin does not, the order admin decides.
    const list = await api('GET', `/admin/refund-requests?eventUuid=${eventUuid}`, { token: accountant });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect((await api('GET', '/admin/refund-requests', { token: eventAdmin })).statusCode).toBe(403);
    const approveAs = (token: string, uuid: string) =>
      api('POST', `/admin/refund-requests/${uuid}/approve`, { token });
    expect((await approveAs(accountant, request.uuid)).statusCode).toBe(403);
    const approved = await approveAs(orderAdmin, request.uuid);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', refundUuid: expect.any(String) });
    const refund = await api('GET', `/admin/refunds/${approved.json().refundUuid}`, { token: orderAdmin });
    expect(refund.json()).toMatchObject({
      orderUuid: czech.order.uuid,
      status: 'refunded',
      amount: 100_000,
      refundRequestUuid: request.uuid,
    });
    const again = await approveAs(orderAdmin, request.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().name).toBe('refundRequestClosed');

    const rejected = await api('POST', `/admin/refund-requests/${englishAsked.json().uuid}/reject`, {
      token: orderAdmin,
      payload: { reason: 'Po termínu' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Po termínu' });
    expect((await approveAs(orderAdmin, englishAsked.json().uuid)).statusCode).toBe(409);
    expect(
      (await api('GET', `/admin/refund-requests/${crypto.randomUUID()}`, { token: orderAdmin })).json().name,
    ).toBe('refundRequestNotFound');

    // After the deadline nobody may ask.
    await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: {
        ...input,
        seatingPlan: undefined,
        startsAt: iso(72 * hour),
        endsAt: iso(74 * hour),
        venue: 'Eden',
        refundRequestsUntil: iso(-hour),
      },
    });
    const closed = await ask(slovak.buyer, slovak.order.uuid);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().name).toBe('refundRequestClosed');
  });

  it('decides a request once: approving and rejecting it at once leave it either approved with its refund or rejected with none', async () => {
    const input = testEvent();
    const eventUuid = await createEvent();
    const buyers = await Promise.all(
      ['A-1-1', 'A-1-2', 'A-1-3'].map((seat) => paidSeats(eventUuid, [seat], 'cs')),
    );
    const moved = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: {
        ...input,
        seatingPlan: undefined,
        startsAt: iso(72 * hour),
        endsAt: iso(74 * hour),
        venue: 'Eden',
        refundRequestsUntil: iso(60 * hour),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const { buyer, order } of buyers) {
      const asked = await api('POST', `/auth/orders/${order.uuid}/refund-requests`, {
        token: buyer.token,
        payload: { eventUuid },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const request = asked.json() as RefundRequest;
      const [approved, rejected] = await Promise.all([
        api('POST', `/admin/refund-requests/${request.uuid}/approve`, { token: orderAdmin }),
        api('POST', `/admin/refund-requests/${request.uuid}/reject`, {
          token: orderAdmin,
          payload: { reason: 'Ne' },
        }),
      ]);
      // Exactly one decision wins; the other is refused as closed.
      expect([approved.statusCode, rejected.statusCode].sort(), `${approved.body} ${rejected.body}`).toEqual([
        200, 409,
      ]);
      const loser = approved.statusCode === 409 ? approved : rejected;
      expect(loser.json().name).toBe('refundRequestClosed');
      const now = await api('GET', `/admin/refund-requests/${request.uuid}`, { token: orderAdmin });
      const made = await ctx.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.refundRequestUuid, request.uuid));
      if (now.json().status === 'approved') {
        expect(made).toHaveLength(1);
        expect(now.json().refundUuid).toBe(made[0]!.uuid);
      } else {
        expect(now.json()).toMatchObject({ status: 'rejected', refundUuid: null });
        expect(made).toEqual([]);
      }
    }
  });

  it('leaves a request open when its refund is refused on approving', async () => {
    const { order, request } = await requestedAfterMove();
    // The ticket was used at the gate since: the refund is refused.
    await ctx.database.db
      .update(tickets)
      .set({ checkedAt: new Date() })
      .where(eq(tickets.orderUuid, order.uuid));
    const approved = await api('POST', `/admin/refund-requests/${request.uuid}/approve`, {
      token: orderAdmin,
    });
    expect(approved.statusCode, approved.body).toBe(409);
    expect(approved.json().name).toBe('ticketAlreadyUsed');
    const now = await api('GET', `/admin/refund-requests/${request.uuid}`, { token: orderAdmin });
    expect(now.json()).toMatchObject({
      status: 'requested',
      refundUuid: null,
      decidedBy: null,
      decidedAt: null,
    });
    const rejected = await api('POST', `/admin/refund-requests/${request.uuid}/reject`, {
      token: orderAdmin,
      payload: { reason: 'Vstupenka byla použita' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('makes the refund of a request approved when the server stopped before refunding, on approving again', async () => {
    const { request } = await requestedAfterMove();
    // Marked approved, then the server stopped before the refund was recorded.
    const refundUuid = derivedUuid('refundRequest', request.uuid);
    await ctx.database.db
      .update(refundRequests)
      .set({ status: 'approved', refundUuid, decidedAt: new Date() })
      .where(eq(refundRequests.uuid, request.uuid));
    const approved = await api('POST', `/admin/refund-requests/${request.uuid}/approve`, {
      token: orderAdmin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', refundUuid });
    const refund = await api('GET', `/admin/refunds/${refundUuid}`, { token: orderAdmin });
    expect(refund.json()).toMatchObject({ status: 'refunded', refundRequestUuid: request.uuid });
    const again = await api('POST', `/admin/refund-requests/${request.uuid}/approve`, { token: orderAdmin });
    expect(again.json().name).toBe('refundRequestClosed');
  });
});
