import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRow } from '@tribuna/common/seatRows';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { EventSeats, SeatStatusNews } from '@tribuna/common/schemas/seating';
import { hour, iso, tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testEvent } from '../../../test/orders';
import { grantPresale } from '../../../test/services';

let ctx: TestContext;
let eventAdmin: string;
let buyer: { token: string; uuid: string };
let other: { token: string; uuid: string };

const call = tokenCaller(() => ctx.app);

/** Rows 1..rows of `perRow` seats, row 1 nearest the stage; the first row's first seat is a wheelchair place. */
function plan(rows: number, perRow: number) {
  return {
    stage: { x: 0, y: 0, width: 100, height: 10 },
    sections: [
      {
        key: 'A',
        name: { cs: 'Sektor A' },
        rows: Array.from({ length: rows }, (_, r) => ({
          label: String(r + 1),
          seats: generateRow(
            { count: perRow, x: 50, y: 30 + r * 10, spacing: 6 },
            { startNumber: 1, step: 1, from: 'left' },
          ).map((seat, i) => ({ ...seat, category: 'A', wheelchair: r === 0 && i === 0 })),
        })),
      },
    ],
  };
}

const event = (over: Partial<EventInput> = {}): EventInput =>
  testEvent({
    name: { cs: 'Koncert', sk: 'Koncert SK' },
    venue: 'O2 arena',
    categories: [
      { key: 'A', name: { cs: 'Kategorie A' }, color: '#aa0000', priceCzk: 99000, priceEur: 3900 },
    ],
    seatingPlan: plan(4, 12),
    ...over,
  });

