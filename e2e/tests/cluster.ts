/*
 * The production shape for a journey: `npm run start:cluster` (scripts/cluster.ts) with two servers
 * behind HAProxy on a PostgreSQL database of the journey's own, made for it and dropped after.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

const mainPort = Number(process.env.E2E_PORT ?? 3210);
const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = promisify(execFile);

/** HAProxy's origin for a cluster started at `portOffset` from the main server's port. */
export function clusterOrigin(portOffset: number): string {
  return `http://localhost:${mainPort + portOffset}`;
}

/** Runs SQL on the journey's database with psql; answers the rows, columns split by `|`. */
export async function psql(database: string, query: string): Promise<string[][]> {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const { stdout } = await run('psql', [url.toString(), '-XtAq', '-v', 'ON_ERROR_STOP=1', '-c', query]);
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('|'));
}

export interface Cluster {
  origin: string;
  database: string;
  /** Every line the servers printed so far, each prefixed with its server's name (`[s1] …`). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts two servers behind HAProxy on a new database (the demo content loaded by the first).
 * PostgreSQL must answer at E2E_POSTGRES_URL (default 127.0.0.1:5432): without it the journey
 * fails, saying so. The caller's `beforeAll` allows it minutes.
 */
export async function startCluster(options: {
  name: string;
  portOffset: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const database = `tribuna_e2e_${options.name}_${process.pid}`;
  await psql('postgres', 'select 1').catch((error: Error) => {
    throw new Error(
      `The two-server journey needs PostgreSQL at ${postgresUrl} (set E2E_POSTGRES_URL): ${error.message}`,
    );
  });
  await psql('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const origin = clusterOrigin(options.portOffset);
  const child = spawn(
    process.execPath,
    [
      '../node_modules/tsx/dist/cli.mjs',
      '../scripts/cluster.ts',
      '--servers',
      '2',
      '--port',
      String(mainPort + options.portOffset),
    ],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        DATA_DIR: `${process.env.TRIBUNA_E2E_DATA_DIR}-${options.name}`,
        // The journeys' identity emulator, which the main server started.
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${mainPort + 1}`,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_IP: '1000',
        RATE_LIMIT_PER_EMAIL: '100',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await stopped;
      clearTimeout(late);
    }
    await psql('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await expect
      .poll(
        () => {
          if (child.exitCode !== null) throw new Error(`the cluster stopped:\n${output}`);
          return output.includes('Tribuna cluster ready at');
        },
        { timeout: 300_000, intervals: [500] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, database, output: () => output, stop };
}

/** Pins a browser to one server, as HAProxy's cookie does once it has chosen (scripts/cluster/haproxyConfig.ts). */
export async function pinToServer(context: BrowserContext, origin: string, server: 's1' | 's2') {
  await context.addCookies([{ name: 'tribuna_server', value: server, url: origin }]);
}
