// Sale day on PostgreSQL: a 20,000-seat event and 500 buyers over HTTP at once, each with their own
// hold token, each holding 2–4 seats a round for several rounds. Half of them ask for the same best
// block ("best available" in category A), the other half pick seats of category B; after a hold some
// release it, some pay (the bench's own process books their seats through the seat repository, as a
// second server would; its CPU counts with the buyers'). Printed
// beside the raw single-row UPDATE rate of the same PostgreSQL from pgbench in the same run.
//   tsx scripts/bench/onsale.ts                       (also `npm run bench -- --onsale`)
//   BENCH_BUYERS=500 BENCH_ROUNDS=8 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/onsale.ts
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Pool } from 'undici';
import { openDatabase } from '../../server/src/db/client';
import { createSeatingRepository } from '../../server/src/modules/seating/seating.repository';
import type { Row } from './api';
import {
  benchDatabase,
  buyerHeaders,
  cpuSnapshot,
  cpuUsed,
  localPorts,
  percentile,
  pgbenchUpdates,
  poster,
  salePaths,
  socketPoster,
  startServer,
  type Setup,
} from './onsaleParts';
import { profileDir, startProfile } from './onsaleProfile';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);

/**
 * How the buyers speak HTTP: `socket`, a plain keep-alive socket each (onsaleParts.ts
 * `socketPoster`), or through undici's dispatcher (`poster`); `BENCH_COMPARE=client` runs both.
 */
type Client = 'socket' | 'undici';

export async function onSaleBenchmarks(): Promise<Row[]> {
  const compare = process.env.BENCH_COMPARE;
  if (!compare) return onSaleRun('tuned', 'socket');
  const rows: Row[] = [];
  if (compare === 'client')
    for (const client of ['undici', 'socket', 'undici', 'socket'] as const)
      rows.push(...(await onSaleRun('tuned', client)));
  else
    for (const setup of ['baseline', 'tuned', 'baseline', 'tuned'] as const)
      rows.push(...(await onSaleRun(setup, 'socket')));
  return rows;
}

