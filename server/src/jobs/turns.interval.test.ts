import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createJobTurns, jobTurnsOf } from './turns';

/**
 * Servers that disagree on a job's interval (a new release changing it, rolled out one server at a
 * time): the turn a server with a longer interval set does not hold back one with a shorter one.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
}, 60_000);
afterAll(() => database?.close());

describe('job turns across servers with different intervals', () => {
  it('let a server whose interval is shorter take a turn set further ahead than its interval', async () => {
    const [old, upgraded] = [createJobTurns(database.db, 'old'), createJobTurns(database.db, 'upgraded')];
    await old.prepare(['expireOrders']);
    // The old release swept every hour; the new one every minute.
    expect(await old.take('expireOrders', 3_600_000)).toBe(true);
    expect(await upgraded.take('expireOrders', 60_000)).toBe(true);
    // Once taken at its own interval, the turn is shared as ever: not due again at once.
    expect(await upgraded.take('expireOrders', 60_000)).toBe(false);
    expect(await old.take('expireOrders', 3_600_000)).toBe(false);
    const [row] = await jobTurnsOf(database.db, ['expireOrders']);
    expect(row).toMatchObject({ runs: 2, lastRunBy: 'upgraded' });
    expect(row!.nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });
});
