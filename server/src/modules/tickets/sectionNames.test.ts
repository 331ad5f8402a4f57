import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRow } from '@tribuna/common/seatRows';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { Order } from '@tribuna/common/schemas/orders';
import type { AdminTicket, CheckInResult, GatePackage, Ticket } from '@tribuna/common/schemas/tickets';
import { apiCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { gatewayThroughApp, payAtGateway } from '../../../test/orders';

let ctx: TestContext;
let eventAdmin: string;
let ticketAdmin: string;
let checker: string;
let buyer: { token: string };

const api = apiCaller(() => ctx.app);
const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

// A section whose key is a letter and whose name is a word in each language.
const event: EventInput = {
  name: { cs: 'Derby', sk: 'Derby' },
  text: { cs: '<p>Večer</p>' },
  venue: 'Hala',
  startsAt: iso(48 * hour),
  endsAt: iso(50 * hour),
  saleFrom: iso(-hour),
  saleTo: iso(47 * hour),
  published: true,
  categories: [
    { key: 'A', name: { cs: 'Tribuna', sk: 'Tribúna' }, color: '#aa0000', priceCzk: 50_000, priceEur: 2_000 },
  ],
  seatingPlan: {
    stage: { x: 0, y: 0, width: 100, height: 10 },
    sections: [
      {
        key: 'S',
        name: { cs: 'Střed', sk: 'Stred', en: 'Centre' },
        rows: [
          {
            label: '1',
            seats: generateRow(
              { count: 4, x: 50, y: 30, spacing: 6 },
              { startNumber: 1, step: 1, from: 'left' },
            ).map((seat) => ({ ...seat, category: 'A' })),
          },
        ],
      },
    ],
  },
};

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-section-names-'));
  const { loadConfig } = await import('../../config');
  const { gateway, bind } = await gatewayThroughApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).payments,
  );
  ctx = await createTestContext({ DATA_DIR: dataDir }, { paymentGateway: gateway });
  bind(ctx.app);
  [eventAdmin, ticketAdmin, checker, buyer] = await Promise.all([
    ctx.signInAs(['event_admin']).then((u) => u.token),
    ctx.signInAs(['ticket_admin']).then((u) => u.token),
    ctx.signInAs(['ticket_checker']).then((u) => u.token),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

async function paidSeat(): Promise<{ eventUuid: string; order: Order }> {
  const created = await api('POST', '/admin/events', { token: eventAdmin, payload: event });
  expect(created.statusCode, created.body).toBe(201);
  const eventUuid = created.json().uuid as string;
  const holdToken = (await api('POST', '/hold-tokens', { token: buyer.token })).json().holdToken as string;
  const held = await api('POST', `/events/${eventUuid}/actions/hold`, {
    token: buyer.token,
    payload: { holdToken, objects: ['S-1-1'] },
  });
  expect(held.statusCode, held.body).toBe(200);
  const order = (
    await api('POST', '/orders', { token: buyer.token, payload: { currency: 'CZK', holdToken } })
  ).json() as Order;
  const form = await api('PUT', '/orders/pre-complete', {
    token: buyer.token,
    payload: { orderUuid: order.uuid },
  });
  expect(form.statusCode, form.body).toBe(200);
  const fields = await payAtGateway(ctx.app, form.json(), 'paid');
  const done = await api('PUT', '/orders/complete', { token: buyer.token, payload: fields });
  expect(done.statusCode, done.body).toBe(200);
  return { eventUuid, order };
}

describe('a seat section as people read it', () => {
  it('is named, in the language asked for, wherever a ticket is shown: never by its key', async () => {
    const { eventUuid, order } = await paidSeat();

    // The buyer's download labels (the order's tickets) in Slovak and in Czech.
    const slovak = await api('GET', `/tickets?orderHash=${order.orderHash}`, { language: 'sk' });
    expect(slovak.statusCode, slovak.body).toBe(200);
    expect((slovak.json() as Ticket[]).map((t) => [t.section, t.row, t.seatLabel])).toEqual([
      ['Stred', '1', '1'],
    ]);
    const czech = await api('GET', `/tickets?orderHash=${order.orderHash}`, { language: 'cs' });
    expect((czech.json() as Ticket[])[0]!.section).toBe('Střed');

    // The back office's list and its CSV.
    const list = await api('GET', `/admin/tickets?eventUuid=${eventUuid}`, {
      token: ticketAdmin,
      language: 'cs',
    });
    expect((list.json().data as AdminTicket[]).map((t) => t.section)).toEqual(['Střed']);
    const csv = await api('GET', `/admin/tickets/export-csv?eventUuid=${eventUuid}`, {
      token: ticketAdmin,
      language: 'cs',
    });
    expect(csv.body.trim().split('\r\n')[1]).toMatch(/^\w+,A,Střed,1,1,/);

    // The gate: the downloaded list, a check-in and the refusal of a second one.
    const pack = await api('GET', `/admin/tickets/gate/events/${eventUuid}`, {
      token: checker,
      language: 'sk',
    });
    expect(pack.statusCode, pack.body).toBe(200);
    const ticket = (pack.json() as GatePackage).tickets[0]!;
    expect(ticket.section).toBe('Stred');
    const admit = (input: string) =>
      api('POST', `/admin/tickets/gate/events/${eventUuid}/check-in`, {
        token: checker,
        language: 'cs',
        payload: { input, gate: 'Brána A' },
      });
    const admitted = await admit(ticket.code);
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect((admitted.json() as CheckInResult).ticket.section).toBe('Střed');
    const again = await admit(ticket.code);
    expect([again.statusCode, again.json().details.ticket.section]).toEqual([409, 'Střed']);
  });
});
