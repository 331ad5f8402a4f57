import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent, EventInput, PublicEvent } from '@tribuna/common/schemas/events';
import type { SeatingPlan } from '@tribuna/common/schemas/seating';
import { hour, iso, tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { testEvent } from '../../../test/orders';

let ctx: TestContext;
let eventAdmin: string;
let ticketAdmin: string;
let articleAdmin: string;
let storageAdmin: string;
let buyer: { token: string; uuid: string };

const call = tokenCaller(() => ctx.app);

const plan = {
  stage: { x: 0, y: 0, width: 50, height: 10 },
  sections: [
    {
      key: 'S',
      name: { cs: 'Střed', sk: 'Stred' },
      rows: [
        {
          label: '1',
          seats: [
            { label: '1', x: 0, y: 20, category: 'A' },
            { label: '2', x: 6, y: 20, category: 'A', wheelchair: true },
            { label: '3', x: 12, y: 20, category: 'B', blocked: true },
            { id: 'box-1', label: '4', x: 18, y: 20, category: 'B' },
          ],
        },
      ],
    },
  ],
};

const categories = [
  { key: 'A', name: { cs: 'Parter', sk: 'Parter' }, color: '#aa0000', priceCzk: 99000, priceEur: 3900 },
  { key: 'B', name: { cs: 'Balkon' }, color: '#0000aa', priceCzk: 49000, priceEur: 1900 },
];

const event = (over: Partial<EventInput> = {}): EventInput =>
  testEvent({
    name: { cs: 'Koncert', sk: 'Koncert po slovensky' },
    text: { cs: '<p>Večer <script>alert(1)</script>hudby</p>' },
    venue: 'O2 arena',
    categories,
    seatingPlan: plan,
    ...over,
  });

async function create(over: Partial<EventInput> = {}) {
  const res = await call('POST', '/admin/events', eventAdmin, event(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminEvent;
}

beforeAll(async () => {
  ctx = await createTestContext();
  [eventAdmin, ticketAdmin, articleAdmin, storageAdmin, buyer] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['ticket_admin']),
    ctx.tokenAs(['article_admin']),
    ctx.tokenAs(['file_storage_admin']),
    ctx.signInAs(['user']),
  ]);
});

afterAll(() => ctx.close());

