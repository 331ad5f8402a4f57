// `BENCH_PROFILE=<dir>`: CPU profiles of the sale-day benches' measured window only (not the start,
// the migration or the warm-up), of the server process(es) and of the load generator, written as
// `<dir>/<name>-<pid>-<n>.cpuprofile` (open them in Chrome's DevTools, or summarise them with
// `tsx scripts/bench/onsaleProfile.ts <file>`).
// The server starts and stops its profiler on SIGUSR2 (`profileOnSignal`); the load generator calls
// `startProfile` / its `stop` around the window.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export const profileDir = process.env.BENCH_PROFILE ?? null;
let profiles = 0;

/** Starts profiling this process; `stop` writes the profile. A no-op without BENCH_PROFILE. */
export async function startProfile(name: string): Promise<{ stop: () => Promise<string | null> }> {
  if (!profileDir) return { stop: async () => null };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(profileDir, { recursive: true });
      const file = path.join(profileDir, `${name}-${process.pid}-${++profiles}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}

/** The server's side: SIGUSR2 starts the profiler, the next one writes the profile. */
export function profileOnSignal(name: string) {
  if (!profileDir) return;
  let running: Promise<{ stop: () => Promise<string | null> }> | null = null;
  process.on('SIGUSR2', () => {
    if (!running) running = startProfile(name);
    else {
      const current = running;
      running = null;
      void current.then((profile) => profile.stop());
    }
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time by package or file and by function, the largest first (shares of the whole). */
export async function summariseProfile(file: string, top = 30): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const timeOf = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    timeOf.set(id, (timeOf.get(id) ?? 0) + delta);
    total += delta;
  });
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, time] of timeOf) {
    const frame = nodes.get(id)!.callFrame;
    const url = frame.url.replace(/.*node_modules\//, '~/').replace(/^.*?\/(server|scripts|common)\//, '$1/');
    const fn = `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
    const parts = url.split('/');
    const place = url.startsWith('~/')
      ? parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
      : url || frame.functionName;
    byPlace.set(place, (byPlace.get(place) ?? 0) + time);
  }
  const lines = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`);
  return [
    `${file}: ${(total / 1000).toFixed(0)} ms sampled`,
    ...lines(byPlace, 20),
    '',
    ...lines(byFunction, top),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const file of process.argv.slice(2)) console.log(await summariseProfile(file));
