import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@tribuna/common/schemas/tickets';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, postEvent, testEvent } from '../../../test/orders';
import { boughtTickets, passedOn, type User } from './ticketTransfers.testkit';

let ctx: TestContext;
let eventAdmin: string;
let checker: string;
let orderAdmin: string;
let buyer: User;
let friend: User;

const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  [eventAdmin, checker, orderAdmin, buyer, friend] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['ticket_checker']),
    ctx.tokenAs(['order_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
  await ctx.database.db.execute(
    sql`update users set first_name = 'Petra', last_name = 'Nová' where uuid = ${friend.uuid}`,
  );
});
afterAll(() => ctx?.close());

describe('the order link of a ticket passed on', () => {
  it("gives its buyer neither the new holder's code nor their name", async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const { order, tickets } = await boughtTickets(ctx, buyer, eventUuid, ['A-1-1']);
    const [ticket] = tickets;

    const theirs = await passedOn(ctx, ticket!.uuid, buyer, friend);

    const listed = (await api('GET', `/tickets?orderHash=${order.orderHash}`)).json() as Ticket[];
    expect(listed.map((t) => [t.uuid, t.passedOn])).toEqual([[ticket!.uuid, true]]);
    expect(listed[0]!.code).not.toBe(theirs.code);
    expect(listed[0]!.holderName).toBeNull();

    // What the old holder could do with it: type it at the gate before the new holder arrives.
    const typed = await api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
      token: checker,
      payload: { input: listed[0]!.code, gate: 'Brána A' },
    });
    expect(typed.statusCode).not.toBe(200);
    const rightful = await api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
      token: checker,
      payload: { input: theirs.qrPayload, gate: 'Brána A' },
    });
    expect(rightful.statusCode, rightful.body).toBe(200);
  });
});

describe('a refund request and a ticket passed on after it', () => {
  it('refunds its buyer nothing of the ticket the recipient now holds, and leaves that ticket valid', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const { order, tickets } = await boughtTickets(ctx, buyer, eventUuid, ['A-1-2']);
    const [ticket] = tickets;
    // The event moved: holders may ask for their money back until tomorrow.
    await ctx.database.db.execute(
      sql`update events set refund_requests_until = now() + interval '1 day' where uuid = ${eventUuid}`,
    );
    const asked = await api('POST', `/auth/orders/${order.uuid}/refund-requests`, {
      token: buyer.token,
      payload: { eventUuid },
    });
    expect(asked.statusCode, asked.body).toBe(201);

    // While the request waits for staff, the buyer passes the ticket on.
    await passedOn(ctx, ticket!.uuid, buyer, friend);

    const approved = await api('POST', `/admin/refund-requests/${asked.json().uuid}/approve`, {
      token: orderAdmin,
    });
    expect([approved.statusCode, approved.json().name]).toEqual([404, 'orderNotFound']);
    const after = await ctx.app.tickets.find(ticket!.uuid);
    expect([after.holderUuid, after.voidedAt]).toEqual([friend.uuid, null]);
  });
});

describe('the order confirmation sent again after a transfer', () => {
  it("does not carry the ticket's new holder's PDF to its buyer", async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const { order, tickets } = await boughtTickets(ctx, buyer, eventUuid, ['A-1-3', 'A-1-4']);
    const [passed, kept] = tickets;
    const theirs = await passedOn(ctx, passed!.uuid, buyer, friend);

    const before = ctx.mails.length;
    const resent = await api('POST', '/admin/order/resend-successfull-email', {
      token: orderAdmin,
      payload: { orderUuid: order.uuid },
    });
    expect(resent.statusCode, resent.body).toBeLessThan(300);
    const sent = ctx.mails.slice(before).filter((m) => m.to === buyer.email);
    expect(sent.length).toBeGreaterThan(0);
    const files = sent.flatMap((m) => (m.attachments ?? []).map((a) => a.filename));
    expect(files).toContain(`ticket-${kept!.code}.pdf`);
    expect(files).not.toContain(`ticket-${theirs.code}.pdf`);
  });
});

describe("the buyer's account orders after a transfer", () => {
  it("do not show the code of a ticket passed on (the new holder's)", async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const { tickets } = await boughtTickets(ctx, buyer, eventUuid, ['A-1-5']);
    const [ticket] = tickets;
    const theirs = await passedOn(ctx, ticket!.uuid, buyer, friend);

    const orders = await api('GET', '/users/me/orders', { token: buyer.token });
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.body).toContain(ticket!.uuid);
    expect(orders.body).not.toContain(theirs.code);
  });
});
