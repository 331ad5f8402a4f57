import { beforeAll, describe, expect, it } from 'vitest';
import type { GatePackage, MyTicket } from '@tribuna/common/schemas/tickets';
import type { MySeasonSeats } from '@tribuna/common/schemas/seasonTickets';
import { hour, iso } from '../../test/api';
import { payOrder, testEvent } from '../../test/orders';
import {
  holdSeasonSeat,
  openSeasonEvents,
  orderSeasonSeat,
  postSeason,
} from '../modules/seasonTickets/testSeason';
import { passedOn } from '../modules/tickets/ticketTransfers.testkit';
import {
  api,
  cancelled,
  ctx,
  eventAdmin,
  mailsTo,
  refundsOf,
  sendNotices,
  sweep,
  orderAdmin,
  useCancellationShop,
  type User,
} from './eventCancellation.testkit';

useCancellationShop();

let subscriptionAdmin: string;
let checker: string;
beforeAll(async () => {
  [subscriptionAdmin, checker] = await Promise.all([
    ctx.tokenAs(['subscription_admin']),
    ctx.tokenAs(['ticket_checker']),
  ]);
});

/** A season of three matches (`Zápas 1`…`Zápas 3` of `name`), a day apart from the day after tomorrow. */
async function season(name: string) {
  const { events, subscriptionUuid } = await openSeasonEvents(
    ctx.app,
    { eventAdmin, subscriptionAdmin },
    { events: 3, name },
  );
  const ticket = await postSeason(ctx.app, subscriptionAdmin, { subscriptionUuid, eventUuids: events });
  return { events, uuid: ticket.uuid };
}

/** A fan who bought (and paid) this seat of the season; answers their match tickets in the matches' order. */
async function seasonHolder(seasonUuid: string, seatId: string) {
  const fan: User = await ctx.signInAs(['user']);
  const hold = await holdSeasonSeat(ctx.app, fan.token, seasonUuid, seatId);
  const paid = await payOrder(
    ctx.app,
    await orderSeasonSeat(ctx.app, fan.token, seasonUuid, hold.token),
    fan.token,
  );
  expect(paid.order.status).toBe('accepted');
  const seats = (await api('GET', '/auth/season-seats', { token: fan.token })).json() as MySeasonSeats;
  return { fan, order: paid.order, tickets: seats.seats[0]!.events.map((e) => e.ticketUuid) };
}

async function myTickets(user: User): Promise<MyTicket[]> {
  const res = await api('GET', '/auth/tickets', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: MyTicket[] }).data;
}

