// `npm start` as the benchmarks run it: its script in a Node of its own, on a port, answered once
// the server serves pages and sign-in works (its "Tribuna is running" and "Sign-in ready" lines).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { root } from '../frontends';

const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface RunningStart {
  child: ChildProcess;
  /** Seconds from the launch until pages were served, and until sign-in worked. */
  seconds: number;
  signInSeconds: number;
  /** Stops it as Ctrl-C does, and waits until it has ended. */
  stop(): Promise<void>;
}

export async function runNpmStart(options: {
  port: number;
  env: Record<string, string>;
  /** Another script than scripts/start.ts (experiments with Node's flags, say). */
  script?: string;
}): Promise<RunningStart> {
  const started = performance.now();
  const child = spawn(process.execPath, [tsx, options.script ?? path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const marks = new Map<string, number>();
  const wanted = ['Tribuna is running', 'Sign-in ready'];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const mark of wanted) {
        if (!marks.has(mark) && output.includes(mark)) marks.set(mark, (performance.now() - started) / 1000);
      }
      if (marks.size === wanted.length) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return {
    child,
    seconds: marks.get('Tribuna is running') ?? NaN,
    signInSeconds: marks.get('Sign-in ready') ?? NaN,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
