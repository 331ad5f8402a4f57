// Throughput of `PUT /orders/complete` on PostgreSQL: orders are made and paid at the simulator
// first (each with its own signed answer), then their returns are fired 50 at a time over HTTP.
// Every answer is settled under its attempt's row lock and accepts its order in one transaction.
//   tsx scripts/bench/orders.ts              (also part of `npm run bench`)
//   BENCH_ORDERS=400 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/orders.ts
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import type { IdentityProvider } from '../../server/src/integrations/identity/identity';
import type { Mailer } from '../../server/src/integrations/mail/mail';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { payAtGateway } from '../../server/test/orders';
import type { Row } from './api';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function ordersBenchmarks(): Promise<Row[]> {
  const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-orders-'));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_EMAIL: '0',
  });
  const database = await openDatabase(config.database);
  // One signed-in buyer: every token is theirs (the identity provider is not what is measured).
  const identity = {
    verifyIdToken: async () => ({
      uid: 'bench',
      email: 'bench@example.com',
      emailVerified: true,
      signedInAt: new Date(),
    }),
  } as unknown as IdentityProvider;
  const mailer: Mailer = { send: async () => undefined, close: async () => undefined };
  const app = await buildApp({
    config,
    database,
    identity,
    emulatorHost: null,
    serveFrontends: false,
    mailer,
  });
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
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value] of await ordersBenchmarks()) console.log(`${row}  ${value}`);
}
