// Season seats on PostgreSQL: a season of 20 events (each a plan of 1,000 seats, the same in every
// event), and seats bought one after the other as a fan buys one: the seat held in all 20 events at
// once (`POST /season-tickets/{uuid}/holds`), the order made, paid at the simulator and confirmed
// (`PUT /orders/complete`: the seat booked in the 20 events, 20 tickets issued, the membership given).
// Printed: the hold alone, the confirmation alone and the whole booking, p50 / p99 over the bookings.
//   npm run bench -- --season
//   BENCH_SEASON_BOOKINGS=100 BENCH_SEASON_EVENTS=20 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/seasonSeats.ts
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { payAtGateway, seatedSection, seatingPlan, testEvent } from '../../server/test/orders';
import type { Row } from './api';
import { appOnPostgres } from './appOnPostgres';

const BOOKINGS = Number(process.env.BENCH_SEASON_BOOKINGS ?? 50);
const EVENTS = Number(process.env.BENCH_SEASON_EVENTS ?? 20);
const ROWS = 20;
const SEATS_PER_ROW = 50;
const hour = 3_600_000;

/** The statements this process sends to PostgreSQL (BEGIN and COMMIT included), counted at the driver. */
const statements = { count: 0 };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements.count++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 0.5).toFixed(0)} / ${percentile(sorted, 0.99).toFixed(0)} ms`;
};

async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'id-token': 'bench', 'x-app-lang': 'cs' },
    ...(payload !== undefined && { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function seasonSeatBenchmarks(): Promise<Row[]> {
  const bench = await appOnPostgres({
    dataDirPrefix: 'tribuna-bench-season-',
    mailer: { send: async () => undefined, close: async () => undefined },
    gatewayThroughApp: true,
  });
  const { app, database } = bench;
  try {
    await database.migrate();
    // The one user of every token: staff to set the season up, then its buyer.
    await createUsersRepository(database.db).insert({
      firebaseUid: 'bench',
      email: 'bench@example.com',
      roles: ['super_admin'],
    });
    const from = Date.now();
    const events: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const event = testEvent({
        name: { cs: `Zápas ${i + 1}` },
        startsAt: new Date(from + (48 + 24 * i) * hour).toISOString(),
        endsAt: new Date(from + (50 + 24 * i) * hour).toISOString(),
        saleTo: new Date(from + (47 + 24 * i) * hour).toISOString(),
        seatingPlan: seatingPlan(
          seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: ROWS, seats: SEATS_PER_ROW }),
        ),
      });
      events.push((await call(app, 'POST', '/admin/events', event)).uuid);
    }
    const day = (days: number) => new Date(from + days * 24 * hour).toISOString().slice(0, 10);
    const plan = await call(app, 'POST', '/admin/subscriptions', {
      name: { cs: 'Permanentka' },
      text: { cs: '<p>Sezóna</p>' },
      type: 'seasonal',
      validFrom: day(0),
      validTo: day(365),
      sellable: false,
      prices: [{ label: { cs: 'Plná' }, amountCzk: 300_000, amountEur: 12_000 }],
    });
    const season = await call(app, 'POST', '/admin/season-tickets', {
      subscriptionUuid: plan.uuid,
      eventUuids: events,
      sections: ['A'],
    });

    const holds: number[] = [];
    const confirmations: number[] = [];
    const bookings: number[] = [];
    const holdStatements: number[] = [];
    const confirmationStatements: number[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const seatId = `A-${Math.floor(i / SEATS_PER_ROW) + 1}-${(i % SEATS_PER_ROW) + 1}`;
      // The confirmation e-mails of the booking before (its 20 tickets' PDF) are out before the clock starts.
      await app.jobs.runOnce('orderNotifications');
      const started = performance.now();
      const beforeHold = statements.count;
      const hold = await call(app, 'POST', `/season-tickets/${season.uuid}/holds`, { seatId });
      const held = performance.now();
      holdStatements.push(statements.count - beforeHold);
      const order = await call(app, 'POST', '/orders', {
        currency: 'CZK',
        lines: [{ kind: 'season_ticket', refUuid: season.uuid, quantity: 1, option: hold.token }],
      });
      const form = await call(app, 'PUT', '/orders/pre-complete', { orderUuid: order.uuid });
      const answer = await payAtGateway(app, form, 'paid');
      const confirming = performance.now();
      const beforeConfirmation = statements.count;
      const done = await call(app, 'PUT', '/orders/complete', answer);
      const end = performance.now();
      confirmationStatements.push(statements.count - beforeConfirmation);
      if (done.order?.status !== 'accepted') throw new Error(`booking ${i + 1} was not accepted`);
      holds.push(held - started);
      confirmations.push(end - confirming);
      bookings.push(end - started);
    }
    // Every seat booked in every event, with a valid ticket each.
    const mine = await call(app, 'GET', '/auth/season-seats');
    const tickets = (mine.seats as { events: { status: string }[] }[]).flatMap((s) => s.events);
    if (mine.seats.length !== BOOKINGS || tickets.length !== BOOKINGS * EVENTS)
      throw new Error(`${mine.seats.length} seats, ${tickets.length} tickets after ${BOOKINGS} bookings`);
    return [
      [
        `season seat across ${EVENTS} events, ${BOOKINGS} bookings one after another (PostgreSQL): hold p50 / p99`,
        ms(holds),
        '',
      ],
      ['  … confirmation (booked in every event, a ticket each) p50 / p99', ms(confirmations), ''],
      ['  … whole booking (hold, order, payment at the simulator, confirmation) p50 / p99', ms(bookings), ''],
      [
        '  … statements sent to PostgreSQL (counted at the driver): hold / confirmation, median',
        `${percentile(
          [...holdStatements].sort((a, b) => a - b),
          0.5,
        )} / ${percentile(
          [...confirmationStatements].sort((a, b) => a - b),
          0.5,
        )}`,
        '',
      ],
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await seasonSeatBenchmarks();
  for (const [name, value] of rows) console.log(`${name.padEnd(100)} ${value}`);
}