async function onSaleRun(setup: Setup, client: Client): Promise<Row[]> {
  const benchDb = await benchDatabase();
  const { name, url } = benchDb;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-onsale-'));
  const server = startServer(url, dataDir, setup, BUYERS);
  const pools: Pool[] = [];
  const closing: (() => void)[] = [];
  // The payments' side: this process, beside the server, books what a paid token holds.
  const database = await openDatabase({ kind: 'postgres', url });
  let closed: Promise<void> | null = null;
  const closeDatabase = () => (closed ??= database.close());
  const seating = createSeatingRepository(database.db);
  const seatCheck = new pg.Client({ connectionString: url });
  let checkEnded: Promise<void> | null = null;
  const endCheck = () => (checkEnded ??= seatCheck.end());
  try {
    const ready = await server.ready;
    const { origin, eventUuid, warmUpEventUuid, tokens } = ready;
    await seatCheck.connect();
    // The buyers speak HTTP/1.1 with keep-alive, one connection each (onsaleParts.ts `poster`).
    let post: ReturnType<typeof poster>;
    if (client === 'undici') {
      const pool = new Pool(origin, { connections: BUYERS, pipelining: 1 });
      pools.push(pool);
      post = poster(pool, buyerHeaders(tokens.length));
    } else {
      const sockets = socketPoster(origin, tokens.length);
      closing.push(sockets.close);
      post = sockets.post;
    }
    const pathsOf = salePaths;
    const paths = pathsOf(eventUuid);

    const serverPids = ready.pids ?? [server.pid];
    const backendPids = async () => {
      const serverPorts = await localPorts(serverPids);
      const { rows } = await seatCheck.query<{ pid: number; client_port: number | null }>(
        'select pid, client_port from pg_stat_activity where datname = $1',
        [name],
      );
      return rows.map((row) => ({ pid: row.pid, forServer: serverPorts.has(row.client_port ?? -1) }));
    };
    const transactions = async () =>
      (
        await seatCheck.query<{ n: number }>(
          'select (xact_commit + xact_rollback)::int as n from pg_stat_database where datname = $1',
          [name],
        )
      ).rows[0]?.n ?? 0;
    // The warm-up: a server on sale day has been up for days, and its buyers have the sale's page
    // open when the sale starts. Before the measured sale, every buyer connects and holds, releases
    // and pays for seats of another event for two rounds, so that neither the first connections nor
    // the compiling of the hot code (the server's and this process's) fall into the measurement.
    const warmUp = pathsOf(warmUpEventUuid);
    await Promise.all(
      tokens.map(async (holdToken, buyer) => {
        for (let round = 0; round < 2; round++) {
          const res =
            (buyer + round) % 2 === 0
              ? await post(warmUp.best, buyer, { holdToken, number: 2, category: 'A' })
              : await post(warmUp.hold, buyer, {
                  holdToken,
                  objects: [`${'ABCDEFGH'[buyer % 8]}-${26 + (buyer % 25)}-${1 + 2 * round}`],
                });
          if (res.status !== 200) continue;
          if (buyer % 4 === 0) await seating.book(holdToken, randomUUID());
          else await post(warmUp.release, buyer, { holdToken, objects: res.body.objects });
        }
      }),
    );
    const requests = { hold: 0, release: 0 };
    const latencies: number[] = [];
    const bestLatencies: number[] = [];
    const namedLatencies: number[] = [];
    const firstLatencies: number[] = [];
    const laterLatencies: number[] = [];
    const booked = new Map<string, string[]>();
    let held = 0;
    let refused = 0;
    let failed = 0;
    // BENCH_PROFILE: the measured window's CPU profiles (onsaleProfile.ts).
    if (profileDir) {
      for (const pid of serverPids) process.kill(pid, 'SIGUSR2');
      // Starting the profiler blocks the server a moment: not in the measured window.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const profiling = await startProfile('onsale-buyers');
    const cpuBefore = await cpuSnapshot(serverPids, await backendPids());
    const transactionsBefore = await transactions();
    const started = performance.now();
    await Promise.all(
      tokens.map(async (holdToken, buyer) => {
        for (let round = 0; round < ROUNDS; round++) {
          const number = 2 + Math.floor(Math.random() * 3);
          let objects: string[] | undefined;
          const t = performance.now();
          let res;
          if (buyer % 2 === 0) {
            res = await post(paths.best, buyer, {
              holdToken,
              number,
              category: 'A',
            });
          } else {
            const section = 'ABCDEFGH'[Math.floor(Math.random() * 8)]!;
            const row = 26 + Math.floor(Math.random() * 25);
            const first = 1 + Math.floor(Math.random() * (51 - number));
            objects = Array.from({ length: number }, (_, k) => `${section}-${row}-${first + k}`);
            res = await post(paths.hold, buyer, { holdToken, objects });
          }
          latencies.push(performance.now() - t);
          (buyer % 2 === 0 ? bestLatencies : namedLatencies).push(performance.now() - t);
          (round === 0 ? firstLatencies : laterLatencies).push(performance.now() - t);
          requests.hold++;
          if (res.status === 200) held++;
          else if (res.status === 409) refused++;
          else failed++;
          if (res.status !== 200) continue;
          const choice = Math.random();
          if (choice < 0.25) {
            requests.release++;
            const released = await post(paths.release, buyer, { holdToken, objects: res.body.objects });
            // A release frees exactly what the hold answered (the token holds nothing else).
            if (released.status !== 200 || released.body.objects?.join() !== res.body.objects?.join())
              failed++;
          } else if (choice < 0.4) {
            const orderUuid = randomUUID();
            for (const seat of await seating.book(holdToken, orderUuid)) {
              booked.set(seat.id, [...(booked.get(seat.id) ?? []), orderUuid]);
            }
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await profiling.stop();
    if (profileDir) for (const pid of serverPids) process.kill(pid, 'SIGUSR2');
    const cpu = cpuUsed(cpuBefore, await cpuSnapshot(serverPids, await backendPids()));
    // A backend publishes its counts to pg_stat_database at most once a second while busy, and once
    // idle only after PGSTAT_IDLE_INTERVAL (10 s): counted sooner, most of the run's are missing.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const statements = (await transactions()) - transactionsBefore;
    for (const list of [latencies, bestLatencies, namedLatencies, firstLatencies, laterLatencies])
      list.sort((a, b) => a - b);
    const soldTwice = [...booked.values()].filter((orders) => orders.length > 1).length;
    const stored = await seatCheck.query<{ n: number }>(
      'select count(*)::int as n from event_seats where event_uuid = $1 and order_uuid is not null',
      [eventUuid],
    );
    const bookedSeats = stored.rows[0]?.n ?? 0;
    if (failed > 0) throw new Error(`${failed} holds or releases failed with an error`);
    // pgbench's 16 clients once the server and its pool have gone (PostgreSQL is shared: 100 clients).
    await endCheck();
    await server.stop();
    await closeDatabase();
    const updates = await pgbenchUpdates(url);
    return [
      [
        `on sale (${setup}, ${client}): ${BUYERS} buyers × ${ROUNDS} rounds, 20,000 seats (PostgreSQL), successful holds`,
        `${(held / seconds).toFixed(0)} /s`,
        '≥ 4,000 /s',
      ],
      [
        '  … hold latency p50 / p99',
        `${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.99).toFixed(0)} ms`,
        'p99 < 50 ms',
      ],
      [
        '  … p50 / p99 of named seats, of best available',
        [namedLatencies, bestLatencies]
          .map((list) => `${percentile(list, 0.5).toFixed(0)} / ${percentile(list, 0.99).toFixed(0)} ms`)
          .join(', '),
        '',
      ],
      [
        '  … p50 / p99 of the first round (all buyers at once, each one’s first request), of the later ones',
        [firstLatencies, laterLatencies]
          .map((list) => `${percentile(list, 0.5).toFixed(0)} / ${percentile(list, 0.99).toFixed(0)} ms`)
          .join(', '),
        '',
      ],
      ['  … holds refused (seats taken first)', String(refused), ''],
      [
        '  … requests (holds + releases) / database statements, per successful hold',
        `${((requests.hold + requests.release) / held).toFixed(2)} / ${(statements / held).toFixed(2)}`,
        '',
      ],
      ['  … seats booked / sold twice', `${bookedSeats} / ${soldTwice}`, '0 twice'],
      [`  … pgbench single-row UPDATE, 16 clients`, `${updates.toFixed(0)} /s`, ''],
      [
        '  … successful holds per pgbench UPDATE (ratio, load-independent-ish)',
        (held / seconds / updates).toFixed(3),
        '',
      ],
      [
        '  … CPU ms per successful hold: server / buyers / PostgreSQL / rest of machine',
        [cpu.server, cpu.buyers, cpu.postgres, cpu.others]
          .map((s) => ((1000 * s) / held).toFixed(2))
          .join(' / '),
        '',
      ],
      [
        '  … CPU ms per successful hold of PostgreSQL: for the server / for the payments side',
        [cpu.postgresForServer, cpu.postgres - cpu.postgresForServer]
          .map((s) => ((1000 * s) / held).toFixed(2))
          .join(' / '),
        '',
      ],
      [
        '  … machine busy during the run (of 2 cores × seconds)',
        `${((100 * cpu.busy) / (os.cpus().length * seconds)).toFixed(0)} %, load ${os.loadavg()[0]!.toFixed(1)}`,
        '',
      ],
    ];
  } finally {
    await Promise.all(pools.map((pool) => pool.destroy()));
    for (const close of closing) close();
    await endCheck().catch(() => {});
    await server.stop();
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value, goal] of await onSaleBenchmarks())
    console.log(`${row}  ${value}${goal ? `   goal ${goal}` : ''}`);
}
