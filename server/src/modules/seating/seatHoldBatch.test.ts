import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRow } from '@tribuna/common/seatRows';
import type { TestContext } from '../../../test/harness';
import { holdOutcomes } from './seatBatches';
import { createSeatingRepository } from './seating.repository';
import { openSeatedEvent } from './testSeatedEvent';

// The sale-day batch statement (seat_hold_batch): many holds of one event decided one after the other
// in one call, each all or nothing, with the answers the service turns into 200s and 409s.
let ctx: TestContext;
let eventUuid: string;
let buyer: { token: string; uuid: string };
let other: { token: string; uuid: string };

beforeAll(async () => {
  ({ ctx, buyer, other, eventUuid } = await openSeatedEvent([
    {
      label: '1',
      seats: generateRow(
        { count: 10, x: 50, y: 30, spacing: 6 },
        { startNumber: 1, step: 1, from: 'left' },
      ).map((seat, i) => ({ ...seat, category: 'A', blocked: i === 9 })),
    },
  ]));
});

afterAll(() => ctx.close());

describe('a batch of holds', () => {
  it('decides each hold in order, all its seats or none, and writes only the winners', async () => {
    const seating = createSeatingRepository(ctx.database.db);
    const [mine, theirs, lapsed] = await Promise.all([
      ctx.app.seating.createHoldToken(buyer.uuid),
      ctx.app.seating.createHoldToken(other.uuid),
      ctx.app.seating.createHoldToken(other.uuid),
    ]);
    await ctx.database.db.execute(
      sql`update hold_tokens set expires_at = now() - interval '1 minute' where token = ${lapsed.holdToken}`,
    );
    const holds = [
      { ids: ['A-1-1', 'A-1-2'], token: mine.holdToken, userUuid: buyer.uuid },
      // Loses A-1-2 to the first; so A-1-3 stays free for the sixth.
      { ids: ['A-1-2', 'A-1-3'], token: theirs.holdToken, userUuid: other.uuid },
      { ids: ['A-1-4', 'Z-9-9'], token: theirs.holdToken, userUuid: other.uuid },
      { ids: ['A-1-5'], token: lapsed.holdToken, userUuid: other.uuid },
      // Another's token named with the buyer's account.
      { ids: ['A-1-6'], token: theirs.holdToken, userUuid: buyer.uuid },
      { ids: ['A-1-3', 'A-1-4'], token: theirs.holdToken, userUuid: other.uuid },
      // The buyer's own seat again (a re-hold) with one more.
      { ids: ['A-1-1', 'A-1-7'], token: mine.holdToken, userUuid: buyer.uuid },
      // Blocked seats are never held.
      { ids: ['A-1-10'], token: mine.holdToken, userUuid: buyer.uuid },
    ];
    const outcomes = holdOutcomes(await seating.holdBatch(eventUuid, holds), holds.length);
    expect(outcomes.map((o) => ('seats' in o ? o.seats.map((s) => s.id) : o))).toEqual([
      ['A-1-1', 'A-1-2'],
      { kind: 'taken', objects: ['A-1-2'] },
      { kind: 'unknown', objects: ['Z-9-9'] },
      { kind: 'token-expired' },
      { kind: 'token-unknown' },
      ['A-1-3', 'A-1-4'],
      ['A-1-1', 'A-1-7'],
      { kind: 'taken', objects: ['A-1-10'] },
    ]);
    const stored = await ctx.database.db.execute(
      sql`select id, hold_token from event_seats where event_uuid = ${eventUuid} and hold_token is not null order by id`,
    );
    expect((stored as unknown as { rows: { id: string; hold_token: string }[] }).rows).toEqual([
      { id: 'A-1-1', hold_token: mine.holdToken },
      { id: 'A-1-2', hold_token: mine.holdToken },
      { id: 'A-1-3', hold_token: theirs.holdToken },
      { id: 'A-1-4', hold_token: theirs.holdToken },
      { id: 'A-1-7', hold_token: mine.holdToken },
    ]);
    // A later batch sees them taken, except by their own token.
    const again = holdOutcomes(
      await seating.holdBatch(eventUuid, [
        { ids: ['A-1-7', 'A-1-8'], token: theirs.holdToken, userUuid: other.uuid },
        { ids: ['A-1-3'], token: theirs.holdToken, userUuid: other.uuid },
      ]),
      2,
    );
    expect(again[0]).toEqual({ kind: 'taken', objects: ['A-1-7'] });
    expect(again[1]).toMatchObject({ kind: 'held', seats: [{ id: 'A-1-3' }] });
  });
});
