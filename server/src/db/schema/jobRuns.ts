import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The periodic jobs' turns (server/src/jobs/scheduler.ts): each server that comes to a job's turn
 * tries to move `next_run_at` on by the interval, and only the one whose update finds the turn due
 * runs the job, so N servers run each job once per interval, not N times.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Turns taken since the row was made (the two-server journey reads it). */
  runs: integer('runs').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** The server process that took the last turn (host and process id). */
  lastRunBy: text('last_run_by'),
});
