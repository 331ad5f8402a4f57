import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryPalette, SeatCanvas, seatLooks, SEAT_GLYPHS } from './canvas';
import { defaultRowsSpec, generateRows } from './rows';
import { SEAT_CROSSED, SEAT_RING, SeatScene } from './scene';

const seats = generateRows({ ...defaultRowsSpec, rows: 2, seatsPerRow: 3 })
  .flatMap((row) => row.seats)
  .map((seat, index) => ({
    ...seat,
    category: index < 3 ? 'A' : 'B',
    wheelchair: index === 0,
    companion: index === 1,
  }));
const scene = new SeatScene(
  seats,
  seats.map((seat) => seat.label),
  20,
);

afterEach(() => vi.unstubAllGlobals());

describe('seat looks', () => {
  it('colours seats by category, with the colours after the categories for the rest', () => {
    const colours = categoryPalette(new Map([['A', '#f00']]), ['#ccc', '#00f']);
    expect(colours.palette).toEqual(['#f00', '#ccc', '#00f']);
    expect(colours.colourOf('A')).toBe(0);
    expect(colours.colourOf('B')).toBe(1);
    expect(colours.other(1)).toBe(2);
  });

  it('marks crossed and ringed seats, and wheelchair and companion places by their glyphs', () => {
    const looks = seatLooks(
      seats,
      ['#f00'],
      { fill: () => 0, crossed: (_, index) => index === 2, ringed: (seat) => seat.category === 'B' },
      '#111',
    );
    expect([...looks.flags]).toEqual([0, 0, SEAT_CROSSED, SEAT_RING, SEAT_RING, SEAT_RING]);
    expect([...looks.glyph].map((glyph) => SEAT_GLYPHS[glyph])).toEqual(['♿', '+', '', '', '', '']);
    expect(looks.focus).toBe(-1);
  });
});

describe('seat canvas', () => {
  it('fits the plan, zooms within the limits given by the fitting scale, and pans', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const canvas = new SeatCanvas({ scaleLimits: (fit) => ({ min: fit / 2, max: 4 }) });
    canvas.scene = scene;
    canvas.fit();
    expect(canvas.view).toBeNull();
    canvas.size = { width: 400, height: 300 };
    canvas.fit();
    const fitted = canvas.view!;
    canvas.zoom(0.01);
    expect(canvas.view!.scale).toBeCloseTo(fitted.scale / 2);
    canvas.zoom(1000, { x: 10, y: 10 });
    expect(canvas.view!.scale).toBe(4);
    const before = canvas.view!;
    canvas.pan(5, -7);
    expect(canvas.view).toEqual({ scale: 4, x: before.x + 5, y: before.y - 7 });
    canvas.refit();
    expect(canvas.view).toEqual(fitted);
  });

  it('finds the seat under a canvas point through the view', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const canvas = new SeatCanvas({ scaleLimits: () => ({ min: 0.1, max: 4 }) });
    canvas.scene = scene;
    expect(canvas.seatAt({ x: 0, y: 0 })).toBe(-1);
    canvas.setView({ scale: 2, x: 100, y: 50 });
    const seat = seats[4]!;
    expect(canvas.seatAt({ x: seat.x * 2 + 100, y: seat.y * 2 + 50 })).toBe(4);
    expect(scene.nearest({ x: seat.x + 500, y: seat.y })).toBe(5);
  });
});
