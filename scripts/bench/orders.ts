// Throughput of `PUT /orders/complete` on PostgreSQL: orders are made and paid at the simulator
// first (each with its own signed answer), then their returns are fired 50 at a time over HTTP.
// Every answer is settled under its attempt's row lock and accepts its order in one transaction.
//   tsx scripts/bench/orders.ts              (also part of `npm run bench`)
//   BENCH_ORDERS=400 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/orders.ts
import { randomUUID } from 'node:crypto';
import type { Mailer } from '../../server/src/integrations/mail/mail';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { payAtGateway } from '../../server/test/orders';
import type { Row } from './api';
import { appOnPostgres } from './appOnPostgres';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function ordersBenchmarks(): Promise<Row[]> {
  const mailer: Mailer = { send: async () => undefined, close: async () => undefined };
  // One signed-in buyer: every token is theirs.
  const bench = await appOnPostgres({ dataDirPrefix: 'tribuna-bench-orders-', mailer });
  const { app, database } = bench;
  try {
    await database.migrate();
    await createUsersRepository(database.db).insert({ firebaseUid: 'bench', email: 'bench@example.com' });
    app.lineKinds.register('bench', {
      price: async () => ({ unitAmount: 10_000, label: 'Bench' }),
      fulfil: async () => undefined,
    });
    const headers = { 'id-token': 'bench', 'x-app-lang': 'cs' };
    const answers: Record<string, string>[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const order = await app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers,
        payload: { currency: 'CZK', lines: [{ kind: 'bench', refUuid: randomUUID() }] },
      });
      const form = await app.inject({
        method: 'PUT',
        url: '/api/v1/orders/pre-complete',
        headers,
        payload: { orderUuid: order.json().uuid },
      });
      answers.push(await payAtGateway(app, form.json(), 'paid'));
    }
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const latencies: number[] = [];
    let accepted = 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < answers.length) {
          const answer = answers[next++]!;
          const t = performance.now();
          // The buyer comes back signed in: the order is answered to its owner only.
          const res = await fetch(`${origin}/api/v1/orders/complete`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(answer),
          });
          const body = (await res.json()) as { order?: { status: string } };
          latencies.push(performance.now() - t);
          if (body.order?.status === 'accepted') accepted++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (accepted !== ORDERS) throw new Error(`only ${accepted} of ${ORDERS} orders were accepted`);
    latencies.sort((a, b) => a - b);
    return [
      [
        `PUT /orders/complete, ${ORDERS} paid orders, ${CONCURRENCY} at once (PostgreSQL)`,
        `${(ORDERS / seconds).toFixed(0)} /s`,
        '',
      ],
      [
        '  … latency p50 / p99',
        `${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.99).toFixed(0)} ms`,
        '',
      ],
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value] of await ordersBenchmarks()) console.log(`${row}  ${value}`);
}
