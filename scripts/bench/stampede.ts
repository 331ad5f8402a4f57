// Sale day's stampede on PostgreSQL: 20,000 signed-in buyers join an event's waiting room within 60
// seconds, through HAProxy to two Tribuna server processes, each keeping the room's live stream open;
// then the sale starts, everyone gets a random place, the room lets them in at a set rate, and each
// one let in holds two seats with the pass. Printed: memory (RSS) of each server, the time from the
// sale's start until the last one let in holds seats, how long the news of each admission tick took
// to reach the buyers (from the tick's moment, stored as the places' `admitted_at`, to the client),
// admissions out of order (checked in the database: let in earlier with a later place) and seats sold
// twice (answered to two tokens, or held in the database by another token than answered).
// A process may have 20,000 files open (ulimit -n) and HAProxy needs two per proxied connection, so
// the buyers come through several HAProxy processes, each in front of both servers (as a site has
// several load balancers), from as many processes of buyers (stampedeBuyers.ts).
//   tsx scripts/bench/stampede.ts                             (also `npm run bench -- --stampede`)
//   BENCH_STAMPEDE_BUYERS=20000 BENCH_STAMPEDE_JOIN_SECONDS=60 BENCH_STAMPEDE_RATE=60000 (a minute)
//   BENCH_STAMPEDE_PROXIES=3 tsx scripts/bench/stampede.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { haproxyConfig } from '../cluster/haproxyConfig';
import { root } from '../frontends';
import { serverBundle, serverNodeFlags } from '../serverBundle';
import type { Row } from './api';
import { benchDatabase, cpuSeconds, machineSeconds, percentile } from './onsaleParts';
import { profileDir } from './onsaleProfile';
import { STAFF_TOKEN, type BuyersJob, type BuyersReport } from './stampedeParts';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUYERS = Number(process.env.BENCH_STAMPEDE_BUYERS ?? 20_000);
const JOIN_SECONDS = Number(process.env.BENCH_STAMPEDE_JOIN_SECONDS ?? 60);
/** Buyers let in per minute. */
const RATE = Number(process.env.BENCH_STAMPEDE_RATE ?? 60_000);
const PROXIES = Number(process.env.BENCH_STAMPEDE_PROXIES ?? 3);
const PASS_MINUTES = 10;
/** Two seats each, a quarter spare: rows of 8 × 50 seats. */
const ROWS = 2 * Math.ceil((BUYERS * 2 * 1.25) / 800);

