import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { scheduleJobs } from './scheduler';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs', () => {
  it('run every interval once the app is ready, never twice at once, and stop when it closes', async () => {
    const app = Fastify();
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const jobs = scheduleJobs(
      app,
      [
        {
          name: 'slow',
          run: async () => {
            runs++;
            running++;
            if (running > 1) overlapped = true;
            await pause(30);
            running--;
            return 1;
          },
        },
      ],
      { intervalMs: 10, log: app.log },
    );
    const [a, b] = [jobs.runOnce('slow'), jobs.runOnce('slow')];
    expect(a).toBe(b);
    await a;
    expect(runs).toBe(1);
    await app.ready();
    await vi.waitFor(() => expect(runs).toBeGreaterThan(2), { timeout: 5000 });
    expect(overlapped).toBe(false);
    await app.close();
    const after = runs;
    await pause(60);
    expect(runs).toBe(after);
    await expect(jobs.runOnce('missing')).rejects.toThrow('No job missing');
  });

  it('run only when driven with an interval of 0', async () => {
    const app = Fastify();
    let runs = 0;
    const jobs = scheduleJobs(app, [{ name: 'tick', run: async () => ++runs }], {
      intervalMs: 0,
      log: app.log,
    });
    await app.ready();
    await pause(50);
    expect(runs).toBe(0);
    expect(await jobs.runOnce('tick')).toBe(1);
    await app.close();
  });
});
