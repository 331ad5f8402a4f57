import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

/**
 * The jobs' turns, shared by every server on the database (table job_runs): a server takes a job's
 * turn by moving its `next_run_at` on by the interval in one statement that finds the turn due, so
 * of N servers coming to the same turn exactly one takes it.
 */
export interface JobTurns {
  /** Makes the jobs' rows, their first turn due at once (rows already there stay as they are). */
  prepare(names: string[]): Promise<void>;
  /** Takes the job's turn when it is due; answers whether this server took it. */
  take(name: string, intervalMs: number): Promise<boolean>;
}

/** This server process, as job_runs.last_run_by names it. */
export const serverName = `${os.hostname()}:${process.pid}`;

export function createJobTurns(db: Db, server = serverName): JobTurns {
  return {
    async prepare(names) {
      if (names.length === 0) return;
      await db
        .insert(jobRuns)
        .values(names.map((name) => ({ name, nextRunAt: sql`now()` })))
        .onConflictDoNothing();
    },
    async take(name, intervalMs) {
      // A turn due within a tenth of the interval (at most a second) counts as due: the servers'
      // timers fire a few milliseconds apart, and one coming just before the turn would otherwise
      // leave it to the next server, a whole interval late.
      const early = Math.min(Math.floor(intervalMs / 10), 1000);
      const taken = await db
        .update(jobRuns)
        .set({
          nextRunAt: sql`now() + make_interval(secs => ${intervalMs / 1000})`,
          runs: sql`${jobRuns.runs} + 1`,
          lastRunAt: sql`now()`,
          lastRunBy: server,
        })
        .where(
          and(
            eq(jobRuns.name, name),
            // A turn more than two of this server's intervals ahead was set by a server with a longer
            // one (an older release during a rolling update): it does not hold this one back. (Two: a
            // server that waited for another's take still finds that turn one interval ahead.)
            sql`(${jobRuns.nextRunAt} <= now() + make_interval(secs => ${early / 1000})
                 or ${jobRuns.nextRunAt} > now() + make_interval(secs => ${(2 * intervalMs) / 1000}))`,
          ),
        )
        .returning({ name: jobRuns.name });
      return taken.length === 1;
    },
  };
}

/** The jobs' rows (the journeys and tests read how many turns each took). */
export async function jobTurnsOf(db: Db, names: string[]) {
  return db.select().from(jobRuns).where(inArray(jobRuns.name, names));
}
