/**
 * The seating plan editor's row generator: a row of seats, straight or curved around the stage,
 * numbered as venues number them. Pure, so the editor can regenerate thousands of seats as a slider
 * moves and the tests can check positions exactly.
 */

export interface RowNumbering {
  /** The number of the first seat counted from the numbering's start. */
  startNumber: number;
  /** 1 numbers every seat; 2 numbers odd or even seats only (one side of a block). */
  step: 1 | 2;
  /** Where numbering starts, as seen from the stage: 'left' numbers the leftmost seat first. */
  from: 'left' | 'right';
}

export interface RowShape {
  count: number;
  /** The middle of the row. */
  x: number;
  y: number;
  /** Distance between neighbouring seat centres, measured along the row. */
  spacing: number;
  /**
   * How far the row bends, as the angle in degrees its arc sweeps: 0 is straight, 180 a half circle.
   * A positive bend brings the ends towards the stage (lower y), as rows curve around a stage.
   */
  bend?: number;
  /** Turns the whole row about its middle, in degrees (clockwise on screen, y pointing down). */
  rotation?: number;
}

export interface GeneratedSeat {
  label: string;
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Seat labels in geometric order (left to right), numbered as `numbering` says. */
export function seatNumbers(count: number, numbering: RowNumbering): string[] {
  const numbers = Array.from({ length: count }, (_, i) => String(numbering.startNumber + i * numbering.step));
  return numbering.from === 'left' ? numbers : numbers.reverse();
}

/**
 * Seats in geometric order, left to right: the order the plan keeps them in, which is what makes
 * neighbours adjacent for "best available".
 */
export function generateRow(shape: RowShape, numbering: RowNumbering): GeneratedSeat[] {
  const { count, spacing } = shape;
  if (!Number.isInteger(count) || count < 1) return [];
  const length = spacing * (count - 1);
  const sweep = ((shape.bend ?? 0) * Math.PI) / 180;
  const turn = ((shape.rotation ?? 0) * Math.PI) / 180;
  const labels = seatNumbers(count, numbering);
  return labels.map((label, i) => {
    // Offsets from the middle of the row before rotation.
    let dx: number;
    let dy: number;
    const along = i * spacing - length / 2;
    if (Math.abs(sweep) < 1e-9 || count === 1) {
      dx = along;
      dy = 0;
    } else {
      // Equal arc lengths between seats: the arc's centre lies towards the stage, at radius r.
      const r = length / Math.abs(sweep);
      const angle = along / r;
      dx = r * Math.sin(angle);
      dy = Math.sign(sweep) * -r * (1 - Math.cos(angle));
    }
    return {
      label,
      x: round(shape.x + dx * Math.cos(turn) - dy * Math.sin(turn)),
      y: round(shape.y + dx * Math.sin(turn) + dy * Math.cos(turn)),
    };
  });
}

/** New labels for seats already placed (kept in their order), e.g. after the editor's "renumber". */
export function renumber<T extends { label: string }>(seats: T[], numbering: RowNumbering): T[] {
  const labels = seatNumbers(seats.length, numbering);
  return seats.map((seat, i) => ({ ...seat, label: labels[i]! }));
}
