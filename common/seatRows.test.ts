import { describe, expect, it } from 'vitest';
import { generateRow, renumber } from './seatRows';

const ascending = { startNumber: 1, step: 1, from: 'left' } as const;

describe('generateRow', () => {
  it('places a straight row centred on its middle, evenly spaced, numbered from the left', () => {
    expect(generateRow({ count: 3, x: 100, y: 50, spacing: 10 }, ascending)).toEqual([
      { label: '1', x: 90, y: 50 },
      { label: '2', x: 100, y: 50 },
      { label: '3', x: 110, y: 50 },
    ]);
  });

  it('numbers from the right, and odd or even seats only', () => {
    const seats = generateRow(
      { count: 4, x: 0, y: 0, spacing: 1 },
      { startNumber: 2, step: 2, from: 'right' },
    );
    expect(seats.map((s) => s.label)).toEqual(['8', '6', '4', '2']);
    expect(seats.map((s) => s.x)).toEqual([-1.5, -0.5, 0.5, 1.5]);
  });

  it('bends a row into an arc whose ends come towards the stage, keeping the spacing along it', () => {
    // A half circle of 5 seats: the arc is 40 long, so its radius is 40/π and the ends are a diameter apart.
    const seats = generateRow({ count: 5, x: 0, y: 100, spacing: 10, bend: 180 }, ascending);
    const r = 40 / Math.PI;
    expect(seats[2]).toEqual({ label: '3', x: 0, y: 100 });
    expect(seats[0]!.x).toBeCloseTo(-r, 1);
    expect(seats[0]!.y).toBeCloseTo(100 - r, 1);
    expect(seats[4]!.x).toBeCloseTo(r, 1);
    expect(seats[4]!.y).toBeCloseTo(seats[0]!.y, 5);
    // Neighbours are equally far apart: chords of equal arcs.
    const gaps = seats.slice(1).map((s, i) => Math.hypot(s.x - seats[i]!.x, s.y - seats[i]!.y));
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 1);
    expect(gaps[0]).toBeLessThan(10);
    expect(gaps[0]).toBeGreaterThan(9.5);
  });

  it('bends the other way with a negative bend', () => {
    const seats = generateRow({ count: 3, x: 0, y: 0, spacing: 10, bend: -60 }, ascending);
    expect(seats[0]!.y).toBeGreaterThan(0);
    expect(seats[2]!.y).toBeGreaterThan(0);
  });

  it('turns the row about its middle', () => {
    const seats = generateRow({ count: 3, x: 10, y: 10, spacing: 5, rotation: 90 }, ascending);
    expect(seats.map(({ x, y }) => [x, y])).toEqual([
      [10, 5],
      [10, 10],
      [10, 15],
    ]);
  });

  it('makes nothing of a count below one and one seat at the middle', () => {
    expect(generateRow({ count: 0, x: 0, y: 0, spacing: 5 }, ascending)).toEqual([]);
    expect(generateRow({ count: 1, x: 3, y: 4, spacing: 5, bend: 90 }, ascending)).toEqual([
      { label: '1', x: 3, y: 4 },
    ]);
  });
});

describe('renumber', () => {
  it('relabels seats in their order and keeps the rest of each seat', () => {
    const seats = [
      { label: 'a', x: 1, category: 'A' },
      { label: 'b', x: 2, category: 'B' },
    ];
    expect(renumber(seats, { startNumber: 11, step: 1, from: 'right' })).toEqual([
      { label: '12', x: 1, category: 'A' },
      { label: '11', x: 2, category: 'B' },
    ]);
  });
});
