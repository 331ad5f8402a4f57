import type { PublicEventCategory } from '@tribuna/common/schemas/events';

/** A seat chosen on seats.io's chart, as the buyer's list names it and the total prices it. */
export interface ChosenSeat {
  id: string;
  category: string;
  section: string;
  row: string;
  seat: string;
}

/** What the chart hands over of a chosen object (seats.io's `SelectableObject`). */
export interface ChartObject {
  label: string;
  labels?: { own?: string; parent?: string; section?: string };
  category?: { key?: unknown };
}

/** The object the chart chose as our seat: its label is the seat's id, its labels name it. */
export function chosenSeat(object: ChartObject): ChosenSeat {
  return {
    id: object.label,
    category: String(object.category?.key ?? ''),
    section: object.labels?.section ?? '',
    row: object.labels?.parent ?? '',
    seat: object.labels?.own ?? object.label,
  };
}

/** The chosen seats with one more (or the same one again: once only). */
export const withSeat = (chosen: readonly ChosenSeat[], seat: ChosenSeat): ChosenSeat[] => [
  ...chosen.filter((s) => s.id !== seat.id),
  seat,
];

/** The sum of the chosen seats' category prices, in the event's currency (minor units). */
export function totalOfSeats(chosen: readonly ChosenSeat[], categories: readonly PublicEventCategory[]) {
  const price = new Map(categories.map((c) => [c.key, c.price]));
  return chosen.reduce((sum, seat) => sum + (price.get(seat.category) ?? 0), 0);
}
