import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../db/client';
import { scheduleJobs, type Job } from './scheduler';
import { createJobTurns, jobTurnsOf } from './turns';
import { openTwoServers } from '../../test/twoServers';

/** Two servers on one database (see openTwoServers). */
let servers: [Database, Database];
let drop = async () => {};

beforeAll(async () => {
  ({ servers, drop } = await openTwoServers('tribuna_jobs'));
}, 60_000);
afterAll(() => drop());

/** A server's scheduler of `names`, each run noted in `runs` with the server's name. */
function server(index: 0 | 1, names: string[], intervalMs: number, runs: string[]) {
  const app = Fastify();
  const name = `server-${index}`;
  const jobs: Job[] = names.map((job) => ({
    name: job,
    run: async () => {
      runs.push(`${job}@${name}`);
      return 1;
    },
  }));
  const turns = createJobTurns(servers[index].db, name);
  return { app, jobs: scheduleJobs(app, jobs, { intervalMs, log: app.log, turns }) };
}

describe('job turns shared by the servers on one database', () => {
  it('give each turn of each job to one server when both come to it together', async () => {
    const runs: string[] = [];
    const names = [`sweep-${randomUUID()}`, `notify-${randomUUID()}`];
    const [a, b] = [server(0, names, 60_000, runs), server(1, names, 60_000, runs)];
    const [ranByA, ranByB] = await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    // Each job once, by one server or the other.
    expect([...ranByA, ...ranByB].sort()).toEqual([...names].sort());
    expect(runs).toHaveLength(2);
    // The next turn is a minute away: nobody takes it now.
    expect(await Promise.all([a.jobs.tick(), b.jobs.tick()])).toEqual([[], []]);
    expect(runs).toHaveLength(2);
    const rows = await jobTurnsOf(servers[0].db, names);
    expect(rows.map((row) => row.runs)).toEqual([1, 1]);
    for (const row of rows) {
      expect(['server-0', 'server-1']).toContain(row.lastRunBy);
      const ahead = row.nextRunAt.getTime() - row.lastRunAt!.getTime();
      expect(ahead).toBe(60_000);
    }
    // By hand (the tests' sweepers), a job runs whatever the turns say.
    expect(await a.jobs.runOnce(names[0]!)).toBe(1);
    expect(runs).toHaveLength(3);
  });

  it('run a job once per interval with two servers ticking, not once per server', async () => {
    const runs: string[] = [];
    const job = `sweep-${randomUUID()}`;
    const intervalMs = 200;
    const [a, b] = [server(0, [job], intervalMs, runs), server(1, [job], intervalMs, runs)];
    const started = Date.now();
    await Promise.all([a.app.ready(), b.app.ready()]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all([a.app.close(), b.app.close()]);
    const elapsed = Date.now() - started;
    // Without shared turns both servers would run it every 200 ms: about 14 runs.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / (intervalMs * 0.9)) + 1);
    expect(runs.length).toBeLessThanOrEqual(9);
    const [row] = await jobTurnsOf(servers[0].db, [job]);
    expect(row!.runs).toBe(runs.length);
  });
});
