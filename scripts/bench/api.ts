// The API's common path under load, side by side with a bare Fastify route answering the same six
// demo articles: the ratio to that floor is the figure to keep, since absolute requests per second
// depend on the machine. Each server runs in its own process (scripts/bench/apiServer.ts), logging
// at `warn`, on loopback; autocannon drives it with 50 connections for a few seconds each. The bare
// route stays up throughout and is measured again after each of Tribuna's runs: each ratio is to the
// bare runs just before and after it, so that a machine busier at one moment than at another (other
// work sharing the cores) skews the ratios less. Neither side is asked for compression.
//   tsx scripts/bench/api.ts            (also part of `npm run bench`)
//   BENCH_API_SECONDS=5 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/api.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const seconds = Number(process.env.BENCH_API_SECONDS ?? 8);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;

export type Row = [name: string, value: string, goal: string];

interface Server {
  origin: string;
  stop(): Promise<void>;
}

async function startServer(args: string[]): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [tsx, path.join(here, 'apiServer.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

/** A short warm-up (the JIT, the pools, the caches), then the measured run. */
async function load(url: string, warmUp = true): Promise<Load> {
  if (warmUp) await autocannon({ url, connections: CONNECTIONS, duration: Math.min(2, seconds) });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.errors || result.timeouts || result['2xx'] === 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result['2xx']} answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Runs `measure` against Tribuna on a fresh PostgreSQL database, dropped afterwards. */
async function withPostgres<T>(measure: (server: Server) => Promise<T>): Promise<T> {
  const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const server = await startServer(['tribuna', url.toString()]);
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function withPglite<T>(measure: (server: Server) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-api-'));
  try {
    const server = await startServer(['tribuna', dataDir]);
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const firstArticle = async (origin: string) => {
  const res = await fetch(`${origin}/api/v1/articles`);
  const body = (await res.json()) as { data: { uuid: string }[] };
  if (!body.data[0]) throw new Error('the demo articles are missing');
  return body.data[0].uuid;
};

/** The rows `npm run bench` prints: requests per second, latency and the ratio to the bare route. */
export async function apiBenchmarks(): Promise<Row[]> {
  const bareServer = await startServer(['bare']);
  try {
    const bareUrl = `${bareServer.origin}/api/v1/articles`;
    const bareRuns: Load[] = [await load(bareUrl)];
    /** Measures `url`, then the bare route again: the ratio is to the mean of the bare runs around it. */
    const measure = async (name: string, url: string, goal = ''): Promise<Row> => {
      const measured = await load(url);
      const before = bareRuns.at(-1)!;
      const after = await load(bareUrl, false);
      bareRuns.push(after);
      const floor = (before.rps + after.rps) / 2;
      return [
        `${name}: ${Math.round(measured.rps)}/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
        `${((100 * measured.rps) / floor).toFixed(1)}%`,
        goal && `${goal} of bare`,
      ];
    };

    const rows: Row[] = [];
    try {
      rows.push(
        ...(await withPostgres(async ({ origin }) => [
          await measure('  PostgreSQL: GET /health', `${origin}/api/v1/health`),
          await measure('  PostgreSQL: GET /articles', `${origin}/api/v1/articles`, '≥ 40%'),
          await measure(
            '  PostgreSQL: GET /articles/{uuid}',
            `${origin}/api/v1/articles/${await firstArticle(origin)}`,
          ),
        ])),
      );
    } catch (e) {
      rows.push([
        `  PostgreSQL at ${postgresUrl}: not measured (${(e as Error).message.split('\n')[0]})`,
        '',
        '',
      ]);
    }
    rows.push(
      ...(await withPglite(async ({ origin }) => [
        await measure('  PGlite: GET /articles', `${origin}/api/v1/articles`, '≥ 20%'),
      ])),
    );

    const rates = bareRuns.map((l) => Math.round(l.rps));
    return [
      [
        `API, ${CONNECTIONS} connections, ${seconds} s each, logging at warn, share of the bare route:`,
        '',
        '',
      ],
      [
        `  bare Fastify route answering the six articles: ${Math.min(...rates)}–${Math.max(...rates)}/s in ${rates.length} runs`,
        '100.0%',
        '',
      ],
      ...rows,
    ];
  } finally {
    await bareServer.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, value, note] of await apiBenchmarks())
    console.log(`${name.padEnd(80)} ${value.padStart(7)}${note ? `   goal ${note}` : ''}`);
}
