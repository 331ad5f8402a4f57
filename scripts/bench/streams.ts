// Open streams on one server process (`npm run bench -- --streams`, or run this file): 10,000 seat
// status streams (server-sent events over loopback) on one Tribuna server on PostgreSQL, and
//   - the server's memory before and with them open: as V8 left it, after a full collection, after a
//     compacting one; per stream;
//   - how long one seat news takes to reach every open chart (p50, p99, the last);
//   - the streams closed at their maximum age (the browsers would reconnect) and the memory after.
//   BENCH_STREAMS=10000 BENCH_STREAM_MAX_AGE_SECONDS=90 BENCH_SETTLE_SECONDS=20 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/streams.ts
// The server runs as `npm start` runs it: a bundle of its sources (scripts/serverBundle.ts) in plain
// Node with the same flags and MALLOC_ARENA_MAX=2 (and --expose-gc, for the collections before each
// measure). BENCH_NODE_FLAGS adds flags (say `--max-semi-space-size=1`); BENCH_HEAP_SNAPSHOTS=<dir>
// writes the server's heap snapshots before and with the streams open (for a look at what they keep;
// the RSS figures then count the memory the snapshots took, which glibc keeps).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { root } from '../frontends';
import { serverBundle, serverNodeFlags } from '../serverBundle';
import type { ServerMemory, StreamsServerAsk } from './streamsServer';

const here = path.dirname(fileURLToPath(import.meta.url));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1024 * 1024;

/** One open stream as a browser holds it: a socket, what arrived, when the news came. */
interface Client {
  socket: net.Socket;
  text: string;
  connected: boolean;
  newsAt: number | null;
  closedAt: number | null;
}

