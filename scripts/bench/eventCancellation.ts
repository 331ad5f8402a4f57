// Cancelling an event of 2,000 sold tickets on PostgreSQL: the time from `POST /admin/events/{uuid}/cancel`
// until its job has refunded every paid order (each through the gateway's simulator, its tickets
// voided and its places back on sale), and then until every buyer's e-mail is sent. The tickets are
// sold first the buyers' way: general admission, two a order, each order paid at the simulator.
//   tsx scripts/bench/eventCancellation.ts              (also part of `npm run bench`)
//   BENCH_TICKETS=400 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/eventCancellation.ts
import type { Mailer } from '../../server/src/integrations/mail/mail';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { payAtGateway } from '../../server/test/orders';
import type { Row } from './api';
import { appOnPostgres } from './appOnPostgres';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 2000);
const PER_ORDER = 2;
/** Orders made and paid at once while the tickets are sold (not measured). */
const SELLING = 8;

const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export async function eventCancellationBenchmarks(): Promise<Row[]> {
  let mails = 0;
  const mailer: Mailer = { send: async () => void mails++, close: async () => undefined };
  // One signed-in user, buyer and staff at once; the gateway's web service (refunds) answered by
  // the app's simulator in process.
  const bench = await appOnPostgres({
    dataDirPrefix: 'tribuna-bench-cancel-',
    mailer,
    // The sweepers run when the bench says so.
    env: { JOB_INTERVAL_SECONDS: '0' },
    gatewayThroughApp: true,
  });
  const { app, database } = bench;
  try {
    await database.migrate();
    await createUsersRepository(database.db).insert({
      firebaseUid: 'bench',
      email: 'bench@example.com',
      roles: ['user', 'event_admin', 'order_admin'],
      gdprAcceptedAt: new Date(),
    });
    const headers = { 'id-token': 'bench', 'x-app-lang': 'cs' };
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const event = await call('POST', '/admin/events', {
      name: { cs: 'Derby' },
      text: { cs: '<p>Večer</p>' },
      venue: 'Letná',
      startsAt: iso(48 * hour),
      endsAt: iso(50 * hour),
      saleFrom: iso(-hour),
      saleTo: iso(47 * hour),
      published: true,
      categories: [
        {
          key: 'A',
          name: { cs: 'Stání' },
          color: '#00aa00',
          priceCzk: 30_000,
          priceEur: 1_200,
          capacity: TICKETS,
        },
      ],
      seatingPlan: null,
    });
    const orders = Math.ceil(TICKETS / PER_ORDER);
    let next = 0;
    await Promise.all(
      Array.from({ length: SELLING }, async () => {
        while (next < orders) {
          const index = next++;
          const count = Math.min(PER_ORDER, TICKETS - index * PER_ORDER);
          const order = await call('POST', '/orders', {
            currency: 'CZK',
            lines: Array.from({ length: count }, () => ({
              kind: 'ticket',
              refUuid: event.uuid,
              option: 'A',
            })),
          });
          const form = await call('PUT', '/orders/pre-complete', { orderUuid: order.uuid });
          const answer = await payAtGateway(app, form, 'paid');
          const done = await call('PUT', '/orders/complete', answer);
          if (done.order?.status !== 'accepted') throw new Error(`order ${order.uuid} was not accepted`);
        }
      }),
    );

    const started = performance.now();
    const job = await call('POST', `/admin/events/${event.uuid}/cancel`, { reason: 'Bench', refund: true });
    let state = job;
    while (state.status !== 'done') {
      await app.jobs.runOnce('eventCancellationRefunds');
      state = await call('GET', `/admin/events/${event.uuid}/cancellation`);
    }
    const refunded = (performance.now() - started) / 1000;
    if (state.done !== orders || state.failed !== 0)
      throw new Error(`the job refunded ${state.done} of ${orders} orders (${state.failed} failed)`);
    while ((await app.jobs.runOnce('eventNotices')) > 0);
    const mailed = (performance.now() - started) / 1000;
    if (mails < orders) throw new Error(`only ${mails} of ${orders} buyers were mailed`);
    return [
      [
        `cancel an event of ${TICKETS} sold tickets (${orders} paid orders), all refunded (PostgreSQL)`,
        `${refunded.toFixed(1)} s`,
        '',
      ],
      ['  … and every buyer mailed', `${mailed.toFixed(1)} s`, ''],
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value] of await eventCancellationBenchmarks()) console.log(`${row}  ${value}`);
}
