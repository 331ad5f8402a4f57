/**
 * "Best available": the best `count` seats next to each other in one row, closest to the stage,
 * that leave no single free seat alone beside them. Pure: the service feeds it the plan and the
 * seats taken now, then holds the answer atomically (and asks again if someone was faster).
 *
 * On sale day hundreds ask at once, so the work is split: the windows a plan offers for a category
 * and a count are ranked once per plan (`rankWindows`), and each request walks that ranking to the
 * first window that is free now (`pickWindow`), which is near the top until the best seats are gone.
 */

export interface BestAvailableSeat {
  id: string;
  section: string;
  row: string;
  x: number;
  y: number;
  category: string;
  wheelchair: boolean;
  companion: boolean;
  blocked: boolean;
}

/** A block of seats that could be sold together: `start` and following seats of `rows[row]`. */
export interface SeatWindow {
  row: number;
  start: number;
  score: number;
}

/** The plan's rows: consecutive seats of the same section and row, in their order along it. */
export function planRows<T extends BestAvailableSeat>(seats: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (const seat of seats) {
    const last = rows.at(-1);
    if (last && last[0]!.section === seat.section && last[0]!.row === seat.row) last.push(seat);
    else rows.push([seat]);
  }
  return rows;
}

/**
 * Every block of `count` seats of the category that may be sold together, best first (the smallest
 * sum of distances to the stage). Wheelchair and companion seats are left for those who need them:
 * they are chosen on the chart.
 */
export function rankWindows(
  rows: readonly (readonly BestAvailableSeat[])[],
  category: string,
  count: number,
  stage: { x: number; y: number },
): SeatWindow[] {
  const windows: SeatWindow[] = [];
  rows.forEach((row, r) => {
    const sellable = row.map(
      (seat) => seat.category === category && !seat.blocked && !seat.wheelchair && !seat.companion,
    );
    const distance = row.map((seat) => Math.hypot(seat.x - stage.x, seat.y - stage.y));
    for (let i = 0; i + count <= row.length; i++) {
      let score = 0;
      let fits = true;
      for (let k = i; k < i + count && fits; k++) {
        fits = sellable[k]!;
        score += distance[k]!;
      }
      if (fits) windows.push({ row: r, start: i, score });
    }
  });
  return windows.sort((a, b) => a.score - b.score || a.row - b.row || a.start - b.start);
}

/**
 * Where a walk of a ranking may start: every window before `at` holds a seat for which `gone` said
 * yes, and such a seat stays gone for as long as the caller keeps the cursor (the caller starts a
 * new one when seats may have come free). Sale day fills the best windows first, so without it each
 * request would walk past thousands of sold windows.
 */
export interface WindowCursor {
  at: number;
  gone: (id: string) => boolean;
}

/**
 * The first ranked window whose seats are all free and that leaves no single free seat on either
 * side (a block may fill a gap exactly, or leave two or more). Answers its seat ids, or null.
 */
export function pickWindow(
  rows: readonly (readonly BestAvailableSeat[])[],
  windows: readonly SeatWindow[],
  count: number,
  isTaken: (id: string) => boolean,
  cursor?: WindowCursor,
): string[] | null {
  const free = (seat: BestAvailableSeat | undefined) =>
    seat !== undefined && !seat.blocked && !isTaken(seat.id);
  // Windows before the cursor hold a seat that stays gone; the cursor moves past each further one.
  let leading = true;
  for (let i = cursor?.at ?? 0; i < windows.length; i++) {
    const window = windows[i]!;
    const row = rows[window.row]!;
    if (cursor && leading) {
      let gone = false;
      for (let k = window.start; k < window.start + count && !gone; k++) gone = cursor.gone(row[k]!.id);
      if (gone) {
        cursor.at = i + 1;
        continue;
      }
      leading = false;
    }
    let ok = true;
    for (let k = window.start; k < window.start + count && ok; k++) ok = free(row[k]);
    if (!ok) continue;
    const left = window.start - 1;
    if (free(row[left]) && !free(row[left - 1])) continue;
    const right = window.start + count;
    if (free(row[right]) && !free(row[right + 1])) continue;
    return row.slice(window.start, window.start + count).map((seat) => seat.id);
  }
  return null;
}

export interface BestAvailableRequest {
  /** Seats in plan order: a row's seats are consecutive, in their order along the row. */
  seats: readonly BestAvailableSeat[];
  /** Ids of the seats not free now (held or booked). */
  taken: ReadonlySet<string>;
  count: number;
  category: string;
  stage: { x: number; y: number };
}

/** The whole question at once (the service keeps the ranking between requests instead). */
export function bestAvailable(request: BestAvailableRequest): string[] | null {
  const rows = planRows(request.seats);
  const windows = rankWindows(rows, request.category, request.count, request.stage);
  return pickWindow(rows, windows, request.count, (id) => request.taken.has(id));
}
