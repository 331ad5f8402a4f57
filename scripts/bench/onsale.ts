// Sale day on PostgreSQL: a 20,000-seat event and 500 buyers over HTTP at once, each with their own
// hold token, each holding 2–4 seats a round for several rounds. Half of them ask for the same best
// block ("best available" in category A), the other half pick seats of category B; after a hold some
// release it, some pay (the bench's own process books their seats through the seat repository, as a
// second server would; its CPU counts with the buyers'). Printed
// beside the raw single-row UPDATE rate of the same PostgreSQL from pgbench in the same run.
//   tsx scripts/bench/onsale.ts                       (also `npm run bench -- --onsale`)
//   BENCH_BUYERS=500 BENCH_ROUNDS=8 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/onsale.ts
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { openDatabase } from '../../server/src/db/client';
import { createSeatingRepository } from '../../server/src/modules/seating/seating.repository';
import type { Row } from './api';

const here = path.dirname(fileURLToPath(import.meta.url));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PGBENCH_SECONDS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

interface Ready {
  origin: string;
  eventUuid: string;
  /** Another event on sale, for the warm-up. */
  warmUpEventUuid: string;
  seatCount: number;
  tokens: string[];
  /** The server's processes (one per worker in cluster mode). */
  pids?: number[];
}

/** `BENCH_PROFILE=<dir>`: the server writes a CPU profile there (open it in Chrome's DevTools). */
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];

/**
 * How the server is set up: `tuned` as Tribuna runs by default; `baseline` as it ran before the
 * sale-day work (10 pooled connections, the buyer's user row read on every request), for a side by
 * side comparison under the same machine load (`BENCH_COMPARE=1`).
 */
type Setup = 'tuned' | 'baseline';
const setups: Record<Setup, NodeJS.ProcessEnv> = {
  tuned: {},
  baseline: { BENCH_POOL_MAX: '10', BENCH_BUYER_FRESH_SECONDS: '0' },
};

