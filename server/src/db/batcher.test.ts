import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('batches', () => {
  it('sends what arrives together as one batch per event and answers each in order', async () => {
    const batches: { key: string; requests: number[] }[] = [];
    const double = createBatcher(async (key, requests: readonly number[]) => {
      batches.push({ key, requests: [...requests] });
      await later();
      return requests.map((n) => n * 2);
    });
    const answers = await Promise.all([double('a', 1), double('a', 2), double('b', 3), double('a', 4)]);
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([
      { key: 'a', requests: [1, 2, 4] },
      { key: 'b', requests: [3] },
    ]);
  });

  it('gathers the next batch while the event has its batches on their way', async () => {
    const sizes: number[] = [];
    let running = 0;
    let most = 0;
    const echo = createBatcher(
      async (_key, requests: readonly number[]) => {
        sizes.push(requests.length);
        most = Math.max(most, ++running);
        await later();
        running--;
        return [...requests];
      },
      { maxInFlight: 1, maxBatch: 50 },
    );
    const first = echo('e', 0);
    await new Promise((resolve) => setImmediate(resolve));
    // The first is on its way: these 120 wait, then go as batches of at most 50.
    const rest = Array.from({ length: 120 }, (_, i) => echo('e', i + 1));
    expect(await Promise.all([first, ...rest])).toEqual(Array.from({ length: 121 }, (_, i) => i));
    expect(sizes).toEqual([1, 50, 50, 20]);
    expect(most).toBe(1);
  });

  it('runs a batch the database gave up on (deadlock) again, and fails every request on other errors', async () => {
    let calls = 0;
    const flaky = createBatcher(async (_key, requests: readonly string[]) => {
      if (++calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return requests.map((r) => r.toUpperCase());
    });
    expect(await Promise.all([flaky('e', 'x'), flaky('e', 'y')])).toEqual(['X', 'Y']);
    expect(calls).toBe(2);

    const broken = createBatcher(async () => {
      throw new Error('connection lost');
    });
    const results = await Promise.allSettled([broken('e', 1), broken('e', 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
