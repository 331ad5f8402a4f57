import { describe, expect, it } from 'vitest';
import { holdOutcomes } from './seatBatches';

describe('seat action batches', () => {
  it('reads the batch function’s rows as one outcome per hold', () => {
    const until = new Date('2026-11-23T20:00:00Z');
    expect(
      holdOutcomes(
        [
          { hold_no: 1, seat_id: 'A-1-2', until, outcome: 'held' },
          { hold_no: 1, seat_id: 'A-1-1', until, outcome: 'held' },
          { hold_no: 2, seat_id: 'A-1-2', until: null, outcome: 'taken' },
          { hold_no: 3, seat_id: null, until: null, outcome: 'token-expired' },
          { hold_no: 4, seat_id: 'Z-9-9', until: null, outcome: 'unknown' },
        ],
        5,
      ),
    ).toEqual([
      {
        kind: 'held',
        seats: [
          { id: 'A-1-2', until },
          { id: 'A-1-1', until },
        ],
      },
      { kind: 'taken', objects: ['A-1-2'] },
      { kind: 'token-expired' },
      { kind: 'unknown', objects: ['Z-9-9'] },
      { kind: 'taken', objects: [] },
    ]);
  });
});
