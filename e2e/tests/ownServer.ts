import { spawn } from 'node:child_process';
import { expect } from './fixtures';

const mainPort = Number(process.env.E2E_PORT ?? 3210);

export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The address of a journey's own product server: the main server's port plus the journey's offset
 * (seats.io +20, push +15), known before the server starts so that `test.use` can take it.
 */
export function ownServerOrigin(portOffset: number): string {
  return `http://localhost:${mainPort + portOffset}`;
}

/**
 * Refuses at once when another server already answers on a journey's port: it would pass the
 * health check in the new one's place, and its data and administrator would not be the journey's.
 */
export async function expectPortFree(options: { name: string; portOffset: number }): Promise<void> {
  const origin = ownServerOrigin(options.portOffset);
  const taken = await fetch(`${origin}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`the ${options.name} server's port is taken: ${origin} already answers`);
}

/**
 * A second product server for a journey that needs its own configuration (an outside service's
 * stand-in): the same builds and identity emulator as the main one, its own data. It loads its demo
 * data beside the running journeys, so the caller's `beforeAll` allows it minutes.
 */
export async function startOwnServer(options: {
  name: string;
  portOffset: number;
  env: Record<string, string>;
}): Promise<OwnServer> {
  const origin = ownServerOrigin(options.portOffset);
  await expectPortFree(options);
  const child = spawn(process.execPath, ['../node_modules/tsx/dist/cli.mjs', '../server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(mainPort + options.portOffset),
      HOST: '127.0.0.1',
      DATA_DIR: `${process.env.TRIBUNA_E2E_DATA_DIR}-${options.name}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${mainPort + 1}`,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_EMAIL: '100',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A server still loading its demo data may not answer the signal soon: it is killed then.
    const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await stopped;
    clearTimeout(late);
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the ${options.name} server stopped: ${errors}`);
          const res = await fetch(`${origin}/api/v1/health`).catch(() => null);
          return res?.ok ?? false;
        },
        { timeout: 240_000, intervals: [500] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
