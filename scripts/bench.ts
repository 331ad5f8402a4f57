// `npm run bench`: the figures later changes are compared by.
//   - time from `npm start` to ready: cold (front ends rebuilt, empty data folder) and warm
//   - the JavaScript the storefront's home and article pages and the back office's login screen and
//     article list load before they show, gzipped (scripts/bench/bundles.ts; `--bundles`: these alone)
//   - Lighthouse mobile scores of the home page and an article, on the production build
//   - the installable apps in Chromium: manifest and icons, the worker controlling the page, a page
//     without a network (scripts/bench/pwa.ts; Lighthouse 12 has no PWA category)
//   - the seat chart in Chromium: first drawing of a 20,000-seat plan, frame rate while panning
//     (scripts/bench/seatChart.ts)
//   - wall time of `npm test` (with --with-tests; it takes minutes)
//   - the API's common path under load, as a share of a bare Fastify route (scripts/bench/api.ts)
//   - payment confirmations settled per second on PostgreSQL (scripts/bench/orders.ts)
//   - cancelling an event of 2,000 sold tickets on PostgreSQL: until every paid order is refunded
//     and every buyer mailed (scripts/bench/eventCancellation.ts)
//   - sale day: seat holds per second of 500 buyers on a 20,000-seat event, beside pgbench's raw
//     UPDATE rate (scripts/bench/onsale.ts); holds offered at 1,000, 2,000 and 4,000 a second
//     whatever the answers, with their latencies from the intended start (scripts/bench/onsaleOpen.ts)
//     (`--onsale`: these alone); with `--stampede`, 20,000 buyers in a waiting room through HAProxy to
//     two servers, let in and holding seats (scripts/bench/stampede.ts)
//   - 10,000 open seat status streams on one server process: its memory per stream, one news to
//     every chart, the streams closed at their maximum age (scripts/bench/streams.ts; `--streams`:
//     these alone)
//   - a season seat booked across 20 events on PostgreSQL: the hold, the confirmation and the whole
//     booking (scripts/bench/seasonSeats.ts; `--season`: these alone)
//   - a waiting list of 1,000 people on PostgreSQL when 100 seats come back: the offers made and the
//     offers job's time (scripts/bench/waitlistOffers.ts; `--waitlist`: these alone)
//   - memory of `npm start`'s server on PGlite: idle, at its peak while four 50 MP photos are
//     uploaded at once, and after (scripts/bench/imageMemory.ts)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiBenchmarks } from './bench/api';
import { bundleRows } from './bench/bundles';
import { eventCancellationBenchmarks } from './bench/eventCancellation';
import { imageMemoryRows } from './bench/imageMemory';
import { runNpmStart, type RunningStart } from './bench/npmStart';
import { lighthouseRows } from './bench/lighthouse';
import { onSaleBenchmarks } from './bench/onsale';
import { openLoopBenchmarks } from './bench/onsaleOpen';
import { stampedeBenchmarks } from './bench/stampede';
import { ordersBenchmarks } from './bench/orders';
import { pwaRows } from './bench/pwa';
import { seasonSeatBenchmarks } from './bench/seasonSeats';
import { seatChartRows } from './bench/seatChart';
import { streamBenchmarks } from './bench/streams';
import { waitlistBenchmarks } from './bench/waitlistOffers';
import { ensureBuilt, frontends, root } from './frontends';

/** Starts `npm start`'s script; answers the seconds until it served pages and until sign-in worked. */
async function timeStart(dataDir: string, port: number): Promise<RunningStart> {
  const started = await runNpmStart({
    port,
    // Development mode (the embedded identity emulator and the demo content, which production
    // refuses); the front ends it serves are the production build all the same.
    env: { FIREBASE_AUTH_EMULATOR_PORT: String(port + 1), DATA_DIR: dataDir },
  });
  const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  if (!health.ok) throw new Error(`health answered ${health.status}`);
  return started;
}

async function timeTests(): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['test'], { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm test failed (${code})`))));
  });
  return (performance.now() - started) / 1000;
}

const rows: [string, string, string][] = [];
// `--bundles`: the JavaScript figures alone (building the front ends when their sources changed).
const bundlesOnly = process.argv.includes('--bundles');
const onSaleOnly = process.argv.includes('--onsale');
const streamsOnly = process.argv.includes('--streams');
// `--season`: the season seats' booking across 20 events alone (scripts/bench/seasonSeats.ts).
const seasonOnly = process.argv.includes('--season');
// `--waitlist`: the offers of a waiting list of 1,000 people alone (scripts/bench/waitlistOffers.ts).
const waitlistOnly = process.argv.includes('--waitlist');
if (waitlistOnly) rows.push(...(await waitlistBenchmarks()));
else if (seasonOnly) rows.push(...(await seasonSeatBenchmarks()));
else if (bundlesOnly) await ensureBuilt();
else if (streamsOnly) rows.push(...(await streamBenchmarks()));
else if (onSaleOnly) {
  rows.push(...(await onSaleBenchmarks()), ...(await openLoopBenchmarks()));
  if (process.argv.includes('--stampede')) rows.push(...(await stampedeBenchmarks()));
} else {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bench-'));
  try {
    for (const app of frontends) await rm(path.join(root, app, 'dist'), { recursive: true, force: true });
    const cold = await timeStart(dataDir, 3310);
    await cold.stop();
    rows.push([
      'start, cold (builds both front ends, empty database)',
      `${cold.seconds.toFixed(1)} s`,
      '≤ 30 s',
    ]);
    rows.push(['  … until sign-in works (identity emulator)', `${cold.signInSeconds.toFixed(1)} s`, '']);
    const warm = await timeStart(dataDir, 3310);
    rows.push(['start, warm (builds current, database migrated)', `${warm.seconds.toFixed(1)} s`, '≤ 5 s']);
    rows.push(['  … until sign-in works (identity emulator)', `${warm.signInSeconds.toFixed(1)} s`, '']);
    try {
      rows.push(...(await lighthouseRows('http://127.0.0.1:3310')));
      rows.push(...(await pwaRows('http://127.0.0.1:3310')));
      rows.push(...(await seatChartRows('http://127.0.0.1:3310')));
    } finally {
      await warm.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
// Each `--x` flag runs its own figures alone: the full run's build, bundles and benchmarks below
// are skipped (a flag missing here ran the whole suite after its own figures, silent for minutes).
const someOnly = bundlesOnly || onSaleOnly || streamsOnly || seasonOnly || waitlistOnly;
if (!someOnly || bundlesOnly) rows.push(...(await bundleRows()));
if (!someOnly) {
  rows.push(...(await apiBenchmarks()));
  rows.push(...(await ordersBenchmarks()));
  rows.push(...(await eventCancellationBenchmarks()));
  rows.push(...(await onSaleBenchmarks()));
  rows.push(...(await openLoopBenchmarks()));
  rows.push(...(await streamBenchmarks()));
  rows.push(...(await seasonSeatBenchmarks()));
  rows.push(...(await waitlistBenchmarks()));
  rows.push(...(await imageMemoryRows()));
}
if (process.argv.includes('--with-tests'))
  rows.push(['npm test, wall time', `${(await timeTests()).toFixed(0)} s`, '']);

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nTribuna benchmarks (${os.cpus().length} cores, Node ${process.version})`);
for (const [name, value, goal] of rows)
  console.log(`  ${name.padEnd(width)}  ${value.padStart(9)}${goal ? `   goal ${goal}` : ''}`);
