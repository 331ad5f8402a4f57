import { describe, expect, it } from 'vitest';
import { generateRows, defaultRowsSpec } from './rows';
import { SeatScene } from './scene';
import { fitView, toPlan, toScreen, zoomAt } from './viewport';

const seats = generateRows({ ...defaultRowsSpec, rows: 3, seatsPerRow: 4 }).flatMap((row) => row.seats);
const scene = new SeatScene(
  seats,
  seats.map((seat) => seat.label),
  20,
);

describe('seat scene', () => {
  it('finds the seat under a point, and none between rows', () => {
    expect(scene.seatAt({ x: -75 + 3, y: 2 })).toBe(0);
    expect(scene.seatAt({ x: 75, y: 120 })).toBe(11);
    expect(scene.seatAt({ x: 0, y: 30 })).toBe(-1);
  });

  it('selects the seats inside a dragged rectangle, whichever way it was dragged', () => {
    expect(scene.seatsIn({ minX: 100, minY: 70, maxX: -30, maxY: 50 }).sort((a, b) => a - b)).toEqual([
      5, 6, 7,
    ]);
  });

  it('moves along a row and across rows with the arrow keys', () => {
    expect(scene.neighbour(0, 1, 0)).toBe(1);
    expect(scene.neighbour(1, 0, 1)).toBe(5);
    expect(scene.neighbour(0, -1, 0)).toBe(-1);
  });
});

describe('viewport', () => {
  it('fits a plan and zooms about the pointer', () => {
    const view = fitView(scene.bounds, 400, 300, 0);
    // The plan is taller for its width than the canvas: it touches the top and bottom edges.
    expect(toScreen(view, { x: 0, y: scene.bounds.minY }).y).toBeCloseTo(0);
    expect(toScreen(view, { x: 0, y: scene.bounds.maxY }).y).toBeCloseTo(300);
    const pointer = { x: 123, y: 45 };
    const before = toPlan(view, pointer);
    const zoomed = zoomAt(view, pointer, 2, 0.01, 100);
    expect(zoomed.scale).toBeCloseTo(view.scale * 2);
    expect(toPlan(zoomed, pointer).x).toBeCloseTo(before.x);
    expect(toPlan(zoomed, pointer).y).toBeCloseTo(before.y);
  });
});
