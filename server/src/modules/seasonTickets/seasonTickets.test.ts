import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySeasonSeats, SeasonSeat } from '@tribuna/common/schemas/seasonTickets';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, holdSeats, payOrder } from '../../../test/orders';
import { holdSeasonSeat, openSeasonEvents, orderSeasonSeat, postSeason } from './testSeason';

let ctx: TestContext;
let staff: { eventAdmin: string; subscriptionAdmin: string };
let checker: string;
const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createShopContext();
  const [eventAdmin, subscriptionAdmin, ticketChecker] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['subscription_admin']),
    ctx.tokenAs(['ticket_checker']),
  ]);
  staff = { eventAdmin, subscriptionAdmin };
  checker = ticketChecker;
});
afterAll(() => ctx?.close());

/** A season of three events (or `count`) on its own plan. */
async function season(name: string, count = 3) {
  const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, { events: count, name });
  const ticket = await postSeason(ctx.app, staff.subscriptionAdmin, { subscriptionUuid, eventUuids: events });
  return { events, subscriptionUuid, uuid: ticket.uuid };
}

/** The seat's state in an event, as the event's chart shows it to anybody. */
async function seatStatus(eventUuid: string, seatId: string) {
  const res = await api('GET', `/events/${eventUuid}/seats`);
  expect(res.statusCode, res.body).toBe(200);
  const chart = res.json() as EventSeats;
  return chart.sections.flatMap((s) => s.rows.flatMap((r) => r.seats)).find((s) => s.id === seatId)?.status;
}

async function buySeasonSeat(seasonUuid: string, buyer: string, seatId: string) {
  const hold = await holdSeasonSeat(ctx.app, buyer, seasonUuid, seatId);
  const order = await orderSeasonSeat(ctx.app, buyer, seasonUuid, hold.token);
  const paid = await payOrder(ctx.app, order, buyer);
  expect(paid.order.status).toBe('accepted');
  return { hold, order: paid.order };
}