async function createEvent(over: Partial<EventInput> = {}) {
  const res = await call('POST', '/admin/events', eventAdmin, event(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

async function holdToken(user: { token: string }) {
  const res = await call('POST', '/hold-tokens', user.token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().holdToken as string;
}

const hold = (user: { token: string }, eventUuid: string, token: string, objects: string[]) =>
  call('POST', `/events/${eventUuid}/actions/hold`, user.token, { holdToken: token, objects });

async function seats(eventUuid: string, token?: string) {
  const res = await call('GET', `/events/${eventUuid}/seats${token ? `?holdToken=${token}` : ''}`, null);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as EventSeats;
  return new Map(
    body.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => [seat.id, seat.status]))),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  [eventAdmin, buyer, other] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
});

afterAll(() => ctx.close());

describe('holding seats', () => {
  it('lets exactly one of 200 concurrent holds of the same seats win', async () => {
    const eventUuid = await createEvent();
    const tokens = await Promise.all(
      Array.from({ length: 200 }, (_, i) => ctx.app.seating.createHoldToken(i % 2 ? buyer.uuid : other.uuid)),
    );
    const answers = await Promise.all(
      tokens.map((t, i) => hold(i % 2 ? buyer : other, eventUuid, t.holdToken, ['A-1-5', 'A-1-6', 'A-1-7'])),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(lost).toHaveLength(199);
    for (const res of lost) {
      expect(res.statusCode).toBe(409);
      expect(res.json().name).toBe('seatsAlreadyOccupied');
      expect(res.json().details.objects).toEqual(['A-1-5', 'A-1-6', 'A-1-7']);
    }
    const winner = won[0]!.json() as { holdToken: string; objects: string[] };
    expect(winner.objects).toEqual(['A-1-5', 'A-1-6', 'A-1-7']);
    const state = await seats(eventUuid, winner.holdToken);
    expect(state.get('A-1-5')).toBe('heldByYou');
    expect((await seats(eventUuid)).get('A-1-6')).toBe('held');
  });

  it('holds all the named seats or none, naming the taken ones', async () => {
    const eventUuid = await createEvent();
    const mine = await holdToken(buyer);
    const theirs = await holdToken(other);
    expect((await hold(buyer, eventUuid, mine, ['A-2-3'])).statusCode).toBe(200);
    const res = await hold(other, eventUuid, theirs, ['A-2-2', 'A-2-3', 'A-2-4']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ name: 'seatsAlreadyOccupied', details: { objects: ['A-2-3'] } });
    const state = await seats(eventUuid);
    expect(state.get('A-2-2')).toBe('free');
    expect(state.get('A-2-4')).toBe('free');
  });

  it('needs the caller’s own token in force', async () => {
    const eventUuid = await createEvent();
    const theirs = await holdToken(other);
    const stolen = await hold(buyer, eventUuid, theirs, ['A-3-1']);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ name: 'holdTokenInvalid', details: { reason: 'unknown' } });
    expect((await hold(buyer, eventUuid, 'made-up', ['A-3-1'])).json().name).toBe('holdTokenInvalid');
    expect(
      (
        await call('POST', `/events/${eventUuid}/actions/hold`, null, {
          holdToken: theirs,
          objects: ['A-3-1'],
        })
      ).statusCode,
    ).toBe(401);

    await ctx.database.db.execute(
      sql`update hold_tokens set expires_at = now() - interval '1 second' where token = ${theirs}`,
    );
    const expired = await hold(other, eventUuid, theirs, ['A-3-1']);
    expect(expired.json()).toMatchObject({ name: 'holdTokenInvalid', details: { reason: 'expired' } });
    expect((await seats(eventUuid)).get('A-3-1')).toBe('free');
  });

  it('frees a seat when its hold expires, by time alone, and on release', async () => {
    const eventUuid = await createEvent();
    const mine = await holdToken(buyer);
    const theirs = await holdToken(other);
    expect((await hold(buyer, eventUuid, mine, ['A-4-1', 'A-4-2'])).statusCode).toBe(200);
    // Time passes: the hold's end is now behind us (no sweeper runs).
    await ctx.database.db.execute(
      sql`update event_seats set held_until = now() - interval '1 second' where hold_token = ${mine} and id = 'A-4-1'`,
    );
    expect((await seats(eventUuid)).get('A-4-1')).toBe('free');
    expect((await hold(other, eventUuid, theirs, ['A-4-1'])).statusCode).toBe(200);
    expect((await hold(other, eventUuid, theirs, ['A-4-2'])).statusCode).toBe(409);

    // Releasing someone else's seat frees nothing; one's own, it does.
    const foreign = await call('POST', `/events/${eventUuid}/actions/release`, buyer.token, {
      holdToken: mine,
      objects: ['A-4-1'],
    });
    expect(foreign.json()).toEqual({ objects: [] });
    const released = await call('POST', `/events/${eventUuid}/actions/release`, buyer.token, {
      holdToken: mine,
      objects: ['A-4-2'],
    });
    expect(released.json()).toEqual({ objects: ['A-4-2'] });
    expect((await hold(other, eventUuid, theirs, ['A-4-2'])).statusCode).toBe(200);
    // Someone else's token frees nothing, and says why.
    const stolen = await call('POST', `/events/${eventUuid}/actions/release`, buyer.token, {
      holdToken: theirs,
      objects: ['A-4-2'],
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ name: 'holdTokenInvalid', details: { reason: 'unknown' } });
    expect((await seats(eventUuid, theirs)).get('A-4-2')).toBe('heldByYou');

    // Unbinding an order frees whatever its token holds, in every event.
    expect((await hold(buyer, eventUuid, mine, ['A-4-5', 'A-4-6'])).statusCode).toBe(200);
    const freed = await ctx.app.seating.releaseHold(mine);
    expect(freed.map((seat) => seat.id).sort()).toEqual(['A-4-5', 'A-4-6']);
    expect((await seats(eventUuid)).get('A-4-5')).toBe('free');
  });

  it('books only what the right token holds, and then nobody can hold it', async () => {
    const eventUuid = await createEvent();
    const mine = await holdToken(buyer);
    const theirs = await holdToken(other);
    await hold(buyer, eventUuid, mine, ['A-1-1', 'A-1-2']);
    expect(await ctx.app.seating.bookHeld(theirs, randomUUID())).toEqual([]);
    expect(await ctx.app.seating.bookSeats(eventUuid, ['A-1-1'], theirs, randomUUID())).toBe(false);
    const order = randomUUID();
    const booked = await ctx.app.seating.bookHeld(mine, order);
    expect(booked.map((row) => row.id).sort()).toEqual(['A-1-1', 'A-1-2']);
    expect((await seats(eventUuid)).get('A-1-1')).toBe('booked');
    const res = await hold(other, eventUuid, theirs, ['A-1-2']);
    expect(res.json()).toMatchObject({ name: 'seatsAlreadyOccupied', details: { objects: ['A-1-2'] } });
    // A payment confirmed after its hold lapsed books the seats again if they are free.
    const late = await holdToken(buyer);
    await hold(buyer, eventUuid, late, ['A-1-9']);
    await ctx.database.db.execute(
      sql`update event_seats set held_until = now() - interval '1 second' where hold_token = ${late}`,
    );
    expect(await ctx.app.seating.bookSeats(eventUuid, ['A-1-9'], late, randomUUID())).toBe(true);
  });

  it('extends a hold when a payment starts', async () => {
    const eventUuid = await createEvent();
    const mine = await holdToken(buyer);
    await hold(buyer, eventUuid, mine, ['A-2-9']);
    const until = new Date(Date.now() + 40 * 60_000);
    await ctx.app.seating.extendHold(mine, until);
    const detail = await call('GET', `/hold-tokens/${mine}`, buyer.token);
    expect(detail.json()).toMatchObject({
      expiresAt: until.toISOString(),
      objects: [{ eventUuid, id: 'A-2-9' }],
    });
    expect((await call('GET', `/hold-tokens/${mine}`, other.token)).statusCode).toBe(404);
    const logged = await call('GET', '/auth/logged-user', buyer.token);
    expect(logged.json()).toMatchObject({
      seatsIoHoldToken: mine,
      seatsIoHoldTokenExpiresAt: until.toISOString(),
    });
  });

  it('sweeps away hold tokens a day past their end, and only those', async () => {
    const old = await holdToken(buyer);
    const fresh = await holdToken(buyer);
    await ctx.database.db.execute(
      sql`update hold_tokens set expires_at = now() - interval '25 hours' where token = ${old}`,
    );
    expect(await ctx.app.jobs.runOnce('holdTokenCleanup')).toBe(1);
    expect((await call('GET', `/hold-tokens/${old}`, buyer.token)).statusCode).toBe(404);
    expect((await call('GET', `/hold-tokens/${fresh}`, buyer.token)).statusCode).toBe(200);
  });

  it('refuses holds outside the sale and after the end', async () => {
    const now = Date.now();
    const notYet = await createEvent({ saleFrom: iso(hour), saleTo: iso(2 * hour) });
    const token = await holdToken(buyer);
    expect((await hold(buyer, notYet, token, ['A-1-3'])).json()).toMatchObject({
      name: 'eventNotOnSale',
      details: { availability: 'notYetOnSale' },
    });
    const presale = await createEvent({
      saleFrom: iso(hour, now),
      saleTo: iso(2 * hour, now),
      presaleFrom: iso(-hour, now),
      presaleTo: iso(hour, now),
    });
    expect((await hold(buyer, presale, token, ['A-1-3'])).json()).toMatchObject({
      name: 'eventNotOnSale',
      details: { availability: 'presale' },
    });
    // A member whose membership has a presale feature may hold in the presale window.
    await grantPresale(ctx.database, buyer.uuid, 4);
    expect((await hold(buyer, presale, token, ['A-1-3'])).statusCode).toBe(200);

    // The sale ends as the event ends: with one now for both, whatever the machine's speed.
    const ended = await createEvent({
      startsAt: iso(-3 * hour, now),
      endsAt: iso(-2 * hour, now),
      saleFrom: iso(-5 * hour, now),
      saleTo: iso(-2 * hour, now),
    });
    expect((await hold(buyer, ended, token, ['A-1-3'])).json().name).toBe('eventAlreadyEnded');
    expect((await hold(buyer, randomUUID(), token, ['A-1-3'])).json().name).toBe('eventNotFound');
  });
});

