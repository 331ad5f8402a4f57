import { generateRow, type GeneratedSeat } from '../seatRows';

/**
 * Blocks of rows for the seating plan editor: straight or curved, laid out in plan units (one unit
 * is roughly a centimetre, a seat is about 50 wide). The stage is towards smaller y before the
 * block is rotated; the first row is the one closest to it.
 */
export type { GeneratedSeat };

export interface Point {
  x: number;
  y: number;
}

export interface GeneratedRow {
  label: string;
  seats: GeneratedSeat[];
}

export interface RowsSpec {
  shape: 'straight' | 'curved';
  rows: number;
  seatsPerRow: number;
  /** The middle of the first row. */
  origin: Point;
  seatSpacing: number;
  rowSpacing: number;
  /** Degrees, clockwise: the block turns about its origin. */
  rotation: number;
  /** Curved rows: the radius of the first row; the centre of the arcs is on the stage side. */
  radius: number;
  /** `1` counts rows 1, 2, 3…; `A` counts A, B, … Z, AA, AB… */
  firstRowLabel: string;
  firstSeatNumber: number;
}

export const defaultRowsSpec: RowsSpec = {
  shape: 'straight',
  rows: 5,
  seatsPerRow: 20,
  origin: { x: 0, y: 0 },
  seatSpacing: 50,
  rowSpacing: 60,
  rotation: 0,
  radius: 1500,
  firstRowLabel: '1',
  firstSeatNumber: 1,
};

/** The label `steps` places after `first`: numbers count on, letters run like spreadsheet columns. */
export function labelAfter(first: string, steps: number): string {
  const trimmed = first.trim();
  if (/^\d+$/.test(trimmed)) return String(Number(trimmed) + steps);
  if (/^[A-Za-z]+$/.test(trimmed)) {
    const upper = trimmed === trimmed.toUpperCase();
    let n = 0;
    for (const char of trimmed.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
    n += steps;
    let label = '';
    while (n > 0) {
      const digit = (n - 1) % 26;
      label = String.fromCharCode(65 + digit) + label;
      n = Math.floor((n - 1) / 26);
    }
    return upper ? label : label.toLowerCase();
  }
  // Any other label (a prefix such as "L1") gets the step appended, so labels stay unique.
  return steps === 0 ? trimmed : `${trimmed}${steps + 1}`;
}

function rotate(point: Point, about: Point, degrees: number): Point {
  if (degrees === 0) return point;
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point.x - about.x;
  const dy = point.y - about.y;
  return { x: about.x + dx * cos - dy * sin, y: about.y + dx * sin + dy * cos };
}

/**
 * A block of rows, each made by the shared row generator. Curved rows share one centre on the stage
 * side (each row sweeps the angle that keeps the seat spacing on its own radius), so the rows stay
 * parallel as they move back; the block turns about its origin.
 */
export function generateRows(spec: RowsSpec): GeneratedRow[] {
  const count = Math.max(0, Math.floor(spec.seatsPerRow));
  const length = spec.seatSpacing * Math.max(0, count - 1);
  return Array.from({ length: Math.max(0, Math.floor(spec.rows)) }, (_, r) => {
    const middle = rotate(
      { x: spec.origin.x, y: spec.origin.y + r * spec.rowSpacing },
      spec.origin,
      spec.rotation,
    );
    const radius = spec.radius + r * spec.rowSpacing;
    const bend = spec.shape === 'curved' && radius > 0 ? ((length / radius) * 180) / Math.PI : 0;
    const seats = generateRow(
      { count, x: middle.x, y: middle.y, spacing: spec.seatSpacing, bend, rotation: spec.rotation },
      { startNumber: spec.firstSeatNumber, step: 1, from: 'left' },
    );
    return { label: labelAfter(spec.firstRowLabel, r), seats };
  });
}