function startServer(url: string, dataDir: string, setup: Setup) {
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(here, 'onsaleServer.ts'), url, String(BUYERS), dataDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...setups[setup] },
    },
  );
  let output = '';
  const ready = new Promise<Ready>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\{.*\})\n/.exec(output);
      if (match) resolve(JSON.parse(match[1]!) as Ready);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`on-sale server exited (${code}):\n${output}`)));
  });
  return {
    ready,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU seconds a process has used so far (Linux /proc; 0 where it cannot be read). */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Busy and total CPU seconds of the whole machine so far (all cores), from /proc/stat. */
async function machineSeconds(): Promise<{ busy: number; total: number }> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** The local TCP ports of the processes' sockets (Linux /proc), to tell whose a backend is. */
async function localPorts(pids: readonly number[]): Promise<Set<number>> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const socket = /^socket:\[(\d+)\]$/.exec(link);
      if (socket) inodes.add(socket[1]!);
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && inodes.has(fields[9]!)) ports.add(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

/**
 * Where the CPU of the run went: the server process(es), this process (the buyers and the payments
 * side), the PostgreSQL backends of the bench database (those serving the server apart), and
 * everything else on the machine (other people's work).
 */
async function cpuSnapshot(
  serverPids: readonly number[],
  backends: readonly { pid: number; forServer: boolean }[],
) {
  const each = async (pids: readonly number[]) =>
    new Map(await Promise.all(pids.map(async (pid) => [pid, await cpuSeconds(pid)] as const)));
  return {
    server: await each(serverPids),
    buyers: await cpuSeconds(process.pid),
    postgres: await each(backends.map((backend) => backend.pid)),
    postgresForServer: await each(backends.filter((b) => b.forServer).map((backend) => backend.pid)),
    machine: await machineSeconds(),
  };
}
type CpuSnapshot = Awaited<ReturnType<typeof cpuSnapshot>>;

/** CPU seconds per part between two snapshots (a process that started between them counts from 0). */
function cpuUsed(before: CpuSnapshot, after: CpuSnapshot) {
  const delta = (a: Map<number, number>, b: Map<number, number>) =>
    [...b].reduce((sum, [pid, seconds]) => sum + seconds - (a.get(pid) ?? 0), 0);
  const server = delta(before.server, after.server);
  const buyers = after.buyers - before.buyers;
  const postgres = delta(before.postgres, after.postgres);
  const postgresForServer = delta(before.postgresForServer, after.postgresForServer);
  const busy = after.machine.busy - before.machine.busy;
  return { server, buyers, postgres, postgresForServer, others: busy - server - buyers - postgres, busy };
}

/** The raw rate of single-row UPDATEs by primary key, 16 clients, on the same server. */
async function pgbenchUpdates(url: string): Promise<number> {
  const run = promisify(execFile);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-pgbench-'));
  try {
    const script = path.join(dir, 'update.sql');
    await writeFile(
      script,
      '\\set aid random(1, 100000)\nUPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;\n',
    );
    await run('pgbench', ['-i', '-q', '-s', '1', url]);
    const { stdout } = await run('pgbench', [
      '-n',
      '-c',
      '16',
      '-j',
      '2',
      '-T',
      String(PGBENCH_SECONDS),
      '-f',
      script,
      url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench said:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function onSaleBenchmarks(): Promise<Row[]> {
  if (!process.env.BENCH_COMPARE) return onSaleRun('tuned');
  const rows: Row[] = [];
  for (const setup of ['baseline', 'tuned', 'baseline', 'tuned'] as const)
    rows.push(...(await onSaleRun(setup)));
  return rows;
}

async function onSaleRun(setup: Setup): Promise<Row[]> {
  const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-onsale-'));
  const server = startServer(url.toString(), dataDir, setup);
  const pools: Pool[] = [];
  // The payments' side: this process, beside the server, books what a paid token holds.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const seating = createSeatingRepository(database.db);
  const seatCheck = new pg.Client({ connectionString: url.toString() });
  try {
    const ready = await server.ready;
    const { origin, eventUuid, warmUpEventUuid, tokens } = ready;
    await seatCheck.connect();
    // The buyers speak HTTP/1.1 with keep-alive through undici, the leanest client Node has: the load
    // generator shares the two cores with what it measures, so what it spends is taken from the server.
    // Each request goes through undici's dispatcher with a handler of plain callbacks (no response
    // stream per request), with its headers made once per buyer; every answer is read whole and parsed.
    const pool = new Pool(origin, { connections: BUYERS, pipelining: 1 });
    pools.push(pool);
    const headers = tokens.map((_, buyer) => [
      'content-type',
      'application/json',
      'id-token',
      `buyer-${buyer}`,
    ]);
    const pathsOf = (uuid: string) => ({
      best: `/api/v1/events/${uuid}/actions/hold-best-available`,
      hold: `/api/v1/events/${uuid}/actions/hold`,
      release: `/api/v1/events/${uuid}/actions/release`,
    });
    const paths = pathsOf(eventUuid);
    type Answer = { status: number; body: { objects?: string[] } };
    const post = (path: string, buyer: number, body: unknown) =>
      new Promise<Answer>((resolve, reject) => {
        let status = 0;
        const chunks: Buffer[] = [];
        pool.dispatch(
          { method: 'POST', path, headers: headers[buyer]!, body: JSON.stringify(body) },
          {
            onConnect: () => {},
            onHeaders: (statusCode) => {
              status = statusCode;
              return true;
            },
            onData: (chunk) => {
              chunks.push(chunk);
              return true;
            },
            onComplete: () => {
              try {
                const text = chunks.length === 1 ? chunks[0]!.toString() : Buffer.concat(chunks).toString();
                resolve({ status, body: JSON.parse(text) as Answer['body'] });
              } catch (error) {
                reject(error instanceof Error ? error : new Error(String(error)));
              }
            },
            onError: reject,
          },
        );
      });

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
    const cpuBefore = await cpuSnapshot(serverPids, await backendPids());
    const transactionsBefore = await transactions();
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
    const updates = await pgbenchUpdates(url.toString());
    return [
      [
        `on sale (${setup}): ${BUYERS} buyers × ${ROUNDS} rounds, 20,000 seats (PostgreSQL), successful holds`,
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
    await seatCheck.end().catch(() => {});
    await server.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    // Pools close their sockets a moment after they say they have ended; a forced drop before that
    // kills them mid-goodbye, which pg reports as an uncaught error. FORCE stays as the last resort.
    for (let i = 0; i < 50; i++) {
      const open = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (open.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value, goal] of await onSaleBenchmarks())
    console.log(`${row}  ${value}${goal ? `   goal ${goal}` : ''}`);
}
