// Sale day on PostgreSQL, open loop: buyers arrive at a fixed rate whatever the answers (1,000, 2,000
// and 4,000 hold requests per second offered, 10 s each), as they do when a sale opens. Each request
// is sent at its intended moment and its latency counts from that moment, so a server that falls
// behind shows it in the latencies instead of slowing the arrivals down (no coordinated omission).
// Each rate has an event of its own, sized so that every request can be served, and buyers of its
// own (1,000, one connection each); half the requests ask for "best available" 2 seats in category A,
// half name 2 seats of category B no other request names. At the end each rate's event is read from
// the database: every seat answered held must be held there by the token it was answered to, and no
// seat may have been answered to two tokens (seats sold twice: 0).
//   tsx scripts/bench/onsaleOpen.ts                     (also `npm run bench -- --onsale`)
//   BENCH_OPEN_RATES=1000,2000,4000 BENCH_OPEN_SECONDS=10 BENCH_OPEN_BUYERS=1000 tsx scripts/bench/onsaleOpen.ts
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Pool } from 'undici';
import type { Row } from './api';
import {
  benchDatabase,
  buyerHeaders,
  cpuSnapshot,
  cpuUsed,
  localPorts,
  percentile,
  poster,
  salePaths,
  startServer,
} from './onsaleParts';
import { profileDir, startProfile } from './onsaleProfile';

