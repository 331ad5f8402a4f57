import { describe, expect, it } from 'vitest';
import { defaultRowsSpec } from '@tribuna/common/seating/rows';
import { seatingPlanInput } from '@tribuna/common/schemas/seating';
import {
  addSection,
  emptyPlan,
  flatten,
  nextOrigin,
  nextSectionKey,
  planStats,
  removeSeats,
  renumberSelection,
  setCategory,
  setMark,
  toPlanInput,
} from './seatingPlanEditing';

const twoRows = addSection(emptyPlan(), {
  key: 'A',
  name: { cs: 'Sektor A' },
  spec: { ...defaultRowsSpec, rows: 2, seatsPerRow: 4 },
  category: 'std',
});

describe('seating plan editing', () => {
  it('adds a generated section whose seats the API accepts', () => {
    expect(flatten(twoRows).map(({ seat }) => seat.label)).toEqual(['1', '2', '3', '4', '1', '2', '3', '4']);
    expect(nextSectionKey(twoRows)).toBe('B');
    expect(seatingPlanInput.safeParse(toPlanInput(twoRows)).success).toBe(true);
  });

  it('places the next section below the last one', () => {
    expect(nextOrigin(twoRows).y).toBeGreaterThan(Math.max(...flatten(twoRows).map(({ seat }) => seat.y)));
  });

  it('sets a category and marks on the selected seats only, keeping the others as they were', () => {
    const selection = new Set([0, 1, 5]);
    const vip = setCategory(twoRows, selection, 'vip');
    expect(flatten(vip).map(({ seat }) => seat.category)).toEqual([
      'vip',
      'vip',
      'std',
      'std',
      'std',
      'vip',
      'std',
      'std',
    ]);
    // The second row of the first edit is untouched, and so the very same object.
    expect(setCategory(twoRows, new Set([0]), 'vip').sections[0]!.rows[1]).toBe(twoRows.sections[0]!.rows[1]);

    const wheelchair = setMark(twoRows, new Set([0]), 'wheelchair', true);
    const companion = setMark(wheelchair, new Set([0, 1]), 'companion', true);
    expect(
      flatten(companion)
        .slice(0, 2)
        .map(({ seat }) => [seat.wheelchair, seat.companion]),
    ).toEqual([
      [false, true],
      [false, true],
    ]);
    const blocked = setMark(twoRows, new Set([7]), 'blocked', true);
    expect(planStats(blocked)).toMatchObject({ seats: 8, blocked: 1, wheelchair: 0 });
  });

  it('renumbers the selected seats of each row on their own, from either end', () => {
    const renumbered = renumberSelection(twoRows, new Set([1, 2, 3, 4, 5]), {
      startNumber: 2,
      step: 2,
      from: 'right',
    });
    expect(flatten(renumbered).map(({ seat }) => seat.label)).toEqual([
      '1',
      '6',
      '4',
      '2',
      '4',
      '2',
      '3',
      '4',
    ]);
  });

  it('removes seats and the rows they leave empty', () => {
    const fewer = removeSeats(twoRows, new Set([4, 5, 6, 7, 0]));
    expect(fewer.sections[0]!.rows).toHaveLength(1);
    expect(fewer.sections[0]!.rows[0]!.seats.map((seat) => seat.label)).toEqual(['2', '3', '4']);
  });

  it('edits a 20,000-seat stadium in a blink', () => {
    const stadium = addSection(emptyPlan(), {
      key: 'S',
      name: { cs: 'Stadion' },
      spec: { ...defaultRowsSpec, shape: 'curved', rows: 100, seatsPerRow: 200, radius: 3000 },
      category: 'std',
    });
    const selection = new Set(Array.from({ length: 10_000 }, (_, i) => i * 2));
    const started = performance.now();
    const edited = setMark(setCategory(stadium, selection, 'vip'), selection, 'wheelchair', true);
    expect(planStats(edited).byCategory.get('vip')).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(300);
  });
});