function openStream(port: number, pathname: string, clients: Client[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const client: Client = {
      socket: net.connect(port, '127.0.0.1'),
      text: '',
      connected: false,
      newsAt: null,
      closedAt: null,
    };
    clients.push(client);
    client.socket.setEncoding('utf8');
    client.socket.once('connect', () =>
      client.socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`),
    );
    client.socket.on('data', (chunk: string) => {
      // Only the beginning is kept (the headers, the first lines); the rest is looked at and dropped.
      if (!client.connected) {
        client.text += chunk;
        if (client.text.includes(': connected')) {
          client.connected = true;
          client.text = '';
          resolve();
        } else if (/^HTTP\/1\.1 [^2]/.test(client.text)) reject(new Error(client.text.slice(0, 200)));
      } else {
        if (client.newsAt === null && chunk.includes('event: seats')) client.newsAt = performance.now();
        // The answer's last chunk: the server ended the stream (the connection may stay open for
        // the browser's next request).
        if (chunk.endsWith('\r\n0\r\n\r\n') || chunk === '0\r\n\r\n') client.closedAt ??= performance.now();
      }
    });
    client.socket.once('close', () => {
      client.closedAt ??= performance.now();
      if (!client.connected) reject(new Error('a stream closed before it started'));
    });
    client.socket.once('error', () => undefined);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function streamBenchmarks(): Promise<[string, string, string][]> {
  const count = Number(process.env.BENCH_STREAMS ?? 10_000);
  const maxAgeSeconds = Number(process.env.BENCH_STREAM_MAX_AGE_SECONDS ?? 90);
  const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
  const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-streams-'));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const { entry: bundle } = await serverBundle({
    root,
    entry: path.join(here, 'streamsServer.ts'),
    cacheDir: path.join(root, 'node_modules', '.cache', 'tribuna-streams-server'),
    configFiles: ['package.json', 'package-lock.json', 'tsconfig.json', 'server/package.json'].map((file) =>
      path.join(root, file),
    ),
  });
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
  const server = spawn(
    process.execPath,
    [...serverNodeFlags, '--expose-gc', ...extraFlags, bundle, url.toString(), dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        EVENT_STREAM_MAX_AGE_SECONDS: String(maxAgeSeconds),
        SEAT_STREAM_HEARTBEAT_SECONDS: '5',
      },
    },
  );
  const clients: Client[] = [];
  const baseline: Client[] = [];
  try {
    const ready = await new Promise<{ origin: string; eventUuid: string }>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /^ready (.*)$/m.exec(out);
        if (line) resolve(JSON.parse(line[1]!) as { origin: string; eventUuid: string });
      });
      server.once('exit', (code) => reject(new Error(`the streams server stopped (${code}): ${out}`)));
    });
    let nextId = 0;
    const ask = (request: StreamsServerAsk) =>
      new Promise<{ memory?: ServerMemory }>((resolve, reject) => {
        const id = ++nextId;
        const answer = (message: { id: number; error?: string; memory?: ServerMemory }) => {
          if (message.id !== id) return;
          server.off('message', answer);
          if (message.error) reject(new Error(message.error));
          else resolve(message);
        };
        server.on('message', answer);
        server.send({ ...request, id });
      });
    const memory = async (snapshot?: string) =>
      (await ask({ kind: 'memory', snapshot: snapshots && snapshot && path.join(snapshots, snapshot) }))
        .memory!;
    const health = async () =>
      (
        (await (await fetch(`${ready.origin}/api/v1/health`)).json()) as {
          streams: { open: number; aged: number; dropped: number };
        }
      ).streams;
    const port = Number(new URL(ready.origin).port);
    const pathname = `/api/v1/events/${ready.eventUuid}/seats/stream`;

    // A stream first, so that what every server has once (the LISTEN connection, the route's code
    // paths) is in the baseline.
    await openStream(port, pathname, baseline);
    const before = await memory('before.heapsnapshot');
    const opening = performance.now();
    for (let first = 0; first < count; first += 250)
      await Promise.all(
        Array.from({ length: Math.min(250, count - first) }, () => openStream(port, pathname, clients)),
      );
    const openSeconds = (performance.now() - opening) / 1000;
    // Less the baseline's stream.
    const open = (await health()).open - baseline.length;
    // A quiet moment after the burst, as on a sale day before the news starts (heartbeats only):
    // the memory then is what V8's own collections left.
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const during = await memory('open.heapsnapshot');

    const sent = performance.now();
    await ask({ kind: 'hold', seats: ['A-1-1', 'A-1-2'] });
    const deadline = Date.now() + 60_000;
    while (clients.some((c) => c.newsAt === null && c.closedAt === null) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const delivered = clients
      .flatMap((c) => (c.newsAt === null ? [] : [c.newsAt - sent]))
      .sort((a, b) => a - b);

    // The maximum age closes them all (a browser would reconnect); the memory goes back.
    const ageDeadline = Date.now() + (maxAgeSeconds + 30) * 1000;
    while (clients.some((c) => c.closedAt === null) && Date.now() < ageDeadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    const closed = clients.filter((c) => c.closedAt !== null).length;
    const aged = await health();
    const after = await memory();

    const spaces = (memory: ServerMemory) =>
      Object.entries(memory.spaces)
        .filter(([, [taken]]) => taken >= 1)
        .map(([name, [taken, used]]) => `${name} ${taken}/${used}`)
        .join(', ');
    const perStream = (key: 'rss' | 'heapUsed') =>
      `${((during[key] - before[key]) / count / 1024).toFixed(1)} KB`;
    const compactedPerStream = `${((during.compacted.rss - before.compacted.rss) / count / 1024).toFixed(1)} KB`;
    return [
      [`open streams on one server process (asked ${count})`, String(open), `≥ 10,000`],
      ['  … opened in', `${openSeconds.toFixed(1)} s`, ''],
      [
        '  server RSS: before, with them open',
        `${(before.rss / MB).toFixed(0)} → ${(during.rss / MB).toFixed(0)} MB`,
        '< 300 MB with them open',
      ],
      [
        `  … with them open ${settleSeconds} s, before the bench's own collections`,
        `${(during.settled / MB).toFixed(0)} MB`,
        '',
      ],
      [
        '  … the same after a compacting collection',
        `${(before.compacted.rss / MB).toFixed(0)} → ${(during.compacted.rss / MB).toFixed(0)} MB (heap taken ${(before.compacted.heapTotal / MB).toFixed(0)} → ${(during.compacted.heapTotal / MB).toFixed(0)} MB)`,
        '',
      ],
      [
        '  server JS heap: before, with them open',
        `${(before.heapUsed / MB).toFixed(0)} → ${(during.heapUsed / MB).toFixed(0)} MB`,
        '',
      ],
      [
        '  server V8 heap taken, external: before, with them open',
        `${(before.heapTotal / MB).toFixed(0)} → ${(during.heapTotal / MB).toFixed(0)} MB, ${(before.external / MB).toFixed(0)} → ${(during.external / MB).toFixed(0)} MB`,
        '',
      ],
      ['  server V8 spaces with them open (MB taken/used)', spaces(during), ''],
      [
        '  server RSS per open stream (after a compacting collection)',
        `${perStream('rss')} (${compactedPerStream})`,
        '',
      ],
      ['  server JS heap per open stream', perStream('heapUsed'), ''],
      [
        // Measured at the charts: one process reads all of them, beside the server on two cores.
        `  one seat news to every chart: p50 / p99 / last (${delivered.length} reached)`,
        `${percentile(delivered, 50).toFixed(0)} / ${percentile(delivered, 99).toFixed(0)} / ${delivered.at(-1)!.toFixed(0)} ms`,
        '',
      ],
      [
        `  closed at their maximum age (${maxAgeSeconds} s)`,
        `${closed} (server: ${aged.aged})`,
        String(count),
      ],
      [
        '  server RSS and heap once they closed',
        `${(after.rss / MB).toFixed(0)} MB, ${(after.heapUsed / MB).toFixed(0)} MB`,
        '',
      ],
    ];
  } finally {
    for (const client of [...clients, ...baseline]) client.socket.destroy();
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
    await stopped;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await streamBenchmarks();
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [label, value, goal] of rows)
    console.log(`  ${label.padEnd(width)}  ${value.padStart(14)}${goal ? `   goal ${goal}` : ''}`);
}
