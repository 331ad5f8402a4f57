import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { anotherServer, ctx, useServersOnOneDatabase } from '../../test/twoServers';
import { jobTurnsOf } from './turns';

/**
 * Two Tribuna apps on one database, as two servers behind a load balancer (on PostgreSQL when the
 * suite runs with DATABASE_URL): every job's turn is taken by one of them.
 */
// The sweepers' interval as in production; their timers never fire within the test.
useServersOnOneDatabase({ JOB_INTERVAL_SECONDS: '60' });
let second: FastifyInstance;
beforeAll(async () => {
  second = await anotherServer();
  await Promise.all([ctx.app.ready(), second.ready()]);
});

describe('the sweepers of two servers on one database', () => {
  it('run each job once when both servers come to its turn together', async () => {
    const names = ctx.app.jobs.names();
    expect(names).toEqual(
      expect.arrayContaining(['orderExpiry', 'paymentReconciliation', 'holdTokenCleanup']),
    );
    const [first, other] = await Promise.all([ctx.app.jobs.tick(), second.jobs.tick()]);
    expect([...first, ...other].sort()).toEqual([...names].sort());
    const rows = await jobTurnsOf(ctx.database.db, names);
    expect(rows).toHaveLength(names.length);
    for (const row of rows) expect(row.runs).toBe(1);
    // Their next turns are a minute away, for both.
    expect(await Promise.all([ctx.app.jobs.tick(), second.jobs.tick()])).toEqual([[], []]);
  });
});
