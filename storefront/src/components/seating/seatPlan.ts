import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats, SeatStatus, SeatStatusNews } from '@tribuna/common/schemas/seating';

/** One seat of the chart, flattened out of sections and rows. */
export interface ChartSeat {
  id: string;
  label: string;
  x: number;
  y: number;
  category: string;
  wheelchair: boolean;
  companion: boolean;
  section: string;
  row: string;
}

/** A plan ready for the chart and the list mode: seats by index, sections and rows as seat indexes. */
export interface ChartPlan {
  seats: ChartSeat[];
  indexOf: Map<string, number>;
  sections: { key: string; name: string; rows: { label: string; seats: number[] }[] }[];
}

/** A seat's radius on a plan drawn in the editor's units, where seats are about 50 apart. */
export const SEAT_RADIUS = 22;
/** Of the gap between neighbouring seats, what a seat's radius may take (22 of 50 in the editor's units). */
const RADIUS_OF_GAP = SEAT_RADIUS / 50;

/**
 * The radius the chart draws a plan's seats with: the editor's 22 units, or less on a plan whose
 * seats lie closer (one made through the API in other units), so neighbours and their labels do not
 * cover each other. It follows the usual gap between neighbours in a row and between a row and the
 * next (medians, so a single seat set too close does not shrink every seat), measured in one pass
 * over the seats: a stadium's first drawing waits for it.
 */
export function seatRadiusOf(plan: ChartPlan): number {
  const { seats } = plan;
  const distance = (a: number, b: number) => {
    const dx = seats[a]!.x - seats[b]!.x;
    const dy = seats[a]!.y - seats[b]!.y;
    return Math.sqrt(dx * dx + dy * dy);
  };
  const along: number[] = [];
  const across: number[] = [];
  for (const section of plan.sections)
    section.rows.forEach((row, r) => {
      for (let i = 1; i < row.seats.length; i++) {
        const gap = distance(row.seats[i - 1]!, row.seats[i]!);
        // Two seats on one point are a mistake in the plan, not a measure of its spacing.
        if (gap > 0) along.push(gap);
      }
      // From the middle seat of the row before to the nearest seat of this one.
      const before = section.rows[r - 1]?.seats;
      const middle = before?.[Math.floor(before.length / 2)];
      if (middle === undefined) return;
      let gap = Infinity;
      for (const seat of row.seats) {
        const d = distance(middle, seat);
        if (d > 0 && d < gap) gap = d;
      }
      if (gap < Infinity) across.push(gap);
    });
  const pitch = Math.min(median(along) ?? Infinity, median(across) ?? Infinity);
  return Math.min(SEAT_RADIUS, pitch * RADIUS_OF_GAP);
}

// A typed array sorts numbers natively, several times faster than an array with a comparator.
function median(values: readonly number[]): number | undefined {
  return Float64Array.from(values).sort()[Math.floor(values.length / 2)];
}

export function chartPlanOf(data: EventSeats): { plan: ChartPlan; statuses: SeatStatus[] } {
  const seats: ChartSeat[] = [];
  const statuses: SeatStatus[] = [];
  const indexOf = new Map<string, number>();
  const sections = data.sections.map((section) => ({
    key: section.key,
    name: section.name,
    rows: section.rows.map((row) => ({
      label: row.label,
      seats: row.seats.map((seat) => {
        const index = seats.length;
        seats.push({
          id: seat.id,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          category: seat.category,
          wheelchair: seat.wheelchair,
          companion: seat.companion,
          section: section.name,
          row: row.label,
        });
        statuses.push(seat.status);
        indexOf.set(seat.id, index);
        return index;
      }),
    })),
  }));
  return { plan: { seats, indexOf, sections }, statuses };
}

/**
 * The states after a message of the seat stream. The stream says `held` for anyone's hold; a seat
 * this buyer holds stays `heldByYou`, and one they held that is now free or taken by someone else
 * is theirs no more.
 */
export function applySeatNews(
  plan: ChartPlan,
  statuses: readonly SeatStatus[],
  news: SeatStatusNews,
  mine: ReadonlySet<string>,
): SeatStatus[] {
  const next = statuses.slice();
  for (const seat of news.seats) {
    const index = plan.indexOf.get(seat.id);
    if (index === undefined) continue;
    next[index] = seat.status === 'held' && mine.has(seat.id) ? 'heldByYou' : seat.status;
  }
  return next;
}

/** Whether the buyer may pick a seat (free) or has it already. */
export const isPickable = (status: SeatStatus | undefined) => status === 'free' || status === 'heldByYou';

/**
 * The statuses as the buyer may act on them: a free seat of a category without a price in their
 * currency (0: not sold to them, never in the other currency) is blocked for them.
 */
export function statusesForSale(
  plan: ChartPlan,
  statuses: readonly SeatStatus[],
  categories: readonly PublicEventCategory[],
): readonly SeatStatus[] {
  const unsold = new Set(
    categories.filter((category) => category.price <= 0).map((category) => category.key),
  );
  if (unsold.size === 0) return statuses;
  return statuses.map((status, index) =>
    status === 'free' && unsold.has(plan.seats[index]?.category ?? '') ? 'blocked' : status,
  );
}

export function categoryOf(categories: readonly PublicEventCategory[], key: string) {
  return categories.find((category) => category.key === key);
}

/** The sum of the selected seats' prices in the visitor's currency (minor units). */
export function totalOf(
  plan: ChartPlan,
  categories: readonly PublicEventCategory[],
  selected: Iterable<string>,
): number {
  let total = 0;
  for (const id of selected) {
    const seat = plan.seats[plan.indexOf.get(id) ?? -1];
    if (seat) total += categoryOf(categories, seat.category)?.price ?? 0;
  }
  return total;
}
