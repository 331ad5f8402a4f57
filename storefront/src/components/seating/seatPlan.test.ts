import { describe, expect, it } from 'vitest';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { chartPlanOf, isPickable, seatRadiusOf, statusesForSale } from './seatPlan';

const seats: EventSeats = {
  eventUuid: '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6',
  stage: { x: 0, y: 0, width: 50, height: 10 },
  sections: [
    {
      key: 'S',
      name: 'Stred',
      rows: [
        {
          label: '1',
          seats: [
            { id: 'S-1-1', label: '1', x: 0, y: 20, category: 'A', status: 'free' },
            { id: 'S-1-2', label: '2', x: 6, y: 20, category: 'B', status: 'free' },
            { id: 'S-1-3', label: '3', x: 12, y: 20, category: 'B', status: 'heldByYou' },
          ],
        },
      ],
    },
  ],
  readAt: '2026-11-27T10:00:00.000Z',
} as EventSeats;

const category = (key: string, price: number): PublicEventCategory => ({
  key,
  name: key,
  color: '#000000',
  price,
  currency: 'EUR',
  available: price > 0 ? 5 : 0,
});

describe('seats for sale', () => {
  it('blocks the free seats of a category without a price in the visitor’s currency', () => {
    const { plan, statuses } = chartPlanOf(seats);
    const shown = statusesForSale(plan, statuses, [category('A', 3_900), category('B', 0)]);
    expect(shown).toEqual(['free', 'blocked', 'heldByYou']);
    expect(shown.map(isPickable)).toEqual([true, false, true]);
    // Every category priced: the statuses as they are.
    expect(statusesForSale(plan, statuses, [category('A', 3_900), category('B', 1_900)])).toBe(statuses);
  });
});

/** A plan of `rows` rows of `perRow` seats, `seatGap` apart along a row and `rowGap` between rows. */
function gridPlan(rows: number, perRow: number, seatGap: number, rowGap: number) {
  return chartPlanOf({
    ...seats,
    sections: [
      {
        key: 'A',
        name: 'Sektor A',
        rows: Array.from({ length: rows }, (_, r) => ({
          label: String(r + 1),
          seats: Array.from({ length: perRow }, (_, i) => ({
            id: `A-${r + 1}-${i + 1}`,
            label: String(i + 1),
            x: 20 + i * seatGap,
            y: 30 + r * rowGap,
            category: 'A',
            wheelchair: false,
            companion: false,
            status: 'free' as const,
          })),
        })),
      },
    ],
  }).plan;
}

describe('the radius seats are drawn with', () => {
  it('is the editor’s 22 units on a plan whose seats are 50 or more apart', () => {
    expect(seatRadiusOf(gridPlan(3, 10, 50, 60))).toBe(22);
    expect(seatRadiusOf(gridPlan(1, 1, 50, 60))).toBe(22);
    expect(seatRadiusOf(chartPlanOf({ ...seats, sections: [] }).plan)).toBe(22);
  });

  it('shrinks with the seats’ spacing, so neighbours in a row or in the next row do not overlap', () => {
    // Seats 6 apart (a plan made through the API in small units): they would cover each other at 22.
    const tight = seatRadiusOf(gridPlan(2, 10, 6, 6));
    expect(tight).toBeCloseTo(2.64);
    expect(2 * tight).toBeLessThan(6);
    // Rows closer than the seats in a row: the rows set the radius.
    expect(seatRadiusOf(gridPlan(4, 10, 50, 30))).toBeCloseTo(13.2);
  });

  it('follows the usual spacing, not one pair of seats set too close or onto one point', () => {
    const plan = gridPlan(2, 10, 50, 60);
    plan.seats[1]!.x = plan.seats[0]!.x + 5;
    plan.seats[3]!.x = plan.seats[2]!.x;
    plan.seats[3]!.y = plan.seats[2]!.y;
    expect(seatRadiusOf(plan)).toBe(22);
  });
});
