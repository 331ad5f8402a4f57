// What the sale-day benches share (onsale.ts closed loop, onsaleOpen.ts open loop): the server in a
// process of its own (onsaleServer.ts), a database of their own, CPU accounting per part, pgbench.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Pool } from 'undici';

const here = path.dirname(fileURLToPath(import.meta.url));
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PGBENCH_SECONDS = 5;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

export interface Ready {
  origin: string;
  eventUuid: string;
  /** Another event on sale, for the warm-up. */
  warmUpEventUuid: string;
  seatCount: number;
  tokens: string[];
  /** The further events asked for (`BENCH_SALE_EVENTS`), in order. */
  events: { uuid: string; seatCount: number }[];
  /** The server's processes (one per worker in cluster mode). */
  pids?: number[];
}

/**
 * How the server is set up: `tuned` as Tribuna runs by default; `baseline` as it ran before the
 * sale-day work (10 pooled connections, the buyer's user row read on every request), for a side by
 * side comparison under the same machine load (`BENCH_COMPARE=1`).
 */
export type Setup = 'tuned' | 'baseline';
export const setups: Record<Setup, NodeJS.ProcessEnv> = {
  tuned: {},
  baseline: { BENCH_POOL_MAX: '10', BENCH_BUYER_FRESH_SECONDS: '0' },
};

/**
 * Starts onsaleServer.ts with `buyers` buyers on the database; `env` over the setup's (e.g.
 * `BENCH_SALE_EVENTS`: further events, by their rows of 8 × 50 seats).
 */
export function startServer(
  url: string,
  dataDir: string,
  setup: Setup,
  buyers: number,
  env: NodeJS.ProcessEnv = {},
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'onsaleServer.ts'), url, String(buyers), dataDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...setups[setup], ...env },
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
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU seconds a process has used so far (Linux /proc; 0 where it cannot be read). */
export async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Busy and total CPU seconds of the whole machine so far (all cores), from /proc/stat. */
export async function machineSeconds(): Promise<{ busy: number; total: number }> {
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
export async function localPorts(pids: readonly number[]): Promise<Set<number>> {
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
export async function cpuSnapshot(
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
export type CpuSnapshot = Awaited<ReturnType<typeof cpuSnapshot>>;

/** CPU seconds per part between two snapshots (a process that started between them counts from 0). */
export function cpuUsed(before: CpuSnapshot, after: CpuSnapshot) {
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
export async function pgbenchUpdates(url: string): Promise<number> {
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

/** A database of its own for one run; `drop` waits for its connections to close, then drops it. */
export async function benchDatabase() {
  const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
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
    },
  };
}

export type Answer = { status: number; body: { objects?: string[] } };

/**
 * A POST through undici's dispatcher with a handler of plain callbacks (no response stream per
 * request), its headers made once per buyer; the answer is read whole and parsed. The leanest client
 * Node has: the load generator shares the two cores with what it measures.
 */
export function poster(pool: Pool, headers: readonly string[][]) {
  return (path: string, buyer: number, body: unknown) =>
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
}

/** The buyers' headers: buyer N signs in as `buyer-N` (onsaleServer.ts' identity provider). */
export const buyerHeaders = (count: number, first = 0) =>
  Array.from({ length: count }, (_, i) => [
    'content-type',
    'application/json',
    'id-token',
    `buyer-${first + i}`,
  ]);

export const salePaths = (uuid: string) => ({
  best: `/api/v1/events/${uuid}/actions/hold-best-available`,
  hold: `/api/v1/events/${uuid}/actions/hold`,
  release: `/api/v1/events/${uuid}/actions/release`,
});

/**
 * The same POSTs as `poster`, over one plain keep-alive socket per buyer with the request written as
 * one buffer and only the status line and `content-length` of the answer read: a third of undici's
 * CPU per request (its dispatcher, its parser in WebAssembly), which the load generator takes from
 * the server it measures on two cores. Requests of one buyer go one after the other, as a browser's.
 */
export function socketPoster(origin: string, buyers: number) {
  const { hostname, port } = new URL(origin);
  const host = `Host: ${hostname}:${port}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n`;
  const heads = Array.from({ length: buyers }, (_, buyer) => `${host}id-token: buyer-${buyer}\r\n`);
  interface Waiting {
    resolve: (answer: Answer) => void;
    reject: (error: Error) => void;
  }
  type Connection = { socket: net.Socket; waiting: Waiting | null; input: Buffer };
  const sockets: Connection[] = [];
  const socketOf = (buyer: number) => {
    let entry = sockets[buyer];
    if (entry && !entry.socket.destroyed) return entry;
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    const current: Connection = {
      socket,
      waiting: null,
      input: Buffer.alloc(0),
    };
    entry = sockets[buyer] = current;
    socket.on('data', (chunk: Buffer) => {
      current.input = current.input.length ? Buffer.concat([current.input, chunk]) : chunk;
      const end = current.input.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = current.input.toString('latin1', 0, end);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (!Number.isFinite(length)) {
        current.waiting?.reject(new Error(`an answer without content-length:\n${head}`));
        return socket.destroy();
      }
      if (current.input.length < end + 4 + length) return;
      const body = current.input.toString('utf8', end + 4, end + 4 + length);
      current.input = current.input.subarray(end + 4 + length);
      const waiting = current.waiting;
      current.waiting = null;
      try {
        waiting?.resolve({ status: Number(head.slice(9, 12)), body: JSON.parse(body) as Answer['body'] });
      } catch (error) {
        waiting?.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    const fail = (error: Error) => {
      current.waiting?.reject(error);
      current.waiting = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
    return current;
  };
  const post = (path: string, buyer: number, body: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const entry = socketOf(buyer);
      if (entry.waiting) return reject(new Error(`buyer ${buyer} has a request under way`));
      entry.waiting = { resolve, reject };
      const json = JSON.stringify(body);
      entry.socket.write(
        `POST ${path} HTTP/1.1\r\n${heads[buyer]}Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });
  return {
    post,
    close: () => {
      for (const entry of sockets) entry?.socket.destroy();
    },
  };
}
