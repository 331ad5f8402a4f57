import { describe, expect, it } from 'vitest';
import { defaultRowsSpec, generateRows, labelAfter } from './rows';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('block of rows', () => {
  it('lays straight rows out left to right, the first row nearest the stage', () => {
    const rows = generateRows({ ...defaultRowsSpec, rows: 2, seatsPerRow: 3, firstRowLabel: 'A' });
    expect(rows.map((row) => row.label)).toEqual(['A', 'B']);
    expect(rows[0]!.seats).toEqual([
      { label: '1', x: -50, y: 0 },
      { label: '2', x: 0, y: 0 },
      { label: '3', x: 50, y: 0 },
    ]);
    expect(rows[1]!.seats[0]).toEqual({ label: '1', x: -50, y: 60 });
  });

  it('keeps the seat spacing along each curved row, rows on one centre, bowing away from the stage', () => {
    const rows = generateRows({ ...defaultRowsSpec, shape: 'curved', rows: 3, seatsPerRow: 21, radius: 800 });
    const centre = { x: 0, y: -800 };
    rows.forEach((row, r) => {
      for (const seat of row.seats) expect(distance(seat, centre)).toBeCloseTo(800 + r * 60, 0);
      for (let s = 1; s < row.seats.length; s += 1) {
        expect(distance(row.seats[s]!, row.seats[s - 1]!)).toBeCloseTo(50, 0);
        expect(row.seats[s]!.x).toBeGreaterThan(row.seats[s - 1]!.x);
      }
      // The middle seat is the one furthest from the stage; the ends curl towards it.
      expect(row.seats[10]!.y).toBeGreaterThan(row.seats[0]!.y);
      expect(row.seats[0]!.y).toBeCloseTo(row.seats[20]!.y, 1);
    });
  });

  it('turns a block about its origin', () => {
    const [row] = generateRows({ ...defaultRowsSpec, rows: 1, seatsPerRow: 3, rotation: 90 });
    expect(row!.seats.map(({ x, y }) => [Math.round(x) + 0, Math.round(y) + 0])).toEqual([
      [0, -50],
      [0, 0],
      [0, 50],
    ]);
  });

  it('generates a 20,000-seat stadium quickly', () => {
    const started = performance.now();
    const rows = generateRows({
      ...defaultRowsSpec,
      shape: 'curved',
      rows: 100,
      seatsPerRow: 200,
      radius: 3000,
    });
    expect(rows.flatMap((row) => row.seats)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('labels', () => {
  it('counts numbers and letters on', () => {
    expect(labelAfter('1', 9)).toBe('10');
    expect(labelAfter('A', 2)).toBe('C');
    expect(labelAfter('Z', 1)).toBe('AA');
    expect(labelAfter('az', 1)).toBe('ba');
  });
});
