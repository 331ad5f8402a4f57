import { expect } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import type { MyTicket, Ticket } from '@tribuna/common/schemas/tickets';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { orderSeats, payOrder } from '../../../test/orders';

// A ticket bought and passed on to someone who accepts it: how the tests of what its old holder still
// sees of it (codes, orders, refunds, wallet passes) start. Each takes its test file's shop context.

export type User = { token: string; uuid: string; email: string };

/** A paid order of these seats of the event, and its tickets as its order link lists them. */
export async function boughtTickets(
  ctx: TestContext,
  buyer: User,
  eventUuid: string,
  seats: string[],
): Promise<{ order: Order; tickets: Ticket[] }> {
  const order = await orderSeats(ctx.app, buyer.token, eventUuid, seats);
  await payOrder(ctx.app, order, buyer.token);
  const listed = await apiCaller(() => ctx.app)('GET', `/tickets?orderHash=${order.orderHash}`);
  expect(listed.statusCode, listed.body).toBe(200);
  return { order, tickets: listed.json() as Ticket[] };
}

/**
 * The holder offers the ticket to this e-mail address; answers the token of the link that the e-mail
 * carries (the one the recipient opens to accept it).
 */
export async function offeredLink(
  ctx: TestContext,
  ticketUuid: string,
  holder: User,
  email: string,
): Promise<string> {
  const offered = await apiCaller(() => ctx.app)('POST', `/tickets/${ticketUuid}/transfers`, {
    token: holder.token,
    payload: { email },
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const mail = ctx.mails.filter((m) => m.to === email).at(-1);
  const link = /\/app\/vstupenky\/prevod\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no transfer link was sent to ${email}`);
  return link;
}

/**
 * The holder offers the ticket to the recipient's e-mail address and the recipient accepts it through
 * the link of that e-mail; answers the ticket the recipient now holds.
 */
export async function passedOn(
  ctx: TestContext,
  ticketUuid: string,
  holder: User,
  recipient: User,
): Promise<MyTicket> {
  const link = await offeredLink(ctx, ticketUuid, holder, recipient.email);
  const accepted = await apiCaller(() => ctx.app)('POST', `/ticket-transfers/${link}/accept`, {
    token: recipient.token,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json() as MyTicket;
}