/** The second match of a season made by `openSeasonEvents` gets a new date and venue. */
async function moveSecondMatch(eventUuid: string, name: string) {
  const res = await api('PUT', `/admin/events/${eventUuid}`, {
    token: eventAdmin,
    payload: {
      ...testEvent({ name: { cs: `${name} 2` }, saleTo: iso(71 * hour) }),
      seatingPlan: undefined,
      startsAt: iso(100 * hour),
      endsAt: iso(102 * hour),
      venue: 'Eden',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const checkIn = async (eventUuid: string, ticketUuid: string) => {
  const ticket = (await ctx.app.tickets.findByUuid(ticketUuid))!;
  return api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
    token: checker,
    payload: { input: ticket.qrPayload, gate: 'Brána A' },
  });
};

describe('season seats of a moved or cancelled match', () => {
  it('a moved match: the season holder is told once, without a refund request they could not make', async () => {
    const { events, uuid } = await season('Přesun');
    const { fan, order } = await seasonHolder(uuid, 'A-1-2');
    // Another holder gave that match up: it is no longer theirs to hear of.
    const { fan: gaveUp } = await seasonHolder(uuid, 'A-1-3');
    const seat = ((await api('GET', '/auth/season-seats', { token: gaveUp.token })).json() as MySeasonSeats)
      .seats[0]!;
    const released = await api('POST', `/auth/season-seats/${seat.uuid}/events/${events[1]}/release`, {
      token: gaveUp.token,
    });
    expect(released.statusCode, released.body).toBe(200);

    await moveSecondMatch(events[1]!, 'Přesun');
    expect(await sendNotices()).toBe(1);
    expect(await sendNotices()).toBe(0);

    const told = mailsTo(fan.email).filter((mail) => mail.subject.includes('jindy nebo jinde'));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Akce Přesun 2 se koná jindy nebo jinde');
    expect(told[0]!.text).toContain(`z objednávky ${order.uuid}`);
    expect(told[0]!.text).toContain('místo: Eden');
    expect(told[0]!.text).toContain('Vaše vstupenky zůstávají v platnosti.');
    expect(told[0]!.text).not.toContain('požádat o vrácení peněz');
    expect(mailsTo(gaveUp.email).filter((mail) => mail.subject.includes('jindy nebo jinde'))).toEqual([]);
  });

  it('a cancelled match: its season ticket is void at the gate, the season buyer and whoever holds it are told, no money moves', async () => {
    const { events, uuid } = await season('Zrušení');
    const { fan, order, tickets } = await seasonHolder(uuid, 'A-1-4');
    const friend: User = await ctx.signInAs(['user']);
    const given = await passedOn(ctx, tickets[1]!, fan, friend);
    const oldQr = (await ctx.app.tickets.findByUuid(tickets[1]!))!.qrPayload;

    const cancellation = await cancelled(events[1]!);
    // The season's order is not the job's: nothing is refunded, however often it sweeps.
    expect(cancellation.total).toBe(0);
    expect(await sweep()).toBe(0);
    expect(await refundsOf(cancellation.uuid)).toEqual([]);
    const stillPaid = await api('GET', `/admin/orders/${order.uuid}`, { token: orderAdmin });
    expect(stillPaid.statusCode, stillPaid.body).toBe(200);
    expect(stillPaid.json()).toMatchObject({ status: 'accepted', total: 300_000 });

    // The cancelled match's ticket (the friend's now) admits no one, online or offline.
    const voided = await ctx.app.tickets.findByUuid(given.uuid);
    expect(voided?.voidedAt).not.toBeNull();
    expect(voided?.voidReason).toBe('Zápas se nehraje');
    expect((await checkIn(events[1]!, given.uuid)).statusCode).toBeGreaterThanOrEqual(400);
    const refused = await api('POST', `/admin/tickets/gate/events/${events[1]}/check-in`, {
      token: checker,
      payload: { input: oldQr, gate: 'Brána A' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const pack = await api('GET', `/admin/tickets/gate/events/${events[1]}`, { token: checker });
    expect(pack.statusCode, pack.body).toBe(200);
    const listed = (pack.json() as GatePackage).tickets.find((ticket) => ticket.code === given.code);
    expect(listed?.voidedAt).toEqual(expect.any(String));
    expect((await ctx.app.tickets.findByUuid(given.uuid))?.checkedAt).toBeNull();

    // The other matches' tickets stay valid, and the seat stays sold for them.
    for (const ticketUuid of [tickets[0]!, tickets[2]!])
      expect((await ctx.app.tickets.findByUuid(ticketUuid))?.voidedAt).toBeNull();
    const seat = ((await api('GET', '/auth/season-seats', { token: fan.token })).json() as MySeasonSeats)
      .seats[0]!;
    expect(seat.status).toBe('active');
    expect(seat.events.map((e) => e.status)).toEqual(['valid', 'voided', 'valid']);
    expect((await myTickets(fan)).filter((t) => t.voided === false)).toHaveLength(2);

    expect(await sendNotices()).toBe(2);
    expect(await sendNotices()).toBe(0);
    const toFan = mailsTo(fan.email).filter((mail) => mail.subject.includes('zrušena'));
    expect(toFan).toHaveLength(1);
    expect(toFan[0]!.subject).toBe('Akce Zrušení 2 je zrušena');
    expect(toFan[0]!.text).toContain(`vstupenku ze své permanentky (objednávka ${order.uuid})`);
    expect(toFan[0]!.text).toContain('na ostatní akce sezóny vaše permanentka platí dál');
    expect(toFan[0]!.text).not.toContain('vracíme');
    const toFriend = mailsTo(friend.email).filter((mail) => mail.subject.includes('zrušena'));
    expect(toFriend).toHaveLength(1);
    expect(toFriend[0]!.text).toContain(`na kterou vám byly předány vstupenky (${given.code})`);
    expect(toFriend[0]!.text).toContain('Pochází z permanentky');
  });
});