describe('admin events', () => {
  it('creates, reads, changes and deletes an event with its plan, for event admins only', async () => {
    expect((await call('POST', '/admin/events', articleAdmin, event())).statusCode).toBe(403);
    expect((await call('POST', '/admin/events', ticketAdmin, event())).statusCode).toBe(403);
    expect((await call('POST', '/admin/events', null, event())).statusCode).toBe(401);

    const created = await create();
    expect(created).toMatchObject({
      text: { cs: '<p>Večer hudby</p>' },
      seated: true,
      seatCount: 4,
      categories: [
        { key: 'A', seatCount: 2, capacity: null },
        { key: 'B', seatCount: 1 },
      ],
    });
    // Staff who check tickets may read events, not change them.
    expect((await call('GET', `/admin/events/${created.uuid}`, ticketAdmin)).statusCode).toBe(200);
    expect((await call('PUT', `/admin/events/${created.uuid}`, ticketAdmin, event())).statusCode).toBe(403);

    const stored = (
      await call('GET', `/admin/events/${created.uuid}/seating-plan`, eventAdmin)
    ).json() as SeatingPlan;
    expect(stored.sections[0]!.rows[0]!.seats.map((s) => s.id)).toEqual(['S-1-1', 'S-1-2', 'S-1-3', 'box-1']);
    expect(stored.sections[0]!.rows[0]!.seats[1]).toMatchObject({ wheelchair: true, companion: false });

    const renamed = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event({ venue: 'Fortuna arena' }),
      seatingPlan: undefined,
    });
    expect(renamed.json()).toMatchObject({ venue: 'Fortuna arena', seated: true, seatCount: 4 });

    const list = await call('GET', '/admin/events?q=fortuna', eventAdmin);
    expect(list.json()).toMatchObject({ total: 1, data: [{ uuid: created.uuid }] });

    expect((await call('DELETE', `/admin/events/${created.uuid}`, eventAdmin)).statusCode).toBe(200);
    const gone = await call('GET', `/admin/events/${created.uuid}`, eventAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('eventNotFound');
  });

  it('answers clear errors to bad input and keeps what was stored', async () => {
    const created = await create();
    const backwards = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event(),
      endsAt: iso(hour),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().name).toBe('badRequest');

    const unknownCategory = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event(),
      categories: [categories[0]],
    });
    expect(unknownCategory.json().name).toBe('badRequest');

    const twice = await call('PUT', `/admin/events/${created.uuid}/seating-plan`, eventAdmin, {
      ...plan,
      sections: [plan.sections[0], plan.sections[0]],
    });
    expect(twice.json().name).toBe('badRequest');

    // General admission needs a capacity per category.
    const noCapacity = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event(),
      seatingPlan: null,
    });
    expect(noCapacity.json()).toMatchObject({
      name: 'badRequest',
      details: { fields: { 'categories.0.capacity': expect.any(String) } },
    });

    const after = (await call('GET', `/admin/events/${created.uuid}`, eventAdmin)).json() as AdminEvent;
    expect(after).toMatchObject({ seated: true, seatCount: 4, endsAt: created.endsAt });
    expect((await call('GET', `/admin/events/${randomUUID()}`, eventAdmin)).json().name).toBe(
      'eventNotFound',
    );
  });

  it('makes an event general admission, and says so when its plan is asked for', async () => {
    const created = await create();
    const res = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event(),
      seatingPlan: null,
      categories: categories.map((c) => ({ ...c, capacity: 100 })),
    });
    expect(res.json()).toMatchObject({ seated: false, seatCount: 0 });
    const missing = await call('GET', `/admin/events/${created.uuid}/seating-plan`, eventAdmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().name).toBe('seatingPlanNotFound');
  });

  it('copies a plan to another event with the categories it uses', async () => {
    const source = await create();
    const target = await create({
      seatingPlan: null,
      categories: [{ ...categories[0]!, key: 'X', capacity: 10 }],
    });
    const copied = await call('POST', `/admin/events/${source.uuid}/seating-plan/copy`, eventAdmin, {
      targetEventUuid: target.uuid,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toMatchObject({ eventUuid: target.uuid, seatCount: 4 });
    const after = (await call('GET', `/admin/events/${target.uuid}`, eventAdmin)).json() as AdminEvent;
    expect(after.categories.map((c) => c.key)).toEqual(['X', 'A', 'B']);
    expect(after.seated).toBe(true);
    const none = await call('POST', `/admin/events/${target.uuid}/seating-plan/copy`, eventAdmin, {
      targetEventUuid: randomUUID(),
    });
    expect(none.json().name).toBe('eventNotFound');
  });

  it('keeps a plan whose seats are held, and an event with them', async () => {
    const created = await create();
    const token = (await call('POST', '/hold-tokens', buyer.token)).json().holdToken as string;
    const held = await call('POST', `/events/${created.uuid}/actions/hold`, buyer.token, {
      holdToken: token,
      objects: ['S-1-1'],
    });
    expect(held.statusCode, held.body).toBe(200);
    const replaced = await call('PUT', `/admin/events/${created.uuid}/seating-plan`, eventAdmin, plan);
    expect(replaced.json().name).toBe('seatsAlreadyOccupied');
    expect((await call('DELETE', `/admin/events/${created.uuid}`, eventAdmin)).json().name).toBe(
      'seatsAlreadyOccupied',
    );
    expect((await call('GET', `/events/${created.uuid}/seats`, null)).statusCode).toBe(200);
  });
});

