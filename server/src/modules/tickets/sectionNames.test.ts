import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { Order } from '@tribuna/common/schemas/orders';
import type { AdminTicket, CheckInResult, GatePackage, Ticket } from '@tribuna/common/schemas/tickets';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  orderSeats,
  payOrder,
  postEvent,
  seatedSection,
  seatingPlan,
  testEvent,
} from '../../../test/orders';

let ctx: TestContext;
let eventAdmin: string;
let ticketAdmin: string;
let checker: string;
let buyer: { token: string };

const api = apiCaller(() => ctx.app);

// A section whose key is a letter and whose name is a word in each language.
const event: EventInput = testEvent({
  name: { cs: 'Derby', sk: 'Derby' },
  venue: 'Hala',
  categories: [
    { key: 'A', name: { cs: 'Tribuna', sk: 'Tribúna' }, color: '#aa0000', priceCzk: 50_000, priceEur: 2_000 },
  ],
  seatingPlan: seatingPlan(
    seatedSection({
      key: 'S',
      name: { cs: 'Střed', sk: 'Stred', en: 'Centre' },
      rows: 1,
      seats: 4,
      y: () => 30,
    }),
  ),
});

beforeAll(async () => {
  ctx = await createShopContext();
  [eventAdmin, ticketAdmin, checker, buyer] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['ticket_admin']),
    ctx.tokenAs(['ticket_checker']),
    ctx.signInAs(['user']),
  ]);
});
afterAll(() => ctx?.close());

async function paidSeat(): Promise<{ eventUuid: string; order: Order }> {
  const eventUuid = await postEvent(ctx.app, eventAdmin, event);
  const order = await orderSeats(ctx.app, buyer.token, eventUuid, ['S-1-1']);
  await payOrder(ctx.app, order, buyer.token);
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
