import { describe, expect, it } from 'vitest';
import { generateRows, defaultRowsSpec } from './rows';
import { discMask, paintDiscs, SeatScene } from './scene';
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

describe('seats painted as pixels', () => {
  const alphaAt = (pixels: Uint32Array, width: number, x: number, y: number) => pixels[y * width + x]! >>> 24;

  it('covers a disc: opaque at its centre, smoothed at its edge, nothing beyond', () => {
    const { size, alpha } = discMask(3);
    expect(size).toBe(8);
    expect(alpha[4 * size + 4]).toBe(255);
    const edge = alpha[4 * size + 1]!;
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
    expect(alpha[0]).toBe(0);
    // Round: as much on each side of the centre.
    expect(alpha[4 * size + 1]).toBe(alpha[1 * size + 4]);
  });

  it('paints each seat in its colour where it stands, clipped at the edges, the opaque pixel winning', () => {
    const width = 20;
    const height = 10;
    const pixels = new Uint32Array(width * height);
    paintDiscs(
      pixels,
      width,
      height,
      discMask(2),
      [5, 19.5, 6],
      [5, 5, 5],
      [0xffc62828, 0xff1565c0, 0xff2e7d32],
    );
    // Red in the low byte: 0xc62828 is stored as ABGR.
    expect(pixels[5 * width + 4]).toBe(0xff2828c6);
    expect(alphaAt(pixels, width, 19, 5)).toBe(255);
    expect(pixels[5 * width + 19]! & 0xffffff).toBe(0xc06515);
    expect(alphaAt(pixels, width, 12, 5)).toBe(0);
    expect(alphaAt(pixels, width, 5, 0)).toBe(0);
    // The third seat overlaps the first; both were opaque at (5, 5), so the first one's stays.
    expect(pixels[5 * width + 5]).toBe(0xff2828c6);
    expect(pixels[5 * width + 7]! & 0xffffff).toBe(0x327d2e);
  });

  it('keeps a translucent colour translucent', () => {
    const pixels = new Uint32Array(100);
    paintDiscs(pixels, 10, 10, discMask(2), [5], [5], [0x591976d2]);
    expect(alphaAt(pixels, 10, 5, 5)).toBe(0x59);
    expect(pixels[5 * 10 + 5]! & 0xffffff).toBe(0xd27619);
  });
});
