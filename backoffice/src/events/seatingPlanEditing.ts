import type { Language, LocaleMap } from '@tribuna/common/schemas/common';
import type { SeatingPlan, SeatingPlanInput, Stage } from '@tribuna/common/schemas/seating';
import { generateRows, labelAfter, type RowsSpec } from '@tribuna/common/seating/rows';
import { boundsOf } from '@tribuna/common/seating/viewport';
import { seatNumbers, type RowNumbering } from '@tribuna/common/seatRows';

/**
 * The seating plan editor's model and its edits, as pure functions: each edit answers a new plan,
 * so the form sees a change and undo is a matter of keeping the old one. Seats are addressed by
 * their place in the flattened plan (section by section, row by row), which edits that neither
 * add nor remove seats keep.
 */
export interface EditorSeat {
  /** Kept from the saved plan, so held and booked seats keep their ids across edits. */
  id?: string;
  label: string;
  x: number;
  y: number;
  category: string;
  wheelchair: boolean;
  companion: boolean;
  blocked: boolean;
}

export interface EditorRow {
  label: string;
  seats: EditorSeat[];
}

export interface EditorSection {
  key: string;
  name: LocaleMap;
  rows: EditorRow[];
}

export interface EditorPlan {
  stage: Stage;
  sections: EditorSection[];
}

export interface SeatPlace {
  seat: EditorSeat;
  section: number;
  row: number;
  index: number;
}

export const emptyPlan = (): EditorPlan => ({
  stage: { x: -300, y: -200, width: 600, height: 80 },
  sections: [],
});

export function fromSeatingPlan(plan: Pick<SeatingPlan, 'stage' | 'sections'>): EditorPlan {
  return {
    stage: { ...plan.stage },
    sections: plan.sections.map((section) => ({
      key: section.key,
      name: { ...section.name } as LocaleMap,
      rows: section.rows.map((row) => ({
        label: row.label,
        seats: row.seats.map((seat) => ({ ...seat })),
      })),
    })),
  };
}

/** What the API takes: sections without rows are dropped (a row needs seats, a plan a section). */
export function toPlanInput(plan: EditorPlan): SeatingPlanInput {
  return {
    stage: plan.stage,
    sections: plan.sections.map((section) => ({
      key: section.key,
      name: section.name,
      rows: section.rows
        .filter((row) => row.seats.length > 0)
        .map((row) => ({
          label: row.label,
          seats: row.seats.map((seat) => ({
            ...(seat.id !== undefined && { id: seat.id }),
            label: seat.label,
            x: seat.x,
            y: seat.y,
            category: seat.category,
            wheelchair: seat.wheelchair,
            companion: seat.companion,
            blocked: seat.blocked,
          })),
        })),
    })),
  };
}

export function flatten(plan: EditorPlan): SeatPlace[] {
  const places: SeatPlace[] = [];
  plan.sections.forEach((section, s) =>
    section.rows.forEach((row, r) =>
      row.seats.forEach((seat, index) => places.push({ seat, section: s, row: r, index })),
    ),
  );
  return places;
}

/** The first section key (`A`, `B`, … `AA`) the plan does not use yet. */
export function nextSectionKey(plan: EditorPlan): string {
  const used = new Set(plan.sections.map((section) => section.key));
  for (let steps = 0; ; steps += 1) {
    const key = labelAfter('A', steps);
    if (!used.has(key)) return key;
  }
}

/** Where a new block goes by default: centred below everything drawn so far, stage included. */
export function nextOrigin(plan: EditorPlan): { x: number; y: number } {
  const seats = flatten(plan).map((place) => place.seat);
  const stage = plan.stage;
  const bounds = boundsOf([
    ...seats,
    { x: stage.x, y: stage.y },
    { x: stage.x + stage.width, y: stage.y + stage.height },
  ]);
  return { x: Math.round(stage.x + stage.width / 2), y: Math.round(bounds.maxY + 100) };
}

export interface NewSection {
  key: string;
  name: LocaleMap;
  spec: RowsSpec;
  category: string;
}

/** The seats a new section would get, for the preview before it is added. */
export function sectionOf(block: NewSection): EditorSection {
  return {
    key: block.key,
    name: block.name,
    rows: generateRows(block.spec).map((row) => ({
      label: row.label,
      seats: row.seats.map((seat) => ({
        label: seat.label,
        x: seat.x,
        y: seat.y,
        category: block.category,
        wheelchair: false,
        companion: false,
        blocked: false,
      })),
    })),
  };
}

