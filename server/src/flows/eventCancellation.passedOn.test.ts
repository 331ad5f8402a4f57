import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { eventNotices } from '../db/schema';
import { hour, iso } from '../../test/api';
import { postEvent, testEvent } from '../../test/orders';
import {
  api,
  cancelled,
  ctx,
  eventAdmin,
  mailsTo,
  paidSeats,
  sendNotices,
  sweep,
  useCancellationShop,
  type User,
} from './eventCancellation.testkit';

useCancellationShop();

/** A fan who chose this language in their account. */
async function fanIn(language: 'cs' | 'sk' | 'en'): Promise<User> {
  const fan = await ctx.signInAs(['user']);
  const res = await api('PUT', '/auth/language', { token: fan.token, payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return fan;
}

async function myTickets(user: User): Promise<MyTicket[]> {
  const res = await api('GET', '/auth/tickets', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: MyTicket[] }).data;
}

/** Passes the buyer's ticket of this seat on to `to` through the transfer e-mail's link; answers its new code. */
async function passOn(from: User, seatLabel: string, to: User): Promise<string> {
  const ticket = (await myTickets(from)).find((t) => t.seatLabel === seatLabel)!;
  const offered = await api('POST', `/tickets/${ticket.uuid}/transfers`, {
    token: from.token,
    payload: { email: to.email },
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const link = /prevod\/([\w-]+)/.exec(mailsTo(to.email).at(-1)?.text ?? '')?.[1];
  const accepted = await api('POST', `/ticket-transfers/${link}/accept`, { token: to.token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return (accepted.json() as MyTicket).code;
}

const noticesOf = (eventUuid: string) =>
  ctx.database.db.select().from(eventNotices).where(eq(eventNotices.eventUuid, eventUuid));

describe('tickets passed on', () => {
  it('a moved event: the buyer and the one holding their passed-on tickets are each told once, in their own language', async () => {
    const input = testEvent();
    const eventUuid = await postEvent(ctx.app, eventAdmin, input);
    const { buyer, order } = await paidSeats(eventUuid, ['A-1-1', 'A-1-2', 'A-1-3'], 'cs');
    const friend = await fanIn('sk');
    const codes = [await passOn(buyer, '1', friend), await passOn(buyer, '2', friend)];
    const bystander = await fanIn('en');

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
    expect(await sendNotices()).toBe(2);

    const toBuyer = mailsTo(buyer.email).filter((mail) => mail.subject.includes('jinde'));
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe('Akce Derby se koná jindy nebo jinde');
    expect(toBuyer[0]!.text).toContain(`z objednávky ${order.uuid}`);
    expect(toBuyer[0]!.text).toContain('místo: Eden');
    // The buyer may still ask for the money of the ticket they kept.
    expect(toBuyer[0]!.text).toContain('požádat o vrácení peněz ve svém účtu');

    // The holder hears in Slovak, of the two tickets they hold, once.
    const toFriend = mailsTo(friend.email).filter((mail) => mail.subject.includes('inokedy'));
    expect(toFriend).toHaveLength(1);
    expect(toFriend[0]!.subject).toBe('Podujatie Derby sa koná inokedy alebo inde');
    // Listed by code (tickets of one order are issued at once).
    expect(toFriend[0]!.text).toContain(`vstupenky (${[...codes].sort().join(', ')})`);
    expect(toFriend[0]!.text).toContain('miesto: Eden');
    expect(toFriend[0]!.text).toContain('Vaše vstupenky zostávajú v platnosti.');
    // Their tickets' money is the buyer's: they are not sent to a refund they cannot ask for.
    expect(toFriend[0]!.text).toContain('O vrátenie peňazí za odovzdané vstupenky požiadať nemôžete');
    expect(toFriend[0]!.text).not.toContain(order.uuid);
    expect(toFriend[0]!.html).toContain('<html lang="sk">');
    expect(mailsTo(bystander.email)).toEqual([]);

    const notices = await noticesOf(eventUuid);
    expect(notices.map((notice) => notice.recipientUuid).sort()).toEqual([null, friend.uuid].sort());
    expect(notices.every((notice) => notice.sentAt !== null && notice.lastError === null)).toBe(true);
    // Sent once: the next run has nothing to send.
    expect(await sendNotices()).toBe(0);
    expect(mailsTo(friend.email).filter((mail) => mail.subject.includes('inokedy'))).toHaveLength(1);
  });

  it('a moved event whose buyer passed every ticket on: the buyer is not told to ask for a refund they cannot have', async () => {
    const input = testEvent();
    const eventUuid = await postEvent(ctx.app, eventAdmin, input);
    const { buyer } = await paidSeats(eventUuid, ['A-1-1'], 'cs');
    const friend = await fanIn('en');
    const code = await passOn(buyer, '1', friend);

    const moved = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: { ...input, seatingPlan: undefined, venue: 'Eden', refundRequestsUntil: iso(40 * hour) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sendNotices()).toBe(2);

    const [toBuyer] = mailsTo(buyer.email).filter((mail) => mail.subject.includes('jinde'));
    expect(toBuyer?.text).toContain('místo: Eden');
    expect(toBuyer?.text).not.toContain('vrácení peněz');
    const [toFriend] = mailsTo(friend.email).filter((mail) => mail.subject.includes('new date or venue'));
    expect(toFriend?.text).toContain(`for which tickets were passed on to you (${code})`);
    expect(toFriend?.text).toContain('You cannot ask for a refund of tickets passed on to you');
  });

  it('a cancelled event: the buyer is refunded and told so, the holder is told the tickets are void and the money goes to the buyer', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const { buyer } = await paidSeats(eventUuid, ['A-1-1', 'A-1-2'], 'en');
    const friend = await fanIn('cs');
    const code = await passOn(buyer, '2', friend);

    await cancelled(eventUuid);
    expect(await sweep()).toBe(1);
    expect(await sendNotices()).toBe(2);

    const toBuyer = mailsTo(buyer.email).filter((mail) => mail.subject.includes('cancelled'));
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe('Derby is cancelled');
    expect(toBuyer[0]!.text).toContain('We are refunding your tickets');

    const toFriend = mailsTo(friend.email).filter((mail) => mail.subject.includes('zrušena'));
    expect(toFriend).toHaveLength(1);
    expect(toFriend[0]!.subject).toBe('Akce Derby je zrušena');
    expect(toFriend[0]!.text).toContain(`na kterou vám byly předány vstupenky (${code})`);
    expect(toFriend[0]!.text).toContain('Důvod: Zápas se nehraje');
    expect(toFriend[0]!.text).toContain(
      'Vstupenky jsou neplatné. Peníze za ně vracíme tomu, kdo je koupil; pokud jste za ně někomu platili, obraťte se na toho, kdo vám je předal.',
    );
    expect(toFriend[0]!.text).not.toContain('vám vracíme');

    expect(await sendNotices()).toBe(0);
    expect(mailsTo(friend.email).filter((mail) => mail.subject.includes('zrušena'))).toHaveLength(1);
  });

  it('a ticket passed on twice: whoever holds it when the event is cancelled is told, not who held it before', async () => {
    const eventUuid = await postEvent(ctx.app, eventAdmin, testEvent());
    const { buyer } = await paidSeats(eventUuid, ['A-1-1'], 'cs');
    const [friend, later] = await Promise.all([fanIn('cs'), fanIn('en')]);
    await passOn(buyer, '1', friend);
    await passOn(friend, '1', later);

    await cancelled(eventUuid, false);
    expect(await sendNotices()).toBe(2);
    expect(mailsTo(friend.email).filter((mail) => mail.subject.includes('zrušena'))).toEqual([]);
    const [toLater] = mailsTo(later.email).filter((mail) => mail.subject.includes('cancelled'));
    expect(toLater?.text).toContain('If whoever bought them paid for them, we will be in touch with them');
  });

  it('a ticket passed on again after the move was told: its new holder hears of it once, the one before not', async () => {
    const input = testEvent();
    const eventUuid = await postEvent(ctx.app, eventAdmin, input);
    const { buyer } = await paidSeats(eventUuid, ['A-1-1', 'A-1-2'], 'cs');
    const [friend, later, third] = await Promise.all([fanIn('cs'), fanIn('en'), fanIn('sk')]);
    await passOn(buyer, '1', friend);
    await passOn(buyer, '2', third);

    const moved = await api('PUT', `/admin/events/${eventUuid}`, {
      token: eventAdmin,
      payload: { ...input, seatingPlan: undefined, startsAt: iso(72 * hour), endsAt: iso(74 * hour) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Before the notices go out, the friend passes the ticket on, and the later one already holds
    // one of the order's tickets too (given by the third, who was told of it when the move was queued).
    const code = await passOn(friend, '1', later);
    await passOn(third, '2', later);

    expect(await sendNotices()).toBe(2);
    expect(await sendNotices()).toBe(0);
    const movedMail = (mail: { subject: string }) => /jindy|inokedy|new date/.test(mail.subject);
    expect(mailsTo(friend.email).filter(movedMail)).toEqual([]);
    expect(mailsTo(third.email).filter(movedMail)).toEqual([]);
    const toLater = mailsTo(later.email).filter(movedMail);
    expect(toLater).toHaveLength(1);
    expect(toLater[0]!.subject).toBe('Derby has a new date or venue');
    expect(toLater[0]!.text).toContain(code);
    expect(mailsTo(buyer.email).filter(movedMail)).toHaveLength(1);
    const notices = await noticesOf(eventUuid);
    expect(notices.filter((n) => n.recipientUuid === later.uuid)).toHaveLength(1);
    expect(notices.filter((n) => n.lastError === 'notHolder')).toHaveLength(2);
  });
});
