// `npm run start:cluster -- --servers 2`: the production shape on one machine. N Tribuna server
// processes on one PostgreSQL database, HAProxy in front of them (scripts/cluster/haproxyConfig.ts),
// the identity emulator once for all, and the uploaded files on S3-compatible storage (s3rver, the
// stand-in the tests use, unless S3_BUCKET names a real one).
//
//   --servers N   server processes (default 2)
//   --port P      HAProxy's port, where browsers go (default PORT or 3000); the servers listen on
//                 P+11, P+12…, s3rver on P+2
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/tribuna_cluster (made when missing)
//   DATA_DIR      default .data/cluster (shared by the servers: the tickets' signing key, the payment
//                 simulator's keys, the e-mail outbox)
// The first server starts alone (it migrates the database and loads the demo data), the others
// after it. Ctrl-C stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { startAuthEmulator, type RunningEmulator } from '../server/src/integrations/identity/authEmulator';
import { haproxyConfig, SERVER_HEADER, type ClusterServer } from './cluster/haproxyConfig';
import { ensureBuilt, root } from './frontends';
import { serverBundle, serverNodeFlags } from './serverBundle';

const { values: args } = parseArgs({
  options: {
    servers: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
});
const count = Number(args.servers);
const port = Number(args.port);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('--servers takes 1 to 16.');
if (!Number.isInteger(port) || port < 1 || port > 65_000) throw new Error('--port takes a port number.');
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tribuna_cluster';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data', 'cluster'));
const log = (line: string) => console.log(`[cluster] ${line}`);

/** What to stop on the way out, last started first. */
const running: { name: string; stop: () => Promise<unknown> }[] = [];
let stopping: Promise<void> | null = null;
function stopAll(code: number): Promise<void> {
  stopping ??= (async () => {
    for (const part of running.reverse()) await part.stop().catch(() => undefined);
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));

/** Makes the database when the PostgreSQL server does not have it yet. */
async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) throw new Error(`DATABASE_URL names no usable database: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL at ${maintenance.host} does not answer (${error.message}).`);
  });
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"`);
      log(`made the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** A child process whose output lines are prefixed with its name; stopped with SIGTERM. */
function child(name: string, command: string, argv: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const started = spawn(command, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [started.stdout, started.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  started.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[cluster] ${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    void stopAll(1);
  });
  running.push({
    name,
    stop: () =>
      new Promise<void>((resolve) => {
        if (started.exitCode !== null || started.signalCode !== null) return resolve();
        started.once('exit', () => resolve());
        started.kill('SIGTERM');
        setTimeout(() => started.kill('SIGKILL'), 15_000).unref();
      }),
  });
  return started;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (stopping) throw new Error(`stopped while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  await mkdir(dataDir, { recursive: true });
  // The builds first, once: N servers would each check (and maybe rebuild) the front ends.
  const [, { entry: bundle }] = await Promise.all([
    ensureBuilt({ log }),
    serverBundle({
      root,
      entry: path.join(root, 'scripts', 'cluster', 'clusterServer.ts'),
      cacheDir: path.join(root, 'node_modules', '.cache', 'tribuna-cluster-server'),
      configFiles: [
        'package.json',
        'package-lock.json',
        'tsconfig.json',
        'tsconfig.base.json',
        'server/package.json',
        'server/tsconfig.json',
        'common/package.json',
        'common/tsconfig.json',
      ].map((file) => path.join(root, file)),
    }),
    ensureDatabase(databaseUrl),
  ]);

  // One identity emulator for all the servers (unless one runs already).
  let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) {
    const emulator: RunningEmulator = await startAuthEmulator({
      projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-tribuna',
      port: Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099),
      host,
      persistFile: path.join(dataDir, 'auth', 'accounts.json'),
    });
    running.push({ name: 'identity emulator', stop: () => emulator.stop() });
    emulatorHost = emulator.host;
    log(`identity emulator at ${emulatorHost}`);
  }

  // Files on S3-compatible storage: s3rver, unless S3_BUCKET names a bucket somewhere.
  const storage: NodeJS.ProcessEnv = {};
  if (!process.env.S3_BUCKET) {
    const s3 = new S3rver({
      port: port + 2,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dataDir, 's3'),
      configureBuckets: [{ name: 'tribuna', configs: [] }],
    });
    await s3.run();
    running.push({ name: 's3rver', stop: () => s3.close() });
    Object.assign(storage, {
      S3_BUCKET: 'tribuna',
      S3_ENDPOINT: `http://127.0.0.1:${port + 2}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    log(`files on s3rver at 127.0.0.1:${port + 2} (${path.join(dataDir, 's3')})`);
  }

  const servers: ClusterServer[] = Array.from({ length: count }, (_, i) => ({
    name: `s${i + 1}`,
    host: '127.0.0.1',
    port: port + 11 + i,
  }));
  const startServer = (server: ClusterServer, first: boolean) =>
    child(server.name, process.execPath, [...serverNodeFlags, bundle], {
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      ...storage,
      PORT: String(server.port),
      HOST: server.host,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      // Only HAProxy, on this machine, says who the visitor is (X-Forwarded-For).
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      // The demo content is loaded once, by the first server.
      ...(first ? {} : { DEMO_DATA: 'false' }),
    });
  const healthy = (server: ClusterServer) => async () =>
    (await fetch(`http://${server.host}:${server.port}/api/v1/health`)).ok;
  // The first one alone: it migrates the database (and loads the demo content) before the others open it.
  startServer(servers[0]!, true);
  await waitUntil(`server ${servers[0]!.name}`, healthy(servers[0]!));
  for (const server of servers.slice(1)) startServer(server, false);
  await Promise.all(servers.slice(1).map((server) => waitUntil(`server ${server.name}`, healthy(server))));

  const configFile = path.join(dataDir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig({ bind: `${host}:${port}`, servers }));
  child('haproxy', process.env.HAPROXY ?? '/usr/sbin/haproxy', ['-db', '-f', configFile], process.env);
  // Ready when every server has answered through HAProxy (its health checks have found them up).
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const seen = new Set<string>();
  await waitUntil('HAProxy', async () => {
    const res = await fetch(`${origin}/api/v1/health`);
    const name = res.headers.get(SERVER_HEADER);
    if (res.ok && name) seen.add(name);
    return seen.size === servers.length;
  });
  console.log(
    `Tribuna cluster ready at ${origin}: ${servers.length} servers (${servers
      .map((server) => `${server.name} ${server.host}:${server.port}`)
      .join(', ')}) on ${new URL(databaseUrl).pathname.slice(1)}; Ctrl-C stops it`,
  );
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