async function mySeats(token: string): Promise<MySeasonSeats> {
  const res = await api('GET', '/auth/season-seats', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a season seat', () => {
  it('is held, paid once and booked for every event of the season, with a ticket each', async () => {
    const { events, uuid } = await season('Sezóna A');
    const buyer = await ctx.signInAs(['user']);
    const hold = await holdSeasonSeat(ctx.app, buyer.token, uuid, 'A-1-3');
    // Held in every event: single-event buyers see it taken; the season's chart shows it as the buyer's.
    for (const event of events) expect(await seatStatus(event, 'A-1-3')).toBe('held');
    const chart = (
      await api('GET', `/season-tickets/${uuid}/seats?holdToken=${hold.token}`)
    ).json() as EventSeats;
    const seats = chart.sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
    expect(seats.find((s) => s.id === 'A-1-3')?.status).toBe('heldByYou');
    expect(seats.find((s) => s.id === 'A-1-4')?.status).toBe('free');

    const order = await orderSeasonSeat(ctx.app, buyer.token, uuid, hold.token);
    expect(order.total).toBe(300_000);
    const paid = await payOrder(ctx.app, order, buyer.token);
    expect(paid.order.status).toBe('accepted');

    for (const event of events) expect(await seatStatus(event, 'A-1-3')).toBe('booked');
    const { seats: mine } = await mySeats(buyer.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      seasonTicketUuid: uuid,
      seatId: 'A-1-3',
      row: '1',
      label: '3',
      status: 'active',
    });
    expect(mine[0]!.events.map((e) => e.eventUuid)).toEqual(events);
    expect(mine[0]!.events.every((e) => e.status === 'valid' && e.releasable)).toBe(true);
    for (const event of mine[0]!.events) {
      const ticket = await ctx.app.tickets.findByUuid(event.ticketUuid);
      expect(ticket).toMatchObject({ eventUuid: event.eventUuid, seatId: 'A-1-3', holderUuid: buyer.uuid });
    }
    // The account's tickets show each match's ticket as the season's.
    const held = await api('GET', '/auth/tickets', { token: buyer.token });
    expect(held.statusCode, held.body).toBe(200);
    const seasonTickets = (held.json().data as { season: { uuid: string } | null }[]).filter(
      (t) => t.season?.uuid === uuid,
    );
    expect(seasonTickets).toHaveLength(3);
    // A single-event buyer cannot take it in any event.
    const other = await ctx.signInAs(['user']);
    const token = (await api('POST', '/hold-tokens', { token: other.token })).json().holdToken as string;
    const refused = await api('POST', `/events/${events[1]}/actions/hold`, {
      token: other.token,
      payload: { holdToken: token, objects: ['A-1-3'] },
    });
    expect(refused.statusCode).toBe(409);
    // The membership of the season is the buyer's (its plan is sold only with a seat).
    const admin = await api('GET', `/admin/season-tickets/${uuid}/seats`, { token: staff.subscriptionAdmin });
    expect(admin.json().data).toEqual([expect.objectContaining({ seatId: 'A-1-3', userUuid: buyer.uuid })]);
  });

  it('is held in all the events or in none: one event where it is taken refuses it and leaves nothing held', async () => {
    const { events, uuid } = await season('Sezóna B');
    const [fan, outsider] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await holdSeats(ctx.app, outsider.token, events[1]!, ['A-1-5']);

    const res = await api('POST', `/season-tickets/${uuid}/holds`, {
      token: fan.token,
      payload: { seatId: 'A-1-5' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      name: 'seatsAlreadyOccupied',
      details: { objects: ['A-1-5'], eventUuids: [events[1]] },
    });
    expect(await seatStatus(events[0]!, 'A-1-5')).toBe('free');
    expect(await seatStatus(events[2]!, 'A-1-5')).toBe('free');
    const chart = (await api('GET', `/season-tickets/${uuid}/seats`)).json() as EventSeats;
    const seat = chart.sections.flatMap((s) => s.rows.flatMap((r) => r.seats)).find((s) => s.id === 'A-1-5');
    expect(seat?.status).toBe('held');
    // A seat outside the season's sections, or not in the plan, is no seat of it.
    const unknown = await api('POST', `/season-tickets/${uuid}/holds`, {
      token: fan.token,
      payload: { seatId: 'Z-1-1' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('goes to one of two buyers racing for it, and the other is left holding nothing', async () => {
    const { events, uuid } = await season('Sezóna C');
    const buyers = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    const answers = await Promise.all(
      buyers.map((b) =>
        api('POST', `/season-tickets/${uuid}/holds`, { token: b.token, payload: { seatId: 'A-1-1' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!.json().token as string;
    const rows = await ctx.database.db.execute(
      sql`select distinct hold_token from event_seats where id = 'A-1-1' and event_uuid = any(${sql.param(events)}::uuid[])`,
    );
    expect((rows as unknown as { rows: { hold_token: string }[] }).rows).toEqual([{ hold_token: winner }]);
  });

  it('is released by its holder for one event: that ticket is void at the gate and the seat is on sale for that event only', async () => {
    const { events, uuid } = await season('Sezóna D');
    const [holder, stranger, nextFan] = await Promise.all([
      ctx.signInAs(['user']),
      ctx.signInAs(['user']),
      ctx.signInAs(['user']),
    ]);
    await buySeasonSeat(uuid, holder.token, 'A-1-7');
    const seat = (await mySeats(holder.token)).seats[0]!;
    const second = seat.events[1]!;
    const oldQr = (await ctx.app.tickets.findByUuid(second.ticketUuid))!.qrPayload;

    const notTheirs = await api(
      'POST',
      `/auth/season-seats/${seat.uuid}/events/${second.eventUuid}/release`,
      {
        token: stranger.token,
      },
    );
    expect(notTheirs.statusCode).toBe(404);

    const res = await api('POST', `/auth/season-seats/${seat.uuid}/events/${second.eventUuid}/release`, {
      token: holder.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const released = res.json() as SeasonSeat;
    expect(released.events.map((e) => e.status)).toEqual(['valid', 'released', 'valid']);

    const ticket = await ctx.app.tickets.findByUuid(second.ticketUuid);
    expect(ticket?.voidedAt).not.toBeNull();
    expect(ticket?.voidReason).toBe('released');
    const gate = await api('POST', `/admin/tickets/gate/events/${second.eventUuid}/check-in`, {
      token: checker,
      payload: { input: oldQr, gate: 'Brána A' },
    });
    expect(gate.statusCode).toBeGreaterThanOrEqual(400);
    expect((await ctx.app.tickets.findByUuid(second.ticketUuid))?.checkedAt).toBeNull();

    expect(await seatStatus(events[0]!, 'A-1-7')).toBe('booked');
    expect(await seatStatus(events[1]!, 'A-1-7')).toBe('free');
    expect(await seatStatus(events[2]!, 'A-1-7')).toBe('booked');
    // Someone else buys that very seat for that event.
    await holdSeats(ctx.app, nextFan.token, events[1]!, ['A-1-7']);

    const again = await api('POST', `/auth/season-seats/${seat.uuid}/events/${second.eventUuid}/release`, {
      token: holder.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().name).toBe('seasonSeatReleaseClosed');
  });

  it('is refunded whole: every ticket voided and the seat free again in each event', async () => {
    const { events, uuid } = await season('Sezóna E');
    const [holder, orderAdmin] = await Promise.all([ctx.signInAs(['user']), ctx.tokenAs(['order_admin'])]);
    const { order } = await buySeasonSeat(uuid, holder.token, 'A-1-2');
    const refund = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin,
      payload: { lines: [order.lines[0]!.uuid], reason: 'Nemůže chodit' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    for (const event of events) expect(await seatStatus(event, 'A-1-2')).toBe('free');
    const seat = (await mySeats(holder.token)).seats[0]!;
    expect(seat.status).toBe('refunded');
    for (const event of seat.events)
      expect((await ctx.app.tickets.findByUuid(event.ticketUuid))?.voidedAt).not.toBeNull();
  });
});

describe('the renewal window', () => {
  it("keeps last season's seats for their holders until it ends, then puts them on sale", async () => {
    const last = await season('Loni', 1);
    const [holder, outsider] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await buySeasonSeat(last.uuid, holder.token, 'A-1-4');

    const next = await openSeasonEvents(ctx.app, staff, { events: 2, name: 'Letos' });
    const renewing = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid: next.subscriptionUuid,
      eventUuids: next.events,
      renewsSeasonTicketUuid: last.uuid,
      priorityUntil: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
    });
    expect(renewing.seatsKeptForRenewal).toBe(1);

    // During the window: an outsider gets neither the season seat nor the seat of one event.
    const taken = await api('POST', `/season-tickets/${renewing.uuid}/holds`, {
      token: outsider.token,
      payload: { seatId: 'A-1-4' },
    });
    expect(taken.statusCode).toBe(409);
    for (const event of next.events) expect(await seatStatus(event, 'A-1-4')).toBe('held');
    // "Best available" of a single match goes round the kept seat: the whole row is not to be had, and
    // three together leave it out.
    const outsiderToken = (await api('POST', '/hold-tokens', { token: outsider.token })).json()
      .holdToken as string;
    const best = (number: number) =>
      api('POST', `/events/${next.events[0]}/actions/hold-best-available`, {
        token: outsider.token,
        payload: { holdToken: outsiderToken, number, category: 'A' },
      });
    expect((await best(8)).statusCode).toBe(409);
    const three = await best(3);
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json().objects).not.toContain('A-1-4');

    // The previous holder renews their seat with the hold kept for them.
    const { renewals } = await mySeats(holder.token);
    expect(renewals).toEqual([
      expect.objectContaining({
        seasonTicketUuid: renewing.uuid,
        seatId: 'A-1-4',
        price: { currency: 'CZK', amount: 300_000 },
      }),
    ]);
    const order = await orderSeasonSeat(ctx.app, holder.token, renewing.uuid, renewals[0]!.holdToken);
    // An outsider cannot order with it either.
    const foreign = await api('POST', '/orders', {
      token: outsider.token,
      payload: {
        currency: 'CZK',
        lines: [
          { kind: 'season_ticket', refUuid: renewing.uuid, quantity: 1, option: renewals[0]!.holdToken },
        ],
      },
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().name).toBe('holdTokenInvalid');
    expect((await payOrder(ctx.app, order, holder.token)).order.status).toBe('accepted');
    for (const event of next.events) expect(await seatStatus(event, 'A-1-4')).toBe('booked');
    expect((await mySeats(holder.token)).renewals).toEqual([]);
  });

  it('lets an unrenewed seat go on sale by time alone once the window ends', async () => {
    const last = await season('Předloni', 1);
    const [holder, outsider] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await buySeasonSeat(last.uuid, holder.token, 'A-1-6');
    const next = await openSeasonEvents(ctx.app, staff, { events: 2, name: 'Další' });
    const renewing = await postSeason(ctx.app, staff.subscriptionAdmin, {
      subscriptionUuid: next.subscriptionUuid,
      eventUuids: next.events,
      renewsSeasonTicketUuid: last.uuid,
      priorityUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const { renewals } = await mySeats(holder.token);
    // The window ends (as if its hour had passed): the holds lapse by their time, nobody frees them.
    await ctx.database.db.execute(
      sql`update event_seats set held_until = now() - interval '1 second' where hold_token = ${renewals[0]!.holdToken}`,
    );
    await ctx.database.db.execute(
      sql`update season_holds set expires_at = now() - interval '1 second' where token = ${renewals[0]!.holdToken}`,
    );
    expect((await mySeats(holder.token)).renewals).toEqual([]);
    const hold = await holdSeasonSeat(ctx.app, outsider.token, renewing.uuid, 'A-1-6');
    expect(hold.seatId).toBe('A-1-6');
  });

  it('ends when staff end it early: the kept seat is on sale at once', async () => {
    const last = await season('Dřív', 1);
    const [holder, outsider] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await buySeasonSeat(last.uuid, holder.token, 'A-1-8');
    const next = await openSeasonEvents(ctx.app, staff, { events: 1, name: 'Hned' });
    const input = {
      subscriptionUuid: next.subscriptionUuid,
      eventUuids: next.events,
      sections: ['A'],
      renewsSeasonTicketUuid: last.uuid,
      priorityUntil: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const renewing = await postSeason(ctx.app, staff.subscriptionAdmin, input);
    expect(await seatStatus(next.events[0]!, 'A-1-8')).toBe('held');
    const ended = await api('PUT', `/admin/season-tickets/${renewing.uuid}`, {
      token: staff.subscriptionAdmin,
      payload: { ...input, priorityUntil: new Date(Date.now() - 1000).toISOString() },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().seatsKeptForRenewal).toBe(0);
    expect(await seatStatus(next.events[0]!, 'A-1-8')).toBe('free');
    expect((await mySeats(holder.token)).renewals).toEqual([]);
    expect((await holdSeasonSeat(ctx.app, outsider.token, renewing.uuid, 'A-1-8')).seatId).toBe('A-1-8');
  });
});

describe('staff', () => {
  it('define season tickets with the narrowest roles, over seated events with the same seats', async () => {
    const { events, subscriptionUuid } = await openSeasonEvents(ctx.app, staff, { events: 2, name: 'Role' });
    const [user, eventAdmin] = await Promise.all([ctx.tokenAs(['user']), ctx.tokenAs(['event_admin'])]);
    const input = { subscriptionUuid, eventUuids: events, sections: ['A'] };
    expect((await api('POST', '/admin/season-tickets', { token: user, payload: input })).statusCode).toBe(
      403,
    );
    expect(
      (await api('POST', '/admin/season-tickets', { token: eventAdmin, payload: input })).statusCode,
    ).toBe(403);
    expect((await api('GET', '/admin/season-tickets', { token: eventAdmin })).statusCode).toBe(200);

    const missing = await api('POST', '/admin/season-tickets', {
      token: staff.subscriptionAdmin,
      payload: { ...input, sections: ['B'] },
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      name: 'seasonTicketInvalid',
      details: { reason: 'sectionMissing' },
    });

    const created = await postSeason(ctx.app, staff.subscriptionAdmin, input);
    expect(created).toMatchObject({
      eventUuids: events,
      sections: ['A'],
      prices: [
        { currency: 'CZK', amount: 300_000 },
        { currency: 'EUR', amount: 12_000 },
      ],
    });
    const twice = await api('POST', '/admin/season-tickets', {
      token: staff.subscriptionAdmin,
      payload: input,
    });
    expect(twice.json()).toMatchObject({ name: 'seasonTicketInvalid', details: { reason: 'planTaken' } });

    const listed = await api('GET', '/season-tickets', { language: 'en' });
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uuid: created.uuid,
          name: 'Season ticket',
          price: { currency: 'CZK', amount: 300_000 },
        }),
      ]),
    );
  });
});
