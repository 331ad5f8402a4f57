import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRow } from '@tribuna/common/seatRows';
import type { TestContext } from '../../../test/harness';
import type { ProductError } from '../../errors';
import { createSeatNews } from './seatNews';
import { createSeatingRepository } from './seating.repository';
import { openSeatedEvent } from './testSeatedEvent';
import { createSeatingService, type SeatingService } from './seating.service';

// "Best available" behind a load balancer: another server holds the best blocks after this one last
// read what is taken; its seat news tells this one, which then offers the next free block instead of
// trying taken ones until it gives up.
let ctx: TestContext;
let buyer: { token: string; uuid: string };
let other: { token: string; uuid: string };
let eventUuid: string;

beforeAll(async () => {
  ({ ctx, buyer, other, eventUuid } = await openSeatedEvent(
    Array.from({ length: 6 }, (_, r) => ({
      label: String(r + 1),
      seats: generateRow(
        { count: 12, x: 50, y: 30 + r * 10, spacing: 6 },
        { startNumber: 1, step: 1, from: 'left' },
      ).map((seat) => ({ ...seat, category: 'A' })),
    })),
  ));
});

afterAll(() => ctx.close());

/**
 * This server's seat engine, on the app's database, reading what is taken at most once a minute (so
 * that the other server's holds surely come between two reads), with or without the seat news.
 */
function engine(withNews: boolean) {
  const news = createSeatNews({ listen: (...args) => ctx.database.listen(...args), log: console });
  const service = createSeatingService({
    seating: createSeatingRepository(ctx.database.db),
    eventForSale: (uuid) => ctx.app.events.forSale(uuid),
    presaleAccess: async () => false,
    publish: () => undefined,
    ...(withNews && { watchSeats: (uuid, listener) => news.subscribe(uuid, listener) }),
    holdTokenMs: 15 * 60_000,
    takenFreshMs: 60_000,
  });
  return { service, close: () => news.close() };
}

/** Best available, 2 seats of category A: the seats, or the name of the error. */
const bestTwo = (service: SeatingService, holdToken: string) =>
  service.holdBestAvailable(buyer.uuid, eventUuid, holdToken, 2, 'A').then(
    (answer) => answer.objects,
    (error: ProductError) => error.errorName,
  );

describe('best available on several servers', () => {
  it('skips the blocks another server took since this one last read the seats', async () => {
    const seating = createSeatingRepository(ctx.database.db);
    const engines = [engine(false), engine(true)];
    try {
      const tokens: string[] = [];
      for (const _ of engines) tokens.push((await ctx.app.seating.createHoldToken(buyer.uuid)).holdToken);
      // Each engine reads what is taken and holds a block of the front row.
      const mine: string[] = [];
      for (const [i, { service }] of engines.entries())
        mine.push(...((await bestTwo(service, tokens[i]!)) as string[]));
      expect(mine).toHaveLength(4);

      // Another server then holds every other seat of the first three rows and tells the servers as
      // its engine does (seatNews.ts: one NOTIFY for many holds).
      const theirs = await ctx.app.seating.createHoldToken(other.uuid);
      const taken = ['1', '2', '3']
        .flatMap((row) => Array.from({ length: 12 }, (_, i) => `A-${row}-${i + 1}`))
        .filter((id) => !mine.includes(id));
      const rows = await seating.holdBatch(eventUuid, [
        { ids: taken, token: theirs.holdToken, userUuid: other.uuid },
      ]);
      expect(rows.every((row) => row.outcome === 'held')).toBe(true);
      await seating.notify([JSON.stringify({ e: eventUuid, s: 'held', u: theirs.expiresAt, i: taken })]);
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Without the news the engine tries the taken blocks one by one and gives up after eight; with
      // it, the next free block comes at once.
      expect(await bestTwo(engines[0]!.service, tokens[0]!)).toBe('seatsAlreadyOccupied');
      const held = (await bestTwo(engines[1]!.service, tokens[1]!)) as string[];
      expect(held).toHaveLength(2);
      expect(held.every((id) => /^A-[4-6]-/.test(id))).toBe(true);
    } finally {
      await Promise.all(engines.map((e) => e.close()));
    }
  });
});
