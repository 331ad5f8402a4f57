// Memory of `npm start`'s server process on PGlite (demo data) while four 50-megapixel photos are
// uploaded to the back office at once: its resident set idle after start, its peak while the four
// are taken in (the kernel's high-water mark, reset just before), and a while after. The identity
// emulator runs in a process of its own and is reported beside it.
//   tsx scripts/bench/imageMemory.ts              (also part of `npm run bench`)
//   BENCH_IMAGE_PORT=3340 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/imageMemory.ts --postgres
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_ADMIN } from '../../server/src/demo/seed';
import { ensureBuilt, root } from '../frontends';
import { runNpmStart } from './npmStart';
import type { Row } from './api';

const port = Number(process.env.BENCH_IMAGE_PORT ?? 3340);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const UPLOADS = 4;
/** Just under the 50,000,000 pixels an image may have, in a 3:2 camera's shape. */
const PHOTO = { width: 8660, height: 5773 } as const;
const MB = 1024 * 1024;

/** A photo-like JPEG of PHOTO's size: grain upscaled 4×, so that it is detailed yet under 20 MB. */
async function photo(): Promise<Buffer> {
  const cache = path.join(
    root,
    'node_modules',
    '.cache',
    'tribuna',
    `bench-photo-${PHOTO.width}x${PHOTO.height}.jpg`,
  );
  if (existsSync(cache)) return readFile(cache);
  const grain = await sharp({
    create: {
      width: Math.ceil(PHOTO.width / 4),
      height: Math.ceil(PHOTO.height / 4),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const jpeg = await sharp(grain.data, { raw: grain.info })
    .resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
  await mkdir(path.dirname(cache), { recursive: true });
  await writeFile(cache, jpeg);
  return jpeg;
}

/** The processes below `pid` (children, grandchildren…), with their command lines. */
async function descendants(pid: number): Promise<{ pid: number; ppid: number; cmdline: string }[]> {
  const parents = new Map<number, number[]>();
  const cmdlines = new Map<number, string>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
      cmdlines.set(Number(entry), (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replace(/\0/g, ' '));
    } catch {
      // Gone meanwhile.
    }
  }
  const found: { pid: number; ppid: number; cmdline: string }[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push({ pid: child, ppid: p, cmdline: cmdlines.get(child) ?? '' });
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** A field of /proc/<pid>/status in bytes (VmRSS: resident now, VmHWM: the most resident since reset). */
async function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

/** Resets the high-water mark of a process's resident set to what it holds now (Linux ≥ 4.0). */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

interface Started {
  child: ChildProcess;
  server: number;
  emulator: number;
  stop(): Promise<void>;
}

/** Starts scripts/start.ts (or `script`) as `npm start` does and finds its server and emulator processes. */
async function start(script: string | undefined, env: Record<string, string>): Promise<Started> {
  const running = await runNpmStart({ port, env, script });
  const child = running.child;
  // The server is the process that started the identity emulator (npm start runs it below tsx and
  // scripts/start.ts, in a Node of its own).
  const below = await descendants(child.pid!);
  const emulator = below.find((p) => p.cmdline.includes('authEmulatorProcess'));
  const server = below.find((p) => p.pid === emulator?.ppid);
  if (!emulator || !server) throw new Error(`no server process below ${child.pid}: ${JSON.stringify(below)}`);
  return { child, server: server.pid, emulator: emulator.pid, stop: running.stop };
}

async function signIn(): Promise<string> {
  const res = await fetch(
    `http://127.0.0.1:${port + 1}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ADMIN, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function upload(token: string, jpeg: Buffer, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), name);
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/files`, {
    method: 'POST',
    headers: { 'id-token': token },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ImageMemory {
  idle: number;
  peak: number;
  after: number;
  seconds: number;
  emulator: { idle: number; peak: number };
}

/** Starts the server on a fresh data folder (PGlite, or a fresh PostgreSQL database) and measures. */
export async function measureImageMemory(
  options: { postgres?: boolean; script?: string } = {},
): Promise<ImageMemory> {
  // Built here, so that npm start's server does not build (and hold the memory of it) as it starts.
  if (!options.script) await ensureBuilt();
  const jpeg = await photo();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-images-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_PORT: String(port + 1),
  };
  let dropDatabase = async () => {};
  if (options.postgres) {
    const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  try {
    const server = await start(options.script, env);
    try {
      const token = await signIn();
      // Idle: once start-up's own work (demo images, the first requests) has settled.
      await sleep(5000);
      const idle = await statusBytes(server.server, 'VmRSS');
      const emulatorIdle = await statusBytes(server.emulator, 'VmRSS');
      await resetPeak(server.server);
      await resetPeak(server.emulator);
      const started = performance.now();
      await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(token, jpeg, `photo-${i + 1}.jpg`)));
      const seconds = (performance.now() - started) / 1000;
      const peak = await statusBytes(server.server, 'VmHWM');
      const emulatorPeak = await statusBytes(server.emulator, 'VmHWM');
      await sleep(10_000);
      const after = await statusBytes(server.server, 'VmRSS');
      return { idle, peak, after, seconds, emulator: { idle: emulatorIdle, peak: emulatorPeak } };
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The rows of `npm run bench`: the server on PGlite, idle, at its peak and after; the emulator beside. */
export async function imageMemoryRows(): Promise<Row[]> {
  const m = await measureImageMemory();
  return [
    ['server RSS on PGlite, idle (new data folder, demo data)', mb(m.idle), ''],
    [`  … peak, ${UPLOADS} × 50 MP JPEG uploaded at once`, mb(m.peak), '< 512 MB'],
    ['  … 10 s after the uploads', mb(m.after), ''],
    ['  … the uploads took', `${m.seconds.toFixed(1)} s`, ''],
    [
      'identity emulator RSS (its own process), idle / peak',
      `${mb(m.emulator.idle)} / ${mb(m.emulator.peak)}`,
      '',
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--script other.ts`: a server started another way (experiments with Node's flags, say).
  const script = process.argv.indexOf('--script');
  const m = await measureImageMemory({
    postgres: process.argv.includes('--postgres'),
    script: script > 0 ? path.resolve(process.argv[script + 1]!) : undefined,
  });
  console.log(
    `server RSS: idle ${mb(m.idle)}, peak ${mb(m.peak)} (${UPLOADS} × 50 MP at once, ${m.seconds.toFixed(1)} s), ` +
      `after ${mb(m.after)}; emulator: idle ${mb(m.emulator.idle)}, peak ${mb(m.emulator.peak)}`,
  );
}