describe('the buyer on sale day', () => {
  it('reads the buyer’s user row once, yet shuts a disabled buyer out at once', async () => {
    const eventUuid = await createEvent();
    const account = await ctx.signInAs(['user']);
    const token = await holdToken(account);
    // The hold routes keep the user row in memory (BUYER_FRESH_SECONDS) ...
    expect((await hold(account, eventUuid, token, ['A-2-1'])).statusCode).toBe(200);
    const userAdmin = await ctx.signInAs(['user_admin']);
    // Revocation counts in whole seconds: a token signed in the same second as it would stay valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const disabled = await call('PUT', `/admin/users/${account.uuid}`, userAdmin.token, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // ... but disabling revokes the sessions, which every request checks.
    const refused = await hold(account, eventUuid, token, ['A-2-2']);
    expect(refused.statusCode).toBe(401);
    const release = await call('POST', `/events/${eventUuid}/actions/release`, account.token, {
      holdToken: token,
      objects: ['A-2-1'],
    });
    expect(release.statusCode).toBe(401);
    expect((await seats(eventUuid)).get('A-2-2')).toBe('free');
  });

  it('checks the identity token on every request even while the user row is in memory', async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    expect((await hold(buyer, eventUuid, token, ['A-2-5'])).statusCode).toBe(200);
    const forged = await hold({ token: `${buyer.token.slice(0, -4)}AAAA` }, eventUuid, token, ['A-2-6']);
    expect(forged.statusCode).toBe(401);
    expect((await seats(eventUuid)).get('A-2-6')).toBe('free');
  });
});

