import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobTurns } from './turns';

/**
 * A periodic piece of work. Of N servers on one database, one takes each turn of each job (the
 * turns in the database, see turns.ts); a job still takes its work with `FOR UPDATE SKIP LOCKED`
 * (or a unique key), so that a job run by hand (`runOnce`) and a turn never do anything twice.
 */
export interface Job {
  name: string;
  /** Answers how many things it handled (for the log). */
  run(): Promise<number>;
}

export interface Jobs {
  /** Runs one job now, as its interval would (tests drive the sweepers with it). */
  runOnce(name: string): Promise<number>;
  names(): string[];
  /**
   * One turn of the timer: runs the jobs whose turn this server takes (all of them without shared
   * turns); answers their names. The timer calls it every interval.
   */
  tick(): Promise<string[]>;
}

/**
 * Runs the jobs every `intervalMs` (0: never, only through `runOnce`); a job still running when its
 * next turn comes is not started twice. With `turns`, each turn is taken by one server of those on
 * the database. Stopped when the app closes.
 */
export function scheduleJobs(
  app: FastifyInstance,
  jobs: Job[],
  options: { intervalMs: number; log: FastifyBaseLogger; turns?: JobTurns },
): Jobs {
  const running = new Map<string, Promise<number>>();
  const byName = new Map(jobs.map((job) => [job.name, job]));

  function runOnce(name: string): Promise<number> {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`No job ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = job.run().finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  const { turns, intervalMs, log } = options;
  let prepared: Promise<void> | null = null;

  /** Whether this server takes the job's turn (without shared turns, always). */
  async function takes(name: string): Promise<boolean> {
    if (!turns) return true;
    // The rows are made once; a database that was down when the app started is asked again.
    prepared ??= turns.prepare([...byName.keys()]).catch((err: unknown) => {
      prepared = null;
      throw err;
    });
    await prepared;
    return turns.take(name, intervalMs);
  }

  async function tick(): Promise<string[]> {
    const ran = await Promise.all(
      jobs.map(async (job) => {
        // Still running here from its last turn: this turn is left to the next server.
        if (running.has(job.name)) return null;
        let took = false;
        try {
          took = await takes(job.name);
          if (!took) return null;
          const count = await runOnce(job.name);
          if (count > 0) log.info({ job: job.name, count }, 'Job done');
        } catch (err) {
          log.error({ err, job: job.name }, took ? 'Job failed' : 'Job turn not taken');
        }
        return took ? job.name : null;
      }),
    );
    return ran.filter((name) => name !== null);
  }

  if (intervalMs > 0) {
    let timer: NodeJS.Timeout | null = null;
    let ticking: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        ticking = tick();
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await ticking;
      await Promise.allSettled(running.values());
    });
  }
  return { runOnce, names: () => [...byName.keys()], tick };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic sweepers (see `scheduleJobs`). */
    jobs: Jobs;
  }
}