export const addSection = (plan: EditorPlan, block: NewSection): EditorPlan => ({
  ...plan,
  sections: [...plan.sections, sectionOf(block)],
});

export const removeSection = (plan: EditorPlan, index: number): EditorPlan => ({
  ...plan,
  sections: plan.sections.filter((_, i) => i !== index),
});

/**
 * A section's name in one language. Czech is kept as typed; an empty Slovak or English name is
 * left out, so that language shows the Czech one.
 */
export function renameSection(plan: EditorPlan, index: number, language: Language, name: string): EditorPlan {
  return {
    ...plan,
    sections: plan.sections.map((section, i) => {
      if (i !== index) return section;
      const names: LocaleMap = { ...section.name, [language]: name };
      if (language !== 'cs' && name.trim() === '') delete names[language];
      return { ...section, name: names };
    }),
  };
}

/** Applies `change` to the selected seats (flat indexes), copying only the rows it touches. */
export function updateSeats(
  plan: EditorPlan,
  selection: ReadonlySet<number>,
  change: (seat: EditorSeat) => EditorSeat,
): EditorPlan {
  let flat = 0;
  return {
    ...plan,
    sections: plan.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => {
        const start = flat;
        flat += row.seats.length;
        let touched = false;
        for (let i = start; i < flat && !touched; i += 1) touched = selection.has(i);
        if (!touched) return row;
        return {
          ...row,
          seats: row.seats.map((seat, i) => (selection.has(start + i) ? change(seat) : seat)),
        };
      }),
    })),
  };
}

export const setCategory = (plan: EditorPlan, selection: ReadonlySet<number>, category: string) =>
  updateSeats(plan, selection, (seat) => ({ ...seat, category }));

export type SeatMark = 'wheelchair' | 'companion' | 'blocked';

/** A wheelchair place is not also a companion seat, and the other way round. */
export function setMark(plan: EditorPlan, selection: ReadonlySet<number>, mark: SeatMark, on: boolean) {
  return updateSeats(plan, selection, (seat) => ({
    ...seat,
    [mark]: on,
    ...(on && mark === 'wheelchair' && { companion: false }),
    ...(on && mark === 'companion' && { wheelchair: false }),
  }));
}

/** New labels for the selected seats, row by row, in each row's order (left to right). */
export function renumberSelection(
  plan: EditorPlan,
  selection: ReadonlySet<number>,
  numbering: RowNumbering,
): EditorPlan {
  let flat = 0;
  return {
    ...plan,
    sections: plan.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => {
        const picked = row.seats.map((_, i) => flat + i).filter((i) => selection.has(i));
        const start = flat;
        flat += row.seats.length;
        if (picked.length === 0) return row;
        const labels = seatNumbers(picked.length, numbering);
        const labelOf = new Map(picked.map((i, n) => [i - start, labels[n]!]));
        return {
          ...row,
          seats: row.seats.map((seat, i) => (labelOf.has(i) ? { ...seat, label: labelOf.get(i)! } : seat)),
        };
      }),
    })),
  };
}

/** Removes the selected seats; rows left empty go too. */
export function removeSeats(plan: EditorPlan, selection: ReadonlySet<number>): EditorPlan {
  let flat = 0;
  return {
    ...plan,
    sections: plan.sections.map((section) => ({
      ...section,
      rows: section.rows
        .map((row) => {
          const start = flat;
          flat += row.seats.length;
          return { ...row, seats: row.seats.filter((_, i) => !selection.has(start + i)) };
        })
        .filter((row) => row.seats.length > 0),
    })),
  };
}

/** Seats per category, and the marked ones, for the editor's summary. */
export function planStats(plan: EditorPlan) {
  const byCategory = new Map<string, number>();
  let seats = 0;
  let wheelchair = 0;
  let companion = 0;
  let blocked = 0;
  for (const { seat } of flatten(plan)) {
    seats += 1;
    byCategory.set(seat.category, (byCategory.get(seat.category) ?? 0) + 1);
    if (seat.wheelchair) wheelchair += 1;
    if (seat.companion) companion += 1;
    if (seat.blocked) blocked += 1;
  }
  return { seats, byCategory, wheelchair, companion, blocked };
}