describe('bad input', () => {
  it('answers badRequest to malformed actions and unknown seats, and holds nothing', async () => {
    const eventUuid = await createEvent();
    const token = await holdToken(buyer);
    for (const body of [
      { holdToken: token, objects: [] },
      { holdToken: token, objects: ['A-1-1', 'A-1-1'] },
      { holdToken: '', objects: ['A-1-1'] },
      { objects: ['A-1-1'] },
    ]) {
      const res = await call('POST', `/events/${eventUuid}/actions/hold`, buyer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().name).toBe('badRequest');
    }
    const unknown = await hold(buyer, eventUuid, token, ['A-1-1', 'Z-9-9']);
    expect(unknown.json()).toMatchObject({ name: 'badRequest', details: { objects: ['Z-9-9'] } });
    expect((await seats(eventUuid)).get('A-1-1')).toBe('free');
    const tooMany = await call('POST', `/events/${eventUuid}/actions/hold-best-available`, buyer.token, {
      holdToken: token,
      number: 11,
      category: 'A',
    });
    expect(tooMany.json().name).toBe('badRequest');
  });
});

describe('best available', () => {
  it('holds adjacent seats closest to the stage and never leaves one seat alone', async () => {
    const eventUuid = await createEvent({ seatingPlan: plan(3, 6) });
    const tokens = await Promise.all([0, 1, 2, 3, 4].map(() => holdToken(buyer)));
    const picks: string[][] = [];
    for (const token of tokens) {
      const res = await call('POST', `/events/${eventUuid}/actions/hold-best-available`, buyer.token, {
        holdToken: token,
        number: 2,
        category: 'A',
      });
      expect(res.statusCode, res.body).toBe(200);
      picks.push(res.json().objects);
    }
    // Row 1's first seat is for a wheelchair: the block starts beside it, then rows fill from the front.
    expect(picks[0]).toEqual(['A-1-3', 'A-1-4']);
    const state = await seats(eventUuid);
    for (const row of ['1', '2', '3']) {
      const line = Array.from({ length: 6 }, (_, i) => state.get(`A-${row}-${i + 1}`));
      const text = line.map((s) => (s === 'free' ? '.' : 'x')).join('');
      // A free seat alone between taken seats (or a taken seat and the row's end) is an orphan.
      expect(text.replace(/^\.x/, 'xx'), `row ${row}: ${text}`).not.toMatch(/x\.x|x\.$/);
    }
    const tooMany = await call('POST', `/events/${eventUuid}/actions/hold-best-available`, buyer.token, {
      holdToken: tokens[0],
      number: 7,
      category: 'A',
    });
    expect(tooMany.json().name).toBe('seatsAlreadyOccupied');
  });

  it('gives concurrent requests different blocks; a block tried in vain goes to the next one', async () => {
    const best = (eventUuid: string, token: string) =>
      call('POST', `/events/${eventUuid}/actions/hold-best-available`, buyer.token, {
        holdToken: token,
        number: 2,
        category: 'A',
      });
    const objects = (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().objects as string[];
    };
    // The two best blocks, one request after the other.
    const quiet = await createEvent();
    const expected = [
      objects(await best(quiet, await holdToken(buyer))),
      objects(await best(quiet, await holdToken(buyer))),
    ];
    // A request with someone else's token tries a block beside another request and holds nothing:
    // its block is still there for the next request.
    const eventUuid = await createEvent();
    const [theirs, mine, next] = [await holdToken(other), await holdToken(buyer), await holdToken(buyer)];
    const [refused, held] = await Promise.all([best(eventUuid, theirs), best(eventUuid, mine)]);
    expect(refused.json().name).toBe('holdTokenInvalid');
    const picks = [objects(held), objects(await best(eventUuid, next))];
    expect(picks.sort()).toEqual(expected.sort());
    // Many at once: each gets a block of its own.
    const tokens = await Promise.all([0, 1, 2, 3, 4, 5].map(() => holdToken(buyer)));
    const answers = await Promise.all(tokens.map((token) => best(eventUuid, token)));
    expect(new Set([...picks.flat(), ...answers.flatMap(objects)]).size).toBe(16);
  });
});

