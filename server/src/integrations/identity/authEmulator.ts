import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator of firebase-tools in a child process. Only the auth
 * emulator is loaded (not the whole CLI with its hub), which saves about four seconds of
 * start-up; the firebase-tools version is pinned in package.json because this is its
 * internal module.
 */
export async function startAuthEmulator(options: {
  projectId: string;
  port: number;
  host?: string;
  /** A file to keep the accounts in across restarts; none keeps them in memory only. */
  persistFile?: string;
  log?: (line: string) => void;
}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const script = fileURLToPath(new URL('./authEmulatorProcess.cjs', import.meta.url));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      script,
      options.projectId,
      String(options.port),
      host,
      ...(options.persistFile ? [options.persistFile] : []),
    ],
    // Its own process group: a Ctrl-C reaches us, and we stop it after saving the accounts.
    { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], detached: true },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    options.log?.(text.trimEnd());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : undefined));
    child.once('exit', (code) =>
      reject(
        new Error(
          `The Firebase Auth emulator stopped (exit ${code}) before it was ready:\n${output.join('')}`,
        ),
      ),
    );
    child.once('error', reject);
  });

  return {
    host: `${host}:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Deletes every account in the emulator's project (tests use it to start clean). */
export async function clearEmulatorAccounts(host: string, projectId: string): Promise<void> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Clearing emulator accounts failed: ${res.status}`);
}