interface Started {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** CPU seconds so far of the parts (processes by part) and of the whole machine. */
async function cpuOf(parts: Record<string, number[]>) {
  const used: Record<string, number> = {};
  for (const [part, pids] of Object.entries(parts))
    used[part] = (await Promise.all(pids.map(lastCpuSeconds))).reduce((a, b) => a + b, 0);
  return { used, machine: (await machineSeconds()).busy, at: Date.now() };
}
/** A process's CPU seconds, or the last reading once it has ended. */
const lastCpu = new Map<number, number>();
async function lastCpuSeconds(pid: number) {
  const seconds = Math.max(await cpuSeconds(pid), lastCpu.get(pid) ?? 0);
  lastCpu.set(pid, seconds);
  return seconds;
}
type Cpu = Awaited<ReturnType<typeof cpuOf>>;

/** Each part's share of the two cores between two readings, and the rest of the machine's. */
function cpuShares(before: Cpu, after: Cpu) {
  const cores = (os.cpus().length * (after.at - before.at)) / 1000;
  let parts = 0;
  const shares = Object.keys(after.used).map((part) => {
    const used = after.used[part]! - (before.used[part] ?? 0);
    parts += used;
    return `${part} ${((100 * used) / cores).toFixed(0)}`;
  });
  return `${shares.join(', ')}, rest ${((100 * (after.machine - before.machine - parts)) / cores).toFixed(0)} %`;
}

/** A child process; `ready` answers the JSON it prints after `ready ` (for the servers). */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}, ipc = false) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
    env: { ...process.env, ...env },
  });
  let output = '';
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = /ready (\{.*\})\n/.exec(output);
      if (match) resolve(JSON.parse(match[1]!) as Record<string, unknown>);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${path.basename(args.at(-1) ?? command)} exited (${code}):\n${output}`)),
    );
  });
  ready.catch(() => {});
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  return { child, ready, stop, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stampedeBenchmarks(): Promise<Row[]> {
  const database = await benchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-stampede-'));
  const running: Started[] = [];
  const check = new pg.Client({ connectionString: database.url });
  try {
    // The servers run bundled, as `npm start` and `npm run start:cluster` run them (memory counts).
    const { entry: bundle } = await serverBundle({
      root,
      entry: path.join(here, 'stampedeServer.ts'),
      cacheDir: path.join(root, 'node_modules', '.cache', 'tribuna-bench-stampede'),
      configFiles: ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'].map((file) =>
        path.join(root, file),
      ),
    });
    // …with the same Node flags (a small young generation: less memory per process).
    // BENCH_NODE_FLAGS adds flags to the servers' (say `--max-old-space-size=256`), to compare.
    const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
    const serverArgs = (...more: string[]) => [
      ...serverNodeFlags,
      ...extraFlags,
      bundle,
      database.url,
      dataDir,
      ...more,
    ];
    const serverEnv = { MALLOC_ARENA_MAX: '2' };
    // A process of its own migrates the database and prepares the sale; then both servers start.
    const preparing = start(process.execPath, serverArgs(String(BUYERS), String(ROWS)), serverEnv);
    const { eventUuid } = (await preparing.ready) as { eventUuid: string };
    if (preparing.child.exitCode === null)
      await new Promise((resolve) => preparing.child.once('exit', resolve));
    const first = start(process.execPath, serverArgs(), serverEnv);
    const second = start(process.execPath, serverArgs(), serverEnv);
    running.push(first, second);
    const [one, two] = (await Promise.all([first.ready, second.ready])) as { origin: string; pid: number }[];
    const event = { uuid: eventUuid };
    // Each server's memory peaks by kind (stampedeServer.ts prints them every second).
    const memory = [first, second].map((server) => {
      const peaks: Record<string, number> = {};
      let rest = '';
      server.child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines)
          if (line.startsWith('memory '))
            for (const [kind, bytes] of Object.entries(JSON.parse(line.slice(7)) as Record<string, number>))
              peaks[kind] = Math.max(peaks[kind] ?? 0, bytes);
      });
      return peaks;
    });
    const servers = [one!, two!].map((server, i) => {
      const url = new URL(server.origin);
      return { name: `s${i + 1}`, host: url.hostname, port: Number(url.port), pid: server.pid };
    });

    const proxies: Started[] = [];
    const buyerProcesses: Started[] = [];
    // The proxies: each allows as many connections as its two files each fit in the limit.
    const origins: string[] = [];
    for (let i = 0; i < PROXIES; i++) {
      const port = await freePort();
      const file = path.join(dataDir, `haproxy-${i}.cfg`);
      const config = haproxyConfig({ bind: `127.0.0.1:${port}`, servers }).replace(
        'global\n',
        'global\n  maxconn 9000\n',
      );
      await writeFile(file, config);
      const proxy = start(process.env.HAPROXY ?? '/usr/sbin/haproxy', ['-db', '-f', file]);
      running.push(proxy);
      proxies.push(proxy);
      const origin = `http://127.0.0.1:${port}`;
      await waitFor('HAProxy', async () => (await fetch(`${origin}/api/v1/health`)).ok);
      origins.push(origin);
    }

    await check.connect();
    // Staff set the room: open now, the sale starts once everyone has joined.
    const joinAt = Date.now() + 10_000;
    const saleStartsAt = joinAt + JOIN_SECONDS * 1000 + 5_000;
    const room = await fetch(`${one!.origin}/api/v1/admin/events/${event.uuid}/waiting-room`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'id-token': STAFF_TOKEN },
      body: JSON.stringify({
        enabled: true,
        opensAt: new Date(Date.now() - 1000).toISOString(),
        saleStartsAt: new Date(saleStartsAt).toISOString(),
        rate: RATE,
        passMinutes: PASS_MINUTES,
        paused: false,
        closed: false,
      }),
    });
    if (!room.ok) throw new Error(`the room was not set: ${room.status} ${await room.text()}`);

    const spacingMs = (JOIN_SECONDS * 1000) / BUYERS;
    const deadline = saleStartsAt + (BUYERS / RATE) * 60_000 * 3 + 60_000;
    const reports = origins.map((origin, i) => {
      const job: BuyersJob = {
        origin,
        eventUuid: event.uuid,
        first: i,
        step: PROXIES,
        total: BUYERS,
        joinAt,
        spacingMs,
        passMinutes: PASS_MINUTES,
        deadline,
      };
      const buyers = start(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'stampedeBuyers.ts')],
        { STAMPEDE_JOB: JSON.stringify(job) },
        true,
      );
      running.push(buyers);
      buyerProcesses.push(buyers);
      return new Promise<BuyersReport>((resolve, reject) => {
        buyers.child.once('message', (report) => {
          void lastCpuSeconds(buyers.child.pid!);
          resolve(report as BuyersReport);
        });
        buyers.child.once('exit', (code) =>
          reject(new Error(`buyers' process ${i} exited (${code}):\n${buyers.output()}`)),
        );
      });
    });

    // Where the CPU goes while they join and after the sale starts.
    const parts = async () => ({
      servers: servers.map((server) => server.pid),
      HAProxy: proxies.map((proxy) => proxy.child.pid!),
      buyers: buyerProcesses.map((buyers) => buyers.child.pid!),
      PostgreSQL: (
        await check.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
          database.name,
        ])
      ).rows.map((row) => row.pid),
    });
    const cpuAtJoin = await cpuOf(await parts());
    const marks: { start0?: Cpu; start?: Cpu } = {};
    // Memory of each server, every second: the most, and when the sale starts (everyone waiting).
    const idle = await Promise.all(servers.map((server) => rssMegabytes(server.pid)));
    const peak = servers.map(() => 0);
    const atStart = servers.map(() => 0);
    const streamsAtStart = servers.map(() => 0);
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rss = await Promise.all(servers.map((server) => rssMegabytes(server.pid)));
        rss.forEach((mb, i) => (peak[i] = Math.max(peak[i]!, mb)));
        if (Date.now() >= joinAt && !marks.start0) {
          marks.start0 = await cpuOf(await parts());
          if (profileDir) for (const server of servers) process.kill(server.pid, 'SIGUSR2');
        }
        if (Date.now() >= saleStartsAt && !marks.start) {
          marks.start = await cpuOf(await parts());
          // BENCH_PROFILE: one profile of the joins, one of the sale (onsaleProfile.ts).
          if (profileDir)
            for (const server of servers) {
              process.kill(server.pid, 'SIGUSR2');
              process.kill(server.pid, 'SIGUSR2');
            }
        }
        if (Date.now() < saleStartsAt) {
          rss.forEach((mb, i) => (atStart[i] = mb));
          await Promise.all(
            servers.map(async (server, i) => {
              const health = (await (
                await fetch(`http://${server.host}:${server.port}/api/v1/health`)
              ).json()) as { streams?: { open: number } };
              streamsAtStart[i] = health.streams?.open ?? 0;
            }),
          ).catch(() => {});
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const all = await Promise.all(reports);
    sampling = false;
    await sampler;
    const cpuAtEnd = await cpuOf(await parts());
    if (profileDir) for (const server of servers) process.kill(server.pid, 'SIGUSR2');

    const report = merge(all);
    const { rows: entries } = await check.query<{ position: number; admitted_at: Date | null }>(
      `select e.position, e.admitted_at from waiting_room_entries e
       join waiting_rooms r on r.uuid = e.room_uuid where r.subject_uuid = $1 and e.position is not null`,
      [event.uuid],
    );
    const [roomRow] = (
      await check.query<{ shuffled_at: Date | null }>(
        'select shuffled_at from waiting_rooms where subject_uuid = $1',
        [event.uuid],
      )
    ).rows;
    const tickAt = new Map(
      entries.filter((e) => e.admitted_at).map((e) => [e.position, e.admitted_at!.getTime()]),
    );
    // Out of order: let in at an earlier moment than someone with a place in front of them.
    const byPosition = entries.filter((e) => e.admitted_at).sort((a, b) => a.position - b.position);
    let latest = -Infinity;
    let outOfOrder = 0;
    for (const entry of byPosition) {
      const at = entry.admitted_at!.getTime();
      if (at < latest) outOfOrder++;
      latest = Math.max(latest, at);
    }
    const lastAdmitted = byPosition.at(-1)?.position ?? 0;
    const skipped = lastAdmitted - byPosition.length;
    const tickDelays = report.tickNews.last
      .map((last, i) => report.tickNews.at[i]! - (tickAt.get(last) ?? NaN))
      .filter((ms) => Number.isFinite(ms));
    const delays = [...tickDelays, ...report.admissionDelays].sort((a, b) => a - b);
    const placed = report.placedAt
      .map((at) => at - (roomRow?.shuffled_at?.getTime() ?? NaN))
      .sort((a, b) => a - b);
    const soldTwice = await seatsSoldTwice(check, event.uuid, report.holds);
    const lastHold = Math.max(...report.holds.map((hold) => hold.at));
    const joins = report.joinLatencies.sort((a, b) => a - b);
    const errors = (map: Record<string, number>) =>
      Object.entries(map)
        .map(([what, n]) => `${n} × ${what}`)
        .join(', ') || '0';
    const ms = (list: number[], p: number) => percentile(list, p).toFixed(0);
    return [
      [
        `stampede: ${BUYERS.toLocaleString('en')} buyers join in ${JOIN_SECONDS} s, 2 servers behind ${PROXIES} HAProxy, let in at ${RATE.toLocaleString('en')}/min; joined`,
        `${report.joined}`,
        `${BUYERS}`,
      ],
      ['  … join p50 / p99 (from its intended moment)', `${ms(joins, 0.5)} / ${ms(joins, 0.99)} ms`, ''],
      [
        '  … streams open per server when the sale starts',
        streamsAtStart.map((n) => n.toLocaleString('en')).join(' / '),
        '',
      ],
      [
        '  … server memory (RSS) before the joins / when the sale starts / at its peak, MB',
        servers
          .map((_, i) => [idle[i]!, atStart[i]!, peak[i]!].map((mb) => mb.toFixed(0)).join('/'))
          .join(', '),
        '< 300 MB each',
      ],
      [
        '  … peaks of V8 heap used / heap total / outside the heap (buffers), MB',
        memory
          .map((peaks) =>
            [peaks.heapUsed, peaks.heapTotal, peaks.external]
              .map((bytes) => ((bytes ?? 0) / 1048576).toFixed(0))
              .join('/'),
          )
          .join(', '),
        '',
      ],
      [
        '  … of which per open stream when the sale starts (RSS growth / streams)',
        servers
          .map(
            (_, i) =>
              `${((1024 * (atStart[i]! - idle[i]!)) / Math.max(1, streamsAtStart[i]!)).toFixed(0)} kB`,
          )
          .join(', '),
        '',
      ],
      [
        '  … from the sale’s start until the last one let in holds seats',
        `${((lastHold - saleStartsAt) / 1000).toFixed(1)} s`,
        `${((BUYERS / RATE) * 60).toFixed(0)} s at the rate`,
      ],
      [
        '  … news of admission ticks, delivered p50 / p99 / max (places moving up, let in)',
        `${ms(delays, 0.5)} / ${ms(delays, 0.99)} / ${delays.at(-1)?.toFixed(0)} ms`,
        'p99 ≤ 1,000 ms',
      ],
      ['  … places known after the shuffle p50 / p99', `${ms(placed, 0.5)} / ${ms(placed, 0.99)} ms`, ''],
      [
        '  … let in / holding seats / admissions out of order / places skipped',
        `${byPosition.length} / ${report.holds.length} / ${outOfOrder} / ${skipped}`,
        '0 out of order',
      ],
      ['  … seats sold twice', String(soldTwice), '0'],
      [
        '  … CPU while they join (of 2 cores)',
        marks.start ? cpuShares(marks.start0 ?? cpuAtJoin, marks.start) : '?',
        '',
      ],
      [
        '  … CPU from the sale’s start until the last hold',
        marks.start ? cpuShares(marks.start, cpuAtEnd) : '?',
        '',
      ],
      [
        '  … errors: joins / holds / streams lost / unfinished',
        `${errors(report.joinErrors)} / ${errors(report.holdErrors)} / ${report.streamsLost} / ${report.unfinished}`,
        '',
      ],
    ];
  } finally {
    await check.end().catch(() => {});
    for (const part of running.reverse()) await part.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

function merge(reports: BuyersReport[]): BuyersReport {
  const sum = (maps: Record<string, number>[]) => {
    const total: Record<string, number> = {};
    for (const map of maps) for (const [key, n] of Object.entries(map)) total[key] = (total[key] ?? 0) + n;
    return total;
  };
  return {
    joined: reports.reduce((n, r) => n + r.joined, 0),
    joinErrors: sum(reports.map((r) => r.joinErrors)),
    joinLatencies: reports.flatMap((r) => r.joinLatencies),
    streamsLost: reports.reduce((n, r) => n + r.streamsLost, 0),
    tickNews: {
      last: reports.flatMap((r) => r.tickNews.last),
      at: reports.flatMap((r) => r.tickNews.at),
    },
    placedAt: reports.flatMap((r) => r.placedAt),
    admissionDelays: reports.flatMap((r) => r.admissionDelays),
    holds: reports.flatMap((r) => r.holds),
    holdErrors: sum(reports.map((r) => r.holdErrors)),
    unfinished: reports.reduce((n, r) => n + r.unfinished, 0),
  };
}

/** Seats answered to two tokens, or held in the database by another token than answered. */
async function seatsSoldTwice(check: pg.Client, eventUuid: string, holds: BuyersReport['holds']) {
  const answered = new Map<string, string>();
  let twice = 0;
  for (const hold of holds)
    for (const seat of hold.objects) {
      const before = answered.get(seat);
      if (before !== undefined && before !== hold.holdToken) twice++;
      answered.set(seat, hold.holdToken);
    }
  const { rows } = await check.query<{ id: string; hold_token: string | null }>(
    'select id, hold_token from event_seats where event_uuid = $1 and hold_token is not null',
    [eventUuid],
  );
  const stored = new Map(rows.map((row) => [row.id, row.hold_token]));
  for (const [seat, token] of answered) if (stored.get(seat) !== token) twice++;
  return twice;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value, goal] of await stampedeBenchmarks())
    console.log(`${row}  ${value}${goal ? `   goal ${goal}` : ''}`);
}