/** An upload through the back office's file library, as the event form does it. */
async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const { payload, contentType } = await multipart(bytes, name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/files',
    headers: { 'id-token': eventAdmin, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid;
}

const uploadImage = async (background: string) =>
  upload(
    await sharp({ create: { width: 1200, height: 630, channels: 3, background } })
      .png()
      .toBuffer(),
    'poster.png',
  );

describe('event image', () => {
  it('takes an uploaded image on create and update, shown to staff and visitors in responsive sizes', async () => {
    const first = await uploadImage('navy');
    const created = await create({ image: first });
    expect(created.image).toBe(first);
    expect(created.imageUrl).toMatch(new RegExp(`^/media/files/${first}/w\\d+\\.webp$`));

    const visitor = (await call('GET', `/events/${created.uuid}`, null)).json() as PublicEvent;
    expect(visitor.image).toMatchObject({ width: 1200, height: 630, url: created.imageUrl });
    expect(visitor.image!.srcset).toContain(`/media/files/${first}/w320.webp 320w`);
    expect((await ctx.app.inject({ url: visitor.image!.url })).statusCode).toBe(200);
    const listed = (await call('GET', '/events?limit=100', null)).json() as { data: PublicEvent[] };
    expect(listed.data.find((e) => e.uuid === created.uuid)!.image).toEqual(visitor.image);

    const second = await uploadImage('maroon');
    const changed = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event({ image: second }),
      seatingPlan: undefined,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ image: second, imageUrl: expect.stringContaining(second) });

    const removed = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event({ image: null }),
      seatingPlan: undefined,
    });
    expect(removed.json()).toMatchObject({ image: null, imageUrl: null });
    expect(((await call('GET', `/events/${created.uuid}`, null)).json() as PublicEvent).image).toBeNull();
  });

  it('refuses a file that is not an image, or none at all, and keeps what was stored', async () => {
    const image = await uploadImage('teal');
    const created = await create({ image });
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'poster.pdf');

    const notImage = await call('POST', '/admin/events', eventAdmin, event({ image: pdf }));
    expect(notImage.statusCode).toBe(404);
    expect(notImage.json()).toMatchObject({ name: 'fileNotFound', details: { uuid: pdf, kind: 'image' } });
    const unknown = await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event({ image: randomUUID() }),
      seatingPlan: undefined,
    });
    expect(unknown.json().name).toBe('fileNotFound');
    const notUuid = await call('POST', '/admin/events', eventAdmin, event({ image: 'poster.png' }));
    expect(notUuid.json()).toMatchObject({
      name: 'badRequest',
      details: { fields: expect.arrayContaining([expect.objectContaining({ field: 'body.image' })]) },
    });

    const after = (await call('GET', `/admin/events/${created.uuid}`, eventAdmin)).json() as AdminEvent;
    expect(after.image).toBe(image);
  });

  it('keeps an image while an event shows it, and lets it go once the event no longer does', async () => {
    const image = await uploadImage('olive');
    const created = await create({ image, name: { cs: 'Koncert s plakátem' } });
    const remove = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/files/${image}`,
        headers: { 'id-token': storageAdmin },
      });

    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      name: 'fileInUse',
      details: { uuid: image, usedBy: [{ type: 'EVENT', uuid: created.uuid, title: 'Koncert s plakátem' }] },
    });
    const still = (await call('GET', `/events/${created.uuid}`, null)).json() as PublicEvent;
    expect((await ctx.app.inject({ url: still.image!.url })).statusCode).toBe(200);

    await call('PUT', `/admin/events/${created.uuid}`, eventAdmin, {
      ...event({ image: null }),
      seatingPlan: undefined,
    });
    expect((await remove()).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: still.image!.url })).statusCode).toBe(404);
  });
});

describe('public events', () => {
  it('lists published events with prices from and availability in the visitor’s currency', async () => {
    const onSale = await create({
      startsAt: iso(1000 * hour),
      endsAt: iso(1001 * hour),
      saleTo: iso(999 * hour),
    });
    const hidden = await create({
      published: false,
      startsAt: iso(1000 * hour),
      endsAt: iso(1001 * hour),
      saleTo: iso(999 * hour),
    });
    const soldOut = await create({
      startsAt: iso(1002 * hour),
      endsAt: iso(1003 * hour),
      saleTo: iso(999 * hour),
      seatingPlan: null,
      categories: [{ ...categories[0]!, capacity: 0 }],
    });
    const res = await call('GET', '/events?limit=100', null, undefined, 'sk');
    const body = res.json() as { data: PublicEvent[]; total: number };
    const mine = body.data.filter((e) => [onSale.uuid, hidden.uuid, soldOut.uuid].includes(e.uuid));
    expect(mine.map((e) => [e.uuid, e.availability])).toEqual([
      [onSale.uuid, 'onSale'],
      [soldOut.uuid, 'soldOut'],
    ]);
    expect(mine[0]).toMatchObject({
      name: 'Koncert po slovensky',
      language: 'sk',
      currency: 'EUR',
      priceFrom: 1900,
      categories: [
        { key: 'A', name: 'Parter', price: 3900, available: 2 },
        { key: 'B', name: 'Balkon', price: 1900, available: 1 },
      ],
    });
    expect(body.total).toBeGreaterThanOrEqual(2);

    const czech = (await call('GET', `/events/${onSale.uuid}`, null)).json() as PublicEvent;
    expect(czech).toMatchObject({ currency: 'CZK', priceFrom: 49000, name: 'Koncert', language: 'cs' });
    expect((await call('GET', `/events/${hidden.uuid}`, null)).json().name).toBe('eventNotFound');
    expect((await call('GET', `/events/${hidden.uuid}/seats`, null)).json().name).toBe('eventNotFound');
  });

  it('lists past events latest first', async () => {
    const older = await create({
      startsAt: iso(-30 * hour),
      endsAt: iso(-29 * hour),
      saleFrom: iso(-40 * hour),
      saleTo: iso(-30 * hour),
    });
    const newer = await create({
      startsAt: iso(-10 * hour),
      endsAt: iso(-9 * hour),
      saleFrom: iso(-40 * hour),
      saleTo: iso(-10 * hour),
    });
    const past = (await call('GET', '/events?period=past', null)).json() as { data: PublicEvent[] };
    const order = past.data.map((e) => e.uuid).filter((uuid) => uuid === older.uuid || uuid === newer.uuid);
    expect(order).toEqual([newer.uuid, older.uuid]);
    expect(past.data.find((e) => e.uuid === newer.uuid)!.availability).toBe('ended');
    expect((await call('GET', '/events?period=later', null)).json().name).toBe('badRequest');
  });
});
