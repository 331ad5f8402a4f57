import { describe, expect, it } from 'vitest';
import { bestAvailable, pickWindow, planRows, rankWindows, type BestAvailableSeat } from './bestAvailable';

/** A row of `n` seats at y, x = 1..n, ids `<row>-<x>`. */
const row = (
  name: string,
  y: number,
  n: number,
  extra: Partial<BestAvailableSeat> = {},
): BestAvailableSeat[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${name}-${i + 1}`,
    section: 'A',
    row: name,
    x: i + 1,
    y,
    category: 'A',
    wheelchair: false,
    companion: false,
    blocked: false,
    ...extra,
  }));

const stage = { x: 3, y: 0 };

describe('bestAvailable', () => {
  it('picks adjacent seats in the row closest to the stage, centred on it', () => {
    const seats = [...row('2', 20, 7), ...row('1', 10, 7)];
    expect(
      bestAvailable({ seats, taken: new Set(), count: 3, category: 'A', stage: { x: 4, y: 0 } }),
    ).toEqual(['1-3', '1-4', '1-5']);
  });

  it('never leaves a single free seat beside the block', () => {
    const seats = row('1', 10, 5);
    // Seat 1 is taken: 3-4, nearer the stage, would leave seats 2 and 5 alone.
    const answer = bestAvailable({ seats, taken: new Set(['1-1']), count: 2, category: 'A', stage });
    expect(answer).toEqual(['1-2', '1-3']);
    // Of four free seats, the middle two would leave one on each side: an end pair is taken instead.
    expect(
      bestAvailable({
        seats: row('1', 10, 4),
        taken: new Set(),
        count: 2,
        category: 'A',
        stage: { x: 2.5, y: 0 },
      }),
    ).toEqual(['1-1', '1-2']);
  });

  it('fills a gap exactly and refuses a gap one seat too wide', () => {
    const seats = row('1', 10, 5);
    expect(bestAvailable({ seats, taken: new Set(['1-1', '1-5']), count: 3, category: 'A', stage })).toEqual([
      '1-2',
      '1-3',
      '1-4',
    ]);
    expect(bestAvailable({ seats, taken: new Set(['1-1']), count: 3, category: 'A', stage })).toBeNull();
  });

  it('keeps to the category, and leaves wheelchair, companion and blocked seats alone', () => {
    const seats = [
      ...row('1', 10, 2, { category: 'B' }).map((s, i) => ({ ...s, id: `b-${i}` })),
      ...row('2', 20, 2, { wheelchair: true }),
      ...row('3', 30, 2, { blocked: true }),
      ...row('4', 40, 2),
    ];
    expect(bestAvailable({ seats, taken: new Set(), count: 2, category: 'A', stage })).toEqual([
      '4-1',
      '4-2',
    ]);
    expect(bestAvailable({ seats, taken: new Set(['4-1']), count: 2, category: 'A', stage })).toBeNull();
  });

  it('does not join seats of different rows', () => {
    const seats = [...row('1', 10, 1), ...row('2', 10, 1)];
    expect(bestAvailable({ seats, taken: new Set(), count: 2, category: 'A', stage })).toBeNull();
  });
});

describe('pickWindow with a cursor', () => {
  const seats = [...row('1', 10, 8), ...row('2', 20, 8), ...row('3', 30, 8)];
  const rows = planRows(seats);
  const windows = rankWindows(rows, 'A', 2, stage);

  it('picks what a walk from the start picks, and starts later walks past the windows gone', () => {
    const taken = new Set(['1-1', '1-2', '1-3', '1-4', '1-5', '1-6', '1-7', '1-8', '2-3', '2-4']);
    const isTaken = (id: string) => taken.has(id);
    const cursor = { at: 0, gone: isTaken };
    const first = pickWindow(rows, windows, 2, isTaken, cursor);
    expect(first).toEqual(pickWindow(rows, windows, 2, isTaken));
    expect(first).toEqual(['2-1', '2-2']);
    // Every window of row 1 holds a taken seat: the cursor is past them all, not past row 2's.
    const skipped = windows.slice(0, cursor.at);
    expect(skipped.length).toBeGreaterThanOrEqual(7);
    for (const window of skipped)
      expect(rows[window.row]!.slice(window.start, window.start + 2).some((s) => taken.has(s.id))).toBe(true);
    taken.add('2-1');
    taken.add('2-2');
    const at = cursor.at;
    expect(pickWindow(rows, windows, 2, isTaken, cursor)).toEqual(pickWindow(rows, windows, 2, isTaken));
    expect(cursor.at).toBeGreaterThanOrEqual(at);
  });

  it('does not move past a window refused only for the single seat it would leave', () => {
    // Row 1: seat 1 taken, so 1-2+1-3 would leave... nothing; 1-3+1-4 would leave 1-2 alone.
    const taken = new Set(['1-1']);
    const isTaken = (id: string) => taken.has(id);
    const cursor = { at: 0, gone: isTaken };
    expect(pickWindow(rows, windows, 2, isTaken, cursor)).toEqual(pickWindow(rows, windows, 2, isTaken));
    for (const window of windows.slice(0, cursor.at))
      expect(rows[window.row]!.slice(window.start, window.start + 2).some((s) => taken.has(s.id))).toBe(true);
  });
});