const RATES = (process.env.BENCH_OPEN_RATES ?? '1000,2000,4000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
const BUYERS = Number(process.env.BENCH_OPEN_BUYERS ?? 1000);
const SEATS_PER_HOLD = 2;

/** Rows of 8 × 50 seats for `requests` holds: each half of the rows serves half of them, with a quarter spare. */
const rowsFor = (requests: number) => 2 * Math.ceil((requests * SEATS_PER_HOLD * 1.25) / 2 / 400);

interface RateResult {
  offered: number;
  requests: number;
  /** Answers per second, from the first intended start to the last answer. */
  achieved: number;
  held: number;
  refused: number;
  errors: number;
  latencies: number[];
  /** Seats answered held to two tokens, or held in the database by another token than answered. */
  soldTwice: number;
  /** Of the machine's two cores, busy during the rate's run. */
  busy: number;
  /** CPU ms per request: server / load generator / PostgreSQL / rest of the machine. */
  cpuPerRequest: number[];
  /** The last request's lag behind its intended moment when it was sent (the generator keeping up). */
  sendLagMs: number;
}

export async function openLoopBenchmarks(): Promise<Row[]> {
  const benchDb = await benchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-open-'));
  const rows = RATES.map((rate) => rowsFor(rate * SECONDS));
  const server = startServer(benchDb.url, dataDir, 'tuned', BUYERS * RATES.length, {
    BENCH_SALE_EVENTS: rows.join(','),
  });
  const seatCheck = new pg.Client({ connectionString: benchDb.url });
  const results: RateResult[] = [];
  try {
    const ready = await server.ready;
    await seatCheck.connect();
    const serverPids = ready.pids ?? [server.pid];
    const backends = async () => {
      const serverPorts = await localPorts(serverPids);
      const { rows } = await seatCheck.query<{ pid: number; client_port: number | null }>(
        'select pid, client_port from pg_stat_activity where datname = $1',
        [benchDb.name],
      );
      return rows.map((row) => ({ pid: row.pid, forServer: serverPorts.has(row.client_port ?? -1) }));
    };
    for (const [index, rate] of RATES.entries()) {
      const event = ready.events[index]!;
      const first = index * BUYERS;
      const tokens = ready.tokens.slice(first, first + BUYERS);
      const pool = new Pool(ready.origin, { connections: BUYERS, pipelining: 1 });
      try {
        const post = poster(pool, buyerHeaders(BUYERS, first));
        await warmUp(post, ready.warmUpEventUuid, event.uuid, tokens);
        const cpuBefore = await cpuSnapshot(serverPids, await backends());
        const result = await openLoop(post, rate, event.uuid, rows[index]!, tokens, serverPids);
        const cpu = cpuUsed(cpuBefore, await cpuSnapshot(serverPids, await backends()));
        result.cpuPerRequest = [cpu.server, cpu.buyers, cpu.postgres, cpu.others].map(
          (s) => (1000 * s) / result.requests,
        );
        result.busy = cpu.busy / (os.cpus().length * (result.requests / result.achieved));
        result.soldTwice += await heldElsewhere(seatCheck, event.uuid, result);
        results.push(result);
      } finally {
        await pool.destroy();
      }
      // The next rate starts on a server that has caught up.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await seatCheck.end().catch(() => {});
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
  return results.flatMap((r): Row[] => [
    [
      `on sale, open loop: ${r.offered.toLocaleString('en')} holds/s offered for ${SECONDS} s (${BUYERS} buyers, fresh seats), answered`,
      `${r.achieved.toFixed(0)} /s`,
      `${r.offered.toLocaleString('en')} /s`,
    ],
    [
      '  … latency from the intended start p50 / p99 / max',
      `${[0.5, 0.99].map((p) => percentile(r.latencies, p).toFixed(0)).join(' / ')} / ${r.latencies.at(-1)!.toFixed(0)} ms`,
      r.offered === 2000 ? 'p99 ≤ 50 ms (floor 200 ms)' : '',
    ],
    [
      '  … held / refused (taken first) / errors / seats sold twice',
      `${r.held} / ${r.refused} / ${r.errors} / ${r.soldTwice}`,
      '0 errors, 0 twice',
    ],
    [
      '  … CPU ms per request: server / buyers / PostgreSQL / rest; machine busy; last send late by',
      `${r.cpuPerRequest.map((ms) => ms.toFixed(2)).join(' / ')}; ${(100 * r.busy).toFixed(0)} %; ${r.sendLagMs.toFixed(1)} ms`,
      '',
    ],
  ]);
}

type Post = ReturnType<typeof poster>;

/**
 * Every buyer opens their connection and the server reads their user row (holding and releasing a
 * seat of the warm-up event); one "best available" on the rate's event makes its ranking (the server
 * keeps it), and is released.
 */
async function warmUp(post: Post, warmUpEventUuid: string, eventUuid: string, tokens: readonly string[]) {
  const warm = salePaths(warmUpEventUuid);
  await Promise.all(
    tokens.map(async (holdToken, buyer) => {
      const objects = [
        `${'ABCDEFGH'[buyer % 8]}-${1 + Math.floor(buyer / 400)}-${1 + (Math.floor(buyer / 8) % 50)}`,
      ];
      const res = await post(warm.hold, buyer, { holdToken, objects });
      if (res.status === 200) await post(warm.release, buyer, { holdToken, objects: res.body.objects });
    }),
  );
  const paths = salePaths(eventUuid);
  for (const category of ['A', 'B']) {
    const res = await post(paths.best, 0, { holdToken: tokens[0], number: SEATS_PER_HOLD, category });
    if (res.status === 200) await post(paths.release, 0, { holdToken: tokens[0], objects: res.body.objects });
  }
}

/** Sends `rate × SECONDS` holds at their intended moments; answers when every one is answered. */
async function openLoop(
  post: Post,
  rate: number,
  eventUuid: string,
  rows: number,
  tokens: readonly string[],
  serverPids: readonly number[],
): Promise<RateResult> {
  const paths = salePaths(eventUuid);
  const total = rate * SECONDS;
  const interval = 1000 / rate;
  const latencies = new Array<number>(total);
  const answeredTo = new Map<string, string>();
  const result: RateResult = {
    offered: rate,
    requests: total,
    achieved: 0,
    held: 0,
    refused: 0,
    errors: 0,
    latencies: [],
    soldTwice: 0,
    busy: 0,
    cpuPerRequest: [],
    sendLagMs: 0,
  };
  // The k-th request naming seats takes the k-th pair of category B (the back half of the rows).
  const namedSeats = (k: number) => {
    const section = 'ABCDEFGH'[k % 8]!;
    const pair = Math.floor(k / 8);
    const row = rows / 2 + 1 + Math.floor(pair / 25);
    const seat = 1 + 2 * (pair % 25);
    return [`${section}-${row}-${seat}`, `${section}-${row}-${seat + 1}`];
  };
  let answered = 0;
  let lastAnswer = 0;
  let done: () => void = () => {};
  const allAnswered = new Promise<void>((resolve) => (done = resolve));
  const send = (i: number, intended: number) => {
    const buyer = i % tokens.length;
    const holdToken = tokens[buyer]!;
    const request =
      i % 2 === 0
        ? post(paths.best, buyer, { holdToken, number: SEATS_PER_HOLD, category: 'A' })
        : post(paths.hold, buyer, { holdToken, objects: namedSeats((i - 1) / 2) });
    request
      .then(
        (res) => {
          if (res.status === 200) {
            result.held++;
            for (const seat of res.body.objects ?? []) {
              const before = answeredTo.get(seat);
              if (before !== undefined && before !== holdToken) result.soldTwice++;
              answeredTo.set(seat, holdToken);
            }
          } else if (res.status === 409) result.refused++;
          else result.errors++;
        },
        () => result.errors++,
      )
      .finally(() => {
        lastAnswer = performance.now();
        latencies[i] = lastAnswer - intended;
        if (++answered === total) done();
      });
  };
  if (profileDir) {
    for (const pid of serverPids) process.kill(pid, 'SIGUSR2');
    // Starting the profiler blocks the server a moment: not in the measured window.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const profiling = await startProfile(`onsale-open-${rate}`);
  const start = performance.now() + 20;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next++;
      }
      result.sendLagMs = now - (start + (next - 1) * interval);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else resolve();
    };
    setTimeout(tick, 20);
  });
  await allAnswered;
  await profiling.stop();
  if (profileDir) for (const pid of serverPids) process.kill(pid, 'SIGUSR2');
  result.achieved = total / ((lastAnswer - start) / 1000);
  result.latencies = latencies.sort((a, b) => a - b);
  answeredToOf.set(result, answeredTo);
  return result;
}

const answeredToOf = new WeakMap<RateResult, Map<string, string>>();

/** Seats answered held whose row in the database is held by another token (or booked). */
async function heldElsewhere(seatCheck: pg.Client, eventUuid: string, result: RateResult) {
  const { rows } = await seatCheck.query<{
    id: string;
    hold_token: string | null;
    order_uuid: string | null;
  }>(
    'select id, hold_token, order_uuid from event_seats where event_uuid = $1 and (hold_token is not null or order_uuid is not null)',
    [eventUuid],
  );
  const stored = new Map(rows.map((row) => [row.id, row]));
  let wrong = 0;
  for (const [seat, token] of answeredToOf.get(result) ?? []) {
    const row = stored.get(seat);
    if (!row || row.hold_token !== token || row.order_uuid !== null) wrong++;
  }
  return wrong;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value, goal] of await openLoopBenchmarks())
    console.log(`${row}  ${value}${goal ? `   goal ${goal}` : ''}`);
}
