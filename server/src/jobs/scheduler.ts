import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * A periodic piece of work. Every server runs every job: a job takes its work with
 * `FOR UPDATE SKIP LOCKED` (or a unique key), so N servers share it without doing anything twice.
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
}

/**
 * Runs the jobs every `intervalMs` (0: never, only through `runOnce`); a job still running when its
 * next turn comes is not started twice. Stopped when the app closes.
 */
export function scheduleJobs(
  app: FastifyInstance,
  jobs: Job[],
  options: { intervalMs: number; log: FastifyBaseLogger },
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

  if (options.intervalMs > 0) {
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        for (const job of jobs) {
          runOnce(job.name).then(
            (count) => count > 0 && options.log.info({ job: job.name, count }, 'Job done'),
            (err: unknown) => options.log.error({ err, job: job.name }, 'Job failed'),
          );
        }
      }, options.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await Promise.allSettled(running.values());
    });
  }
  return { runOnce, names: () => [...byName.keys()] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic sweepers (see `scheduleJobs`). */
    jobs: Jobs;
  }
}