describe('live seat status', () => {
  it('streams each change to open charts, through LISTEN/NOTIFY', async () => {
    const eventUuid = await createEvent();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/events/${eventUuid}/seats/stream`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const next = async (): Promise<SeatStatusNews> => {
      for (;;) {
        const match = /event: seats\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as SeatStatusNews;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value);
      }
    };
    const token = await holdToken(buyer);
    await hold(buyer, eventUuid, token, ['A-1-4', 'A-1-5']);
    const held = await next();
    expect(held.eventUuid).toBe(eventUuid);
    expect(held.seats.map((s) => [s.id, s.status])).toEqual([
      ['A-1-4', 'held'],
      ['A-1-5', 'held'],
    ]);
    expect(held.seats[0]!.until).toBeTruthy();
    await call('POST', `/events/${eventUuid}/actions/release`, buyer.token, {
      holdToken: token,
      objects: ['A-1-4'],
    });
    expect((await next()).seats).toEqual([{ id: 'A-1-4', status: 'free' }]);
    controller.abort();
    await expect(reader.read()).rejects.toThrow();

    const missing = await fetch(`http://127.0.0.1:${port}/api/v1/events/${randomUUID()}/seats/stream`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { name: string }).name).toBe('eventNotFound');
    // An event without a seat plan has no seats to stream.
    const unseated = await createEvent({
      seatingPlan: null,
      categories: [
        { key: 'A', name: { cs: 'Stání' }, color: '#aa0000', priceCzk: 49000, priceEur: 1900, capacity: 100 },
      ],
    });
    const planless = await fetch(`http://127.0.0.1:${port}/api/v1/events/${unseated}/seats/stream`);
    expect(planless.status).toBe(404);
    expect(((await planless.json()) as { name: string }).name).toBe('seatingPlanNotFound');
  });
});
